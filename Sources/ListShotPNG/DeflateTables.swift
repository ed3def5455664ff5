/// The fixed tables of the deflate format (RFC 1951 §3.2.5–3.2.7): how match lengths and
/// distances map to symbols plus extra bits, the fixed Huffman code, and the order in which
/// a dynamic block sends its code-length code.
enum DeflateTables {
  /// Symbols of the literal/length alphabet: 0–255 literals, 256 end of block, 257–285 lengths.
  static let literalLengthSymbols = 286
  static let endOfBlock = 256
  static let distanceSymbols = 30
  static let codeLengthSymbols = 19
  /// Longest code of the literal/length and distance codes; of the code-length code.
  static let maxCodeLength = 15
  static let maxCodeLengthCodeLength = 7
  static let minMatch = 3
  static let maxMatch = 258
  static let windowSize = 32768

  /// For each length symbol 257–285 (index 0–28): the smallest length and the extra bits.
  static let lengthBase: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtraBits: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// For each distance symbol 0–29: the smallest distance and the extra bits.
  static let distanceBase: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtraBits: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// Extra bits of the code-length symbols 0–18 (16 repeats the previous length 3–6 times,
  /// 17 and 18 send runs of zeros of 3–10 and 11–138).
  static let codeLengthExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7]
  /// The order of the code-length code's lengths in a dynamic block header.
  static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// Length − 3 (0–255) → length symbol index (0–28, i.e. symbol − 257).
  static let lengthSymbolIndex: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for index in 0..<lengthBase.count {
      let first = Int(lengthBase[index]) - 3
      let count = index == 28 ? 1 : 1 << Int(lengthExtraBits[index])
      for offset in 0..<count where first + offset < 256 { table[first + offset] = UInt8(index) }
    }
    return table
  }()

  /// Distance − 1 (0–32767) → distance symbol (0–29).
  static let distanceSymbol: [UInt8] = {
    var table = [UInt8](repeating: 0, count: windowSize)
    for symbol in 0..<distanceBase.count {
      let first = Int(distanceBase[symbol]) - 1
      for offset in 0..<(1 << Int(distanceExtraBits[symbol])) { table[first + offset] = UInt8(symbol) }
    }
    return table
  }()

  /// The two lookup tables above in memory of their own, for hot loops: reading a `static
  /// let` array there would check its one-time initialisation and its bounds every time.
  static let lengthSymbolIndexPointer = permanentCopy(lengthSymbolIndex)
  static let distanceSymbolPointer = permanentCopy(distanceSymbol)
  /// Base and extra bits of the length and distance symbols, likewise.
  static let lengthBasePointer = permanentCopy(lengthBase)
  static let lengthExtraBitsPointer = permanentCopy(lengthExtraBits)
  static let distanceBasePointer = permanentCopy(distanceBase)
  static let distanceExtraBitsPointer = permanentCopy(distanceExtraBits)

  private static func permanentCopy<T>(_ table: [T]) -> UnsafePointer<T> {
    let memory = UnsafeMutablePointer<T>.allocate(capacity: table.count)
    memory.initialize(from: table, count: table.count)
    return UnsafePointer(memory)
  }

  /// Code lengths of the fixed Huffman code (§3.2.6): literal/length symbols 0–287 (286 and
  /// 287 never occur) and 30 distance symbols of 5 bits.
  static let fixedLiteralLengthLengths: [UInt8] =
    [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
    + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
  static let fixedDistanceLengths = [UInt8](repeating: 5, count: distanceSymbols)
}
