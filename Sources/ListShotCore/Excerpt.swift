/// A bounded excerpt of text from outside, for messages and reports: at most
/// `Limits.maxQuotedCharacters` characters, with `…` where the text is cut. The one place
/// where a long value is shortened for people, so no message grows with its input.
public enum Excerpt {
  /// `text` when it is short enough, else its start and `…`.
  public static func of(_ text: some StringProtocol) -> String {
    around(text, characterOffset: 0)
  }

  /// `text` when it is short enough, else a window of it around the character at
  /// `characterOffset` (a quarter of the room before it), with `…` at each end that is cut.
  public static func around(_ text: some StringProtocol, characterOffset: Int) -> String {
    let limit = Limits.maxQuotedCharacters
    // Only the characters around the window are visited: the text may be megabytes long.
    var start = text.startIndex
    let skip = max(0, characterOffset - limit / 4)
    var skipped = 0
    while skipped < skip, start < text.endIndex {
      text.formIndex(after: &start)
      skipped += 1
    }
    var end = start
    var taken = 0
    while taken < limit, end < text.endIndex {
      text.formIndex(after: &end)
      taken += 1
    }
    if start == text.startIndex, end == text.endIndex { return String(text) }
    return (start == text.startIndex ? "" : "…") + String(text[start..<end]) + (end == text.endIndex ? "" : "…")
  }
}

extension Excerpt {
  /// The same for a line of UTF-8 bytes, which may be megabytes long: only a window of bytes
  /// around `byteOffset` (cut at character starts) is decoded, then shortened as above, with
  /// `…` at each end where the line goes on.
  public static func around(utf8 line: ArraySlice<UInt8>, byteOffset: Int) -> String {
    let limit = Limits.maxQuotedCharacters
    func isStart(_ index: Int) -> Bool { index == line.endIndex || line[index] & 0xC0 != 0x80 }
    var start = max(line.startIndex, line.startIndex + byteOffset - 4 * limit)
    while !isStart(start) { start += 1 }
    var end = min(line.endIndex, line.startIndex + byteOffset + 8 * limit)
    while !isStart(end) { end += 1 }
    let at = min(max(line.startIndex + byteOffset, start), end)
    let window = String(decoding: line[start..<end], as: UTF8.self)
    let offset = String(decoding: line[start..<at], as: UTF8.self).count
    var text = around(window, characterOffset: offset)
    if start > line.startIndex, !text.hasPrefix("…") { text = "…" + text }
    if end < line.endIndex, !text.hasSuffix("…") { text += "…" }
    return text
  }
}
