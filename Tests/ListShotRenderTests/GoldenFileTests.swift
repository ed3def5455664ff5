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
    let list = try renderer.displayList(for: Screen("g", width: 200) { ODSListItem(title: title) }, in: RenderVariant(scale: 1))
    let checker = GoldenFile(mode: mode, artifactsDirectory: directory.appendingPathComponent("artifacts"), environment: "test-env")
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

  /// A golden stamped by an earlier build carries its pixel digest under the legacy key: it
  /// is not trusted by stamp but decoded, and still matches. (The value under the key is
  /// today's digest, so only the key can be what sends the golden to decoding.)
  func testAGoldenWithALegacyPixelStampIsDecodedAndStillMatches() throws {
    let golden = directory.appendingPathComponent("g.png")
    _ = try check("A", mode: .missing, golden: golden)
    let renderer = try TestEnvironment.renderer()
    let list = try renderer.displayList(for: Screen("g", width: 200) { ODSListItem(title: "A") }, in: RenderVariant(scale: 1))
    let legacy = try renderer.withPixels(list) { pixels -> [UInt8] in
      let png = pixels.png()
      return try PNGStamp.appending(
        [(GoldenStamp.legacyPixels, pixels.digest), (GoldenStamp.imageData, try PNGStamp.imageDataDigest(png, file: "g")),
         (GoldenStamp.environment, "test-env")],
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
      [(GoldenStamp.pixels, stamps[GoldenStamp.pixels]!), (GoldenStamp.imageData, stamps[GoldenStamp.imageData]!)],
      to: PNGEncoder.encode(PNGDecoder.decode(contentsOf: other)))
    try Data(forged).write(to: golden)
    guard case .mismatched(let comparison, let artifacts, _) = try check("A", mode: .never, golden: golden) else {
      return XCTFail("a forged stamp must not pass")
    }
    XCTAssertGreaterThan(comparison.differingPixels, 0)
    XCTAssertEqual(artifacts.paths.count, 4)
    for path in artifacts.paths { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
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
    let list = try renderer.displayList(for: Screen("g", width: 200) { ODSListItem(title: "B") }, in: RenderVariant(scale: 1))
    let checker = GoldenFile(mode: .never, artifactsDirectory: nil, environment: "new-env")
    guard case .mismatched(_, _, let note) = try renderer.withPixels(list, { try checker.check($0, golden: golden, name: "g") }) else {
      return XCTFail()
    }
    XCTAssertEqual(note, "the golden was made in another environment (test-env); now new-env")
  }
}
