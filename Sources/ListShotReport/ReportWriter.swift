import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotSnapshot

/// A review report folder: what CI uploads, and what opens anywhere, with no network and
/// without the repository.
///
/// ```
/// REPORT/index.html              the page: HTML, CSS, JS and the run's data in one file
/// REPORT/report.json             the run: results, groups of changes, image paths relative to REPORT
/// REPORT/images/<digest>.png     every image the page shows, named by the digest of its bytes
/// ```
///
/// A changed variant stores the golden as it was and only the changed region of the rendered
/// image, with a mask of the changed pixels; the page composes the rendered image, the side
/// by side view, the slider and the diff from those. `--artifacts` writes the full
/// expected/actual/diff/side-by-side files besides, for whoever asks for files.
public enum ReportWriter {
  public static let jsonFile = "report.json"
  public static let pageFile = "index.html"

  /// Writes `report.json` and `index.html` for `run`, whose images are in `directory`
  /// already (stored by a `ReportStore` while verify ran). Results that have no review images
  /// yet (new goldens, failures checked without a store) get them copied in. Groups the
  /// changes, and returns the run as written.
  @discardableResult
  public static func write(
    _ run: VerifyRun, to directory: URL, explain: ChangeGroups.Explain? = nil
  ) throws -> VerifyRun {
    let root = directory.absoluteURL.standardizedFileURL
    let store = ReportStore(root: root)
    var run = run
    for index in run.results.indices {
      var result = run.results[index]
      if result.images == nil, let artifacts = result.artifacts {
        if let expected = artifacts.expected {
          result.images = ReviewImages(
            golden: try store.store(ReportStore.read(expected)),
            actual: try artifacts.actual.map { try store.store(ReportStore.read($0)) },
            actualIsWhole: artifacts.actual == nil ? nil : true)
        } else if let actual = artifacts.actual {
          result.images = ReviewImages(golden: try store.store(ReportStore.read(actual)))
        }
      }
      result.artifacts = result.artifacts.map { relative($0, to: root) }
      run.results[index] = result
    }
    run.format = VerifyRun.currentFormat
    run = ChangeGroups.group(run, explain: explain)
    try writeDocuments(run, to: root)
    try pruneImages(keeping: run, in: root)
    return run
  }

  /// Deletes the images an earlier report left in `images/` that `run` does not show. Only
  /// files named like the store names them (32 hex digits, `.png`) are touched.
  public static func pruneImages(keeping run: VerifyRun, in directory: URL) throws {
    let folder = try ContainedPath.resolve(ReportStore.imagesFolder, under: directory)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    var used = Set<String>()
    for result in run.results {
      for path in (result.images?.paths ?? []) + [result.text?.actual].compactMap({ $0 }) { used.insert(path) }
    }
    for name in names where ReportStore.isStoredName(name) && !used.contains("\(ReportStore.imagesFolder)/\(name)") {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Writes `report.json` and `index.html` for a run whose paths are already relative to
  /// `directory`.
  public static func writeDocuments(_ run: VerifyRun, to directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try AtomicFile.write(encoder.encode(run), to: ContainedPath.resolve(jsonFile, under: directory))
    try AtomicFile.write(Data(ReportPage.html(run).utf8), to: ContainedPath.resolve(pageFile, under: directory))
  }

  /// The run in `directory/report.json`. Refuses a file that is not a regular file of at most
  /// `Limits.maxPNGFileBytes`, one that is not a ListShot report, and a report of another
  /// format than `VerifyRun.currentFormat`.
  public static func read(from directory: URL) throws -> VerifyRun {
    let url = directory.appendingPathComponent(jsonFile)
    guard let bytes = try InputFile.readIfPresent(url, maxBytes: Limits.maxPNGFileBytes, what: "report") else {
      throw ListShotError(.badInput, at: SourceLocation(file: url.path), "no report.json in the report folder")
    }
    let run: VerifyRun
    do {
      run = try JSONDecoder().decode(VerifyRun.self, from: Data(bytes))
    } catch {
      throw ListShotError(
        .badInput, at: SourceLocation(file: url.path),
        "not a ListShot report: \(ReportDecodingError.describe(error, bytes: bytes))")
    }
    // A report of another layout may decode (its keys are optional) and still name images
    // where this version does not look, so it is refused by its format, not merged half-read.
    guard run.format == VerifyRun.currentFormat else {
      let found = run.format.map { "format \($0)" } ?? "format 1 (it has no 'format' key)"
      throw ListShotError(
        .badInput, at: SourceLocation(file: url.path),
        "the report is \(found); this ListShot reads format \(VerifyRun.currentFormat): run its verify again with this version"
      )
    }
    return run
  }

  /// Artifact files the report can point at: those inside its folder, relative to it. Files
  /// elsewhere (`--artifacts` outside the report) are left out, so that the folder holds no
  /// absolute path and opens anywhere.
  static func relative(_ artifacts: Artifacts, to root: URL) -> Artifacts {
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    func inside(_ path: String?) -> String? {
      guard let path else { return nil }
      let file = URL(fileURLWithPath: path).absoluteURL.standardizedFileURL.path
      return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }
    return Artifacts(
      expected: inside(artifacts.expected), actual: inside(artifacts.actual), diff: inside(artifacts.diff),
      sideBySide: inside(artifacts.sideBySide))
  }
}
