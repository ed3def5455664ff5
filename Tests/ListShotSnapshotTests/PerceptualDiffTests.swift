import Foundation
import ListShotCore
import ListShotPNG
import ListShotSnapshot
import XCTest

final class PerceptualDiffTests: XCTestCase {
  // MARK: Counts

  func testIdenticalImagesDifferNowhere() {
    var image = Draw.canvas(30, 20)
    Draw.fill(&image, x: 5, y: 5, width: 10, height: 4, (20, 40, 200, 255))
    let result = PerceptualDiff.compare(expected: image, actual: image)
    XCTAssertEqual(result.differingPixels, 0)
    XCTAssertEqual(result.antialiasedPixels, 0)
    XCTAssertEqual(result.totalPixels, 600)
    XCTAssertEqual(result.maxDistance, 0)
    XCTAssertNil(result.boundingBox)
    XCTAssertFalse(result.isDense)
    XCTAssertTrue(result.passes)
    XCTAssertTrue(result.isIdentical)
    XCTAssertEqual(result.summary, "identical")
  }

  func testOnePixelChange() {
    let expected = Draw.canvas(10, 10)
    var actual = expected
    actual.setPixel(x: 3, y: 4, (255, 0, 0, 255))
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertEqual(result.differingPixels, 1)
    XCTAssertEqual(result.antialiasedPixels, 0)
    XCTAssertEqual(result.boundingBox, PixelRect(x: 3, y: 4, width: 1, height: 1))
    XCTAssertFalse(result.isDense)
    XCTAssertFalse(result.passes)
    XCTAssertEqual(result.ratio, 0.01)
    // Red against white: the OKLab distance computed from red's published OKLab coordinates.
    XCTAssertEqual(result.maxDistance, 0.4526, accuracy: 0.0005)
    XCTAssertEqual(
      result.summary, "1 pixel differs (1.00 %), max distance 0.45, scattered changes in 1×1 at (3, 4)")
  }

  func testFilledSquareIsADenseChange() {
    let expected = Draw.canvas(100, 100)
    var actual = expected
    Draw.fill(&actual, x: 30, y: 20, width: 40, height: 40, (0, 90, 200, 255))
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertEqual(result.differingPixels, 1600)
    XCTAssertEqual(result.antialiasedPixels, 0)
    XCTAssertEqual(result.boundingBox, PixelRect(x: 30, y: 20, width: 40, height: 40))
    XCTAssertEqual(result.clusteredPixels, 1600, "even a corner has three changed neighbours")
    XCTAssertTrue(result.isDense)
    XCTAssertFalse(result.passes)
    XCTAssertTrue(result.summary.hasPrefix("1600 pixels differ (16.00 %), max distance "), result.summary)
    XCTAssertTrue(result.summary.hasSuffix(", dense change in 40×40 at (30, 20)"), result.summary)
  }

  func testIsolatedPixelsAreScattered() {
    // 25 pixels on a 4-pixel grid: none has a changed neighbour.
    let expected = Draw.canvas(20, 20)
    var actual = expected
    for y in stride(from: 1, to: 20, by: 4) {
      for x in stride(from: 1, to: 20, by: 4) { actual.setPixel(x: x, y: y, (0, 0, 0, 255)) }
    }
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertEqual(result.differingPixels, 25)
    XCTAssertEqual(result.clusteredPixels, 0)
    XCTAssertFalse(result.isDense)
    XCTAssertEqual(result.boundingBox, PixelRect(x: 1, y: 1, width: 17, height: 17))
  }

  func testHairlineIsDense() {
    // A 1-pixel line of 12: the 10 inner pixels have two changed neighbours, the ends one.
    let expected = Draw.canvas(20, 5)
    var actual = expected
    Draw.fill(&actual, x: 4, y: 2, width: 12, height: 1, (200, 200, 200, 255))
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertEqual(result.differingPixels, 12)
    XCTAssertEqual(result.clusteredPixels, 10)
    XCTAssertTrue(result.isDense)
  }

  // MARK: Anti-aliasing

