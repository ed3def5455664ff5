import ListShot
import Foundation

/// Repeated timings of one measurement: median, min and max in milliseconds.
public struct BenchStatistics: Hashable, Sendable, Codable {
  public var name: String
  public var median: Double
  public var min: Double
  public var max: Double
  public var runs: Int
  /// What the figure is compared with, when there is a target (e.g. "≤ 21 ms").
  public var target: String?

  public init(name: String, samples: [Double], target: String? = nil) {
    let sorted = samples.sorted()
    self.name = name
    self.runs = sorted.count
    self.min = sorted.first ?? 0
    self.max = sorted.last ?? 0
    let mid = sorted.count / 2
    self.median = sorted.isEmpty ? 0 : sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    self.target = target
  }

  public init(name: String, value: Double, target: String? = nil) {
    self.init(name: name, samples: [value], target: target)
  }
}

/// A monotonic stopwatch.
public enum Stopwatch {
  public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Milliseconds taken by `body`.
  public static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return Double(now() - start) / 1_000_000
  }

  /// Runs `body` `runs` times after `warmup` unmeasured runs; returns the timings in ms.
  public static func sample(runs: Int, warmup: Int = 2, _ body: () throws -> Void) rethrows -> [Double] {
    for _ in 0..<warmup { try body() }
    return try (0..<runs).map { _ in try time(body) }
  }
}
