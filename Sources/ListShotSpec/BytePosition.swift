/// Byte offsets in a file turned into what people read: a 1-based line and column (columns
/// count Unicode scalars, as the YAML parser's marks do).
enum BytePosition {
  static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1, column = 1
    for byte in bytes.prefix(max(0, min(offset, bytes.count))) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte: a new scalar
        column += 1
      }
    }
    return (line, column)
  }

  /// The offset and value of the first byte that is not part of valid UTF-8.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> (offset: Int, byte: UInt8) {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return (bytes.count, 0)
      case .error: return (offset, offset < bytes.count ? bytes[offset] : 0)
      }
    }
  }
}
