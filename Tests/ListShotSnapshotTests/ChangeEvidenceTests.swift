import Foundation
import ListShotPNG
import XCTest

@testable import ListShotSnapshot

/// What a report keeps of a change: the golden as it was, the changed region of the render,
/// the mask of changed pixels, and the colour swap when there is one.
final class ChangeEvidenceTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-evidence-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  /// Opaque RGBA as Cairo ARGB32 words, handed to `body` as the canvas of a render.
  func withCanvas<T>(_ image: RGBAImage, _ body: (ARGBPixels) throws -> T) rethrows -> T {
    var words = [UInt32](repeating: 0, count: image.width * image.height)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        words[y * image.width + x] = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
      }
    }
    return try words.withUnsafeBytes {
      try body(ARGBPixels(data: $0.baseAddress!, width: image.width, height: image.height, stride: image.width * 4))
    }
  }

  /// Records `golden`, then checks `actual` against it and returns the evidence.
  func evidence(golden: RGBAImage, actual: RGBAImage, options: DiffOptions = .exact) throws -> (
    ChangeEvidence?, GoldenOutcome, [UInt8]
  ) {
    let file = work.appendingPathComponent("g.png")
    try? FileManager.default.removeItem(at: file)
    _ = try withCanvas(golden) {
      try GoldenFile(mode: .missing, artifactsDirectory: nil).check($0, golden: file, name: "g")
    }
    let bytes = [UInt8](try Data(contentsOf: file))
    var found: ChangeEvidence?
    let outcome = try withCanvas(actual) {
      try GoldenFile(mode: .never, artifactsDirectory: nil, options: options).check(
        $0, golden: file, name: "g", evidence: { found = $0 })
    }
    return (found, outcome, bytes)
  }

  func testARecolouredFillKeepsTheGoldenThePatchTheMaskAndTheSwap() throws {
    let pink: Draw.RGBA = (0xFC, 0x69, 0x99, 255), raspberry: Draw.RGBA = (0xFC, 0x00, 0x99, 255)
    var golden = Draw.canvas(40, 30)
    Draw.fill(&golden, x: 10, y: 5, width: 6, height: 4, pink)
    golden.setPixel(x: 16, y: 5, (0xFD, 0xB4, 0xCC, 255))  // a rim pixel, half pink
    var actual = Draw.canvas(40, 30)
    Draw.fill(&actual, x: 10, y: 5, width: 6, height: 4, raspberry)
    actual.setPixel(x: 16, y: 5, (0xFD, 0x80, 0xCC, 255))

    let (found, outcome, goldenBytes) = try evidence(golden: golden, actual: actual)
    guard case .mismatched = outcome else { return XCTFail("\(outcome)") }
    let evidence = try XCTUnwrap(found)
    XCTAssertEqual(evidence.golden, goldenBytes, "the golden file as it was")
    XCTAssertEqual(evidence.region, PixelRect(x: 10, y: 5, width: 7, height: 4))
    XCTAssertFalse(evidence.actualIsWhole)
    XCTAssertEqual(
      [evidence.goldenWidth, evidence.goldenHeight, evidence.actualWidth, evidence.actualHeight], [40, 30, 40, 30])
    let patch = try PNGDecoder.decode(evidence.actual, file: "patch")
    XCTAssertEqual([patch.width, patch.height], [7, 4])
    for y in 0..<4 {
      for x in 0..<7 { XCTAssertTrue(patch.pixel(x: x, y: y) == actual.pixel(x: 10 + x, y: 5 + y), "(\(x), \(y))") }
    }
    let mask = try PNGDecoder.decode(try XCTUnwrap(evidence.mask), file: "mask")
    XCTAssertEqual(evidence.maskRegion, evidence.region)
    let red = (0..<28).filter { mask.pixel(x: $0 % 7, y: $0 / 7) == (255, 0, 0, 255) }.count
    let clear = (0..<28).filter { mask.pixel(x: $0 % 7, y: $0 / 7).a == 0 }.count
    XCTAssertEqual([red, clear], [25, 3], "24 fill pixels and the rim changed; the rest of the rim's column did not")
    XCTAssertEqual(evidence.colourChange?.from, "#FC6999")
    XCTAssertEqual(evidence.colourChange?.to, "#FC0099")
    XCTAssertEqual(try XCTUnwrap(evidence.colourChange?.share), 24.0 / 25.0, accuracy: 1e-9)
  }

  func testAChangedWordIsNoColourSwap() throws {
    var golden = Draw.canvas(40, 30)
    Draw.fill(&golden, x: 2, y: 2, width: 3, height: 8, Draw.black)
    var actual = golden
    Draw.fill(&actual, x: 8, y: 2, width: 3, height: 8, Draw.black)  // a new glyph on the white around it
    let (found, _, _) = try evidence(golden: golden, actual: actual)
    let evidence = try XCTUnwrap(found)
    XCTAssertEqual(evidence.region, PixelRect(x: 8, y: 2, width: 3, height: 8))
    XCTAssertNil(evidence.colourChange, "all white pixels changed to black here, but the white around them stayed")
  }

  func testASizeChangeKeepsTheWholeRenderAndNoEvidenceWhenEqual() throws {
    let golden = Draw.canvas(20, 10)
    var actual = Draw.canvas(20, 14)
    Draw.fill(&actual, x: 0, y: 12, width: 20, height: 2, Draw.black)
    let (found, _, _) = try evidence(golden: golden, actual: actual)
    let kept = try XCTUnwrap(found)
    XCTAssertTrue(kept.actualIsWhole)
    XCTAssertEqual(kept.region, PixelRect(x: 0, y: 0, width: 20, height: 14))
    XCTAssertEqual(try PNGDecoder.decode(kept.actual, file: "whole"), actual)
    XCTAssertNil(kept.mask, "the overlap is unchanged")

    let (none, outcome, _) = try evidence(golden: golden, actual: golden)
    XCTAssertNil(none)
    XCTAssertEqual(outcome, GoldenOutcome.matched(decoded: false))
  }

  func testAReRecordFromPixelsConvertedInPlaceWritesTheBytesOfAFreshRecord() throws {
    var golden = Draw.canvas(24, 16)
    Draw.fill(&golden, x: 3, y: 3, width: 5, height: 5, Draw.black)
    var actual = Draw.canvas(24, 16)
    Draw.fill(&actual, x: 4, y: 3, width: 5, height: 6, (200, 30, 60, 255))
    let fresh = work.appendingPathComponent("fresh.png"), rerecorded = work.appendingPathComponent("rerecorded.png")
    _ = try withCanvas(actual) {
      try GoldenFile(mode: .missing, artifactsDirectory: nil, environment: "e").check($0, golden: fresh, name: "f")
    }
    _ = try withCanvas(golden) {
      try GoldenFile(mode: .missing, artifactsDirectory: nil, environment: "e").check($0, golden: rerecorded, name: "r")
    }
    let outcome = try withCanvas(actual) {
      try GoldenFile(mode: .failed, artifactsDirectory: nil, environment: "e").check(
        $0, golden: rerecorded, name: "r", overwritingPixels: true)
    }
    guard case .rerecorded(let previous?, _) = outcome else { return XCTFail("\(outcome)") }
    XCTAssertFalse(previous.matches)
    XCTAssertEqual(
      try Data(contentsOf: rerecorded), try Data(contentsOf: fresh), "stamps and image data as a fresh record")
    // And the stamp holds: the next check needs no decoding.
    let again = try withCanvas(actual) {
      try GoldenFile(mode: .never, artifactsDirectory: nil, environment: "e").check($0, golden: rerecorded, name: "r")
    }
    XCTAssertEqual(again, GoldenOutcome.matched(decoded: false))
  }

  func testRGBARowsEncodeToTheSameBytesAsTheCanvas() throws {
    var image = Draw.canvas(9, 7)
    Draw.fill(&image, x: 1, y: 1, width: 3, height: 2, (10, 200, 30, 255))
    try withCanvas(image) { pixels in
      XCTAssertEqual(PNGEncoder.encode(pixels.rgba), pixels.png())
    }
    // Translucent pixels (premultiplied in the canvas) too.
    var words: [UInt32] = (0..<20).map { i in i % 3 == 0 ? 0x8040_2010 : (i % 3 == 1 ? 0 : 0xFF10_2030) }
    try words.withUnsafeMutableBytes { memory in
      let pixels = ARGBPixels(data: memory.baseAddress!, width: 5, height: 4, stride: 20)
      let png = pixels.png(), copy = pixels.rgba
      let view = pixels.convertToStraightRGBAInPlace()
      XCTAssertEqual(Array(UnsafeBufferPointer(start: view, count: 80)), copy.pixels, "in place as in a copy")
      XCTAssertEqual(PNGEncoder.encode(rgba: view, width: 5, height: 4, stride: 20), png)
    }
  }
}
