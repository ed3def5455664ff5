import ListShotPNG
import XCTest

/// Every colour type and bit depth, written by the independent test writer and decoded to
/// straight RGBA8.
final class PNGDecoderTests: XCTestCase {
  func testGrey8() throws {
    let image = try decode(
      bitDepth: 8, colorType: 0, rows: [[0, 17, 255], [128, 1, 254]], width: 3)
    XCTAssertEqual(image.pixels, [0, 17, 255, 128, 1, 254].flatMap { [$0, $0, $0, 255] })
  }

  func testGreySubByteDepthsScaleToFullRange() throws {
    for (depth, samples) in [(1, [0, 1, 1, 0, 1]), (2, [0, 1, 2, 3, 2]), (4, [0, 5, 15, 9, 1])] {
      let image = try decode(
        bitDepth: UInt8(depth), colorType: 0, rows: [TestPNG.pack(samples, bitDepth: depth)],
        width: 5)
      let scale = 255 / ((1 << depth) - 1)
      let expected: [UInt8] = samples.flatMap { sample -> [UInt8] in
        let grey = UInt8(sample * scale)
        return [grey, grey, grey, 255]
      }
      XCTAssertEqual(image.pixels, expected, "depth \(depth)")
    }
  }

  func testGrey16ScalesWithoutGammaConversion() throws {
    let samples = [0, 0x8080, 0xFFFF, 0x1212, 0x7FFF, 0x80FF]
    let image = try decode(
      bitDepth: 16, colorType: 0, rows: [TestPNG.bigEndian16(samples)], width: 6)
    let greys = stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }
    XCTAssertEqual(Array(greys.prefix(4)), [0, 0x80, 0xFF, 0x12], "exact multiples of 257")
    for (got, sample) in zip(greys, samples) {
      XCTAssertLessThanOrEqual(abs(got * 257 - sample), 257 / 2 + 1, "sample \(sample) gave \(got)")
    }
  }

  func testGreyWithTRNS() throws {
    let image = try decode(
      bitDepth: 8, colorType: 0, rows: [[10, 20, 10]], width: 3,
      extra: [TestPNG.Chunk(type: "tRNS", data: [0, 10])])
    XCTAssertEqual(image.pixels, [10, 10, 10, 0, 20, 20, 20, 255, 10, 10, 10, 0])
  }

  func testGreyAlpha8And16() throws {
    let eight = try decode(bitDepth: 8, colorType: 4, rows: [[7, 200, 90, 0]], width: 2)
    XCTAssertEqual(eight.pixels, [7, 7, 7, 200, 90, 90, 90, 0])
    let sixteen = try decode(
      bitDepth: 16, colorType: 4,
      rows: [TestPNG.bigEndian16([7 * 257, 200 * 257, 90 * 257, 65535])],
      width: 2)
    XCTAssertEqual(sixteen.pixels, [7, 7, 7, 200, 90, 90, 90, 255])
  }

  func testRGB8WithTRNS() throws {
    let image = try decode(
      bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 4, 5, 6]], width: 2,
      extra: [TestPNG.Chunk(type: "tRNS", data: TestPNG.bigEndian16([4, 5, 6]))])
    XCTAssertEqual(image.pixels, [1, 2, 3, 255, 4, 5, 6, 0])
  }

  func testRGB16AndRGBA16() throws {
    let rgb = try decode(
      bitDepth: 16, colorType: 2,
      rows: [TestPNG.bigEndian16([1, 2, 3, 250, 128, 0].map { $0 * 257 })],
      width: 2)
    XCTAssertEqual(rgb.pixels, [1, 2, 3, 255, 250, 128, 0, 255])
    let rgba = try decode(
      bitDepth: 16, colorType: 6,
      rows: [TestPNG.bigEndian16([10, 20, 30, 40, 200, 150, 100, 255].map { $0 * 257 })], width: 2)
    XCTAssertEqual(rgba.pixels, [10, 20, 30, 40, 200, 150, 100, 255])
  }

  func testPalette8WithPartialTRNS() throws {
    let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]
    let image = try decode(
      bitDepth: 8, colorType: 3, rows: [[0, 1, 2, 3], [3, 2, 1, 0]], width: 4,
      extra: [
        TestPNG.Chunk(type: "PLTE", data: palette), TestPNG.Chunk(type: "tRNS", data: [0, 100]),
      ])
    XCTAssertEqual(
      Array(image.pixels.prefix(16)), [255, 0, 0, 0, 0, 255, 0, 100, 0, 0, 255, 255, 9, 9, 9, 255])
    XCTAssertEqual(
      Array(image.pixels.suffix(16)), [9, 9, 9, 255, 0, 0, 255, 255, 0, 255, 0, 100, 255, 0, 0, 0])
  }

  func testPaletteSubByteDepths() throws {
    let palette: [UInt8] = (0..<16).flatMap { [UInt8($0 * 16), UInt8(255 - $0), 7] }
    for (depth, indices) in [(1, [1, 0, 1]), (2, [3, 1, 2]), (4, [15, 0, 9])] {
      let image = try decode(
        bitDepth: UInt8(depth), colorType: 3, rows: [TestPNG.pack(indices, bitDepth: depth)],
        width: 3, extra: [TestPNG.Chunk(type: "PLTE", data: Array(palette.prefix(3 << depth)))])
      XCTAssertEqual(image.pixels, indices.flatMap { [UInt8($0 * 16), UInt8(255 - $0), 7, 255] })
    }
  }

  func testImageDataSplitOverSeveralIDATChunksIncludingEmptyOnes() throws {
    let stream = TestPNG.zlibStored([0, 1, 2, 3, 0, 4, 5, 6])
    let png =
      TestPNG.file([
        TestPNG.header(width: 1, height: 2, bitDepth: 8, colorType: 2),
        TestPNG.Chunk(type: "IDAT", data: Array(stream.prefix(3))),
        TestPNG.Chunk(type: "IDAT", data: []),
        TestPNG.Chunk(type: "IDAT", data: Array(stream.dropFirst(3))),
        TestPNG.Chunk(type: "IEND", data: []),
      ])
    XCTAssertEqual(try PNGDecoder.decode(png, file: "t.png").pixels, [1, 2, 3, 255, 4, 5, 6, 255])
  }

  func testUnknownAncillaryChunkIsIgnored() throws {
    let image = try decode(
      bitDepth: 8, colorType: 0, rows: [[42]], width: 1,
      extra: [TestPNG.Chunk(type: "zzZz", data: [1, 2, 3])])
    XCTAssertEqual(image.pixels, [42, 42, 42, 255])
  }

  func testLargerEncodedImageDecodesAtTheDefaultLimit() throws {
    let image = TestImages.screenLike(width: 390, height: 844)
    XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(image), file: "t.png"), image)
  }

  private func decode(
    bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]], width: Int, extra: [TestPNG.Chunk] = []
  ) throws -> RGBAImage {
    let png = TestPNG.make(
      width: width, height: rows.count, bitDepth: bitDepth, colorType: colorType, rows: rows,
      extra: extra)
    let image = try PNGDecoder.decode(png, file: "crafted.png")
    XCTAssertEqual(image.width, width)
    XCTAssertEqual(image.height, rows.count)
    return image
  }
}
