import Foundation
import ListShot
import ListShotCore
import ListShotModel
import ListShotPNG
import ListShotSnapshot
import ListShotTestSupport
import XCTest

/// The golden check: record modes, the no-decode fast path and its honesty, artifacts.
final class GoldenFileTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

  func check(_ title: String, mode: RecordMode, golden: URL) throws -> GoldenOutcome {
    let renderer = try TestEnvironment.renderer()
    let list = try renderer.displayList(
      for: Screen("g", width: 200) { ODSListItem(title: title) }, in: RenderVariant(scale: 1))
    let checker = GoldenFile(
      mode: mode, artifactsDirectory: directory.appendingPathComponent("artifacts"), environment: "test-env")
    return try renderer.withPixels(list) { try checker.check($0, golden: golden, name: "g") }
  }

  func testRecordThenMatchWithoutDecoding() throws {
    let golden = directory.appendingPathComponent("g.png")
    XCTAssertEqual(try check("A", mode: .never, golden: golden), .missing)
    XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path))
    XCTAssertEqual(try check("A", mode: .missing, golden: golden), .recordedNew)
    XCTAssertEqual(try check("A", mode: .never, golden: golden), .matched(decoded: false))
    let info = try PNGDecoder.info([UInt8](Data(contentsOf: golden)), file: golden.path)
    XCTAssertEqual(info.text[GoldenStamp.environment], "test-env")
  }

  func testAGoldenReencodedByAnotherToolIsDecodedAndStillMatches() throws {
    let golden = directory.appendingPathComponent("g.png")
    _ = try check("A", mode: .missing, golden: golden)
    let image = try PNGDecoder.decode(contentsOf: golden)
    try Data(PNGEncoder.encode(image, compression: .libdeflate(level: 9))).write(to: golden)  // no stamps, other bytes
    XCTAssertEqual(try check("A", mode: .never, golden: golden), .matched(decoded: true))
  }

  /// A golden stamped by an earlier build carries its digests under older keys: it is not
  /// trusted by stamp but decoded, and still matches. (The values under the keys are today's
  /// digests, so only the keys can be what sends the golden to decoding.)
  func testAGoldenWithALegacyPixelStampIsDecodedAndStillMatches() throws {
    let golden = directory.appendingPathComponent("g.png")
    _ = try check("A", mode: .missing, golden: golden)
    let renderer = try TestEnvironment.renderer()
    let list = try renderer.displayList(
      for: Screen("g", width: 200) { ODSListItem(title: "A") }, in: RenderVariant(scale: 1))
    let legacy = try renderer.withPixels(list) { pixels -> [UInt8] in
      let png = pixels.png()
      return try PNGStamp.appending(
        [
          ("listshot:pixels-v2", pixels.digest), ("listshot:idat-v2", try PNGStamp.imageDigest(png, file: "g")),
          (GoldenStamp.environment, "test-env"),
        ],
        to: png)
    }
    try Data(legacy).write(to: golden)
    XCTAssertEqual(try check("A", mode: .never, golden: golden), .matched(decoded: true))
    XCTAssertEqual(try check("A", mode: .failed, golden: golden), .matched(decoded: true), "not rewritten: it matches")
    guard case .mismatched = try check("B", mode: .never, golden: golden) else { return XCTFail("B is not A") }
  }

  func testChangedImageDataWithAStaleStampIsCaught() throws {
    let golden = directory.appendingPathComponent("g.png")
    _ = try check("A", mode: .missing, golden: golden)
    let stamps = try PNGDecoder.info([UInt8](Data(contentsOf: golden)), file: golden.path).text
    // Another image's pixels under the first one's stamps: the IDAT digest no longer matches.
    let other = directory.appendingPathComponent("b.png")
    _ = try check("B", mode: .missing, golden: other)
    let forged = try PNGStamp.appending(
      [(GoldenStamp.pixels, stamps[GoldenStamp.pixels]!), (GoldenStamp.image, stamps[GoldenStamp.image]!)],
      to: PNGEncoder.encode(PNGDecoder.decode(contentsOf: other)))
    try Data(forged).write(to: golden)
    guard case .mismatched(let comparison, let artifacts, _) = try check("A", mode: .never, golden: golden) else {
      return XCTFail("a forged stamp must not pass")
    }
    XCTAssertGreaterThan(comparison.differingPixels, 0)
    XCTAssertEqual(artifacts.paths.count, 4)
    for path in artifacts.paths { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
  }

  /// Found by FuzzGolden: another real golden (its image bytes and its image stamp, both
  /// consistent) under this golden's pixel stamp. Each stamp held on its own; the image stamp
  /// is now bound to the pixel stamp, so the pair proves nothing and the pixels decide.
  func testAnotherGoldensImageUnderThisGoldensPixelStampIsDecoded() throws {
    let golden = directory.appendingPathComponent("g.png")
    _ = try check("A", mode: .missing, golden: golden)
    let other = directory.appendingPathComponent("b.png")
    _ = try check("B", mode: .missing, golden: other)
    let a = try PNGStamp.read([UInt8](Data(contentsOf: golden)), prefix: GoldenStamp.prefix, file: "a")
    let b = [UInt8](try Data(contentsOf: other))
    let bStamp = try PNGStamp.read(b, prefix: GoldenStamp.prefix, file: "b")
    // B's file with its own text chunks left out, then A's pixel stamp and B's image stamp.
    let mixed = try PNGStamp.appending(
      [(GoldenStamp.pixels, a.values[GoldenStamp.pixels]!), (GoldenStamp.image, bStamp.values[GoldenStamp.image]!)],
      to: PNGEncoder.encode(PNGDecoder.decode(contentsOf: other)))
    XCTAssertEqual(try PNGStamp.read(mixed, prefix: GoldenStamp.prefix, file: "m").imageDigest, bStamp.imageDigest)
    try Data(mixed).write(to: golden)
    guard case .mismatched(let comparison, _, _) = try check("A", mode: .never, golden: golden) else {
      return XCTFail("B's pixels under A's pixel stamp must not pass")
    }
    XCTAssertGreaterThan(comparison.differingPixels, 0)
  }

  /// The stamp stands only for the bytes it was written with: a chunk that can change pixels
  /// added in place (gamma), or a stamp key given twice, sends the golden to decoding; the
  /// decoded pixels then decide.
  func testAStampIsTrustedOnlyForTheBytesItWasWrittenFor() throws {
    let golden = directory.appendingPathComponent("g.png")
    _ = try check("A", mode: .missing, golden: golden)
    let original = [UInt8](try Data(contentsOf: golden))
    let stamp = try PNGStamp.read(original, prefix: GoldenStamp.prefix, file: "g")
    XCTAssertEqual(
      stamp.values[GoldenStamp.image],
      GoldenStamp.bound(pixels: try XCTUnwrap(stamp.values[GoldenStamp.pixels]), image: stamp.imageDigest))
    XCTAssertFalse(stamp.ambiguous)
    // gAMA inserted after IHDR (8 + 25 bytes), CRC right: libpng now converts the colours.
    var gamma: [UInt8] = [0, 0, 0, 4] + Array("gAMA".utf8) + [0, 0, 0x27, 0x10]
    let crc =
      gamma[4...].reduce(UInt32(0xFFFF_FFFF)) { crc, byte in
        var c = crc ^ UInt32(byte)
        for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        return c
      } ^ 0xFFFF_FFFF
    gamma += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    try Data(Array(original[..<33]) + gamma + Array(original[33...])).write(to: golden)
    XCTAssertNotEqual(
      try PNGStamp.read([UInt8](Data(contentsOf: golden)), prefix: GoldenStamp.prefix, file: "g").imageDigest,
      stamp.imageDigest)
    guard case .mismatched = try check("A", mode: .never, golden: golden) else {
      return XCTFail("gamma changes the pixels")
    }
    // The same pixels under a stamp whose pixel key appears twice: decoded, and equal.
    let doubled = try PNGStamp.appending([(GoldenStamp.pixels, "00")], to: original)
    XCTAssertTrue(try PNGStamp.read(doubled, prefix: GoldenStamp.prefix, file: "g").ambiguous)
    try Data(doubled).write(to: golden)
    XCTAssertEqual(try check("A", mode: .never, golden: golden), .matched(decoded: true))
  }

  func testRecordFailedRewritesOnlyWhatDiffersAndNeverLeavesAnythingAround() throws {
    let golden = directory.appendingPathComponent("g.png")
    _ = try check("A", mode: .missing, golden: golden)
    let before = try Data(contentsOf: golden)
    XCTAssertEqual(try check("A", mode: .failed, golden: golden), .matched(decoded: false))
    XCTAssertEqual(try Data(contentsOf: golden), before)
    guard case .rerecorded = try check("B", mode: .failed, golden: golden) else { return XCTFail() }
    XCTAssertNotEqual(try Data(contentsOf: golden), before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    XCTAssertEqual(leftovers, [])
  }

  func testMismatchNamesAChangedEnvironment() throws {
    let golden = directory.appendingPathComponent("g.png")
    _ = try check("A", mode: .missing, golden: golden)
    let renderer = try TestEnvironment.renderer()
    let list = try renderer.displayList(
      for: Screen("g", width: 200) { ODSListItem(title: "B") }, in: RenderVariant(scale: 1))
    let checker = GoldenFile(mode: .never, artifactsDirectory: nil, environment: "new-env")
    guard
      case .mismatched(_, _, let note) = try renderer.withPixels(
        list, { try checker.check($0, golden: golden, name: "g") })
    else {
      return XCTFail()
    }
    XCTAssertEqual(note, "the golden was made in another environment (test-env); now new-env")
  }
}
