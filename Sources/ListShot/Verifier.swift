import Foundation
import ListShotCore
import ListShotFiles
import ListShotPNG
import ListShotSnapshot
import ListShotSpec

/// Renders every job and checks it against its golden in `snapshots`, in parallel, with
/// results in the jobs' order; each check goes through the shared `SnapshotCheck`.
public struct Verifier: Sendable {
  public var renderer: ListShotRenderer
  public var snapshots: URL
  public var decision: RecordDecision
  public var artifacts: URL?
  /// Tolerance given on the command line: overrides each spec's own, value by value.
  public var tolerance: ToleranceSpec
  /// Whether each variant's display list is also checked against a text golden beside its
  /// PNG (`<stem>.json`, image paths relative to the spec's folder).
  public var textGoldens: Bool

  public init(
    renderer: ListShotRenderer, snapshots: URL, decision: RecordDecision, artifacts: URL?,
    tolerance: ToleranceSpec = ToleranceSpec(), textGoldens: Bool = false
  ) {
    self.renderer = renderer
    self.snapshots = snapshots
    self.decision = decision
    self.artifacts = artifacts
    self.tolerance = tolerance
    self.textGoldens = textGoldens
  }

  /// The comparison options for a job: exact unless its spec or the command line relaxes them.
  public func options(for job: RenderJob) throws -> DiffOptions {
    try (job.tolerance ?? ToleranceSpec()).overridden(by: tolerance).diffOptions()
  }

  /// Verifies every job on `threads` threads and returns the results in the jobs' order.
  ///
  /// Each job is laid out, painted and checked by the worker that takes it, and its images
  /// are gone when the worker takes the next one: memory holds the images of at most
  /// `threads` jobs, and the small results. A `sink` receives each result (with the evidence
  /// of a change) as soon as it is made, on that worker's thread, and returns the result to
  /// keep: a report writes its images there, while the run goes on.
  public func verify(
    _ jobs: [RenderJob], threads: Int, progress: ((Int, Int) -> Void)? = nil, sink: VerifySink? = nil
  ) throws -> [VerifyResult] {
    let renderer = self.renderer, snapshots = self.snapshots, verifier = self
    // Temporary files a killed run left in these goldens' folders go first.
    for screen in Set(jobs.map(\.screen.name)).sorted() {
      OrphanFiles.sweep(try ContainedPath.resolve(screen, under: snapshots))
    }
    return try ParallelRunner.map(jobs, jobs: threads, progress: progress) { job in
      let check = SnapshotCheck(
        renderer: renderer, decision: verifier.decision, artifacts: verifier.artifacts,
        options: try verifier.options(for: job),
        textGoldenRoot: verifier.textGoldens ? URL(fileURLWithPath: job.file).deletingLastPathComponent() : nil)
      let relative = job.relativePath(extension: "png")
      let golden = try ContainedPath.resolve(relative, under: snapshots)
      // The text golden is a golden too: a link there is refused as one in place of the PNG
      // is, in every mode (never read through, never replaced).
      if verifier.textGoldens { _ = try ContainedPath.resolve(job.relativePath(extension: "json"), under: snapshots) }
      // Each worker lays its job out: an error that only one variant meets (a canvas too
      // large) stops the run there (exit 2); RenderJob.plan has already laid out every
      // screen once per theme and scheme before anything was written.
      var evidence: ChangeEvidence?
      let result = check.run(
        golden: golden, name: String(relative.dropLast(4)), evidence: sink == nil ? nil : { evidence = $0 }
      ) { try job.displayList(with: renderer) }
      switch result.outcome {
      case .checked:
        var verified = VerifyResult(job: job, golden: relative, result: result)
        verified.colourChange = evidence?.colourChange
        return try sink?.receive(verified, evidence: evidence, text: result.textEvidence) ?? verified
      case .renderFailed(let error), .checkFailed(let error): throw job.located(error)
      }
    }
  }

