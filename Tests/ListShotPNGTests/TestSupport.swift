import ListShotCore
import ListShotPNG
import XCTest

/// Deterministic pixel content for tests.
enum TestImages {
  /// Pseudo-random straight RGBA (a fixed linear congruential generator, same on every run).
  static func noise(width: Int, height: Int, seed: UInt32 = 1, opaque: Bool) -> RGBAImage {
    var state = seed
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for index in pixels.indices where !(opaque && index % 4 == 3) {
      state = state &* 1_664_525 &+ 1_013_904_223
      pixels[index] = UInt8(state >> 24)
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Smooth gradients with flat bands and a noisy patch, like a rendered screen in miniature.
  static func screenLike(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 })
    -> RGBAImage
  {
    var image = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
    let noise = noise(width: width, height: height, opaque: true)
    for y in 0..<height {
      for x in 0..<width {
        let band = (y / 7) % 3
        var pixel: (UInt8, UInt8, UInt8, UInt8) =
          band == 0
          ? (UInt8((x * 3 + y * 5) & 255), UInt8((x * 7) & 255), UInt8((y * 2) & 255), 255)
          : band == 1 ? (240, 240, 245, 255) : noise.pixel(x: x, y: y)
        pixel.3 = alpha(x, y)
        image.setPixel(x: x, y: y, pixel)
      }
    }
    return image
  }

  /// Cairo ARGB32 words for `image` (premultiplied with rounding, as Cairo stores them),
  /// `padding` extra words per row filled with junk.
  static func argb32(_ image: RGBAImage, padding: Int = 0) -> (words: [UInt32], stride: Int) {
    let wordsPerRow = image.width + padding
    var words = [UInt32](repeating: 0xDEAD_BEEF, count: wordsPerRow * image.height)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let (r, g, b, a) = image.pixel(x: x, y: y)
        func premultiply(_ c: UInt8) -> UInt32 {
          UInt32((Double(c) * Double(a) / 255).rounded())
        }
        words[y * wordsPerRow + x] =
          UInt32(a) << 24 | premultiply(r) << 16 | premultiply(g) << 8 | premultiply(b)
      }
    }
    return (words, wordsPerRow * 4)
  }

  /// Every way the encoder compresses: ours, and libdeflate from storing to its smallest.
  static let compressions: [PNGCompression] = [
    .scanline, .libdeflate(level: 0), .libdeflate(level: 1), .libdeflate(level: 6), .libdeflate(level: 12),
  ]

  static func encode(
    argb32 words: [UInt32], width: Int, height: Int, stride: Int, compression: PNGCompression = .scanline
  )
    -> [UInt8]
  {
    words.withUnsafeBytes {
      PNGEncoder.encode(
        argb32: $0.baseAddress!, width: width, height: height, stride: stride, compression: compression)
    }
  }
}

/// Asserts that `body` throws a ListShotError of `kind` whose message is exactly `message`
/// (or, with `prefix: true`, starts with it) and whose location names `file`.
func assertListShotError<T>(
  _ body: @autoclosure () throws -> T, kind: ListShotError.Kind = .badInput, message: String,
  prefix: Bool = false, file: String = "test.png",
  sourceFile: StaticString = #filePath, line: UInt = #line
) {
  do {
    _ = try body()
    XCTFail("expected an error: \(message)", file: sourceFile, line: line)
  } catch let error as ListShotError {
    XCTAssertEqual(error.kind, kind, file: sourceFile, line: line)
    XCTAssertEqual(error.location?.file, file, file: sourceFile, line: line)
    if prefix {
      XCTAssertTrue(
        error.message.hasPrefix(message), "\"\(error.message)\" does not start with \"\(message)\"",
        file: sourceFile, line: line)
    } else {
      XCTAssertEqual(error.message, message, file: sourceFile, line: line)
    }
  } catch {
    XCTFail("expected a ListShotError, got \(error)", file: sourceFile, line: line)
  }
}
