import CListShotPNG
import ListShotImageHeader

/// Assembles a PNG file: the signature, then chunks of length, type, data and CRC-32.
///
/// Writes only what the encoder needs (IHDR, text, IDAT, IEND) and nothing that varies
/// between runs, such as a tIME chunk, so the same pixels always give the same file.
struct PNGChunkWriter {

  /// IDAT chunks are cut at this size. Any size up to 2³¹-1 is valid; a fixed one keeps the
  /// output reproducible and lets streaming readers work in modest steps.
  static let maxIDATLength = 1 << 20

  private(set) var bytes: [UInt8]

  init(reservingCapacity capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity + 64)
    bytes += PNGFormat.signature
  }

  /// IHDR for a non-interlaced image with the standard compression and filter methods.
  mutating func writeHeader(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) {
    precondition(
      (1...PNGInfo.maxDimension).contains(width)
        && (1...PNGInfo.maxDimension).contains(height),
      "PNG: cannot encode a \(width)×\(height) image (each side must be 1...2³¹-1)")
    var data: [UInt8] = []
    data.reserveCapacity(13)
    appendBigEndian(UInt32(width), to: &data)
    appendBigEndian(UInt32(height), to: &data)
    data += [bitDepth, colorType, 0, 0, 0]  // compression, filter method, no interlace
    writeChunk("IHDR", data)
  }

  /// One tEXt chunk, or iTXt when the value has characters outside Latin-1.
  mutating func writeText(key: String, value: String) {
    let chunk = PNGText.encode(key: key, value: value)
    writeChunk(chunk.type, chunk.data)
  }

  /// The zlib stream, split over as many IDAT chunks as it needs.
  mutating func writeImageData(_ zlibStream: [UInt8]) {
    zlibStream.withUnsafeBytes { stream in
      var offset = 0
      repeat {
        let count = min(Self.maxIDATLength, stream.count - offset)
        writeChunk("IDAT", UnsafeRawBufferPointer(rebasing: stream[offset..<offset + count]))
        offset += count
      } while offset < stream.count
    }
  }

  mutating func writeEnd() {
    writeChunk("IEND", [])
  }

  mutating func writeChunk(_ type: String, _ data: [UInt8]) {
    data.withUnsafeBytes { writeChunk(type, $0) }
  }

  mutating func writeChunk(_ type: String, _ data: UnsafeRawBufferPointer) {
    let typeBytes = Array(type.utf8)
    precondition(typeBytes.count == 4, "PNG: chunk type must be four letters, got \(type)")
    precondition(data.count <= Int(Int32.max), "PNG: chunk \(type) is too long")
    appendBigEndian(UInt32(data.count), to: &bytes)
    let crcStart = bytes.count
    bytes += typeBytes
    bytes.append(contentsOf: data)
    let crc = bytes.withUnsafeBytes { all in
      PNGFormat.crc32(UnsafeRawBufferPointer(rebasing: all[crcStart...]))
    }
    appendBigEndian(crc, to: &bytes)
  }
}

@inline(__always)
func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
  bytes.append(UInt8(truncatingIfNeeded: value >> 24))
  bytes.append(UInt8(truncatingIfNeeded: value >> 16))
  bytes.append(UInt8(truncatingIfNeeded: value >> 8))
  bytes.append(UInt8(truncatingIfNeeded: value))
}
