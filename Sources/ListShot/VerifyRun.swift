import Foundation
import ListShotCore

/// One verify run as data: the JSON report's content, the input of the HTML report and of
/// JUnit files, and what `report merge` joins.
public struct VerifyRun: Hashable, Sendable, Codable {
  public var mode: String
  public var shard: String?
  public var environment: String
  public var results: [VerifyResult]
  /// Goldens no spec produces (listed only when asked for).
  public var stale: [String]

  public init(mode: String, shard: String?, environment: String, results: [VerifyResult], stale: [String]) {
    self.mode = mode
    self.shard = shard
    self.environment = environment
    self.results = results
    self.stale = stale
  }
}

/// Writes `report.json` (and the HTML page) into a report folder.
public enum ReportWriter {
  public static func write(_ run: VerifyRun, to directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try AtomicFile.write(encoder.encode(run), to: ContainedPath.resolve("report.json", under: directory))
  }

  public static func read(from directory: URL) throws -> VerifyRun {
    let url = directory.appendingPathComponent("report.json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ListShotError(.badInput, at: SourceLocation(file: url.path), "no report.json in the report folder")
    }
    do {
      return try JSONDecoder().decode(VerifyRun.self, from: data)
    } catch {
      throw ListShotError(.badInput, at: SourceLocation(file: url.path), "not a ListShot report: \(error)")
    }
  }
}
