import Foundation
import ListShotCore
import ListShotSnapshot

/// Renders every job and checks it against its golden in `snapshots`, in parallel, with
/// results in the jobs' order.
public struct Verifier: Sendable {
  public var renderer: ListShotRenderer
  public var snapshots: URL
  public var mode: RecordMode
  public var artifacts: URL?

  public init(renderer: ListShotRenderer, snapshots: URL, mode: RecordMode, artifacts: URL?) {
    self.renderer = renderer
    self.snapshots = snapshots
    self.mode = mode
    self.artifacts = artifacts
  }

  public func verify(
    _ jobs: [RenderJob], threads: Int, progress: ((Int, Int) -> Void)? = nil
  ) throws -> [VerifyResult] {
    let checker = GoldenFile(mode: mode, artifactsDirectory: artifacts, environment: renderer.environmentStamp)
    let renderer = self.renderer, snapshots = self.snapshots
    return try ParallelRunner.map(jobs, jobs: threads, progress: progress) { job in
      let relative = job.relativePath(extension: "png")
      let golden = try SafePath.resolve(relative, under: snapshots)
      let outcome = try renderer.withPixels(job.displayList) {
        try checker.check($0, golden: golden, name: String(relative.dropLast(4)))
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
