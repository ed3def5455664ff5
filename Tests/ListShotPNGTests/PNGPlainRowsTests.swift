import Foundation
@testable import ListShotPNG
import XCTest
import ListShotImageHeader

/// The decoder's shortcut for unfiltered 8-bit RGB(A) rows gives exactly libpng's pixels, and
/// is taken only for files of that kind.
final class PNGPlainRowsTests: XCTestCase {
  /// libpng's pixels for `bytes`, without the shortcut.
  func libpng(_ bytes: [UInt8]) throws -> RGBAImage {
    let header = try PNGDecoder.info(bytes, file: "t.png")
    return try bytes.withUnsafeBytes { try PNGDecoder.decodePixels($0, header: header, file: "t.png") }
  }

  func plain(_ bytes: [UInt8]) throws -> [UInt8]? {
    let header = try PNGDecoder.info(bytes, file: "t.png")
    let chunks = try PNGChunkReader.chunks(of: bytes, file: "t.png")
    let raw = try PNGImageData.inflate(bytes, header: header, chunks: chunks, file: "t.png")
    return PNGPlainRows.pixels(raw, header: header, chunks: chunks)
  }

  func testEveryCommittedGoldenDecodesToLibpngsPixels() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let files =
      (FileManager.default.enumerator(atPath: root.appendingPathComponent("Snapshots").path)?.allObjects as? [String]
      ?? [])
      .filter { $0.hasSuffix(".png") }.sorted()
    XCTAssertGreaterThan(files.count, 50)
    var shortcut = 0
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent("Snapshots/" + file)))
      if try plain(bytes) != nil { shortcut += 1 }
      XCTAssertEqual(try PNGDecoder.decode(bytes, file: file), try libpng(bytes), file)
    }
    // ListShot's goldens are its own kind: every one takes the shortcut.
    XCTAssertEqual(shortcut, files.count)
  }

  func testOurEncoderOutputIsPlainAndEqualToLibpng() throws {
    for (index, image) in [
      TestImages.noise(width: 37, height: 23, opaque: true),
      TestImages.noise(width: 37, height: 23, seed: 7, opaque: false),
      TestImages.screenLike(width: 64, height: 40) { x, y in UInt8((x * 5 + y * 3) & 255) },
    ].enumerated() {
      let bytes = PNGEncoder.encode(image, compression: .scanline)
      XCTAssertNotNil(try plain(bytes), "image \(index)")
      XCTAssertEqual(try PNGDecoder.decode(bytes, file: "t.png"), image, "image \(index)")
      XCTAssertEqual(try libpng(bytes), image, "image \(index)")
    }
  }

  func testOtherKindsGoToLibpng() throws {
    let rgb: [[UInt8]] = [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]
    let plainRGB = TestPNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rgb)
    XCTAssertEqual(try plain(plainRGB), [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255])
    XCTAssertEqual(try PNGDecoder.decode(plainRGB, file: "t.png"), try libpng(plainRGB))
    // A colour key, a gamma, a palette-less colour chunk: libpng decides what the samples mean.
    for extra in [
      TestPNG.Chunk(type: "tRNS", data: [0, 1, 0, 2, 0, 3]),
      TestPNG.Chunk(type: "gAMA", data: TestPNG.bigEndian(100_000)),
      TestPNG.Chunk(type: "sRGB", data: [0]),
    ] {
      let bytes = TestPNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rgb, extra: [extra])
      XCTAssertNil(try plain(bytes), extra.type)
      XCTAssertEqual(try PNGDecoder.decode(bytes, file: "t.png"), try libpng(bytes), extra.type)
    }
    // A filtered row (Sub) is not plain; 16-bit and grey neither.
    var filtered = TestPNG.chunks(plainRGB)
    let idat = filtered.firstIndex { $0.type == "IDAT" }!
    filtered[idat].data = TestPNG.zlibStored([0, 1, 2, 3, 4, 5, 6, 1, 7, 8, 9, 3, 3, 3])
    let sub = TestPNG.file(filtered)
    XCTAssertNil(try plain(sub))
    XCTAssertEqual(
      try PNGDecoder.decode(sub, file: "t.png").pixels, [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255])
    let grey = TestPNG.make(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[9, 200]])
    XCTAssertNil(try plain(grey))
    let deep = TestPNG.make(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[1, 2, 3, 4, 5, 6]])
    XCTAssertNil(try plain(deep))
  }
}
