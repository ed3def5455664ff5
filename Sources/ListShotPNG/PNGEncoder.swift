#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the PNG image data is compressed.
public enum PNGCompression: Hashable, Sendable {
  /// ListShot's own deflate for rendered screens (`ScanlineDeflate`): unfiltered rows, with
  /// the row above, the pixel to the left and nearby repeats tried first. The default:
  /// several times faster than a general-purpose compressor on list screens, at about the
  /// size of zlib's default level.
  case scanline
  /// Per-row PNG filters chosen by the minimum-sum-of-absolute-differences heuristic, then
  /// libdeflate at `level`, 0 (store) to 12 (smallest, slowest), clamped. For comparisons
  /// and for images that are not screens.
  case libdeflate(level: Int)
}

/// Writes PNG files, fast and byte-for-byte reproducibly.
///
/// The file has a signature, IHDR, the text chunks in the order given, IDAT and IEND, and
/// nothing else. Images whose pixels are all opaque are written as RGB8 (colour type 2),
/// others as straight RGBA8 (colour type 6). The output depends only on the pixels, the
/// text and the compression: not on the run, the thread or the machine.
public enum PNGEncoder {
  /// Encodes Cairo `CAIRO_FORMAT_ARGB32` memory: premultiplied 32-bit words `0xAARRGGBB` in
  /// native byte order (B, G, R, A in memory on little-endian machines), `stride` bytes from
  /// one row to the next. Colour is un-premultiplied with rounding, as Cairo's own PNG
  /// writer does: `c * 255 / a` rounded to nearest; fully transparent pixels become
  /// (0, 0, 0, 0).
  public static func encode(
    argb32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int,
    text: [(key: String, value: String)] = [], compression: PNGCompression = .scanline
  ) -> [UInt8] {
    precondition(stride >= width * 4, "PNG: stride \(stride) is less than 4 × width \(width)")
    precondition(width > 0 && height > 0, "PNG: cannot encode a \(width)×\(height) image")
    let rowWords = { (y: Int) in (data + y * stride).assumingMemoryBound(to: UInt32.self) }
    let repeats = Scanlines.repeats(rows: height) { y in memcmp(rowWords(y), rowWords(y - 1), width * 4) == 0 }
    // Most screens are opaque: convert as RGB and check alpha on the way, and only when
    // some pixel is not opaque convert again as RGBA.
    var opaque = true
    let rgb = Scanlines(width: width, height: height, bytesPerPixel: 3, repeats: repeats) { y, out in
      opaque = opaque && ARGBRows.rgb(rowWords(y), width: width, into: out)
    }
    if opaque { return write(rgb, text: text, compression: compression) }
    rgb.release()
    let rgba = Scanlines(width: width, height: height, bytesPerPixel: 4, repeats: repeats) { y, out in
      ARGBRows.straightRGBA(rowWords(y), width: width, into: out)
    }
    return write(rgba, text: text, compression: compression)
  }

  /// Encodes straight RGBA8 pixels as they are (colour is kept even where alpha is 0).
  public static func encode(
    _ image: RGBAImage, text: [(key: String, value: String)] = [], compression: PNGCompression = .scanline
  ) -> [UInt8] {
    precondition(image.width > 0 && image.height > 0, "PNG: cannot encode a \(image.width)×\(image.height) image")
    return image.pixels.withUnsafeBufferPointer { pixels in
      encode(
        rgba: pixels.baseAddress!, width: image.width, height: image.height, stride: image.width * 4, text: text,
        compression: compression)
    }
  }

  /// Encodes straight RGBA8 rows `stride` bytes apart, as `encode(_:)` does an `RGBAImage`
  /// (the same bytes for the same pixels).
  public static func encode(
    rgba base: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
    text: [(key: String, value: String)] = [], compression: PNGCompression = .scanline
  ) -> [UInt8] {
    precondition(width > 0 && height > 0, "PNG: cannot encode a \(width)×\(height) image")
    precondition(stride >= width * 4, "PNG: stride \(stride) is less than 4 × width \(width)")
    let rowBytes = width * 4
    var opaque = true
    for y in 0..<height where opaque {
      let row = base + y * stride
      for x in 0..<width where row[x * 4 + 3] != 255 {
        opaque = false
        break
      }
    }
    let repeats = Scanlines.repeats(rows: height) { y in
      memcmp(base + y * stride, base + (y - 1) * stride, rowBytes) == 0
    }
    let scanlines = Scanlines(width: width, height: height, bytesPerPixel: opaque ? 3 : 4, repeats: repeats) { y, out in
      let source = base + y * stride
      guard opaque else { return out.update(from: source, count: rowBytes) }
      for x in 0..<width {
        out[x * 3] = source[x * 4]
        out[x * 3 + 1] = source[x * 4 + 1]
        out[x * 3 + 2] = source[x * 4 + 2]
      }
    }
    return write(scanlines, text: text, compression: compression)
  }

  /// Compresses the scanlines and wraps them in chunks.
  private static func write(
    _ scanlines: Scanlines, text: [(key: String, value: String)], compression: PNGCompression
  ) -> [UInt8] {
    defer { scanlines.release() }
    let compressed: [UInt8]
    switch compression {
    case .scanline:
      compressed = ScanlineDeflate.zlib(
        scanlines.bytes, rows: scanlines.height, rowLength: scanlines.rowLength,
        bytesPerPixel: scanlines.bytesPerPixel, repeats: scanlines.repeats)
    case .libdeflate(let level):
      compressed = scanlines.filtered().withUnsafeBytes { PNGCompressor.compress($0, level: level) }
    }
    var writer = PNGChunkWriter(reservingCapacity: compressed.count + text.count * 128)
    writer.writeHeader(
      width: scanlines.width, height: scanlines.height, bitDepth: 8,
      colorType: scanlines.bytesPerPixel == 4 ? 6 : 2)
    for (key, value) in text { writer.writeText(key: key, value: value) }
    writer.writeImageData(compressed)
    writer.writeEnd()
    return writer.bytes
  }
}
