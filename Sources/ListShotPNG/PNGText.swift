/// Key-value text stored in PNG text chunks: the render environment stamp and the pixel
/// digest that goldens carry.
///
/// A value that fits Latin-1 goes in a `tEXt` chunk (`keyword NUL text`, both Latin-1), the
/// common and most widely readable form. A value with other characters goes in an
/// uncompressed `iTXt` chunk (UTF-8) so nothing is lost. Reading accepts both; compressed
/// text (`zTXt`, compressed `iTXt`) is not produced here and is skipped when read.
enum PNGText {
  /// The chunk for one pair. The keyword must be 1–79 printable Latin-1 characters without
  /// leading, trailing or doubled spaces, and the value must not contain NUL; both are fixed
  /// by the calling code, so breaking these rules is a programming error.
  static func encode(key: String, value: String) -> (type: String, data: [UInt8]) {
    guard let keyword = latin1(key), isValidKeyword(keyword) else {
      preconditionFailure("PNG text keyword \"\(key)\" is not 1-79 printable Latin-1 characters")
    }
    precondition(!value.unicodeScalars.contains("\0"), "PNG text value for \(key) contains NUL")
    if let text = latin1(value) {
      return ("tEXt", keyword + [0] + text)
    }
    // keyword NUL, compression flag 0, method 0, empty language tag NUL, empty translated
    // keyword NUL, then the UTF-8 text.
    return ("iTXt", keyword + [0, 0, 0, 0, 0] + Array(value.utf8))
  }

  /// The pair in a `tEXt` or uncompressed `iTXt` chunk; nil for any other chunk and for a
  /// malformed or compressed one (text chunks are ancillary, so a bad one is skipped).
  static func decode(type: String, data: ArraySlice<UInt8>) -> (key: String, value: String)? {
    guard let keyEnd = data.firstIndex(of: 0), keyEnd > data.startIndex else { return nil }
    let key = fromLatin1(data[..<keyEnd])
    switch type {
    case "tEXt":
      return (key, fromLatin1(data[(keyEnd + 1)...]))
    case "iTXt":
      // compression flag, compression method, language tag NUL, translated keyword NUL.
      let flags = keyEnd + 1
      guard data.endIndex >= flags + 2, data[flags] == 0 else { return nil }
      guard let languageEnd = data[(flags + 2)...].firstIndex(of: 0),
        let translatedEnd = data[(languageEnd + 1)...].firstIndex(of: 0)
      else { return nil }
      return (key, String(decoding: data[(translatedEnd + 1)...], as: UTF8.self))
    default:
      return nil
    }
  }

  private static func isValidKeyword(_ keyword: [UInt8]) -> Bool {
    guard (1...79).contains(keyword.count), keyword.first != 0x20, keyword.last != 0x20 else {
      return false
    }
    for (index, byte) in keyword.enumerated() {
      guard (0x20...0x7E).contains(byte) || byte >= 0xA1 else { return false }
      if byte == 0x20 && index > 0 && keyword[index - 1] == 0x20 { return false }
    }
    return true
  }

  /// The Latin-1 bytes of `string`, or nil if it has a character beyond U+00FF.
  private static func latin1(_ string: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      guard scalar.value <= 0xFF else { return nil }
      bytes.append(UInt8(scalar.value))
    }
    return bytes
  }

  private static func fromLatin1(_ bytes: ArraySlice<UInt8>) -> String {
    var string = String.UnicodeScalarView()
    for byte in bytes { string.append(Unicode.Scalar(byte)) }
    return String(string)
  }
}
