import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotReport
import ListShotSnapshot
import ListShotSpec

/// `listshot verify SPEC... --snapshots DIR`: render every variant and check it against its
/// golden, through the same snapshot core as the Swift test API. Exit 0 when all match, 1
/// when some differ (or were re-recorded after a difference), 3 when goldens were missing
/// (recorded or not), 2 on bad input.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Check rendered screens against golden PNGs; record goldens in a record mode.")

  @Argument(help: "Spec files (YAML or JSON).")
  var specs: [String]

  @Option(help: "The goldens folder: <screen>/<theme>-<scheme>-<size>-<direction>-<device>.png inside it.")
  var snapshots: String

  @Option(
    help:
      "missing, failed, all or never. Default: LISTSHOT_RECORD, else missing. When CI is set nothing is recorded unless LISTSHOT_RECORD_ON_CI=1."
  )
  var record: RecordMode?

  @Option(
    help:
      "Where expected, actual, diff and side-by-side images of failures go. Default: none with --report (the report keeps what it shows), else listshot-artifacts."
  )
  var artifacts: String?

  @Option(help: "Write a JSON and HTML review report into this folder.")
  var report: String?

  @Option(help: "Write a JUnit XML file: one testcase per variant.")
  var junit: String?

  @Option(
    name: .customLong("summary"),
    help:
      "Write a Markdown summary (counts, each change group with its spec lines and tokens, thumbnails from --report, the review command) for a pull-request comment or CI job summary."
  )
  var summaryFile: String?

  @Option(help: "Run only shard K of N (K/N): a deterministic, even split of the variants.")
  var shard: String?

  @OptionGroup var toleranceOptions: ToleranceOptions

  @Flag(
    name: .customLong("text-goldens"),
    help:
      "Also check each variant's display list against a JSON text golden beside its PNG (<stem>.json), recorded in the same modes: a failure names the line and item that moved."
  )
  var textGoldens = false

  @Flag(
    name: .customLong("list-stale"), help: "List the goldens of this run's screens that no variant of the run produces."
  )
  var listStale = false

  @Flag(
    name: .customLong("prune-stale"),
    help:
      "Delete the goldens of this run's screens that no variant of the run produces (never in a narrowed or sharded run)."
  )
  var pruneStale = false

  @Flag(name: .customLong("dry-run"), help: "With --prune-stale: list what would be deleted, delete nothing.")
  var dryRun = false

  @OptionGroup var options: RenderOptions

  func validate() throws {
    if let shard, Shard(shard) == nil { throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N, not \(shard)") }
    if pruneStale, options.isNarrowed || shard != nil {
      throw ValidationError("--prune-stale needs the full matrix: drop the axis options and --shard")
    }
    if dryRun, !pruneStale { throw ValidationError("--dry-run only applies to --prune-stale") }
  }

  func run() throws {
    let decision = try RecordPolicy.decide(explicit: record, environment: ProcessInfo.processInfo.environment)
    if decision.blockedOnCI, let why = decision.whyNotRecording {
      Terminal.error("verify: \(why); --record \(decision.requested.rawValue) is ignored")
    }
    let snapshotsURL = URL(fileURLWithPath: snapshots)
    try ContainedPath.requireFolder(snapshotsURL, option: "--snapshots")
    let reportURL = report.map { URL(fileURLWithPath: $0) }
    if let reportURL { try ContainedPath.requireFolder(reportURL, option: "--report") }
    // With a report, images go into it as each variant is checked; the full set of files per
    // failure only when asked for (--artifacts). The artifacts folder the user names may be a
    // link; the one ListShot picks (listshot-artifacts here) must not be.
    let artifactsURL: URL? =
      try artifacts.map { URL(fileURLWithPath: $0) }
      ?? (reportURL == nil
        ? ContainedPath.resolve(
          "listshot-artifacts", under: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        : nil)
    let junitURL = try junit.map(ContainedPath.file)
    let summaryURL = try summaryFile.map(ContainedPath.file)
    let renderer = try options.makeRenderer()
    let documents = try specs.map { try renderer.readSpec(URL(fileURLWithPath: $0)) }
    let themeNames = { renderer.themes.builtinThemeNames() }
    var jobs = try RenderJob.plan(documents: documents, renderer: renderer) {
      try options.variants(for: $0, themeNames: themeNames)
    }
    let allJobs = jobs
    if let shard = shard.flatMap(Shard.init) {
      jobs = shard.select(jobs)
      // A shard with nothing to check would pass having checked nothing.
      guard !jobs.isEmpty else {
        throw ListShotError(
          .badInput,
          "--shard \(shard.index)/\(shard.count) selects no variant of the \(allJobs.count) in this run, so it would check nothing",
          expected: "K/N with N at most \(allJobs.count)")
      }
    }

    let tolerance = toleranceOptions.tolerance
    let verifier = Verifier(
      renderer: renderer, snapshots: snapshotsURL, decision: decision, artifacts: artifactsURL, tolerance: tolerance,
      textGoldens: textGoldens)
    let progress = Progress(total: jobs.count, enabled: Terminal.isInteractive && jobs.count > 1)
    // Every output: not an input, a golden, a file in the snapshots folder or another output,
    // checked before the previous JUnit file is removed and before anything is written.
    var outputs = OutputGuard(inputs: OutputGuard.inputs(of: allJobs, specs: specs), snapshots: snapshotsURL)
    if let report {
      try outputs.checkFolder(report, option: "--report")
      try outputs.claim(
        (report as NSString).appendingPathComponent(ReportWriter.jsonFile), option: "--report", what: "the report")
      try outputs.claim(
        (report as NSString).appendingPathComponent(ReportWriter.pageFile), option: "--report", what: "the report")
    }
    if let artifacts { try outputs.checkFolder(artifacts, option: "--artifacts") }
    if let junitURL { try outputs.claim(junitURL.path, option: "--junit", what: "the JUnit file") }
    if let summaryURL { try outputs.claim(summaryURL.path, option: "--summary", what: "the summary") }
    // A JUnit file from an earlier run must not stand beside this run's results, saying
    // `failures="0"`, if this run stops before writing its own.
    if let junitURL, InputFile.isRegular(junitURL.path), unlink(junitURL.path) != 0, errno != ENOENT {
      throw ListShotError(
        .io, at: SourceLocation(file: junitURL.path),
        "cannot remove the previous JUnit file: \(String(cString: strerror(errno)))")
    }
    let store = reportURL.map { ReportStore(root: $0) }
    let results = try verifier.verify(jobs, threads: options.jobs, progress: progress.update, sink: store)
    progress.finish()

    for result in results where result.status != .passed || result.tolerated == true {
      let line = SnapshotResult.line(
        result.message, note: result.environmentNote, sideBySide: result.artifacts?.sideBySide)
      let label = result.status == .passed ? "TOLERATED" : result.status.rawValue.uppercased()
      Terminal.result("\(label) \(result.name): \(line)")
    }
    let stale = listStale || pruneStale ? try verifier.staleGoldens(for: allJobs) : []
    for path in stale {
      if pruneStale && !dryRun {
        try verifier.remove(stale: path)
        Terminal.result("PRUNED \(path)")
      } else {
        Terminal.result(pruneStale ? "WOULD PRUNE \(path)" : "STALE \(path)")
      }
    }
    let summary = VerifySummary(results: results)
    Terminal.error(summary.line)
    let run = VerifyRun(
      mode: decision.mode.rawValue, shard: shard, environment: renderer.environmentStamp, results: results, stale: stale
    )
    var grouped = run
    if let reportURL {
      let written = try ReportWriter.write(
        run, to: reportURL, explain: TokenExplanation(themes: renderer.themes).explain)
      grouped = written
      for group in written.groups ?? [] where group.count > 1 { Terminal.error("change: \(group.summary)") }
      Terminal.error("report: \(reportURL.appendingPathComponent(ReportWriter.pageFile).path)")
    } else if summaryURL != nil {
      grouped = ChangeGroups.group(run, explain: TokenExplanation(themes: renderer.themes).explain)
    }
    if let summaryURL {
      let folder = summaryURL.deletingLastPathComponent()
      let review = report.map { "listshot review \(Self.shellQuoted($0)) --snapshots \(Self.shellQuoted(snapshots))" }
      let markdown = SummaryMarkdown.markdown(
        grouped, imagesBase: reportURL.map { SummaryMarkdown.relativePath(to: $0, from: folder) },
        reviewCommand: review)
      try AtomicFile.write(Data(markdown.utf8), to: summaryURL)
    }
    if let junitURL { try AtomicFile.write(Data(JUnitReport.xml(run, reportDirectory: report).utf8), to: junitURL) }
    if let code = summary.exitStatus { throw code }
  }
}

extension VerifyCommand {
  /// `path` as one word of a POSIX shell command, quoted once: as is when it holds only
  /// characters no shell treats specially (ASCII letters, digits and `-_./@%+=:,`), else in
  /// single quotes, inside which a shell expands nothing (`$(…)`, backticks, `\`), each `'`
  /// written `'\''`. A relative path that starts with `-` gets `./`, so it is not read as an
  /// option. `SummaryCLITests` runs what the summary prints through `/bin/sh`.
  static func shellQuoted(_ path: String) -> String {
    let path = path.hasPrefix("-") ? "./" + path : path
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./@%+=:,".unicodeScalars)
    if !path.isEmpty, path.unicodeScalars.allSatisfy({ safe.contains($0) }) { return path }
    return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension RecordMode: ExpressibleByArgument {}

/// Counts by status and the exit status they call for.
struct VerifySummary {
  var results: [VerifyResult]

  func count(_ status: VerifyResult.Status) -> Int { results.filter { $0.status == status }.count }

  /// Passes whose pixels differ, let through by the tolerance.
  var tolerated: Int { results.filter { $0.status == .passed && $0.tolerated == true }.count }

  var line: String {
    let within = tolerated == 0 ? "" : " (\(tolerated) only within the tolerance: their pixels differ)"
    return
      "verify: \(count(.passed)) matched\(within), \(count(.failed)) differ, \(count(.missing)) missing, \(count(.recorded) + count(.rerecorded)) recorded"
  }

  /// 1 when a golden differs (re-recorded or not), else 3 when one was missing (recorded or
  /// not), as the Swift test API fails in both cases.
  var exitStatus: ExitStatus? {
    if results.contains(where: { $0.isFailure && ($0.status == .failed || $0.status == .rerecorded) }) {
      return .snapshotsDiffer
    }
    if count(.missing) > 0 || count(.recorded) > 0 { return .goldensMissing }
    return nil
  }
}
