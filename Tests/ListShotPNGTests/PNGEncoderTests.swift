import Foundation
import ListShotPNG
import XCTest
import ListShotImageHeader

final class PNGEncoderTests: XCTestCase {
  func testOpaqueRGBAImageRoundTripsAsColourType2() throws {
    let image = TestImages.screenLike(width: 37, height: 29)
    let png = PNGEncoder.encode(image)
    let info = try PNGDecoder.info(png, file: "test.png")
    XCTAssertEqual(
      info, PNGInfo(width: 37, height: 29, bitDepth: 8, colorType: 2, interlaced: false))
    XCTAssertEqual(try PNGDecoder.decode(png, file: "test.png"), image)
  }

  func testTranslucentRGBAImageRoundTripsAsColourType6() throws {
    let image = TestImages.noise(width: 23, height: 17, opaque: false)
    let png = PNGEncoder.encode(image)
    XCTAssertEqual(try PNGDecoder.info(png, file: "test.png").colorType, 6)
    XCTAssertEqual(try PNGDecoder.decode(png, file: "test.png"), image)
  }

  func testOneTranslucentPixelSwitchesToRGBA() throws {
    var image = RGBAImage(width: 5, height: 4, fill: (10, 20, 30, 255))
    image.setPixel(x: 4, y: 3, (10, 20, 30, 254))
    XCTAssertEqual(try PNGDecoder.info(PNGEncoder.encode(image), file: "test.png").colorType, 6)
    var words = [UInt32](repeating: 0xFF10_2030, count: 20)
    XCTAssertEqual(try info(argb32: words, width: 5, height: 4).colorType, 2)
    words[19] = 0xFE10_2030
    XCTAssertEqual(try info(argb32: words, width: 5, height: 4).colorType, 6)
  }

  func testARGB32OpaqueRoundTripIgnoresStridePadding() throws {
    let image = TestImages.screenLike(width: 31, height: 19)
    let tight = TestImages.argb32(image)
    let padded = TestImages.argb32(image, padding: 5)
    let a = TestImages.encode(argb32: tight.words, width: 31, height: 19, stride: tight.stride)
    let b = TestImages.encode(argb32: padded.words, width: 31, height: 19, stride: padded.stride)
    XCTAssertEqual(a, b)
    XCTAssertEqual(try PNGDecoder.decode(a, file: "test.png"), image)
    XCTAssertEqual(a, PNGEncoder.encode(image), "both entry points write the same file")
  }

  func testUnpremultiplyOfHalfTransparentGrey() throws {
    // Premultiplied B=64, G=64, R=64, A=128.
    let image = try decode(argb32: [0x8040_4040], width: 1, height: 1)
    XCTAssertTrue(image.pixel(x: 0, y: 0) == (128, 128, 128, 128))
  }

  func testUnpremultiplyRoundsToNearestForEveryAlphaAndLevel() throws {
    // One row per alpha 1...254, one column per premultiplied value 0...alpha; plus a few
    // invalid words whose colour exceeds alpha, which must clamp to 255.
    var words: [UInt32] = []
    let width = 256
    for alpha in 1...254 {
      for value in 0..<width {
        let c = UInt32(min(value, alpha + 1))
        words.append(UInt32(alpha) << 24 | c << 16 | (c / 2) << 8 | c / 3)
      }
    }
    let image = try decode(argb32: words, width: width, height: 254)
    for (index, word) in words.enumerated() {
      let alpha = Double(word >> 24)
      func straight(_ shift: UInt32) -> UInt8 {
        UInt8(min(255, (Double(word >> shift & 0xFF) * 255 / alpha).rounded()))
      }
      let got = image.pixel(x: index % width, y: index / width)
      let want = (straight(16), straight(8), straight(0), UInt8(word >> 24))
      XCTAssertTrue(got == want, "word \(String(word, radix: 16)): \(got) != \(want)")
      if got != want { return }
    }
  }

  func testFullyTransparentAndOpaquePixelsInATranslucentImage() throws {
    let image = try decode(argb32: [0x0012_3456, 0xFF12_3456, 0x0100_0000], width: 3, height: 1)
    XCTAssertTrue(image.pixel(x: 0, y: 0) == (0, 0, 0, 0))
    XCTAssertTrue(image.pixel(x: 1, y: 0) == (0x12, 0x34, 0x56, 255))
    XCTAssertTrue(image.pixel(x: 2, y: 0) == (0, 0, 0, 1))
  }

