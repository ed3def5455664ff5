import Foundation

/// Makes the ids in a Cairo SVG independent of the process that wrote it.
///
/// Cairo 1.16 names SVG elements after process-wide counters (`surface12`, `glyph3-7`,
/// `clip41`): the same drawing made after another one, or on another thread at the same
/// time, gets other numbers. The ids are renumbered per prefix in order of definition
/// (`surface1`, `glyph1`, `clip1` …), and every reference (`"#id"`, `url(#id)`) follows.
enum SVGIDs {
  /// An id Cairo writes: letters, then a number, optionally `-number`.
  private static let definition = try! NSRegularExpression(pattern: #"\bid="([A-Za-z]+)(\d+(?:-\d+)?)""#)
  /// An id where it is defined or referenced: after `"` or `#`, before `"` or `)`.
  private static let occurrence = try! NSRegularExpression(pattern: ##"(?<=["#])[A-Za-z]+\d+(?:-\d+)?(?=[")])"##)

  static func renumber(_ bytes: [UInt8]) -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    let whole = NSRange(text.startIndex..., in: text)
    var names: [String: String] = [:]
    var counts: [String: Int] = [:]
    for match in definition.matches(in: text, range: whole) {
      let prefix = String(text[Range(match.range(at: 1), in: text)!])
      let old = prefix + text[Range(match.range(at: 2), in: text)!]
      guard names[old] == nil else { continue }
      counts[prefix, default: 0] += 1
      names[old] = "\(prefix)\(counts[prefix]!)"
    }
    guard !names.isEmpty else { return bytes }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var last = text.startIndex
    for match in occurrence.matches(in: text, range: whole) {
      let range = Range(match.range, in: text)!
      guard let new = names[String(text[range])] else { continue }
      result += text[last..<range.lowerBound]
      result += new
      last = range.upperBound
    }
    result += text[last...]
    return Array(result.utf8)
  }
}
