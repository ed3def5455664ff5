import XCTest

@testable import ListShotPNG

/// The libdeflate fast path must give exactly what libpng gives, and step aside for every
/// file it does not handle.
final class PNGFastDecoderTests: XCTestCase {
  func testFastPathEqualsLibpngForOurOwnFiles() throws {
    let images = [
      TestImages.noise(width: 37, height: 23, opaque: true),
      TestImages.noise(width: 37, height: 23, seed: 7, opaque: false),
      TestImages.screenLike(width: 120, height: 90),
      TestImages.screenLike(width: 120, height: 90) { x, y in UInt8((x * 7 + y * 3) % 256) },
    ]
    for (index, image) in images.enumerated() {
      for compression in TestImages.compressions {
        let png = PNGEncoder.encode(image, compression: compression)
        let header = try PNGChunkReader.header(of: png, file: "t")
        let chunks = try PNGChunkReader.chunks(of: png, file: "t")
        let fast = try XCTUnwrap(PNGFastDecoder.decode(png, header: header, chunks: chunks), "image \(index)")
        let slow = try PNGDecoder.decode(png, file: "t", maxPixels: 1 << 30, allowFastPath: false)
        XCTAssertEqual(fast, slow, "image \(index) \(compression)")
        XCTAssertEqual(fast, image, "image \(index) round trip")
      }
    }
  }

  func testEveryFilterTypeIsReversedLikeLibpng() throws {
    let image = TestImages.noise(width: 19, height: 5, seed: 3, opaque: false)
    for filter: UInt8 in 0...4 {
      let png = Self.filtered(image, with: filter)
      let header = try PNGChunkReader.header(of: png, file: "t")
      let fast = try XCTUnwrap(PNGFastDecoder.decode(png, header: header, chunks: PNGChunkReader.chunks(of: png, file: "t")))
      XCTAssertEqual(fast, image, "filter \(filter)")
    }
  }

  /// An RGBA8 PNG whose every row uses `filter`, filtered here with the textbook formulas.
  static func filtered(_ image: RGBAImage, with filter: UInt8) -> [UInt8] {
    let rowBytes = image.width * 4
    var raw: [UInt8] = []
    for y in 0..<image.height {
      raw.append(filter)
      for i in 0..<rowBytes {
        func at(_ row: Int, _ col: Int) -> Int { row < 0 || col < 0 ? 0 : Int(image.pixels[row * rowBytes + col]) }
        let x = at(y, i), a = at(y, i - 4), b = at(y - 1, i), c = at(y - 1, i - 4)
        let p = a + b - c
        let paeth = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : abs(p - b) <= abs(p - c) ? b : c
        let prediction = [0, a, b, (a + b) / 2, paeth][Int(filter)]
        raw.append(UInt8((x - prediction) & 0xFF))
      }
    }
    let ihdr = TestPNG.header(width: image.width, height: image.height, bitDepth: 8, colorType: 6)
    return TestPNG.file([ihdr, TestPNG.Chunk(type: "IDAT", data: TestPNG.zlibStored(raw)), TestPNG.Chunk(type: "IEND", data: [])])
  }

  func testFilesWithColourChunksOrOtherFormatsUseLibpng() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    for name in ["adam7-rgba8.png", "pillow-palette-trns.png", "adam7-rgba16-gama.png", "pillow-la.png"] {
      let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
      let header = try PNGChunkReader.header(of: bytes, file: name)
      XCTAssertNil(PNGFastDecoder.decode(bytes, header: header, chunks: try PNGChunkReader.chunks(of: bytes, file: name)), name)
    }
  }
}
