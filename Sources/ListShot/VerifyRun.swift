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

/// A review report folder: `report.json`, `index.html` and every image the page shows, so
/// the folder can be uploaded as a CI artifact and opened anywhere.
///
/// ```
/// REPORT/report.json                        the run; image paths relative to REPORT
/// REPORT/index.html                         the review page (inline CSS and JS, no network)
/// REPORT/artifacts/<screen>/<variant>.<kind>.png   expected, actual, diff, side-by-side
/// ```
public enum ReportWriter {
  /// Writes the report for `run`, whose artifact paths point at files anywhere: images
  /// outside `directory` are copied into its `artifacts/` folder. Returns the run as written,
  /// with paths relative to `directory`.
  @discardableResult
  public static func write(_ run: VerifyRun, to directory: URL) throws -> VerifyRun {
    let root = directory.absoluteURL.standardizedFileURL
    var run = run
    for index in run.results.indices {
      guard var artifacts = run.results[index].artifacts else { continue }
      let name = run.results[index].name
      artifacts.expected = try place(artifacts.expected, kind: "expected", name: name, root: root)
      artifacts.actual = try place(artifacts.actual, kind: "actual", name: name, root: root)
      artifacts.diff = try place(artifacts.diff, kind: "diff", name: name, root: root)
      artifacts.sideBySide = try place(artifacts.sideBySide, kind: "side-by-side", name: name, root: root)
      run.results[index].artifacts = artifacts
    }
    try writeDocuments(run, to: root)
    return run
  }

  /// Writes `report.json` and `index.html` for a run whose paths are already relative to
  /// `directory`.
  public static func writeDocuments(_ run: VerifyRun, to directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try AtomicFile.write(encoder.encode(run), to: directory.appendingPathComponent("report.json"))
    try AtomicFile.write(Data(ReportPage.html(run).utf8), to: directory.appendingPathComponent("index.html"))
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

  /// The path of `file` relative to `root`: as it is when it already lies inside, else the
  /// path of the copy made at `artifacts/<name>.<kind>.png`.
  private static func place(_ file: String?, kind: String, name: String, root: URL) throws -> String? {
    guard let file else { return nil }
    let source = URL(fileURLWithPath: file).absoluteURL.standardizedFileURL
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    if source.path.hasPrefix(prefix) { return String(source.path.dropFirst(prefix.count)) }
    let relative = "artifacts/\(name).\(kind).png"
    try copy(source, to: try SafePath.resolve(relative, under: root))
    return relative
  }

  static func copy(_ source: URL, to destination: URL) throws {
    guard source.standardizedFileURL.path != destination.standardizedFileURL.path else { return }
    guard let data = FileManager.default.contents(atPath: source.path) else {
      throw ListShotError(.io, at: SourceLocation(file: source.path), "cannot read the image for the report")
    }
    try AtomicFile.write(data, to: destination)
  }
}
