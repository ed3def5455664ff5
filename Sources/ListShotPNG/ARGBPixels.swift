import ListShotCore
import ListShotFiles

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

  /// A digest (`Digest`, XXH3-128) of the size and of every visible pixel (row padding
  /// excluded). Goldens are stamped with it, so changing how it is computed means a new
  /// stamp key.
  public var digest: String {
    let digest = Digest()
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

  /// Converts the pixels to straight RGBA8 in their own memory, row by row (`stride` bytes
  /// apart, as before), exactly as `rgba` does, and returns the first byte. For memory the
  /// caller owns and will not read as ARGB again: a verify that must compare a render with
  /// its golden then holds one copy of the render, not two.
  public func convertToStraightRGBAInPlace() -> UnsafePointer<UInt8> {
    let base = UnsafeMutableRawPointer(mutating: data)
    for y in 0..<height {
      // Each word is read before its four bytes are written, so the row converts in place.
      ARGBRows.straightRGBA(
        (base + y * stride).assumingMemoryBound(to: UInt32.self), width: width,
        into: (base + y * stride).assumingMemoryBound(to: UInt8.self))
    }
    return UnsafePointer(base.assumingMemoryBound(to: UInt8.self))
  }
}

extension RGBAImage {
  /// Converts Cairo ARGB32 memory (premultiplied, native-endian words) to straight RGBA, the
  /// same way the PNG encoder does (`ARGBRows.straightRGBA`), so a canvas and its PNG decode
  /// to the same pixels.
  public init(argb32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
      for y in 0..<height {
        ARGBRows.straightRGBA(
          (data + y * stride).assumingMemoryBound(to: UInt32.self), width: width,
          into: out.baseAddress! + y * width * 4)
      }
      initialized = width * height * 4
    }
    self.init(width: width, height: height, pixels: pixels)
  }
}