  /// Goldens of this run's screens that no job of the run produces, as relative paths,
  /// sorted: the `.png` files in `snapshots/<screen>/` for each screen of `jobs`.
  ///
  /// A golden belongs to a run only through its screen's folder, so a run never counts as
  /// stale the goldens of a spec it was not given: pruning a whole snapshots folder means
  /// naming every spec that writes to it. A screen folder that is a symbolic link is refused.
  public func staleGoldens(for jobs: [RenderJob]) throws -> [String] {
    // As bytes: names that differ only in Unicode normalisation are two files here.
    let produced = Set(jobs.map { Array($0.relativePath(extension: "png").utf8) })
    var stale: [String] = []
    for screen in Set(jobs.map(\.screen.name)).sorted() {
      let folder = try ContainedPath.resolve(screen, under: snapshots)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
      for name in names where name.hasSuffix(".png") && !name.hasPrefix(".") {
        let path = "\(screen)/\(name)"
        let file = folder.appendingPathComponent(name)
        if !produced.contains(Array(path.utf8)), InputFile.isRegular(file.path), Self.isListShotGolden(file) {
          stale.append(path)
        }
      }
    }
    return stale.sorted()
  }

  /// Whether `file` is a golden ListShot recorded (its stamp has a `listshot:` key): any other
  /// PNG in a screen's folder (a designer's mockup) is not a stale golden and is left alone.
  public static func isListShotGolden(_ file: URL) -> Bool { goldenStamp(file) != nil }

  /// The stamp of a golden ListShot recorded (its `listshot:` keys, `GoldenStamp`); nil for
  /// any other file.
  public static func goldenStamp(_ file: URL) -> [String: String]? {
    guard let bytes = try? InputFile.read(file, maxBytes: Limits.maxPNGFileBytes, what: "golden"),
      let stamp = try? PNGStamp.read(bytes, prefix: GoldenStamp.prefix, file: file.path), !stamp.values.isEmpty
    else { return nil }
    return stamp.values
  }

  /// Removes a golden `staleGoldens` listed, and the text golden beside it when there is
  /// one (a regular file: it belongs to that golden), without following a link planted on
  /// the way.
  public func remove(stale path: String) throws { try Self.remove(stale: path, under: snapshots) }

  /// Removes the stale golden at `path` below `snapshots`, as `remove(stale:)`.
  public static func remove(stale path: String, under snapshots: URL) throws {
    let url = try ContainedPath.resolve(path, under: snapshots)
    guard unlink(url.path) == 0 else {
      throw ListShotError(
        .io, at: SourceLocation(file: url.path), "cannot remove the golden: \(String(cString: strerror(errno)))")
    }
    let text = SnapshotCheck.textGolden(besides: url)
    var status = stat()
    guard lstat(text.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return }
    if unlink(text.path) != 0, errno != ENOENT {
      throw ListShotError(
        .io, at: SourceLocation(file: text.path),
        "cannot remove the text golden: \(String(cString: strerror(errno)))")
    }
  }
}

extension ToleranceSpec {
  /// The comparison options: exact for every value not given.
  public func diffOptions() throws -> DiffOptions {
    try DiffOptions(
      threshold: threshold ?? 0, detectAntialiasing: ignoreAntialiasing ?? false,
      maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
  }
}

/// A deterministic, even split of the jobs: sorted by golden path, job i goes to shard
/// i mod N. Shard sizes differ by at most one.
public struct Shard: Hashable, Sendable {
  public var index: Int
  public var count: Int

  /// Parses `K/N` with 1 ≤ K ≤ N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
      return nil
    }
    index = k
    count = n
  }

  public func select(_ jobs: [RenderJob]) -> [RenderJob] {
    let sorted = jobs.sorted { $0.relativePath(extension: "png") < $1.relativePath(extension: "png") }
    return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}

/// Where `Verifier.verify` hands each result as it is made. Called from several worker
/// threads at once.
public protocol VerifySink: Sendable {
  /// Takes one result, the evidence of its change (nil when nothing changed, or when it was
  /// recorded without a comparison) and of its text golden's (nil unless one was checked and
  /// neither matched nor written); returns the result to keep.
  func receive(_ result: VerifyResult, evidence: ChangeEvidence?, text: TextGolden.Evidence?) throws
    -> VerifyResult
}
