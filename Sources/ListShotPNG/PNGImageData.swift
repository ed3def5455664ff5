import CListShotPNG
import ListShotCore
import ListShotImageHeader

/// The image data of a checked PNG, inflated with libdeflate into exactly the size the header
/// calls for (2 ms for the 9 MB of rows of a 1179×2556 screen), so damaged or wrongly-sized
/// image data is an error with a precise message; and, for the 16-bit interlaced files
/// `PNGAdam7` de-interlaces, the file rebuilt around new rows.
enum PNGImageData {
  /// Samples per pixel for each colour type.
  static let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]

  /// Bytes of filtered rows (filter byte included) a non-empty image of `width`×`height`
  /// holds, without interlacing.
  static func rowBytes(width: Int, height: Int, bitsPerPixel: Int) -> Int {
    height * (1 + (width * bitsPerPixel + 7) / 8)
  }

  /// Bytes of inflated image data `header` calls for.
  static func expectedSize(_ header: PNGInfo) -> Int {
    let bits = channels[header.colorType]! * header.bitDepth
    guard header.interlaced else { return rowBytes(width: header.width, height: header.height, bitsPerPixel: bits) }
    return PNGAdam7.geometry(width: header.width, height: header.height).reduce(0) {
      $0 + rowBytes(width: $1.width, height: $1.height, bitsPerPixel: bits)
    }
  }

  /// The concatenated IDAT payloads inflated, exactly `expectedSize(header)` bytes.
  static func inflate(_ bytes: [UInt8], header: PNGInfo, chunks: [PNGChunk], file: String) throws -> [UInt8] {
    func corrupt(_ detail: String) -> ListShotError {
      ListShotError(.badInput, at: SourceLocation(file: file), "corrupt PNG image data: \(detail)")
    }
    let expected = expectedSize(header)
    var stream: [UInt8] = []
    stream.reserveCapacity(chunks.reduce(0) { $0 + ($1.type == "IDAT" ? $1.data.count : 0) })
    for chunk in chunks where chunk.type == "IDAT" { stream += bytes[chunk.data] }
    guard let decompressor = libdeflate_alloc_decompressor() else {
      throw ListShotError(.render, at: SourceLocation(file: file), "out of memory for a decompressor")
    }
    defer { libdeflate_free_decompressor(decompressor) }
    var produced = 0
    var status = LIBDEFLATE_SUCCESS
    let raw = [UInt8](unsafeUninitializedCapacity: expected) { output, initialized in
      status = stream.withUnsafeBytes { input in
        libdeflate_zlib_decompress(
          decompressor, input.baseAddress, input.count, output.baseAddress, expected, &produced)
      }
      // Bytes past `produced` are never read: a short stream is an error below.
      initialized = status == LIBDEFLATE_SUCCESS ? produced : 0
    }
    switch status {
    case LIBDEFLATE_SUCCESS: break
    case LIBDEFLATE_INSUFFICIENT_SPACE:
      throw corrupt("more image data than a \(header.width)×\(header.height) image holds")
    default:
      throw corrupt("the zlib stream is damaged")
    }
    guard produced == expected else {
      throw corrupt("\(produced) bytes of image data, a \(header.width)×\(header.height) image needs \(expected)")
    }
    return raw
  }

  /// The file `bytes` again, not interlaced, with its image data replaced by `rows`, stored
  /// without compression (this copy is read once, straight away): every chunk before the
  /// image data is kept, text and everything after IDAT left out.
  static func restored(_ bytes: [UInt8], header: PNGInfo, chunks: [PNGChunk], rows: [UInt8]) -> [UInt8] {
    let stored = rows.withUnsafeBytes { PNGCompressor.compress($0, level: 0) }
    var writer = PNGChunkWriter(reservingCapacity: stored.count + 4096)
    var ihdr = Array(bytes[chunks[0].data])
    ihdr[12] = 0
    writer.writeChunk("IHDR", ihdr)
    bytes.withUnsafeBytes { all in
      for chunk in chunks.dropFirst().prefix(while: { $0.type != "IDAT" })
      where !PNGStamp.textChunks.contains(chunk.type) {
        writer.writeChunk(chunk.type, UnsafeRawBufferPointer(rebasing: all[chunk.data]))
      }
    }
    writer.writeImageData(stored)
    writer.writeEnd()
    return writer.bytes
  }
}
