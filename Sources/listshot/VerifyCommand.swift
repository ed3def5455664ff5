import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotSnapshot
import ListShotSpec

/// `listshot verify SPEC... --snapshots DIR`: render every variant and check it against its
/// golden. Exit 0 when all match, 1 when some differ, 3 when goldens are missing and were not
/// recorded, 2 on bad input.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Check rendered screens against golden PNGs; record goldens in a record mode.")

  @Argument(help: "Spec files (YAML or JSON).")
  var specs: [String]

  @Option(help: "The goldens folder: <screen>/<theme>-<scheme>-<size>-<direction>-<device>.png inside it.")
  var snapshots: String

  @Option(help: "missing, failed, all or never. Default: missing; never when CI is set.")
  var record: RecordMode?

  @Option(help: "Where expected/actual/diff images of failures go. Default: <report>/artifacts with --report, else listshot-artifacts.")
  var artifacts: String?

  @Option(help: "Write a JSON and HTML review report into this folder.")
  var report: String?

  @Option(help: "Write a JUnit XML file: one testcase per variant.")
  var junit: String?

  @Option(help: "Run only shard K of N (K/N): a deterministic, even split of the variants.")
  var shard: String?

  @OptionGroup var toleranceOptions: ToleranceOptions

  @Flag(name: .customLong("list-stale"), help: "List goldens that no spec produces.")
  var listStale = false

  @Flag(name: .customLong("prune-stale"), help: "Delete goldens that no spec produces (never in a narrowed or sharded run).")
  var pruneStale = false

  @OptionGroup var options: RenderOptions

  func validate() throws {
    if let shard, Shard(shard) == nil { throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N, not \(shard)") }
    if pruneStale, options.isNarrowed || shard != nil {
      throw ValidationError("--prune-stale needs the full matrix: drop the axis options and --shard")
    }
  }

  func run() throws {
    let mode = try record ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
    let renderer = try options.makeRenderer()
    let documents = try specs.map { try renderer.readSpec(URL(fileURLWithPath: $0)) }
    let themeNames = { renderer.themes.builtinThemeNames() }
    var jobs = try RenderJob.plan(documents: documents, renderer: renderer) {
      try options.variants(for: $0, themeNames: themeNames)
    }
    let allJobs = jobs
    if let shard = shard.flatMap(Shard.init) { jobs = shard.select(jobs) }

    let snapshotsURL = URL(fileURLWithPath: snapshots)
    let reportURL = report.map { URL(fileURLWithPath: $0) }
    let artifactsURL = URL(fileURLWithPath: artifacts ?? reportURL.map { $0.appendingPathComponent("artifacts").path } ?? "listshot-artifacts")
    let tolerance = toleranceOptions.tolerance
    let verifier = Verifier(renderer: renderer, snapshots: snapshotsURL, mode: mode, artifacts: artifactsURL, tolerance: tolerance)
    let progress = Progress(total: jobs.count, enabled: Terminal.isInteractive && jobs.count > 1)
    let results = try verifier.verify(jobs, threads: options.jobs, progress: progress.update)
    progress.finish()

    for result in results where result.status != .passed {
      var line = "\(result.status.rawValue.uppercased()) \(result.name): \(result.message)"
      if let note = result.environmentNote { line += "; \(note)" }
      if let artifacts = result.artifacts?.sideBySide { line += " [\(artifacts)]" }
      Terminal.result(line)
    }
    let stale = listStale || pruneStale ? verifier.staleGoldens(for: allJobs) : []
    for path in stale {
      if pruneStale {
        try FileManager.default.removeItem(at: snapshotsURL.appendingPathComponent(path))
        Terminal.result("PRUNED \(path)")
      } else {
        Terminal.result("STALE \(path)")
      }
    }
    let summary = VerifySummary(results: results)
    Terminal.error(summary.line)
    let run = VerifyRun(mode: mode.rawValue, shard: shard, environment: renderer.environmentStamp, results: results, stale: stale)
    if let reportURL {
      try ReportWriter.write(run, to: reportURL)
      Terminal.error("report: \(reportURL.appendingPathComponent("index.html").path)")
    }
    if let junit { try AtomicFile.write(Data(JUnitReport.xml(run).utf8), to: URL(fileURLWithPath: junit)) }
    if let code = summary.exitStatus { throw code }
  }
}

extension RecordMode: ExpressibleByArgument {}

/// Counts by status and the exit status they call for.
struct VerifySummary {
  var results: [VerifyResult]

  func count(_ status: VerifyResult.Status) -> Int { results.filter { $0.status == status }.count }

  var line: String {
    "verify: \(count(.passed)) matched, \(count(.failed)) differ, \(count(.missing)) missing, \(count(.recorded) + count(.rerecorded)) recorded"
  }

  var exitStatus: ExitStatus? {
    if count(.failed) > 0 { return .snapshotsDiffer }
    if count(.missing) > 0 { return .goldensMissing }
    return nil
  }
}
