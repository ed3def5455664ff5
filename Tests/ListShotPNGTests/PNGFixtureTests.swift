import Foundation
import ListShotPNG
import XCTest

/// Files from Fixtures/, made by make_fixtures.py (see the README there). The expected
/// pixels are recomputed here from the same formulas.
final class PNGFixtureTests: XCTestCase {
  func testAdam7RGBA8() throws {
    let image = try Fixtures.decode("adam7-rgba8.png")
    try assertPixels(image, width: 13, height: 11) { x, y in
      (
        UInt8((x * 19 + y * 3) & 255), UInt8((y * 23 + x) & 255), UInt8((x * y * 7) & 255),
        UInt8((255 - x * 9 - y * 5) & 255)
      )
    }
  }

  func testAdam7Grey2Bit() throws {
    let image = try Fixtures.decode("adam7-gray2.png")
    try assertPixels(image, width: 9, height: 7) { x, y in
      let grey = UInt8((x + 2 * y) % 4 * 85)
      return (grey, grey, grey, 255)
    }
  }

  func testAdam7RGB16() throws {
    let image = try Fixtures.decode("adam7-rgb16.png")
    try assertPixels(image, width: 5, height: 6) { x, y in
      (UInt8(x * 40 + y), UInt8(y * 40 + x), UInt8(x * y * 9), 255)
    }
  }

  // 16-bit interlaced files go through PNGAdam7 (libpng issue #853): with alpha and a gAMA
  // chunk to carry over, with tRNS and empty passes, and one column wide.
  func testAdam7RGBA16WithGAMA() throws {
    let image = try Fixtures.decode("adam7-rgba16-gama.png")
    try assertPixels(image, width: 11, height: 9) { x, y in
      (UInt8(x * 23), UInt8(y * 28), UInt8((x + y) * 12), UInt8(255 - x * 10 - y))
    }
  }

  func testAdam7Grey16WithTRNS() throws {
    let image = try Fixtures.decode("adam7-grey16-trns.png")
    try assertPixels(image, width: 3, height: 2) { x, y in
      let grey = UInt8(x * 100 + y * 7)
      return (grey, grey, grey, grey == 107 ? 0 : 255)
    }
  }

  func testAdam7GreyAlpha16OneColumn() throws {
    let image = try Fixtures.decode("adam7-ga16.png")
    try assertPixels(image, width: 1, height: 9) { _, y in
      (UInt8(y * 30), UInt8(y * 30), UInt8(y * 30), UInt8(250 - y * 20))
    }
  }

  func testDamaged16BitInterlacedData() throws {
    var chunks = TestPNG.chunks(try Fixtures.bytes("adam7-rgb16.png"))
    let index = chunks.firstIndex { $0.type == "IDAT" }!
    let original = chunks[index].data
    chunks[index].data = Array(original.prefix(original.count / 2))
    assertListShotError(
      try PNGDecoder.decode(TestPNG.file(chunks), file: "test.png"),
      message: "corrupt PNG image data: the zlib stream is damaged")
    chunks[index].data = TestPNG.zlibStored(Array(repeating: 0, count: 100))
    assertListShotError(
      try PNGDecoder.decode(TestPNG.file(chunks), file: "test.png"),
      message: "corrupt PNG image data: 100 bytes of image data, a 5×6 image needs 192")
    chunks[index].data = TestPNG.zlibStored(Array(repeating: 0, count: 200))
    assertListShotError(
      try PNGDecoder.decode(TestPNG.file(chunks), file: "test.png"),
      message: "corrupt PNG image data: more image data than a 5×6 image holds")
    chunks[index].data = TestPNG.zlibStored(Array(repeating: 9, count: 192))
    assertListShotError(
      try PNGDecoder.decode(TestPNG.file(chunks), file: "test.png"),
      message: "corrupt PNG image data: unknown filter type 9")
  }

  func testPillowPaletteWithTransparency() throws {
    let palette: [(UInt8, UInt8, UInt8)] = [
      (255, 0, 0), (0, 255, 0), (0, 0, 255), (10, 20, 30), (200, 100, 50), (255, 255, 255),
    ]
    let alphas: [UInt8] = [255, 0, 128, 255, 64, 255]
    let image = try Fixtures.decode("pillow-palette-trns.png")
    try assertPixels(image, width: 16, height: 8) { x, y in
      let index = (x + 2 * y) % 6
      return (palette[index].0, palette[index].1, palette[index].2, alphas[index])
    }
  }

  func testPillowGreyAlpha() throws {
    let image = try Fixtures.decode("pillow-la.png")
    try assertPixels(image, width: 7, height: 5) { x, y in
      let grey = UInt8((x * 37 + y * 11) & 255)
      return (grey, grey, grey, UInt8((x * 50 + y * 20) & 255))
    }
  }

  func testDecodeContentsOfURL() throws {
    let image = try PNGDecoder.decode(contentsOf: Fixtures.url("pillow-la.png"))
    XCTAssertEqual(image, try Fixtures.decode("pillow-la.png"))
  }

  private func assertPixels(
    _ image: RGBAImage, width: Int, height: Int,
    line: UInt = #line, _ expected: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) throws {
    XCTAssertEqual(image.width, width, line: line)
    XCTAssertEqual(image.height, height, line: line)
    for y in 0..<height {
      for x in 0..<width where image.pixel(x: x, y: y) != expected(x, y) {
        XCTFail("(\(x), \(y)): \(image.pixel(x: x, y: y)) != \(expected(x, y))", line: line)
        return
      }
    }
  }
}

enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  static func bytes(_ name: String) throws -> [UInt8] { try [UInt8](Data(contentsOf: url(name))) }

  static func decode(_ name: String) throws -> RGBAImage {
    try PNGDecoder.decode(bytes(name), file: name)
  }
}
