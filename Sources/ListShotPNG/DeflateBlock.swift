/// The LZ77 tokens of one deflate block, with the frequencies of the symbols they need, and
/// the writing of the block in whichever of deflate's three forms is smallest for them:
/// Huffman codes made for this block (dynamic), the fixed codes, or stored bytes.
///
/// A token is one 32-bit word: a literal byte (bit 31 clear), or a match with bit 31 set,
/// length − 3 in bits 16–23 and distance − 1 in bits 0–14.
struct DeflateBlock {
  /// Tokens per block. Smaller blocks follow local statistics more closely (a run of text
  /// rows, then a run of background) at the price of a header each.
  static let capacity = 1 << 15

  private let tokens: UnsafeMutablePointer<UInt32>
  private(set) var count = 0
  /// Counts per symbol, kept in raw memory: the token loop updates them for every byte.
  private let literalLengthCounts: UnsafeMutablePointer<UInt32>
  private let distanceCounts: UnsafeMutablePointer<UInt32>
  private let lengthSymbolIndex = DeflateTables.lengthSymbolIndexPointer
  private let distanceSymbol = DeflateTables.distanceSymbolPointer

  init() {
    tokens = .allocate(capacity: Self.capacity)
    literalLengthCounts = .allocate(capacity: DeflateTables.literalLengthSymbols)
    literalLengthCounts.initialize(repeating: 0, count: DeflateTables.literalLengthSymbols)
    distanceCounts = .allocate(capacity: DeflateTables.distanceSymbols)
    distanceCounts.initialize(repeating: 0, count: DeflateTables.distanceSymbols)
  }

  func deallocate() {
    tokens.deallocate()
    literalLengthCounts.deallocate()
    distanceCounts.deallocate()
  }

  private var literalLengthFrequencies: [UInt32] {
    Array(UnsafeBufferPointer(start: literalLengthCounts, count: DeflateTables.literalLengthSymbols))
  }
  private var distanceFrequencies: [UInt32] {
    Array(UnsafeBufferPointer(start: distanceCounts, count: DeflateTables.distanceSymbols))
  }

  var isFull: Bool { count == Self.capacity }

  @inline(__always)
  mutating func literal(_ byte: UInt8) {
    tokens[count] = UInt32(byte)
    count += 1
    literalLengthCounts[Int(byte)] &+= 1
  }

  /// A match of 3–258 bytes, 1–32768 bytes back.
  @inline(__always)
  mutating func match(length: Int, distance: Int) {
    tokens[count] = 0x8000_0000 | UInt32(length - 3) << 16 | UInt32(distance - 1)
    count += 1
    literalLengthCounts[257 + Int(lengthSymbolIndex[length - 3])] &+= 1
    distanceCounts[Int(distanceSymbol[distance - 1])] &+= 1
  }

  /// Writes the block, `final` if it ends the stream, and empties it for the next one.
  /// `raw` is the input the tokens stand for, which a stored block copies.
  mutating func write(raw: UnsafeBufferPointer<UInt8>, final: Bool, to writer: inout DeflateBitWriter) {
    var literalLengths = literalLengthFrequencies
    literalLengths[DeflateTables.endOfBlock] = 1
    let distances = distanceFrequencies
    let extraBits = Self.extraBits(literalLengths, distances)
    let dynamic = DynamicHeader(literalLengths: literalLengths, distances: distances)
    let dynamicBits =
      dynamic.bits + dynamic.literalLength.cost(literalLengths)
      + dynamic.distance.cost(distances) + extraBits
    let fixedBits =
      3 + Self.fixedLiteralLength.cost(literalLengths)
      + Self.fixedDistance.cost(distances) + extraBits
    let storedChunks = max(1, (raw.count + 65534) / 65535)
    let storedBits = storedChunks * (3 + 7 + 32) + raw.count * 8

    if storedBits < min(dynamicBits, fixedBits) {
      writeStored(raw, chunks: storedChunks, final: final, to: &writer)
    } else if dynamicBits <= fixedBits {
      writer.reserve(dynamicBits / 8 + 16)
      writer.write(final ? 0b101 : 0b100, bits: 3)
      dynamic.write(to: &writer)
      writeTokens(dynamic.literalLength, dynamic.distance, to: &writer)
    } else {
      writer.reserve(fixedBits / 8 + 16)
      writer.write(final ? 0b011 : 0b010, bits: 3)
      writeTokens(Self.fixedLiteralLength, Self.fixedDistance, to: &writer)
    }
    count = 0
    literalLengthCounts.update(repeating: 0, count: DeflateTables.literalLengthSymbols)
    distanceCounts.update(repeating: 0, count: DeflateTables.distanceSymbols)
  }