  func testSubpixelShiftOfAnAntialiasedDiscIsOnlyAntialiasing() {
    let expected = Draw.disc(width: 32, height: 32, centreX: 15.6, centreY: 16.3, radius: 9.3)
    let actual = Draw.disc(width: 32, height: 32, centreX: 15.85, centreY: 16.3, radius: 9.3)
    let changed = Draw.changedPixels(expected, actual)
    XCTAssertGreaterThan(changed, 0)

    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertEqual(result.differingPixels, 0, result.summary)
    XCTAssertEqual(result.antialiasedPixels, changed, "every changed pixel is on the disc's edge")
    XCTAssertNil(result.boundingBox)
    XCTAssertEqual(result.maxDistance, 0)
    XCTAssertTrue(result.passes)
    XCTAssertEqual(result.summary, "no pixels differ, \(changed) anti-aliasing pixels ignored")

    let swapped = PerceptualDiff.compare(expected: actual, actual: expected)
    XCTAssertEqual(swapped.antialiasedPixels, changed, "the test is symmetric")
    XCTAssertEqual(swapped.differingPixels, 0)

    let strict = PerceptualDiff.compare(
      expected: expected, actual: actual, options: try! DiffOptions(detectAntialiasing: false))
    XCTAssertEqual(strict.differingPixels, changed)
    XCTAssertEqual(strict.antialiasedPixels, 0)
    XCTAssertFalse(strict.passes)
  }

  func testMovedDiscIsARealChange() {
    // Moved by 3 px, the disc's leading and trailing crescents hold fully black/white pixels
    // that change completely: those are not anti-aliasing.
    let expected = Draw.disc(width: 32, height: 32, centreX: 14.6, centreY: 16.3, radius: 9.3)
    let actual = Draw.disc(width: 32, height: 32, centreX: 17.6, centreY: 16.3, radius: 9.3)
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertGreaterThan(result.differingPixels, 0)
    XCTAssertFalse(result.passes)
    XCTAssertEqual(result.maxDistance, 1, accuracy: 1e-4, "black became white somewhere")
  }

  func testAppearingDiscIsAllChangeRimIncluded() {
    // Every pixel the disc touches changes, its anti-aliased rim too: the rim's dark side
    // does not exist in the empty image, so it is no edge that moved.
    let expected = Draw.canvas(32, 32)
    let actual = Draw.disc(width: 32, height: 32, centreX: 15.6, centreY: 16.3, radius: 9.3)
    let touched = Draw.changedPixels(expected, actual)
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertEqual(result.differingPixels, touched)
    XCTAssertEqual(result.antialiasedPixels, 0)
    XCTAssertTrue(result.isDense)
  }

  /// A vertical 1-pixel line between a black area (x < 10) and a white one (x > 10), 11 rows.
  private func divider(_ colour: Draw.RGBA) -> RGBAImage {
    var image = Draw.canvas(21, 11)
    Draw.fill(&image, x: 0, y: 0, width: 10, height: 11, Draw.black)
    Draw.fill(&image, x: 10, y: 0, width: 1, height: 11, colour)
    return image
  }

  func testRecolouredDividerIsNotMistakenForAntialiasing() {
    // Grey to blue between black and white: an edge-only test would excuse all 11 pixels
    // (a darker and a brighter flat neighbour each); blue is no blend of black and white.
    let result = PerceptualDiff.compare(
      expected: divider((128, 128, 128, 255)), actual: divider((0, 0, 255, 255)))
    XCTAssertEqual(result.differingPixels, 11)
    XCTAssertEqual(result.antialiasedPixels, 0)
    XCTAssertEqual(result.boundingBox, PixelRect(x: 10, y: 0, width: 1, height: 11))
    XCTAssertTrue(result.isDense)
  }

  func testDividerChangingShadeOfGreyIsAntialiasing() {
    // The documented limit: another grey between black and white is what a sub-pixel move of
    // the edge would give, so all 11 pixels are excused.
    let result = PerceptualDiff.compare(
      expected: divider((128, 128, 128, 255)), actual: divider((160, 160, 160, 255)))
    XCTAssertEqual(result.differingPixels, 0)
    XCTAssertEqual(result.antialiasedPixels, 11)
  }

  // MARK: Size

  func testSizeMismatchReportsBothSizesAndComparesTheOverlap() {
    var expected = Draw.canvas(10, 8)
    expected.setPixel(x: 2, y: 2, Draw.black)
    var actual = Draw.canvas(10, 10)
    actual.setPixel(x: 2, y: 2, Draw.black)
    actual.setPixel(x: 7, y: 5, Draw.black)
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertTrue(result.isSizeMismatch)
    XCTAssertEqual([result.expectedWidth, result.expectedHeight], [10, 8])
    XCTAssertEqual([result.actualWidth, result.actualHeight], [10, 10])
    XCTAssertEqual(result.totalPixels, 80)
    XCTAssertEqual(result.differingPixels, 1)
    XCTAssertEqual(result.boundingBox, PixelRect(x: 7, y: 5, width: 1, height: 1))
    XCTAssertFalse(result.passes)
    XCTAssertTrue(
      result.summary.hasPrefix(
        "size differs: expected 10×8, actual 10×10, in the overlapping area 1 pixel differs (1.25 %)"),
      result.summary)

    let sameContent = PerceptualDiff.compare(expected: Draw.canvas(4, 4), actual: Draw.canvas(5, 4))
    XCTAssertEqual(sameContent.differingPixels, 0)
    XCTAssertFalse(sameContent.passes, "a size change fails even with every limit relaxed")
    XCTAssertEqual(
      sameContent.summary, "size differs: expected 4×4, actual 5×4, in the overlapping area no pixels differ")
  }

