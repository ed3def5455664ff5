import ListShotPNG
import XCTest
import ListShotImageHeader

final class PNGInfoTests: XCTestCase {
  private let image = RGBAImage(width: 4, height: 3, fill: (9, 8, 7, 255))

  func testTextRoundTripsThroughInfo() throws {
    let text = [
      (key: "listshot-env", value: "cairo=1.18.0 pango=1.52.1 fonts=sha256:0f3c"),
      (key: "pixel-digest", value: "sha256:" + String(repeating: "ab", count: 32)),
      (key: "Comment", value: "café, naïve, ½ — Latin-1 only up to ÿ"),
      (key: "empty", value: ""),
    ]
    let png = PNGEncoder.encode(image, text: text)
    let info = try PNGDecoder.info(png, file: "test.png")
    XCTAssertEqual(
      info.text,
      [
        "listshot-env": text[0].value, "pixel-digest": text[1].value, "Comment": text[2].value,
        "empty": "",
      ])
    XCTAssertEqual(info.width, 4)
    XCTAssertEqual(info.height, 3)
    XCTAssertEqual(
      try PNGDecoder.decode(png, file: "test.png"), image, "text does not disturb pixels")
  }

  func testLatin1ValueIsStoredAsLatin1BytesInTEXt() {
    let png = PNGEncoder.encode(image, text: [(key: "k", value: "é")])
    let chunk = TestPNG.chunks(png).first { $0.type == "tEXt" }
    XCTAssertEqual(chunk?.data, [0x6B, 0, 0xE9])
  }

  func testValueBeyondLatin1IsStoredAsITXtAndReadBack() throws {
    let value = "✓ 日本語 emoji 🙂"
    let png = PNGEncoder.encode(image, text: [(key: "note", value: value)])
    XCTAssertEqual(TestPNG.chunks(png).map(\.type), ["IHDR", "iTXt", "IDAT", "IEND"])
    XCTAssertEqual(try PNGDecoder.info(png, file: "test.png").text, ["note": value])
  }

  func testTextChunksWrittenByAnotherEncoderAnywhereInTheFile() throws {
    let png = TestPNG.file([
      TestPNG.header(width: 1, height: 1, bitDepth: 8, colorType: 0),
      TestPNG.Chunk(type: "tEXt", data: Array("Author\u{0}someone".utf8)),
      TestPNG.Chunk(type: "tEXt", data: Array("Author\u{0}second, ignored".utf8)),
      TestPNG.Chunk(type: "tEXt", data: Array("no separator".utf8)),  // malformed: skipped
      TestPNG.Chunk(type: "tEXt", data: [0] + Array("no keyword".utf8)),  // malformed: skipped
      TestPNG.Chunk(type: "iTXt", data: Array("packed\u{0}".utf8) + [1, 0, 0, 0, 0x78, 0x9C]),
      TestPNG.Chunk(
        type: "iTXt",
        data: Array("Title\u{0}".utf8) + [0, 0] + Array("fr\u{0}Titre\u{0}Été".utf8)),
      TestPNG.Chunk(type: "IDAT", data: TestPNG.zlibStored([0, 128])),
      TestPNG.Chunk(type: "tEXt", data: [0x4C, 0x61, 0x74, 0x65, 0, 0xFC, 0x62, 0x65, 0x72]),
      TestPNG.Chunk(type: "IEND", data: []),
    ])
    let info = try PNGDecoder.info(png, file: "test.png")
    XCTAssertEqual(info.text, ["Author": "someone", "Title": "Été", "Late": "über"])
    XCTAssertEqual(
      info,
      PNGInfo(width: 1, height: 1, bitDepth: 8, colorType: 0, interlaced: false, text: info.text))
    XCTAssertTrue(
      try PNGDecoder.decode(png, file: "test.png").pixel(x: 0, y: 0) == (128, 128, 128, 255))
  }

  func testInfoOfFixtures() throws {
    XCTAssertEqual(
      try PNGDecoder.info(Fixtures.bytes("adam7-rgba8.png"), file: "f"),
      PNGInfo(width: 13, height: 11, bitDepth: 8, colorType: 6, interlaced: true))
    XCTAssertEqual(
      try PNGDecoder.info(Fixtures.bytes("adam7-rgb16.png"), file: "f"),
      PNGInfo(width: 5, height: 6, bitDepth: 16, colorType: 2, interlaced: true))
    XCTAssertEqual(
      try PNGDecoder.info(Fixtures.bytes("pillow-palette-trns.png"), file: "f"),
      PNGInfo(width: 16, height: 8, bitDepth: 4, colorType: 3, interlaced: false))
  }
}
