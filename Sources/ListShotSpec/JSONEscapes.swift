/// JSON escapes that libyaml reads differently from JSON.
///
/// JSON writes a character outside the Basic Multilingual Plane as a surrogate pair
/// (`\ud83d\ude00`); libyaml, which reads `.json` specs as YAML, refuses each half as an
/// invalid code point. The pair is rewritten as YAML's own 8-digit escape (`\U0001F600`),
/// which means the same character. In a JSON file a `\u` escape can only stand inside a
/// string, and one preceded by an odd number of backslashes is text, not an escape.
enum JSONEscapes {
  static func joiningSurrogatePairs(_ text: String) -> String {
    guard text.contains("\\u") || text.contains("\\U") else { return text }
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    func hex(_ at: Int) -> UInt32? {
      guard at + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for byte in bytes[at..<at + 4] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        out.append(byte)
        index += 1
        continue
      }
      // An escape: `\u` followed by a high and a low surrogate becomes one `\U` escape.
      if bytes[index + 1] == UInt8(ascii: "u"), let high = hex(index + 2), (0xD800...0xDBFF).contains(high),
        index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
        let low = hex(index + 8), (0xDC00...0xDFFF).contains(low)
      {
        let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        let digits = String(scalar, radix: 16, uppercase: true)
        out += Array("\\U\(String(repeating: "0", count: 8 - digits.count))\(digits)".utf8)
        index += 12
        continue
      }
      // Any other escape is copied whole, so an escaped backslash never starts one.
      out += bytes[index...index + 1]
      index += 2
    }
    return String(decoding: out, as: UTF8.self)
  }
}
