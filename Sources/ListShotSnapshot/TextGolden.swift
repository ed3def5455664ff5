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
  /// Where a text golden and the display list first differ.
  public struct Difference: Hashable, Sendable, Codable {
    /// The first line that differs, from 1.
    public var line: Int
    /// The `id` of the display-list item that line is in, when it is in one.
    public var item: String?
    /// The golden's line and the new one, trimmed (`(end of file)` past the end).
    public var expected: String
    public var actual: String

    public init(line: Int, item: String?, expected: String, actual: String) {
      self.line = line
      self.item = item
      self.expected = expected
      self.actual = actual
    }

    /// `line 5 in item sections[0].rows[0].title: expected "x" : 16, got "x" : 20`.
    public var description: String {
      let place = item.map { " in item \($0)" } ?? ""
      return "line \(line)\(place): expected \(expected), got \(actual)"
    }
  }

  public enum Outcome: Hashable, Sendable {
    case matched
    /// A new text golden, written in a recording mode: it fails once, as a new PNG golden
    /// does, so a person reads it before committing it.
    case recorded
    /// No golden, and the mode does not record.
    case missing
    /// The golden differs from the display list, and the mode does not record.
    case differs(Difference)
    /// The golden differed and was rewritten in a recording mode: it fails once, as a
    /// re-recorded PNG does, so a person reads the change before committing it.
    case rerecorded(Difference)

    public var isFailure: Bool {
      switch self {
      case .matched: return false
      case .recorded, .missing, .differs, .rerecorded: return true
      }
    }

    /// What differed, for a difference found or re-recorded.
    public var difference: Difference? {
      switch self {
      case .differs(let difference), .rerecorded(let difference): return difference
      case .matched, .recorded, .missing: return nil
      }
    }

    /// One line for a test failure or a report.
    public var summary: String {
      switch self {
      case .matched: return "text golden matches"
      case .recorded: return "text golden recorded"
      case .missing: return "no text golden, and nothing was recorded"
      case .differs(let difference): return "text golden differs at \(difference.description)"
      case .rerecorded(let difference): return "text golden re-recorded; it differed at \(difference.description)"
      }
    }
  }

  /// Compares `actual` with the golden at `url`, recording it when `mode` says so.
  public static func check(_ actual: Data, golden url: URL, mode: RecordMode) throws -> Outcome {
    let expected = try InputFile.readIfPresent(url, maxBytes: Limits.maxTextGoldenBytes, what: "text golden")
    let matches = expected.map { Data($0) == actual } ?? false
    if matches { return .matched }
    if mode.shouldRecord(goldenExists: expected != nil, matches: false) {
      try AtomicFile.createFolder(url.deletingLastPathComponent())
      try AtomicFile.write(actual, to: url)
      return expected.map { .rerecorded(difference(Data($0), actual)) } ?? .recorded
    }
    guard let expected else { return .missing }
    return .differs(difference(Data(expected), actual))
  }

  /// The first differing line, with the `"id"` of the JSON object it is in.
  static func difference(_ expected: Data, _ actual: Data) -> Difference {
    let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
    // Trimmed of indentation and of the comma that ends all but an object's last key.
    func line(_ lines: [Substring]) -> String {
      guard index < lines.count else { return "(end of file)" }
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      return line.hasSuffix(",") ? String(line.dropLast()) : line
    }
    return Difference(line: index + 1, item: item(around: index, in: new), expected: line(old), actual: line(new))
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
