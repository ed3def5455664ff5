/// The codes of a dynamic deflate block and the header that describes them (RFC 1951
/// §3.2.7): the literal/length and distance code lengths, run-length coded with symbols
/// 0–18, which are themselves Huffman coded by a small code-length code sent first.
struct DynamicHeader {
  let literalLength: HuffmanCode
  let distance: HuffmanCode
  private let codeLength: HuffmanCode
  /// Number of literal/length codes sent (257–286), distance codes (1–30) and code-length
  /// code lengths (4–19).
  private let literalLengthCount: Int
  private let distanceCount: Int
  private let codeLengthCount: Int
  /// The run-length coded lengths: a code-length symbol and the value of its extra bits.
  private let items: [(symbol: UInt8, extra: UInt8)]

  /// Header size in bits, the 3-bit block type excluded.
  let bits: Int

  init(literalLengths: [UInt32], distances: [UInt32]) {
    literalLength = HuffmanCode(frequencies: literalLengths, limit: DeflateTables.maxCodeLength)
    distance = HuffmanCode(frequencies: distances, limit: DeflateTables.maxCodeLength)
    literalLengthCount = max(257, (literalLength.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
    distanceCount = max(1, (distance.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
    items = Self.runLengths(
      Array(literalLength.lengths[..<literalLengthCount]) + distance.lengths[..<distanceCount])

    var frequencies = [UInt32](repeating: 0, count: DeflateTables.codeLengthSymbols)
    for item in items { frequencies[Int(item.symbol)] += 1 }
    codeLength = HuffmanCode(frequencies: frequencies, limit: DeflateTables.maxCodeLengthCodeLength)
    let lengths = codeLength.lengths
    codeLengthCount = max(4, (DeflateTables.codeLengthOrder.lastIndex { lengths[$0] > 0 } ?? 0) + 1)

    var bits = 5 + 5 + 4 + 3 * codeLengthCount
    for item in items {
      bits += Int(lengths[Int(item.symbol)]) + Int(DeflateTables.codeLengthExtraBits[Int(item.symbol)])
    }
    self.bits = bits
  }

  func write(to writer: inout DeflateBitWriter) {
    writer.write(UInt32(literalLengthCount - 257), bits: 5)
    writer.write(UInt32(distanceCount - 1), bits: 5)
    writer.write(UInt32(codeLengthCount - 4), bits: 4)
    for index in 0..<codeLengthCount {
      writer.write(UInt32(codeLength.lengths[DeflateTables.codeLengthOrder[index]]), bits: 3)
    }
    for item in items {
      let symbol = Int(item.symbol)
      writer.write(UInt32(codeLength.codes[symbol]), bits: Int(codeLength.lengths[symbol]))
      let extra = Int(DeflateTables.codeLengthExtraBits[symbol])
      if extra > 0 { writer.write(UInt32(item.extra), bits: extra) }
    }
  }

  /// Code lengths as code-length symbols: runs of zeros as 17 (3–10) or 18 (11–138), a
  /// length repeated after its first occurrence as 16 (3–6 more), anything else as itself.
  static func runLengths(_ lengths: [UInt8]) -> [(symbol: UInt8, extra: UInt8)] {
    var items: [(symbol: UInt8, extra: UInt8)] = []
    var i = 0
    while i < lengths.count {
      let length = lengths[i]
      var run = 1
      while i + run < lengths.count, lengths[i + run] == length { run += 1 }
      i += run
      if length == 0 {
        while run >= 11 {
          let part = min(run, 138)
          items.append((18, UInt8(part - 11)))
          run -= part
        }
        if run >= 3 {
          items.append((17, UInt8(run - 3)))
          run = 0
        }
      } else {
        items.append((length, 0))
        run -= 1
        while run >= 3 {
          let part = min(run, 6)
          items.append((16, UInt8(part - 3)))
          run -= part
        }
      }
      for _ in 0..<run { items.append((length, 0)) }
    }
    return items
  }
}