  // MARK: Alpha

  func testHalfTransparentPixelDiffersFromTheOpaqueColour() {
    var expected = Draw.canvas(3, 3)
    expected.setPixel(x: 1, y: 1, (0, 0, 255, 255))
    var actual = Draw.canvas(3, 3)
    actual.setPixel(x: 1, y: 1, (0, 0, 255, 128))
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertEqual(result.differingPixels, 1)
    XCTAssertEqual(result.boundingBox, PixelRect(x: 1, y: 1, width: 1, height: 1))
  }

  func testTranslucentWhiteDiffersFromOpaqueWhite() {
    // Over white alone these look the same; over black they do not.
    let expected = Draw.canvas(3, 3, (255, 255, 255, 255))
    var actual = expected
    actual.setPixel(x: 1, y: 1, (255, 255, 255, 128))
    XCTAssertEqual(PerceptualDiff.compare(expected: expected, actual: actual).differingPixels, 1)
  }

  func testFullyTransparentPixelsAreEqualWhateverTheirColour() {
    let expected = Draw.canvas(4, 4, (10, 20, 30, 0))
    var actual = expected
    actual.setPixel(x: 0, y: 0, (200, 100, 0, 0))
    actual.setPixel(x: 3, y: 2, (255, 255, 255, 0))
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertEqual(result.differingPixels, 0)
    XCTAssertEqual(result.antialiasedPixels, 0)
    XCTAssertEqual(result.maxDistance, 0)
    XCTAssertTrue(result.passes)
    XCTAssertEqual(PerceptualDiff.distance(Color(red: 9, green: 9, blue: 9, alpha: 0), .clear), 0)
  }

  // MARK: Distance

  func testDistanceScale() {
    XCTAssertEqual(PerceptualDiff.distance(.black, .white), 1, accuracy: 1e-5)
    XCTAssertEqual(PerceptualDiff.distance(.white, .white), 0)
    // sRGB red is (L 0.62796, a 0.22486, b 0.12585) in OKLab.
    let red = Color(red: 255, green: 0, blue: 0)
    XCTAssertEqual(PerceptualDiff.distance(red, .white), 0.45256, accuracy: 1e-4)
    XCTAssertEqual(PerceptualDiff.distance(red, .black), 0.67877, accuracy: 1e-4)
    // No two corners of the RGB cube are further apart than black and white.
    let corners = (0..<8).map {
      Color(red: $0 & 1 == 0 ? 0 : 255, green: $0 & 2 == 0 ? 0 : 255, blue: $0 & 4 == 0 ? 0 : 255)
    }
    for a in corners {
      for b in corners { XCTAssertLessThanOrEqual(PerceptualDiff.distance(a, b), 1) }
    }
  }

  // MARK: Threshold

  func testThreshold() {
    // One code value of green on a mid grey is far below a just-noticeable difference (0.02);
    // grey 100 to grey 140 is far above it.
    let expected = Draw.canvas(8, 8, (100, 100, 100, 255))
    var tiny = expected
    tiny.setPixel(x: 2, y: 3, (100, 101, 100, 255))
    var large = expected
    large.setPixel(x: 2, y: 3, (140, 140, 140, 255))
    let tolerant = try! DiffOptions(threshold: 0.02)

    let exact = PerceptualDiff.compare(expected: expected, actual: tiny)
    XCTAssertEqual(exact.differingPixels, 1, "threshold 0 is exact")
    XCTAssertGreaterThan(exact.maxDistance, 0)
    XCTAssertLessThan(exact.maxDistance, 0.02)

    let underThreshold = PerceptualDiff.compare(expected: expected, actual: tiny, options: tolerant)
    XCTAssertEqual(underThreshold.differingPixels, 0)
    XCTAssertTrue(underThreshold.passes)
    XCTAssertEqual(underThreshold.maxDistance, exact.maxDistance, "reported even when under the threshold")

    let overThreshold = PerceptualDiff.compare(expected: expected, actual: large, options: tolerant)
    XCTAssertEqual(overThreshold.differingPixels, 1)
    XCTAssertFalse(overThreshold.passes)

    // A threshold equal to the reported maximum distance lets the change pass.
    let atMaximum = try! DiffOptions(threshold: overThreshold.maxDistance)
    XCTAssertTrue(PerceptualDiff.compare(expected: expected, actual: large, options: atMaximum).passes)
  }

