import Foundation
import ListShot
import ListShotCore
import ListShotPNG
import ListShotSnapshot
import XCTest

@testable import ListShotReport

/// What a report keeps is enough to rebuild the render exactly: under exact options the
/// golden and the changed region; under a tolerance that leaves unmarked differences outside
/// the region, the whole render too. And the premultiplication back into Cairo words inverts
/// the PNG encoder's un-premultiplication for every word a render can hold.
final class ReviewPixelsTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-pixels-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  func testEveryPremultipliedWordComesBackFromItsStraightPixel() {
    for a in 1..<255 {
      for c in 0...a {
        let straight = min(255, (c * 255 + a / 2) / a)
        XCTAssertEqual(Int(ReviewPixels.premultiplied[a << 8 | straight]), c, "a \(a), c \(c)")
      }
    }
  }

  /// 24×24 premultiplied words: opaque white, a half-transparent square, and `edit` applied.
  func words(_ edit: (inout [UInt32]) -> Void = { _ in }) -> [UInt32] {
    var words = [UInt32](repeating: 0xFFFF_FFFF, count: 24 * 24)
    for y in 16..<20 { for x in 2..<6 { words[y * 24 + x] = 0x8040_2010 } }
    edit(&words)
    return words
  }

  /// Records `golden`, checks `render` against it with `options`, stores the evidence in a
  /// report and rebuilds the render from the report.
  func rebuild(golden: [UInt32], render: [UInt32], options: DiffOptions) throws -> (ReviewImages, RGBAImage) {
    let file = work.appendingPathComponent("snaps/a/v.png")
    try? FileManager.default.removeItem(at: file)
    let recorder = GoldenFile(mode: .missing, artifactsDirectory: nil, environment: "e")
    _ = try golden.withUnsafeBytes {
      try recorder.check(
        ARGBPixels(data: $0.baseAddress!, width: 24, height: 24, stride: 96), golden: file, name: "a/v")
    }
    var evidence: ChangeEvidence?
    let checker = GoldenFile(mode: .never, artifactsDirectory: nil, environment: "e", options: options)
    let outcome = try render.withUnsafeBytes {
      try checker.check(
        ARGBPixels(data: $0.baseAddress!, width: 24, height: 24, stride: 96), golden: file, name: "a/v",
        evidence: { evidence = $0 })
    }
    guard case .mismatched = outcome else { throw XCTSkip("expected a mismatch, got \(outcome)") }
    let report = work.appendingPathComponent("report-\(UUID().uuidString)")
    let result = VerifyResult(
      screen: "a", theme: "t", scheme: "light", size: "large", direction: "ltr", device: "d", golden: "a/v.png",
      status: .failed, message: "")
    let images = try XCTUnwrap(try ReportStore(root: report).receive(result, evidence: evidence, text: nil).images)
    let rebuilt = try ReviewPixels.rebuild(images, variant: "a/v", in: report)
    let expected = render.withUnsafeBytes { RGBAImage(argb32: $0.baseAddress!, width: 24, height: 24, stride: 96) }
    XCTAssertEqual(rebuilt.image.pixels, expected.pixels, "the rebuilt image is the render")
    XCTAssertEqual(
      rebuilt.pixels,
      render.withUnsafeBytes { ARGBPixels(data: $0.baseAddress!, width: 24, height: 24, stride: 96).digest })
    return (images, rebuilt.image)
  }

  func testUnderExactOptionsTheRegionRebuildsTheRender() throws {
    let (images, _) = try rebuild(
      golden: words(), render: words { w in for y in 4..<8 { for x in 4..<8 { w[y * 24 + x] = 0xFF00_0000 } } },
      options: .exact)
    XCTAssertNil(images.whole)
    XCTAssertEqual(images.region, [4, 4, 4, 4])
  }

  func testUnderAThresholdTheWholeRenderIsKeptWhenTheRegionWouldNotRebuildIt() throws {
    let render = words { w in
      for y in 4..<8 { for x in 4..<8 { w[y * 24 + x] = 0xFF00_0000 } }
      w[20 * 24 + 20] = 0xFFFE_FFFF  // a change under the threshold, outside the marked region
    }
    let (images, _) = try rebuild(golden: words(), render: render, options: try DiffOptions(threshold: 0.1))
    XCTAssertNotNil(images.whole, "the region alone would miss the pixel at (20, 20)")
  }

  func testAnEditedImageFailsTheProof() throws {
    let render = words { w in for y in 4..<8 { for x in 4..<8 { w[y * 24 + x] = 0xFF00_0000 } } }
    var (images, _) = try rebuild(golden: words(), render: render, options: .exact)
    images.actualPixels = String(repeating: "0", count: 32)
    let report = try XCTUnwrap(
      try FileManager.default.contentsOfDirectory(at: work, includingPropertiesForKeys: nil).first {
        $0.lastPathComponent.hasPrefix("report-")
      })
    XCTAssertThrowsError(try ReviewPixels.rebuild(images, variant: "a/v", in: report)) { error in
      XCTAssertTrue("\(error)".contains("the pixels it rebuilds are not the render it reports"), "\(error)")
    }
  }
}
