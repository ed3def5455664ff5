/// Rows of Cairo ARGB32 words (premultiplied `0xAARRGGBB`, native byte order) converted to
/// PNG samples.
enum ARGBRows {
  /// Writes R, G, B for each pixel and returns true when every alpha was 255. Four pixels
  /// at a time become three 32-bit stores.
  @inline(__always)
  static func rgb(_ words: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool {
    let raw = UnsafeMutableRawPointer(out)
    var all: UInt32 = 0xFFFF_FFFF
    var x = 0
    while x + 4 <= width {
      let p0 = words[x], p1 = words[x + 1], p2 = words[x + 2], p3 = words[x + 3]
      all &= p0 & p1 & p2 & p3
      // 0xAARRGGBB byte-swapped and shifted is R | G << 8 | B << 16: R, G, B in memory.
      let c0 = p0.byteSwapped >> 8, c1 = p1.byteSwapped >> 8, c2 = p2.byteSwapped >> 8, c3 = p3.byteSwapped >> 8
      raw.storeBytes(of: (c0 | c1 << 24).littleEndian, toByteOffset: x * 3, as: UInt32.self)
      raw.storeBytes(of: (c1 >> 8 | c2 << 16).littleEndian, toByteOffset: x * 3 + 4, as: UInt32.self)
      raw.storeBytes(of: (c2 >> 16 | c3 << 8).littleEndian, toByteOffset: x * 3 + 8, as: UInt32.self)
      x += 4
    }
    while x < width {
      let word = words[x]
      all &= word
      out[x * 3] = UInt8(truncatingIfNeeded: word >> 16)
      out[x * 3 + 1] = UInt8(truncatingIfNeeded: word >> 8)
      out[x * 3 + 2] = UInt8(truncatingIfNeeded: word)
      x += 1
    }
    return all >> 24 == 0xFF
  }

  /// Writes straight R, G, B, A for each pixel: colour is un-premultiplied with rounding,
  /// `c * 255 / a` to nearest, as Cairo's own PNG writer does; fully transparent pixels
  /// become (0, 0, 0, 0).
  static func straightRGBA(_ words: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
    for x in 0..<width {
      let word = words[x], alpha = word >> 24
      let pixel = out + x * 4
      pixel[3] = UInt8(truncatingIfNeeded: alpha)
      switch alpha {
      case 0:
        pixel[0] = 0
        pixel[1] = 0
        pixel[2] = 0
      case 255:
        pixel[0] = UInt8(truncatingIfNeeded: word >> 16)
        pixel[1] = UInt8(truncatingIfNeeded: word >> 8)
        pixel[2] = UInt8(truncatingIfNeeded: word)
      default:
        // Rounded c * 255 / a, capped for invalid words whose colour exceeds their alpha.
        func straight(_ shift: UInt32) -> UInt8 {
          UInt8(min(255, (((word >> shift) & 0xFF) * 255 + alpha / 2) / alpha))
        }
        pixel[0] = straight(16)
        pixel[1] = straight(8)
        pixel[2] = straight(0)
      }
    }
  }
}
