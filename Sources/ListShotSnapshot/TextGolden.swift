import Foundation
import ListShotCore
import ListShotFiles

/// A text golden beside a PNG golden: the display list as JSON (`DisplayListJSON`), compared
/// byte for byte, so a review of a change reads *what* moved (an item's frame, a colour, a
/// font) where the PNG diff shows only where.
///
/// It follows the PNG golden's record mode (`RecordMode.shouldRecord`): written when missing
/// or when it differs only in a mode that records, never on CI.
public enum TextGolden {
  public enum Outcome: Hashable, Sendable {
    case matched
    case recorded
    /// No golden, and the mode does not record.
    case missing
    /// The first line that differs (1-based), the id of the item it is in, and both lines.
    case differs(line: Int, item: String?, expected: String, actual: String)

    public var isFailure: Bool {
      switch self {
      case .matched, .recorded: return false
      case .missing, .differs: return true
      }
    }

    /// One line for a test failure or a report.
    public var summary: String {
      switch self {
      case .matched: return "text golden matches"
      case .recorded: return "text golden recorded"
      case .missing: return "no text golden (record it with LISTSHOT_RECORD=missing)"
      case .differs(let line, let item, let expected, let actual):
        let place = item.map { " in item \($0)" } ?? ""
        return "text golden differs at line \(line)\(place): expected \(expected), got \(actual)"
      }
    }
  }

  /// Compares `actual` with the golden at `url`, recording it when `mode` says so.
  public static func check(_ actual: Data, golden url: URL, mode: RecordMode) throws -> Outcome {
    let expected = try InputFile.readIfPresent(url, maxBytes: Limits.maxTextGoldenBytes, what: "text golden")
    let matches = expected.map { Data($0) == actual } ?? false
    if mode.shouldRecord(goldenExists: expected != nil, matches: matches) {
      if !matches {
        try AtomicFile.createFolder(url.deletingLastPathComponent())
        try AtomicFile.write(actual, to: url)
      }
      return matches ? .matched : .recorded
    }
    guard let expected else { return .missing }
    return matches ? .matched : difference(Data(expected), actual)
  }

  /// The first differing line, with the `"id"` of the JSON object it is in.
  static func difference(_ expected: Data, _ actual: Data) -> Outcome {
    let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
    func line(_ lines: [Substring]) -> String {
      index < lines.count ? lines[index].trimmingCharacters(in: .whitespaces) : "(end of file)"
    }
    return .differs(line: index + 1, item: item(around: index, in: new), expected: line(old), actual: line(new))
  }

  /// The `"id"` of the innermost object around line `index` that has one: looking back and
  /// then forward from the line, an `"id"` key counts only at the shallowest depth reached
  /// so far (so not a sibling's, nor one in a nested object).
  static func item(around index: Int, in lines: [Substring]) -> String? {
    let marker = "\"id\" : \""
    func id(_ line: Substring) -> String? {
      guard let range = line.range(of: marker) else { return nil }
      return String(line[range.upperBound...].dropLast(line.hasSuffix(",") ? 2 : 1))
    }
    func delta(_ line: Substring) -> Int {
      line.filter { $0 == "{" || $0 == "[" }.count - line.filter { $0 == "}" || $0 == "]" }.count
    }
    let start = min(index, lines.count)
    var depth = 0, lowest = 0
    for line in lines[..<start].reversed() {
      depth -= delta(line)
      lowest = min(lowest, depth)
      if depth == lowest, let found = id(line) { return found }
    }
    depth = 0
    lowest = 0
    for line in lines[start...] {
      if depth == lowest, let found = id(line) { return found }
      depth += delta(line)
      lowest = min(lowest, depth)
    }
    return nil
  }
}