  // MARK: Global limits

  /// 100 × 100 with 5 isolated black pixels.
  private func fivePixelChange() -> (RGBAImage, RGBAImage) {
    let expected = Draw.canvas(100, 100)
    var actual = expected
    for i in 0..<5 { actual.setPixel(x: 10 + i * 20, y: 50, Draw.black) }
    return (expected, actual)
  }

  func testMaxDiffPixelsBoundary() throws {
    let (expected, actual) = fivePixelChange()
    let atLimit = PerceptualDiff.compare(expected: expected, actual: actual, options: try DiffOptions(maxDiffPixels: 5))
    XCTAssertEqual(atLimit.differingPixels, 5)
    XCTAssertTrue(atLimit.passes)
    XCTAssertTrue(atLimit.summary.hasSuffix(" (within the limit of 5)"), atLimit.summary)
    let overLimit = PerceptualDiff.compare(
      expected: expected, actual: actual, options: try DiffOptions(maxDiffPixels: 4))
    XCTAssertFalse(overLimit.passes)
    XCTAssertTrue(overLimit.summary.hasSuffix(" (over the limit of 4)"), overLimit.summary)
  }

  func testMaxDiffRatioBoundary() throws {
    let (expected, actual) = fivePixelChange()  // 5 of 10 000 = 0.0005
    let atLimit = PerceptualDiff.compare(
      expected: expected, actual: actual, options: try DiffOptions(maxDiffRatio: 0.0005))
    XCTAssertEqual(atLimit.allowedPixels, 5)
    XCTAssertTrue(atLimit.passes)
    let overLimit = PerceptualDiff.compare(
      expected: expected, actual: actual, options: try DiffOptions(maxDiffRatio: 0.0004))
    XCTAssertEqual(overLimit.allowedPixels, 4)
    XCTAssertFalse(overLimit.passes)
  }

  func testBothLimitsMustHold() throws {
    let (expected, actual) = fivePixelChange()
    let options = try DiffOptions(maxDiffPixels: 100, maxDiffRatio: 0.0004)
    XCTAssertFalse(PerceptualDiff.compare(expected: expected, actual: actual, options: options).passes)
    let both = try DiffOptions(maxDiffPixels: 5, maxDiffRatio: 0.01)
    XCTAssertTrue(PerceptualDiff.compare(expected: expected, actual: actual, options: both).passes)
  }

  func testResultEncodesItsVerdict() throws {
    let (expected, actual) = fivePixelChange()
    let result = PerceptualDiff.compare(expected: expected, actual: actual, options: try DiffOptions(maxDiffPixels: 5))
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as! [String: Any]
    XCTAssertEqual(json["differingPixels"] as? Int, 5)
    XCTAssertEqual(json["passes"] as? Bool, true)
    XCTAssertEqual(json["isDense"] as? Bool, false)
    XCTAssertEqual(json["allowedPixels"] as? Int, 5)
    XCTAssertEqual(json["summary"] as? String, result.summary)
    XCTAssertEqual((json["options"] as? [String: Any])?["maxDiffPixels"] as? Int, 5)
    XCTAssertEqual((json["boundingBox"] as? [String: Any])?["width"] as? Int, 81)
  }

  // MARK: Bridge to ImageComparison

  func testImageComparisonCarriesThePerceptualVerdict() throws {
    let (expected, actual) = fivePixelChange()
    let result = PerceptualDiff.compare(expected: expected, actual: actual, options: try DiffOptions(maxDiffPixels: 5))
    let comparison = ImageComparison(result)
    XCTAssertTrue(comparison.matches, "the limits decide, not the raw count")
    XCTAssertEqual(comparison.differingPixels, 5)
    XCTAssertEqual(comparison.boundingBox, [10, 50, 81, 1])
    XCTAssertEqual(comparison.summary, result.summary)
    XCTAssertFalse(ExactComparison.compare(expected: expected, actual: actual).matches)

    let mismatch = ImageComparison(PerceptualDiff.compare(expected: Draw.canvas(2, 2), actual: Draw.canvas(3, 2)))
    XCTAssertTrue(mismatch.isSizeMismatch)
    XCTAssertFalse(mismatch.matches)
    XCTAssertEqual(mismatch.differingPixels, 0)
  }
}
