import Foundation
import ListShot
import ListShotCore
import ListShotFiles

/// Joins the report folders of a sharded run into one.
public enum ReportMerger {
  public struct Merged: Sendable {
    public var run: VerifyRun
  }

  /// Reads every folder's `report.json` (all of them before anything is written), copies
  /// the images into `output` (images are named by content, so shards that share one store
  /// it once), and writes the joined `report.json` and `index.html`: results sorted by golden
  /// path, stale goldens merged, changes grouped again across the shards.
  /// Throws `.badInput` for a folder without a valid report or with an image path that
  /// leaves the folder or names no file, and for a variant that two reports hold (or one
  /// report twice): keeping either result would be a choice made by the order of the
  /// folders, and keeping a pass over a failure a false pass.
  public static func merge(_ directories: [URL], into output: URL) throws -> Merged {
    let runs = try directories.map { try ReportWriter.read(from: $0) }
    var holder: [String: URL] = [:]
    for (directory, run) in zip(directories, runs) {
      for result in run.results {
        if let first = holder[result.golden] {
          let file = directory.appendingPathComponent(ReportWriter.jsonFile).path
          let other = first.appendingPathComponent(ReportWriter.jsonFile).path
          throw ListShotError(
            .badInput, at: SourceLocation(file: file),
            other == file
              ? "the variant \(result.name) is in this report twice (a folder named twice?), and a merge keeps one result of each variant"
              : "the variant \(result.name) is also in \(other), and a merge keeps one result of each variant",
            expected: "the reports of distinct shards or runs, each named once (nothing was written)")
        }
        holder[result.golden] = directory
      }
    }
    let missing = try missingShards(runs.map(\.shard), in: directories)
    let root = output.absoluteURL.standardizedFileURL
    var byGolden: [String: VerifyResult] = [:]
    var stale = Set<String>()
    var copied = Set<String>()
    for (directory, run) in zip(directories, runs) {
      let source = directory.absoluteURL.standardizedFileURL
      func copy(_ relative: String?) throws -> String? {
        guard let relative else { return nil }
        if copied.insert(relative).inserted { try Self.copy(relative, from: source, to: root) }
        return relative
      }
      for var result in run.results {
        if var images = result.images {
          images.golden = try copy(images.golden)!
          images.actual = try copy(images.actual)
          images.mask = try copy(images.mask)
          images.whole = try copy(images.whole)
          result.images = images
        }
        if var artifacts = result.artifacts {
          artifacts.expected = try copy(artifacts.expected)
          artifacts.actual = try copy(artifacts.actual)
          artifacts.diff = try copy(artifacts.diff)
          artifacts.sideBySide = try copy(artifacts.sideBySide)
          result.artifacts = artifacts
        }
        if var text = result.text {
          text.actual = try copy(text.actual)!
          result.text = text
        }
        result.group = nil
        byGolden[result.golden] = result
      }
      stale.formUnion(run.stale)
    }
    var merged = VerifyRun(
      mode: distinct(runs.map(\.mode)), shard: nil, environment: distinct(runs.map(\.environment)),
      results: byGolden.values.sorted { $0.golden < $1.golden }, stale: stale.sorted())
    merged.missingShards = missing.isEmpty ? nil : missing
    // The shards' own explanations are kept when every shard that saw a colour swap agrees.
    let explanations = Dictionary(
      runs.flatMap { ($0.groups ?? []).compactMap { group in group.colourChange.map { ($0, group.explanation) } } },
      uniquingKeysWith: { $0 == $1 ? $0 : nil })
    merged = ChangeGroups.group(merged) { change, _, _ in explanations[change] ?? nil }
    try ReportWriter.writeDocuments(merged, to: root)
    try ReportWriter.pruneImages(keeping: merged, in: root)
    return Merged(run: merged)
  }

  /// The shards of one split that no report holds (`["3/3"]` when shards 1/3 and 2/3 are
  /// merged): a merge of some shards checked only some variants. Reports of different splits
  /// (`1/2` and `2/3`) are refused: their variants overlap or leave gaps no one can tell.
  static func missingShards(_ shards: [String?], in directories: [URL]) throws -> [String] {
    let parsed = shards.map { $0.flatMap(Shard.init) }
    guard parsed.allSatisfy({ $0 != nil }), let first = parsed.first ?? nil else { return [] }
    if let other = zip(parsed, directories).first(where: { $0.0?.count != first.count }) {
      throw ListShotError(
        .badInput, at: SourceLocation(file: other.1.appendingPathComponent(ReportWriter.jsonFile).path),
        "the report is shard \(other.0!.index)/\(other.0!.count), of another split than shard \(first.index)/\(first.count) of \(directories[0].appendingPathComponent(ReportWriter.jsonFile).path)",
        expected: "the reports of the shards of one verify run, each named once (nothing was written)")
    }
    let present = Set(parsed.compactMap { $0?.index })
    return (1...first.count).filter { !present.contains($0) }.map { "\($0)/\(first.count)" }
  }

  private static func copy(_ relative: String, from directory: URL, to root: URL) throws {
    let source = try ContainedPath.resolve(relative, under: directory)
    let values = try? source.resourceValues(forKeys: [.isRegularFileKey])
    guard values?.isRegularFile == true else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: source.path), "the report names an image that is not in its folder")
    }
    let destination = try ContainedPath.resolve(relative, under: root)
    guard source.path != destination.path else { return }
    try AtomicFile.write([UInt8](ReportStore.read(source.path)), to: destination)
  }

  /// The one value all reports share, else all of them, in first-seen order.
  private static func distinct(_ values: [String]) -> String {
    var seen: [String] = []
    for value in values where !seen.contains(value) { seen.append(value) }
    return seen.joined(separator: " | ")
  }
}
