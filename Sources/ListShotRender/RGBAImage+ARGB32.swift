import ListShotPNG

extension RGBAImage {
  /// Converts Cairo ARGB32 memory (premultiplied, native-endian words) to straight RGBA.
  public init(argb32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let word = row[x]
          let a = UInt32(word >> 24)
          var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
          if a != 255 && a != 0 {
            r = (r * 255 + a / 2) / a
            g = (g * 255 + a / 2) / a
            b = (b * 255 + a / 2) / a
          }
          let o = (y * width + x) * 4
          out[o] = UInt8(min(r, 255))
          out[o + 1] = UInt8(min(g, 255))
          out[o + 2] = UInt8(min(b, 255))
          out[o + 3] = UInt8(a)
        }
      }
    }
    self.init(width: width, height: height, pixels: pixels)
  }
}
