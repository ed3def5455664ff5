import ListShotCore

/// One chunk's place in a PNG file.
package struct PNGChunk: Equatable {
  /// The four-letter type, e.g. `IHDR`.
  package var type: String
  /// Where the chunk starts (its length field), from the start of the file.
  package var offset: Int
  /// The chunk's data bytes.
  package var data: Range<Int>

  /// A reader must understand a critical chunk (upper-case first letter) to show the image.
  package var isCritical: Bool { type.utf8.first.map { (0x41...0x5A).contains($0) } ?? false }

  /// The whole chunk: length, type, data and CRC.
  package var bytes: Range<Int> { offset..<data.upperBound + 4 }
}

/// Checks the structure of a PNG file before any pixel is decoded: the signature, IHDR first
/// and only once, every chunk complete with a matching CRC, no critical chunk PNG does not
/// define, at least one IDAT, and IEND as the last bytes of the file.
///
/// Checking here rather than leaving it all to libpng gives precise messages for the common
/// failures (a truncated or damaged golden), catches damage in any chunk, not only the ones
/// libpng reads, and refuses what a lenient reader would take in silently: a second IHDR,
/// an unknown critical chunk (whose meaning a reader cannot know) or bytes after IEND could
/// otherwise make two readers see two different images in one file. So could animation
/// (APNG): libpng reads the still image, browsers and viewers show the frames instead (and
/// never the still image when it is not the first frame), so its chunks are refused too.
package enum PNGChunkReader {
  /// The critical chunks PNG defines; any other critical chunk is an error.
  package static let knownCriticalChunks: Set = ["IHDR", "PLTE", "IDAT", "IEND"]
  /// The chunks of an animated PNG (APNG): ancillary, so libpng skips them, but animating
  /// readers show their frames instead of the still image.
  package static let animationChunks: Set = ["acTL", "fcTL", "fdAT"]

  /// The signature and IHDR only: enough to learn the size before reading anything else.
  package static func header(of bytes: [UInt8], file: String) throws -> PNGInfo {
    try checkSignature(bytes, file: file)
    let first = try chunk(in: bytes, at: PNGFormat.signature.count, file: file)
    guard first.type == "IHDR" else {
      throw corrupt("the first chunk is \(first.type), expected IHDR", file)
    }
    guard first.data.count == 13 else {
      throw corrupt("the IHDR chunk is \(first.data.count) bytes long, expected 13", file)
    }
    return try PNGInfo(ihdr: bytes[first.data], file: file)
  }

  /// Every chunk from IHDR to IEND, checked. Call `header(of:file:)` first.
  package static func chunks(of bytes: [UInt8], file: String) throws -> [PNGChunk] {
    var chunks: [PNGChunk] = []
    var offset = PNGFormat.signature.count
    var sawImageData = false
    while true {
      guard offset < bytes.count else {
        throw truncated("the file ends at offset \(offset) without an IEND chunk", file)
      }
      let chunk = try chunk(in: bytes, at: offset, file: file)
      if chunk.type == "IHDR", !chunks.isEmpty {
        throw corrupt("a second IHDR chunk at offset \(offset)", file)
      }
      if chunk.isCritical, !knownCriticalChunks.contains(chunk.type) {
        throw corrupt("unknown critical chunk \(chunk.type) at offset \(offset)", file)
      }
      if animationChunks.contains(chunk.type) {
        throw ListShotError(
          .badInput, at: SourceLocation(file: file),
          "unsupported PNG file: the \(chunk.type) chunk at offset \(offset) makes it an animated PNG, whose "
            + "frames viewers show instead of the still image ListShot compares; expected a still PNG")
      }
      chunks.append(chunk)
      offset = chunk.data.upperBound + 4
      if chunk.type == "IDAT" { sawImageData = true }
      if chunk.type == "IEND" { break }
    }
    guard sawImageData else { throw corrupt("there is no image data (IDAT chunk)", file) }
    guard offset == bytes.count else {
      throw corrupt("\(bytes.count - offset) bytes after the IEND chunk at offset \(chunks.last!.offset)", file)
    }
    return chunks
  }

  private static func checkSignature(_ bytes: [UInt8], file: String) throws {
    let signature = PNGFormat.signature
    guard !bytes.isEmpty else {
      throw ListShotError(.badInput, at: SourceLocation(file: file), "empty file, not a PNG")
    }
    guard bytes.starts(with: signature) else {
      if signature.starts(with: bytes) {
        throw truncated("only \(bytes.count) bytes, less than the PNG signature", file)
      }
      throw ListShotError(
        .badInput, at: SourceLocation(file: file), "not a PNG file (bad signature)")
    }
  }

  /// The chunk starting at `offset`, with its length, type and CRC checked.
  private static func chunk(in bytes: [UInt8], at offset: Int, file: String) throws -> PNGChunk {
    let remaining = bytes.count - offset
    guard remaining >= 8 else {
      throw truncated("the file ends at offset \(bytes.count) inside a chunk header", file)
    }
    let length = readUInt32(bytes, at: offset)
    let typeBytes = bytes[offset + 4..<offset + 8]
    guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
    else {
      throw corrupt("invalid chunk type at offset \(offset)", file)
    }
    let type = String(decoding: typeBytes, as: UTF8.self)
    guard length <= PNGInfo.maxDimension else {
      throw corrupt("the \(type) chunk at offset \(offset) declares \(length) bytes", file)
    }
    guard remaining >= length + 12 else {
      throw truncated(
        "the \(type) chunk at offset \(offset) needs \(length + 12) bytes but only "
          + "\(remaining) remain", file)
    }
    let stored = UInt32(readUInt32(bytes, at: offset + 8 + length))
    let computed = bytes.withUnsafeBytes { all in
      PNGFormat.crc32(UnsafeRawBufferPointer(rebasing: all[offset + 4..<offset + 8 + length]))
    }
    guard stored == computed else {
      throw corrupt("CRC mismatch in the \(type) chunk at offset \(offset)", file)
    }
    return PNGChunk(type: type, offset: offset, data: offset + 8..<offset + 8 + length)
  }

  private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func truncated(_ detail: String, _ file: String) -> ListShotError {
    ListShotError(.badInput, at: SourceLocation(file: file), "truncated PNG file: \(detail)")
  }

  private static func corrupt(_ detail: String, _ file: String) -> ListShotError {
    ListShotError(.badInput, at: SourceLocation(file: file), "corrupt PNG file: \(detail)")
  }
}
