import Foundation
import ListShotCore
import ListShotSnapshot
import ListShotSpec

/// Renders every job and checks it against its golden in `snapshots`, in parallel, with
/// results in the jobs' order.
public struct Verifier: Sendable {
  public var renderer: ListShotRenderer
  public var snapshots: URL
  public var mode: RecordMode
  public var artifacts: URL?
  /// Tolerance given on the command line: overrides each spec's own, value by value.
  public var tolerance: ToleranceSpec

  public init(
    renderer: ListShotRenderer, snapshots: URL, mode: RecordMode, artifacts: URL?,
    tolerance: ToleranceSpec = ToleranceSpec()
  ) {
    self.renderer = renderer
    self.snapshots = snapshots
    self.mode = mode
    self.artifacts = artifacts
    self.tolerance = tolerance
  }

  /// The comparison options for a job: exact unless its spec or the command line relaxes them.
  public func options(for job: RenderJob) throws -> DiffOptions {
    try (job.tolerance ?? ToleranceSpec()).overridden(by: tolerance).diffOptions()
  }

  public func verify(
    _ jobs: [RenderJob], threads: Int, progress: ((Int, Int) -> Void)? = nil
  ) throws -> [VerifyResult] {
    let renderer = self.renderer, snapshots = self.snapshots, verifier = self
    return try ParallelRunner.map(jobs, jobs: threads, progress: progress) { job in
      let checker = GoldenFile(
        mode: verifier.mode, artifactsDirectory: verifier.artifacts, environment: renderer.environmentStamp,
        options: try verifier.options(for: job))
      let relative = job.relativePath(extension: "png")
      let golden = try SafePath.resolve(relative, under: snapshots)
      let outcome = try renderer.withPixels(job.displayList) {
        try checker.check(
          $0, golden: golden, name: String(relative.dropLast(4)), regions: RowRegions.regions(of: job.displayList))
      }
      return VerifyResult(job: job, golden: relative, goldenFile: golden, outcome: outcome)
    }
  }

  /// Goldens under `snapshots` that no job produces, as relative paths, sorted.
  public func staleGoldens(for jobs: [RenderJob]) -> [String] {
    let produced = Set(jobs.map { $0.relativePath(extension: "png") })
    let root = snapshots.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var stale: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".png"), !produced.contains(path) { stale.append(path) }
    }
    return stale.sorted()
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
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
    index = k
    count = n
  }

  public func select(_ jobs: [RenderJob]) -> [RenderJob] {
    let sorted = jobs.sorted { $0.relativePath(extension: "png") < $1.relativePath(extension: "png") }
    return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
