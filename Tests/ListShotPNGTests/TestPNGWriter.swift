/// A deliberately plain PNG writer and chunk reader for tests, sharing no code with
/// ListShotPNG: its own CRC-32 and Adler-32, and zlib streams made of uncompressed ("stored")
/// deflate blocks. It can write any IHDR, so the decoder meets files our encoder never makes.
enum TestPNG {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  struct Chunk: Equatable {
    var type: String
    var data: [UInt8]
    /// The chunk's offset in the file (its length field).
    var offset = 0
  }

  /// A complete PNG. `rows` are unfiltered scanlines (each gets filter byte 0); `extra` chunks
  /// go between IHDR and IDAT (PLTE, tRNS, tEXt, ...).
  static func make(
    width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlace: UInt8 = 0,
    rows: [[UInt8]], extra: [Chunk] = []
  ) -> [UInt8] {
    let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
    let ihdr = header(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlace)
    let idat = Chunk(type: "IDAT", data: zlibStored(raw))
    return file([ihdr] + extra + [idat, Chunk(type: "IEND", data: [])])
  }

  static func header(
    width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlace: UInt8 = 0
  ) -> Chunk {
    Chunk(
      type: "IHDR",
      data: bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        + [bitDepth, colorType, 0, 0, interlace])
  }

  /// The signature followed by `chunks`, each with its length and correct CRC.
  static func file(_ chunks: [Chunk]) -> [UInt8] {
    signature + chunks.flatMap(encode)
  }

  static func encode(_ chunk: Chunk) -> [UInt8] {
    let body = Array(chunk.type.utf8) + chunk.data
    return bigEndian(UInt32(chunk.data.count)) + body + bigEndian(crc32(body))
  }

  /// The chunks of a well-formed file (no checking: the input comes from the tests).
  static func chunks(_ bytes: [UInt8]) -> [Chunk] {
    var result: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      result.append(
        Chunk(type: type, data: Array(bytes[offset + 8..<offset + 8 + length]), offset: offset))
      offset += length + 12
    }
    return result
  }

  /// A zlib stream holding `data` in stored blocks of at most 65535 bytes.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, data.count - offset)
      let final: UInt8 = offset + count == data.count ? 1 : 0
      let length = UInt16(count)
      out += [
        final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
        UInt8(~length >> 8),
      ]
      out += data[offset..<offset + count]
      offset += count
    } while offset < data.count
    return out + bigEndian(adler32(data))
  }

  /// The payload of a zlib stream made only of stored blocks (what level 0 produces).
  static func unzlibStored(_ stream: [UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    var offset = 2
    while offset + 5 <= stream.count {
      let header = stream[offset]
      guard header & 0b110 == 0 else { return nil }  // not a stored block
      let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
      out += stream[offset + 5..<offset + 5 + length]
      offset += 5 + length
      if header & 1 == 1 { return out }
    }
    return nil
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func bigEndian16(_ values: [Int]) -> [UInt8] {
    values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }

  /// Packs sub-byte samples most significant bits first, padding the row to a byte.
  static func pack(_ samples: [Int], bitDepth: Int) -> [UInt8] {
    var out: [UInt8] = []
    var accumulator = 0
    var bits = 0
    for sample in samples {
      accumulator = accumulator << bitDepth | sample
      bits += bitDepth
      if bits == 8 {
        out.append(UInt8(accumulator))
        (accumulator, bits) = (0, 0)
      }
    }
    if bits > 0 { out.append(UInt8(accumulator << (8 - bits))) }
    return out
  }
}
