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
    try AtomicFile.write(encoder.encode(run), to: ContainedPath.resolve("report.json", under: directory))
    try AtomicFile.write(Data(ReportPage.html(run).utf8), to: ContainedPath.resolve("index.html", under: directory))
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

/// Joins the report folders of a sharded run into one.
public enum ReportMerger {
  public struct Merged: Sendable {
    public var run: VerifyRun
    /// Goldens that more than one report holds; the last report's result was kept.
    public var duplicates: [String]
  }

  /// Reads every folder's `report.json` (all of them before anything is written), copies
  /// the images into `output` under the same relative paths, and writes the joined
  /// `report.json` and `index.html`: results sorted by golden path, stale goldens merged.
  /// Throws `.badInput` for a folder without a valid report or with an image path that
  /// leaves the folder or names no file.
  public static func merge(_ directories: [URL], into output: URL) throws -> Merged {
    let runs = try directories.map { try ReportWriter.read(from: $0) }
    let root = output.absoluteURL.standardizedFileURL
    var byGolden: [String: VerifyResult] = [:]
    var duplicates: [String] = []
    var stale = Set<String>()
    for (directory, run) in zip(directories, runs) {
      for var result in run.results {
        if var artifacts = result.artifacts {
          artifacts.expected = try copy(artifacts.expected, from: directory, to: root)
          artifacts.actual = try copy(artifacts.actual, from: directory, to: root)
          artifacts.diff = try copy(artifacts.diff, from: directory, to: root)
          artifacts.sideBySide = try copy(artifacts.sideBySide, from: directory, to: root)
          result.artifacts = artifacts
        }
        if byGolden.updateValue(result, forKey: result.golden) != nil { duplicates.append(result.golden) }
      }
      stale.formUnion(run.stale)
    }
    let merged = VerifyRun(
      mode: distinct(runs.map(\.mode)), shard: nil, environment: distinct(runs.map(\.environment)),
      results: byGolden.values.sorted { $0.golden < $1.golden }, stale: stale.sorted())
    try ReportWriter.writeDocuments(merged, to: root)
    return Merged(run: merged, duplicates: Array(Set(duplicates)).sorted())
  }

  private static func copy(_ relative: String?, from directory: URL, to root: URL) throws -> String? {
    guard let relative else { return nil }
    let source = try SafePath.resolve(relative, under: directory.absoluteURL.standardizedFileURL)
    guard FileManager.default.fileExists(atPath: source.path) else {
      throw ListShotError(.badInput, at: SourceLocation(file: source.path), "the report names an image that is not in its folder")
    }
    try ReportWriter.copy(source, to: try SafePath.resolve(relative, under: root))
    return relative
  }

  /// The one value all reports share, else all of them, in first-seen order.
  private static func distinct(_ values: [String]) -> String {
    var seen: [String] = []
    for value in values where !seen.contains(value) { seen.append(value) }
    return seen.joined(separator: " | ")
  }
}