  private static let fixedLiteralLength = HuffmanCode(lengths: DeflateTables.fixedLiteralLengthLengths)
  private static let fixedDistance = HuffmanCode(lengths: DeflateTables.fixedDistanceLengths)

  /// The extra bits after the length and distance symbols, the same whatever the codes.
  private static func extraBits(_ literalLengths: [UInt32], _ distances: [UInt32]) -> Int {
    var bits = 0
    for index in 0..<DeflateTables.lengthExtraBits.count {
      bits += Int(literalLengths[257 + index]) * Int(DeflateTables.lengthExtraBits[index])
    }
    for symbol in 0..<DeflateTables.distanceSymbols {
      bits += Int(distances[symbol]) * Int(DeflateTables.distanceExtraBits[symbol])
    }
    return bits
  }

  private func writeTokens(_ literalLength: HuffmanCode, _ distance: HuffmanCode, to writer: inout DeflateBitWriter) {
    let lengthBase = DeflateTables.lengthBasePointer, lengthExtraBits = DeflateTables.lengthExtraBitsPointer
    let distanceBase = DeflateTables.distanceBasePointer, distanceExtraBits = DeflateTables.distanceExtraBitsPointer
    let (lCodes, lLengths) = (literalLength.codes, literalLength.lengths)
    let (dCodes, dLengths) = (distance.codes, distance.lengths)
    for k in 0..<count {
      let token = tokens[k]
      if token & 0x8000_0000 == 0 {
        writer.write(UInt32(lCodes[Int(token)]), bits: Int(lLengths[Int(token)]))
        continue
      }
      let lengthMinus3 = Int(token >> 16) & 0xFF, distanceMinus1 = Int(token & 0x7FFF)
      let index = Int(lengthSymbolIndex[lengthMinus3]), symbol = 257 + index
      let lengthExtra = UInt32(lengthMinus3 + 3 - Int(lengthBase[index]))
      let lengthBits = Int(lLengths[symbol])
      writer.write(
        UInt32(lCodes[symbol]) | lengthExtra << UInt32(lengthBits), bits: lengthBits + Int(lengthExtraBits[index]))
      let d = Int(distanceSymbol[distanceMinus1])
      let distanceExtra = UInt32(distanceMinus1 + 1 - Int(distanceBase[d]))
      let distanceBits = Int(dLengths[d])
      writer.write(
        UInt32(dCodes[d]) | distanceExtra << UInt32(distanceBits), bits: distanceBits + Int(distanceExtraBits[d]))
    }
    let end = DeflateTables.endOfBlock
    writer.write(UInt32(lCodes[end]), bits: Int(lLengths[end]))
  }

  /// Stored blocks of at most 65535 bytes each; only the last can be final.
  private func writeStored(
    _ raw: UnsafeBufferPointer<UInt8>, chunks: Int, final: Bool, to writer: inout DeflateBitWriter
  ) {
    writer.reserve(raw.count + chunks * 6 + 8)
    for chunk in 0..<chunks {
      let start = chunk * 65535, length = min(65535, raw.count - start)
      writer.write(final && chunk == chunks - 1 ? 1 : 0, bits: 3)
      writer.alignToByte()
      writer.write(UInt32(length) | UInt32(~length & 0xFFFF) << 16, bits: 32)
      if length > 0 { writer.append(raw.baseAddress! + start, count: length) }
    }
  }
}
