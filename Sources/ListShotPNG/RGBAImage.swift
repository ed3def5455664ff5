/// A bitmap of straight (not premultiplied) 8-bit RGBA pixels.
///
/// Rows are stored top to bottom, pixels left to right, four bytes each in the order red,
/// green, blue, alpha, with no padding between rows: `pixels.count == width * height * 4`.
/// This is the one in-memory form the decoder produces and the comparison code works on.
public struct RGBAImage: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt8]

  /// Wraps existing pixel bytes; `pixels` must hold exactly `width * height * 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)×\(height)")
    precondition(
      pixels.count == width * height * 4,
      "RGBAImage: \(pixels.count) bytes given for \(width)×\(height) pixels")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image of one colour, given as straight `(red, green, blue, alpha)`.
  public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
    precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)×\(height)")
    let count = width * height
    let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      for index in 0..<count {
        buffer[index * 4] = fill.0
        buffer[index * 4 + 1] = fill.1
        buffer[index * 4 + 2] = fill.2
        buffer[index * 4 + 3] = fill.3
      }
      initialized = count * 4
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// The pixel at column `x`, row `y` (0-based, from the top left) as `(r, g, b, a)`.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: (\(x), \(y)) is outside")
    let offset = (y * width + x) * 4
    return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
  }

  /// Replaces the pixel at column `x`, row `y` with straight `(r, g, b, a)`.
  public mutating func setPixel(x: Int, y: Int, _ value: (UInt8, UInt8, UInt8, UInt8)) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: (\(x), \(y)) is outside")
    let offset = (y * width + x) * 4
    pixels[offset] = value.0
    pixels[offset + 1] = value.1
    pixels[offset + 2] = value.2
    pixels[offset + 3] = value.3
  }

  /// True when every pixel has alpha 255.
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { buffer in
      var index = 3
      while index < buffer.count {
        if buffer[index] != 255 { return false }
        index += 4
      }
      return true
    }
  }
}
