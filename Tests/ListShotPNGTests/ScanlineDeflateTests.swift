import CListShotPNG
import XCTest

@testable import ListShotPNG
import ListShotImageHeader

/// ListShot's own deflate must produce streams that any inflater reads back exactly: here
/// libdeflate's (through the decoder) and zlib's (through libpng reading the file as it is),
/// on images made to reach every path of the compressor.
final class ScanlineDeflateTests: XCTestCase {
  /// Decodes with the decoder (libdeflate's inflate) and with libpng alone on the file as
  /// written (zlib's inflate), and checks both against the image.
  private func assertRoundTrip(_ image: RGBAImage, _ label: String, file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    let png = PNGEncoder.encode(image, compression: .scanline)
    let viaLibdeflate = try PNGDecoder.decode(png, file: label, maxPixels: 1 << 30)
    XCTAssertEqual(viaLibdeflate, image, "\(label): libdeflate", file: file, line: line)
    let viaZlib = try png.withUnsafeBytes {
      try PNGDecoder.decodePixels($0, header: PNGChunkReader.header(of: png, file: label), file: label)
    }
    XCTAssertEqual(viaZlib, image, "\(label): zlib", file: file, line: line)
  }

  func testScreensNoiseAndEdgeSizesRoundTrip() throws {
    try assertRoundTrip(TestImages.screenLike(width: 120, height: 90), "screen")
    try assertRoundTrip(TestImages.screenLike(width: 64, height: 48) { x, y in UInt8((x * y) & 255) }, "translucent")
    try assertRoundTrip(TestImages.noise(width: 200, height: 150, opaque: true), "noise")
    try assertRoundTrip(TestImages.noise(width: 33, height: 17, seed: 9, opaque: false), "translucent noise")
    for (width, height) in [(1, 1), (1, 40), (40, 1), (2, 2), (3, 1), (5, 7)] {
      try assertRoundTrip(TestImages.noise(width: width, height: height, seed: 3, opaque: true), "\(width)×\(height)")
      try assertRoundTrip(RGBAImage(width: width, height: height, fill: (9, 9, 9, 255)), "flat \(width)×\(height)")
    }
  }

  /// Flat rows, repeated rows, stripes one pixel wide and runs just longer and shorter than
  /// a 258-byte match, so matches end at every kind of boundary.
  func testRunsRepeatsAndMatchBoundariesRoundTrip() throws {
    for width in [85, 86, 87, 172, 1000] {  // 258 = 86 × 3: rows end just before, on and after a match
      var image = RGBAImage(width: width, height: 40, fill: (250, 250, 250, 255))
      for y in 0..<40 where y % 7 == 3 {
        for x in 0..<width { image.setPixel(x: x, y: y, (UInt8(x % 2 * 200), 10, UInt8(y), 255)) }
      }
      for y in 20..<40 { image.setPixel(x: (y * 13) % width, y: y, (1, 2, 3, 255)) }
      try assertRoundTrip(image, "width \(width)")
    }
  }

  /// Rows longer than deflate's 32 KiB window: the row above is out of reach.
  func testRowsWiderThanTheWindowRoundTrip() throws {
    var image = RGBAImage(width: 11_000, height: 6, fill: (20, 40, 60, 255))
    for x in stride(from: 0, to: 11_000, by: 17) { image.setPixel(x: x, y: 2, (255, 0, 0, 255)) }
    try assertRoundTrip(image, "wide")
  }

  /// Enough tokens for several blocks, including incompressible ones that are stored.
  func testManyBlocksAndStoredBlocksRoundTrip() throws {
    let noise = TestImages.noise(width: 400, height: 300, seed: 5, opaque: true)
    let png = PNGEncoder.encode(noise, compression: .scanline)
    XCTAssertLessThan(
      png.count, 400 * 300 * 3 + 400 * 300 / 1000 + 300, "noise is stored, not expanded by Huffman coding")
    try assertRoundTrip(noise, "noise")
    var mixed = TestImages.screenLike(width: 400, height: 300)
    for y in 100..<200 {
      for x in 0..<400 { mixed.setPixel(x: x, y: y, noise.pixel(x: x, y: y)) }
    }
    try assertRoundTrip(mixed, "screen with a noisy band")
  }

  /// Repeated flat rows cost a few bytes each (a match one row up, then runs one pixel
  /// back): a white iPhone screen is under 0.2 % of its 9 MB of samples.
  func testRepeatedRowsCostAlmostNothing() throws {
    let flat = PNGEncoder.encode(RGBAImage(width: 1179, height: 2556, fill: (255, 255, 255, 255)))
    XCTAssertLessThan(flat.count, 1179 * 2556 * 3 / 500, "a white iPhone screen")
    try assertRoundTrip(RGBAImage(width: 1179, height: 300, fill: (255, 255, 255, 255)), "white")
  }

  func testHuffmanLengthsRespectTheLimitAndFormACompleteCode() {
    // Fibonacci frequencies make the optimal tree as deep as there are symbols.
    var fibonacci: [UInt32] = [1, 1]
    while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
    for (frequencies, limit) in [
      (fibonacci, 15), (fibonacci, 7), ([5, 0, 0, 0], 15), ([0, 0, 0], 7), ([3, 3, 3, 3], 15),
    ] {
      let lengths = HuffmanCode.lengths(for: frequencies, limit: limit)
      XCTAssertLessThanOrEqual(Int(lengths.max()!), limit)
      let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2, -Double($1)) }
      XCTAssertEqual(kraft, 1, accuracy: 1e-12, "\(frequencies) limit \(limit): complete")
      XCTAssertGreaterThanOrEqual(lengths.filter { $0 > 0 }.count, min(2, frequencies.count))
      for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
        XCTAssertGreaterThan(lengths[symbol], 0, "every used symbol has a code")
      }
    }
    // Without a limit in the way, rarer symbols never get shorter codes.
    let lengths = HuffmanCode.lengths(for: [40, 1, 7, 7, 20, 2], limit: 15)
    XCTAssertEqual(lengths, [1, 5, 4, 3, 2, 5])
  }

  func testCodeLengthRunsFollowTheFormat() {
    let items = DynamicHeader.runLengths([0, 0, 0, 8, 8, 8, 8, 8] + [UInt8](repeating: 0, count: 140) + [5, 5])
    XCTAssertEqual(items.map(\.symbol), [17, 8, 16, 18, 0, 0, 5, 5])
    XCTAssertEqual(items.map(\.extra), [0, 0, 1, 127, 0, 0, 0, 0])
  }
}