  /// A canvas converted in memory (for diffs) and the same canvas through its PNG (a golden)
  /// give the same pixels, invalid words with colour over alpha included.
  func testInMemoryConversionEqualsThePNGRoundTrip() throws {
    var words: [UInt32] = [0x0012_3456, 0xFF12_3456, 0x0100_0000, 0x8040_4040, 0x10FF_FFFF]
    for alpha: UInt32 in stride(from: 0, through: 255, by: 15) {
      for value: UInt32 in stride(from: 0, through: 255, by: 51) {
        words.append(alpha << 24 | value << 16 | value / 2 << 8 | value / 3)
      }
    }
    let width = words.count
    let converted = words.withUnsafeBytes {
      RGBAImage(argb32: $0.baseAddress!, width: width, height: 1, stride: width * 4)
    }
    XCTAssertEqual(converted, try decode(argb32: words, width: width, height: 1))
  }

  func testRGBAImageKeepsColourUnderZeroAlpha() throws {
    var image = RGBAImage(width: 2, height: 1, fill: (200, 100, 50, 255))
    image.setPixel(x: 1, y: 0, (1, 2, 3, 0))
    XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(image), file: "test.png"), image)
  }

  func testEveryLibdeflateLevelDecodesToTheSameImageAndOutOfRangeLevelsClamp() throws {
    let image = TestImages.screenLike(width: 64, height: 48) { x, y in UInt8((x * y) & 255) }
    var sizes: [Int: Int] = [:]
    for level in [0, 1, 6, 9, 12] {
      let png = PNGEncoder.encode(image, compression: .libdeflate(level: level))
      XCTAssertEqual(try PNGDecoder.decode(png, file: "test.png"), image, "level \(level)")
      sizes[level] = png.count
    }
    XCTAssertGreaterThan(sizes[0]!, sizes[1]!)
    XCTAssertLessThanOrEqual(sizes[12]!, sizes[1]!)
    XCTAssertEqual(
      PNGEncoder.encode(image, compression: .libdeflate(level: -4)),
      PNGEncoder.encode(image, compression: .libdeflate(level: 0)))
    XCTAssertEqual(
      PNGEncoder.encode(image, compression: .libdeflate(level: 40)),
      PNGEncoder.encode(image, compression: .libdeflate(level: 12)))
  }

  func testOneByOneAndSinglePixelWideImages() throws {
    for (width, height) in [(1, 1), (1, 9), (9, 1), (2, 3)] {
      for opaque in [true, false] {
        let image = TestImages.noise(width: width, height: height, opaque: opaque)
        XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(image), file: "t.png"), image)
      }
    }
  }

  func testChunkLayoutIsSignatureIHDRTextIDATIEND() {
    let png = PNGEncoder.encode(
      RGBAImage(width: 3, height: 2, fill: (1, 2, 3, 255)),
      text: [(key: "b-second", value: "2"), (key: "a-first", value: "1")])
    XCTAssertEqual(Array(png.prefix(8)), TestPNG.signature)
    let chunks = TestPNG.chunks(png)
    XCTAssertEqual(chunks.map(\.type), ["IHDR", "tEXt", "tEXt", "IDAT", "IEND"])
    XCTAssertEqual(chunks[1].data, Array("b-second\u{0}2".utf8))
    XCTAssertEqual(chunks[2].data, Array("a-first\u{0}1".utf8))
    XCTAssertEqual(chunks.last.map { $0.offset + 12 }, png.count)
    for chunk in chunks {
      let stored = png[(chunk.offset + 8 + chunk.data.count)...].prefix(4)
      XCTAssertEqual(
        Array(stored), TestPNG.bigEndian(TestPNG.crc32(Array(chunk.type.utf8) + chunk.data)))
    }
  }

  // MARK: helpers

  private func decode(argb32 words: [UInt32], width: Int, height: Int) throws -> RGBAImage {
    let png = TestImages.encode(argb32: words, width: width, height: height, stride: width * 4)
    return try PNGDecoder.decode(png, file: "test.png")
  }

  private func info(argb32 words: [UInt32], width: Int, height: Int) throws -> PNGInfo {
    let png = TestImages.encode(argb32: words, width: width, height: height, stride: width * 4)
    return try PNGDecoder.info(png, file: "test.png")
  }
}
