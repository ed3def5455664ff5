#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes PNG files, fast and byte-for-byte reproducibly.
///
/// The file has a signature, IHDR, the text chunks in the order given, IDAT and IEND, and
/// nothing else. Images whose pixels are all opaque are written as RGB8 (colour type 2),
/// others as straight RGBA8 (colour type 6). Each row gets the PNG filter that the standard
/// minimum-sum-of-absolute-differences heuristic picks (a row equal to the one above simply
/// gets Up, which makes it all zeros), and the zlib stream comes from
/// libdeflate. The output depends only on the pixels, the text and the level: not on the
/// run, the thread or the machine.
public enum PNGEncoder {
  /// The libdeflate level ListShot writes with. Measured on the benchmark screen
  /// (`listshot bench --levels 1,6`): level 1 encodes about 3× faster than Cairo's
  /// `cairo_surface_write_to_png` with files 0.99× its size; level 6 is ~10 % slower for
  /// files 0.93× its size. Goldens are compared by pixels, so the level never affects a check.
  public static let defaultLevel = 1

  /// Encodes Cairo `CAIRO_FORMAT_ARGB32` memory: premultiplied 32-bit words `0xAARRGGBB` in
  /// native byte order (B, G, R, A in memory on little-endian machines), `stride` bytes from
  /// one row to the next. Colour is un-premultiplied with rounding, as Cairo's own PNG
  /// writer does: `c * 255 / a` rounded to nearest; fully transparent pixels become
  /// (0, 0, 0, 0). `level` is libdeflate's, 0 (store) to 12 (smallest), clamped.
  public static func encode(
    argb32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int,
    text: [(key: String, value: String)] = [], level: Int = defaultLevel
  ) -> [UInt8] {
    precondition(stride >= width * 4, "PNG: stride \(stride) is less than 4 × width \(width)")
    let opaque = isOpaque(argb32: data, width: width, height: height, stride: stride)
    return encodeRows(
      width: width, height: height, hasAlpha: !opaque, text: text, level: level
    ) { y, scratch in
      let source = data + y * stride
      if opaque {
        for x in 0..<width {
          let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          scratch[x * 3] = UInt8(truncatingIfNeeded: word >> 16)
          scratch[x * 3 + 1] = UInt8(truncatingIfNeeded: word >> 8)
          scratch[x * 3 + 2] = UInt8(truncatingIfNeeded: word)
        }
      } else {
        for x in 0..<width {
          let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          unpremultiply(word, into: scratch + x * 4)
        }
      }
      return UnsafePointer(scratch)
    }
  }

  /// Encodes straight RGBA8 pixels as they are (colour is kept even where alpha is 0).
  public static func encode(
    _ image: RGBAImage, text: [(key: String, value: String)] = [], level: Int = defaultLevel
  ) -> [UInt8] {
    let opaque = image.isOpaque
    return image.pixels.withUnsafeBufferPointer { pixels in
      let base = pixels.baseAddress!
      let rowBytes = image.width * 4
      return encodeRows(
        width: image.width, height: image.height, hasAlpha: !opaque, text: text, level: level
      ) { y, scratch in
        let source = base + y * rowBytes
        guard opaque else { return source }  // RGBA rows are already in PNG's layout
        for x in 0..<image.width {
          scratch[x * 3] = source[x * 4]
          scratch[x * 3 + 1] = source[x * 4 + 1]
          scratch[x * 3 + 2] = source[x * 4 + 2]
        }
        return UnsafePointer(scratch)
      }
    }
  }

  /// Filters every row, compresses the result and wraps it in chunks. `row(y, scratch)`
  /// returns row `y` in PNG sample order, either in `scratch` (room for one row) or in
  /// memory of its own that stays valid until the next call.
  private static func encodeRows(
    width: Int, height: Int, hasAlpha: Bool, text: [(key: String, value: String)], level: Int,
    row: (Int, UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8>
  ) -> [UInt8] {
    precondition(width > 0 && height > 0, "PNG: cannot encode a \(width)×\(height) image")
    let bytesPerPixel = hasAlpha ? 4 : 3
    let rowBytes = width * bytesPerPixel
    // Two scratch rows, so the row above stays intact while the next one is produced.
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 2)
    defer { scratch.deallocate() }
    let zeroRow = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
    defer { zeroRow.deallocate() }
    zeroRow.initialize(repeating: 0, count: rowBytes)

    let filteredCount = height * (rowBytes + 1)
    let filtered = [UInt8](unsafeUninitializedCapacity: filteredCount) { output, initialized in
      var previous = UnsafePointer(zeroRow)
      for y in 0..<height {
        let current = row(y, scratch + (y & 1) * rowBytes)
        let target = output.baseAddress! + y * (rowBytes + 1)
        if y > 0, memcmp(current, previous, rowBytes) == 0 {
          // A row equal to the one above (most of a list screen's background): Up makes it
          // all zeros, as good as any filter can do, without measuring the five of them.
          target[0] = PNGFilter.up.rawValue
          (target + 1).initialize(repeating: 0, count: rowBytes)
        } else {
          PNGFilter.filterRow(
            current, previous: previous, rowBytes: rowBytes, bytesPerPixel: bytesPerPixel,
            into: target)
        }
        previous = current
      }
      initialized = filteredCount
    }
    let compressed = filtered.withUnsafeBytes { PNGCompressor.compress($0, level: level) }

    var writer = PNGChunkWriter(reservingCapacity: compressed.count + text.count * 128)
    writer.writeHeader(width: width, height: height, bitDepth: 8, colorType: hasAlpha ? 6 : 2)
    for (key, value) in text { writer.writeText(key: key, value: value) }
    writer.writeImageData(compressed)
    writer.writeEnd()
    return writer.bytes
  }

  /// True when every pixel's alpha is 255.
  private static func isOpaque(
    argb32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int
  ) -> Bool {
    for y in 0..<height {
      let source = data + y * stride
      var all: UInt32 = 0xFFFF_FFFF
      for x in 0..<width { all &= source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
      if all >> 24 != 0xFF { return false }
    }
    return true
  }

  /// One premultiplied `0xAARRGGBB` word to straight R, G, B, A bytes.
  @inline(__always)
  private static func unpremultiply(_ word: UInt32, into out: UnsafeMutablePointer<UInt8>) {
    let alpha = word >> 24
    out[3] = UInt8(truncatingIfNeeded: alpha)
    switch alpha {
    case 0:
      out[0] = 0
      out[1] = 0
      out[2] = 0
    case 255:
      out[0] = UInt8(truncatingIfNeeded: word >> 16)
      out[1] = UInt8(truncatingIfNeeded: word >> 8)
      out[2] = UInt8(truncatingIfNeeded: word)
    default:
      // Rounded c * 255 / a, capped for invalid words whose colour exceeds their alpha.
      func straight(_ shift: UInt32) -> UInt8 {
        UInt8(min(255, (((word >> shift) & 0xFF) * 255 + alpha / 2) / alpha))
      }
      out[0] = straight(16)
      out[1] = straight(8)
      out[2] = straight(0)
    }
  }
}
