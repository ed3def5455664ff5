import ListShotCore

/// A borrowed view of Cairo ARGB32 pixels (premultiplied, native-endian 32-bit words), with
/// the operations the snapshot workflow needs, each done only when asked for: a digest of
/// the pixels, PNG encoding and conversion to straight RGBA.
///
/// It does not own the memory: use it only inside the closure that handed it out.
public struct ARGBPixels {
  public let data: UnsafeRawPointer
  public let width: Int
  public let height: Int
  public let stride: Int

  public init(data: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
    self.data = data
    self.width = width
    self.height = height
    self.stride = stride
  }

  /// A digest (`Digest128x8`) of the size and of every visible pixel (row padding excluded).
  /// Goldens are stamped with it, so changing how it is computed means a new stamp key.
  public var digest: String {
    var digest = Digest128x8()
    let header = [UInt64(width), UInt64(height)]
    header.withUnsafeBytes { digest.update($0) }
    if stride == width * 4 {
      // No padding (Cairo's usual layout): one pass over the whole block.
      digest.update(UnsafeRawBufferPointer(start: data, count: stride * height))
    } else {
      for y in 0..<height {
        digest.update(UnsafeRawBufferPointer(start: data + y * stride, count: width * 4))
      }
    }
    return digest.finalize()
  }

  public func png(text: [(key: String, value: String)] = [], compression: PNGCompression = .scanline) -> [UInt8] {
    PNGEncoder.encode(argb32: data, width: width, height: height, stride: stride, text: text, compression: compression)
  }

  public var rgba: RGBAImage { RGBAImage(argb32: data, width: width, height: height, stride: stride) }
}

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
