import Foundation
import ListShotCore
import ListShotFiles
import ListShotPNG
import XCTest

/// Damaged, truncated and hostile input: always a ListShotError(.badInput) with a clear
/// message, never a crash or a hang.
final class PNGDecoderErrorTests: XCTestCase {
  /// A noisy image, so its IDAT chunk is long enough to cut in the middle.
  private let png = PNGEncoder.encode(TestImages.noise(width: 20, height: 10, opaque: false))
  private var idat: TestPNG.Chunk { TestPNG.chunks(png).first { $0.type == "IDAT" }! }

  func testEmptyFile() {
    assertListShotError(
      try PNGDecoder.decode([], file: "test.png"), message: "empty file, not a PNG")
    assertListShotError(try PNGDecoder.info([], file: "test.png"), message: "empty file, not a PNG")
  }

  func testBadSignature() {
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1]
    assertListShotError(
      try PNGDecoder.decode(jpeg, file: "test.png"), message: "not a PNG file (bad signature)")
    var textMangled = png  // CR LF turned into LF, as a text-mode transfer would
    textMangled.remove(at: 4)
    assertListShotError(
      try PNGDecoder.info(textMangled, file: "test.png"), message: "not a PNG file (bad signature)")
  }

  func testFileShorterThanTheSignature() {
    assertListShotError(
      try PNGDecoder.decode(Array(png.prefix(5)), file: "test.png"),
      message: "truncated PNG file: only 5 bytes, less than the PNG signature")
  }

  func testTruncatedInTheMiddleOfIDAT() {
    let cut = idat.offset + 8 + idat.data.count / 2
    let message =
      "truncated PNG file: the IDAT chunk at offset \(idat.offset) needs "
      + "\(idat.data.count + 12) bytes but only \(cut - idat.offset) remain"
    assertListShotError(
      try PNGDecoder.decode(Array(png.prefix(cut)), file: "test.png"), message: message)
    assertListShotError(
      try PNGDecoder.info(Array(png.prefix(cut)), file: "test.png"), message: message)
  }

  func testTruncatedBeforeIEND() {
    let cut = idat.offset + idat.data.count + 12
    assertListShotError(
      try PNGDecoder.decode(Array(png.prefix(cut)), file: "test.png"),
      message: "truncated PNG file: the file ends at offset \(cut) without an IEND chunk")
  }

  func testEveryTruncationFailsCleanly() {
    for length in 0..<png.count {
      XCTAssertThrowsError(try PNGDecoder.decode(Array(png.prefix(length)), file: "t")) { error in
        XCTAssertEqual((error as? ListShotError)?.kind, .badInput, "cut at \(length)")
      }
    }
  }

  func testCorruptCRC() {
    var damaged = png
    damaged[idat.offset + 8 + 5] ^= 0x40
    assertListShotError(
      try PNGDecoder.decode(damaged, file: "test.png"),
      message: "corrupt PNG file: CRC mismatch in the IDAT chunk at offset \(idat.offset)")
    var badHeader = png
    badHeader[16] ^= 1
    assertListShotError(
      try PNGDecoder.info(badHeader, file: "test.png"),
      message: "corrupt PNG file: CRC mismatch in the IHDR chunk at offset 8")
  }

  func testCorruptZlibDataWithValidCRC() {
    var damaged = TestPNG.chunks(png)
    let index = damaged.firstIndex { $0.type == "IDAT" }!
    damaged[index].data[0] = 0x79  // no longer a valid zlib header
    assertListShotError(
      try PNGDecoder.decode(TestPNG.file(damaged), file: "test.png"),
      message: "corrupt PNG image data: ", prefix: true)
  }

  func testEveryDamagedIDATByteWithValidCRCFailsOrDecodes() {
    let chunks = TestPNG.chunks(png)
    let index = chunks.firstIndex { $0.type == "IDAT" }!
    for position in chunks[index].data.indices {
      for mask: UInt8 in [0x01, 0x80, 0xFF] {
        var damaged = chunks
        damaged[index].data[position] ^= mask
        do {
          let image = try PNGDecoder.decode(TestPNG.file(damaged), file: "t")
          XCTAssertEqual(image.pixels.count, 20 * 10 * 4)
        } catch {
          XCTAssertEqual((error as? ListShotError)?.kind, .badInput)
        }
      }
    }
  }

  func testHugeDeclaredSizeFailsBeforeAllocating() {
    let header = TestPNG.file([
      TestPNG.header(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6)
    ])
    // The file holds no image data at all: the error can only come from the header's declared
    // size, read before anything is inflated or allocated (no wall-clock bound: the suite runs
    // on busy machines).
    assertListShotError(
      try PNGDecoder.decode(header, file: "test.png"),
      message: "declared size 100000×100000 exceeds the limit of 64000000 pixels")
    assertListShotError(
      try PNGDecoder.decode(png, file: "test.png", maxPixels: 199),
      message: "declared size 20×10 exceeds the limit of 199 pixels")
    XCTAssertNoThrow(try PNGDecoder.decode(png, file: "test.png", maxPixels: 200))
  }

  func testInvalidHeaderFields() {
    func header(_ width: Int, _ height: Int, _ depth: UInt8, _ type: UInt8) -> [UInt8] {
      TestPNG.make(
        width: width, height: height, bitDepth: depth, colorType: type, rows: [[0, 0, 0, 0]])
    }
    assertListShotError(
      try PNGDecoder.decode(header(0, 1, 8, 2), file: "test.png"),
      message: "invalid PNG header: width 0 is outside 1...2147483647")
    assertListShotError(
      try PNGDecoder.info(header(1, 0x8000_0000, 8, 2), file: "test.png"),
      message: "invalid PNG header: height 2147483648 is outside 1...2147483647")
    assertListShotError(
      try PNGDecoder.decode(header(1, 1, 3, 2), file: "test.png"),
      message:
        "invalid PNG header: bit depth 3 is not allowed for colour type 2 (truecolour); "
        + "allowed: 8, 16"
    )
    assertListShotError(
      try PNGDecoder.decode(header(1, 1, 8, 5), file: "test.png"),
      message: "invalid PNG header: unknown colour type 5")
  }

  func testBrokenChunkStructure() {
    let idatFirst = TestPNG.file([TestPNG.Chunk(type: "IDAT", data: TestPNG.zlibStored([0, 0]))])
    assertListShotError(
      try PNGDecoder.decode(idatFirst, file: "test.png"),
      message: "corrupt PNG file: the first chunk is IDAT, expected IHDR")
    let noImageData = TestPNG.file([
      TestPNG.header(width: 1, height: 1, bitDepth: 8, colorType: 0),
      TestPNG.Chunk(type: "IEND", data: []),
    ])
    assertListShotError(
      try PNGDecoder.decode(noImageData, file: "test.png"),
      message: "corrupt PNG file: there is no image data (IDAT chunk)")
    var badType = png
    badType[idat.offset + 5] = UInt8(ascii: "1")
    assertListShotError(
      try PNGDecoder.info(badType, file: "test.png"),
      message: "corrupt PNG file: invalid chunk type at offset \(idat.offset)")
  }

  /// Structure a lenient reader would take in silently, so that two readers could see two
  /// images in one file: refused by `info` (and so by stamps) as by `decode`.
  func testUnknownCriticalChunkSecondHeaderAndDataAfterIENDAreErrors() {
    let critical = TestPNG.make(
      width: 1, height: 1, bitDepth: 8, colorType: 0, rows: [[1]],
      extra: [TestPNG.Chunk(type: "CRIT", data: [1])])
    let secondHeader = TestPNG.make(
      width: 1, height: 1, bitDepth: 8, colorType: 0, rows: [[1]],
      extra: [TestPNG.header(width: 2, height: 1, bitDepth: 8, colorType: 0)])
    let plain = TestPNG.make(width: 1, height: 1, bitDepth: 8, colorType: 0, rows: [[1]])
    let cases: [([UInt8], String)] = [
      (critical, "corrupt PNG file: unknown critical chunk CRIT at offset 33"),
      (secondHeader, "corrupt PNG file: a second IHDR chunk at offset 33"),
      (plain + [0], "corrupt PNG file: 1 bytes after the IEND chunk at offset \(plain.count - 12)"),
      (plain + plain, "corrupt PNG file: \(plain.count) bytes after the IEND chunk at offset \(plain.count - 12)"),
    ]
    for (png, message) in cases {
      assertListShotError(try PNGDecoder.decode(png, file: "test.png"), message: message)
      assertListShotError(try PNGDecoder.info(png, file: "test.png"), message: message)
    }
  }

  /// An animated PNG (APNG) holds a still image for readers without animation (libpng, so
  /// ListShot) and frames that browsers and image viewers show instead; when its still
  /// image is not the first frame, they never show it at all. A golden that matches by its
  /// still image while a reviewer sees other pixels is two images in one file: refused.
  func testAnimatedPNGIsRefused() {
    let still = TestPNG.make(width: 1, height: 1, bitDepth: 8, colorType: 0, rows: [[1]])
    let chunks = TestPNG.chunks(still)
    let control = TestPNG.Chunk(type: "acTL", data: [0, 0, 0, 1, 0, 0, 0, 0])
    let frame = TestPNG.Chunk(
      type: "fcTL",
      data: [0, 0, 0, 0] + [0, 0, 0, 1] + [0, 0, 0, 1] + [UInt8](repeating: 0, count: 8) + [0, 1, 0, 1, 0, 0])
    let frameData = TestPNG.Chunk(
      type: "fdAT", data: [0, 0, 0, 1] + TestPNG.zlibStored([0, 200]))
    let animated = TestPNG.file(
      [chunks[0], control] + chunks[1..<chunks.count - 1] + [frame, frameData, chunks.last!])
    let message =
      "unsupported PNG file: the acTL chunk at offset 33 makes it an animated PNG, whose frames "
      + "viewers show instead of the still image ListShot compares; expected a still PNG"
    assertListShotError(try PNGDecoder.decode(animated, file: "test.png"), message: message)
    assertListShotError(try PNGDecoder.info(animated, file: "test.png"), message: message)
    // Frame chunks without the animation control chunk are refused as well.
    let stray = TestPNG.file(Array(chunks.dropLast()) + [frame, chunks.last!])
    let idatEnd = chunks[chunks.count - 2].offset + chunks[chunks.count - 2].data.count + 12
    assertListShotError(
      try PNGDecoder.decode(stray, file: "test.png"),
      message:
        "unsupported PNG file: the fcTL chunk at offset \(idatEnd) makes it an animated PNG, whose frames "
        + "viewers show instead of the still image ListShot compares; expected a still PNG")
  }

  func testPaletteImageWithoutPLTEOrWithIndexOutOfRange() throws {
    let noPalette = TestPNG.make(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]])
    assertListShotError(
      try PNGDecoder.decode(noPalette, file: "test.png"), message: "corrupt PNG image data: ",
      prefix: true)
    // Index 5 in a two-entry palette: libpng decodes it (as black) rather than failing.
    let outOfRange = TestPNG.make(
      width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[1, 5]],
      extra: [TestPNG.Chunk(type: "PLTE", data: [10, 20, 30, 40, 50, 60])])
    let image = try PNGDecoder.decode(outOfRange, file: "test.png")
    XCTAssertTrue(image.pixel(x: 0, y: 0) == (40, 50, 60, 255))
    XCTAssertTrue(image.pixel(x: 1, y: 0) == (0, 0, 0, 255), "\(image.pixel(x: 1, y: 0))")
  }

  func testMissingFileAndDirectory() {
    let missing = URL(fileURLWithPath: "/nonexistent-\(getpid())/golden.png")
    assertListShotError(
      try PNGDecoder.decode(contentsOf: missing), kind: .badInput, message: "PNG file not found", file: missing.path)
    let directory = URL(fileURLWithPath: NSTemporaryDirectory())
    assertListShotError(
      try PNGDecoder.decode(contentsOf: directory), kind: .badInput, message: "the PNG file is not a regular file",
      file: directory.path)
    let fifo = directory.appendingPathComponent("fifo-\(getpid()).png")
    XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
    defer { unlink(fifo.path) }
    assertListShotError(
      try PNGDecoder.decode(contentsOf: fifo), kind: .badInput, message: "the PNG file is not a regular file",
      file: fifo.path)
  }

  func testDecodeContentsOfAFileWrittenAtomically() throws {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("listshot-png-\(getpid())-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try AtomicFile.write(png, to: url)
    XCTAssertEqual(
      try PNGDecoder.decode(contentsOf: url), TestImages.noise(width: 20, height: 10, opaque: false)
    )
    try AtomicFile.write(Array(png.prefix(50)), to: url)
    XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: url)) { error in
      XCTAssertEqual((error as? ListShotError)?.location?.file, url.path)
    }
  }
}
