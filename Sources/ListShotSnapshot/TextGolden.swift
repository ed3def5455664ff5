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

  /// What a report keeps of a text golden the display list did not match, so that accepting
  /// the change later (`listshot review`) writes it too: the display list's JSON, and the
  /// digest of the golden file it was compared against (nil: there was none).
  public struct Evidence: Hashable, Sendable {
    public var actual: Data
    public var goldenDigest: String?

    public init(actual: Data, goldenDigest: String?) {
      self.actual = actual
      self.goldenDigest = goldenDigest
    }
  }

  /// Compares `actual` with the golden at `url`, recording it when `mode` says so.
  public static func check(_ actual: Data, golden url: URL, mode: RecordMode) throws -> Outcome {
    try checked(actual, golden: url, mode: mode).outcome
  }

  /// `check`, with the evidence of a golden that differs or is missing and was not written.
  /// The golden is read without following a link: a link there is refused, never quoted.
  public static func checked(_ actual: Data, golden url: URL, mode: RecordMode) throws -> (
    outcome: Outcome, evidence: Evidence?
  ) {
    let expected = try InputFile.readIfPresent(
      url, maxBytes: Limits.maxTextGoldenBytes, what: "text golden", followingLinks: false)
    let matches = expected.map { Self.equal($0, actual) } ?? false
    if matches { return (.matched, nil) }
    if mode.shouldRecord(goldenExists: expected != nil, matches: false) {
      try AtomicFile.createFolder(url.deletingLastPathComponent())
      try AtomicFile.write(actual, to: url)
      return (expected.map { .rerecorded(difference($0, [UInt8](actual))) } ?? .recorded, nil)
    }
    let evidence = Evidence(
      actual: actual, goldenDigest: expected.map { bytes in bytes.withUnsafeBytes { Digest.of($0) } })
    guard let expected else { return (.missing, evidence) }
    return (.differs(difference(expected, [UInt8](actual))), evidence)
  }

  /// The first differing line, with the `"id"` of the JSON object it is in. Each side of the
  /// line is quoted whole when short, else as an excerpt around the first character that
  /// differs (`Excerpt`): a golden of one 60 MB line is not copied into every message, report
  /// and page. The golden is scanned as bytes, never split or decoded whole.
  static func difference(_ expected: [UInt8], _ actual: [UInt8]) -> Difference {
    let newline = UInt8(ascii: "\n")
    // The first byte that differs (or where the shorter one ends), and the line it is on.
    let common = min(expected.count, actual.count)
    var first = 0
    // Whole blocks by memcmp, then byte by byte in the block that differs.
    while first + 4096 <= common, memcmp(expected, first, actual, first, 4096) { first += 4096 }
    while first < common, expected[first] == actual[first] { first += 1 }
    // memchr, not the generic searches: a debug build walks a 60 MB golden byte by byte
    // through the generic ones at about 50 ns a byte.
    func lineEnd(in bytes: [UInt8], from start: Int) -> Int? {
      bytes.withUnsafeBytes { raw in
        guard start < raw.count, let found = memchr(raw.baseAddress! + start, Int32(newline), raw.count - start)
        else { return nil }
        return raw.baseAddress!.distance(to: UnsafeRawPointer(found))
      }
    }
    var start = 0, index = 0
    while let end = lineEnd(in: expected, from: start), end < first {
      start = end + 1
      index += 1
    }
    func line(_ bytes: [UInt8], from start: Int) -> ArraySlice<UInt8> {
      bytes[start..<(lineEnd(in: bytes, from: start) ?? bytes.count)]
    }
    var old: ArraySlice<UInt8>? = line(expected, from: start), new: ArraySlice<UInt8>? = line(actual, from: start)
    // Equal lines: one file ended there, and the other goes on to the next line.
    if let a = old, let b = new, a.elementsEqual(b) {
      index += 1
      old = a.endIndex < expected.count ? line(expected, from: a.endIndex + 1) : nil
      new = b.endIndex < actual.count ? line(actual, from: b.endIndex + 1) : nil
    }
    // Trimmed of indentation and of the comma that ends all but an object's last key.
    func trimmed(_ line: ArraySlice<UInt8>?) -> ArraySlice<UInt8>? {
      guard var line else { return nil }
      let blank: Set<UInt8> = [0x20, 0x09]
      while let first = line.first, blank.contains(first) { line = line.dropFirst() }
      while let last = line.last, blank.contains(last) { line = line.dropLast() }
      if line.last == UInt8(ascii: ",") { line = line.dropLast() }
      return line
    }
    let before = trimmed(old), after = trimmed(new)
    var offset = 0
    if let before, let after {
      offset = zip(before, after).prefix { $0 == $1 }.count
      // Back to the start of the character the bytes part in.
      while offset > 0, offset < before.count, before[before.startIndex + offset] & 0xC0 == 0x80 { offset -= 1 }
    }
    func quoted(_ line: ArraySlice<UInt8>?) -> String {
      line.map { Excerpt.around(utf8: $0, byteOffset: offset) } ?? "(end of file)"
    }
    let lines = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    return Difference(
      line: index + 1, item: item(around: index, in: lines), expected: quoted(before), actual: quoted(after))
  }

  /// Whether the golden's bytes are the display list's.
  static func equal(_ golden: [UInt8], _ actual: Data) -> Bool {
    guard golden.count == actual.count else { return false }
    return golden.isEmpty
      || golden.withUnsafeBytes { a in
        actual.withUnsafeBytes { b in Foundation.memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
      }
  }

  /// Whether `count` bytes of `a` and `b` from those offsets are equal.
  private static func memcmp(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int, _ count: Int) -> Bool {
    a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in Foundation.memcmp(x.baseAddress! + i, y.baseAddress! + j, count) == 0 }
    }
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
