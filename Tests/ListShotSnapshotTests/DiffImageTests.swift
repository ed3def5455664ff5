import ListShotPNG
import ListShotSnapshot
import XCTest

final class DiffImageTests: XCTestCase {
  /// Black area (x < 10), a grey divider at x = 10 and white beyond, 21 × 11; `changed` makes
  /// the divider a lighter grey (anti-aliasing) and puts a blue pixel at (2, 2) (a change).
  private func image(changed: Bool) -> RGBAImage {
    var image = Draw.canvas(21, 11)
    Draw.fill(&image, x: 0, y: 0, width: 10, height: 11, Draw.black)
    Draw.fill(&image, x: 10, y: 0, width: 1, height: 11, changed ? (160, 160, 160, 255) : (128, 128, 128, 255))
    if changed { image.setPixel(x: 2, y: 2, (0, 0, 255, 255)) }
    return image
  }

  func testDiffImageColours() {
    let (result, diff) = PerceptualDiff.diff(expected: image(changed: false), actual: image(changed: true))
    XCTAssertEqual(result.differingPixels, 1)
    XCTAssertEqual(result.antialiasedPixels, 11)
    XCTAssertEqual([diff.width, diff.height], [21, 11])
    XCTAssertTrue(diff.pixels.count == 21 * 11 * 4)
    XCTAssert(diff.pixel(x: 2, y: 2) == (255, 0, 0, 255), "the change is red")
    for y in 0..<11 { XCTAssert(diff.pixel(x: 10, y: y) == (255, 255, 0, 255), "anti-aliasing is yellow") }
    // Unchanged pixels: the expected image as grey at a quarter contrast over white,
    // 255 − round((255 − grey) / 4): black → 191, white → 255.
    XCTAssert(diff.pixel(x: 0, y: 0) == (191, 191, 191, 255))
    XCTAssert(diff.pixel(x: 3, y: 2) == (191, 191, 191, 255))
    XCTAssert(diff.pixel(x: 20, y: 10) == (255, 255, 255, 255))
  }

  func testFadedGreyAndTranslucency() {
    // Grey 128 fades to 255 − round(127 / 4) = 223; black at alpha 0 is white, so 255.
    var expected = Draw.canvas(3, 1, (128, 128, 128, 255))
    expected.setPixel(x: 2, y: 0, (0, 0, 0, 0))
    let diff = PerceptualDiff.diffImage(expected: expected, actual: expected)
    XCTAssert(diff.pixel(x: 0, y: 0) == (223, 223, 223, 255))
    XCTAssert(diff.pixel(x: 2, y: 0) == (255, 255, 255, 255))
    XCTAssertTrue(diff.isOpaque)
  }

  func testSizeMismatchCanvasHatchesTheMissingArea() {
    // Expected 6 × 4, actual 4 × 6: the canvas is 6 × 6; (4..5, 0..3) exists only in expected,
    // (0..3, 4..5) only in actual, (4..5, 4..5) in neither. The hatch is magenta where
    // (x + y) / 4 is even, white where it is odd.
    let expected = Draw.canvas(6, 4, Draw.black)
    let actual = Draw.canvas(4, 6, Draw.black)
    let (result, diff) = PerceptualDiff.diff(expected: expected, actual: actual)
    XCTAssertTrue(result.isSizeMismatch)
    XCTAssertEqual([diff.width, diff.height], [6, 6])
    XCTAssert(diff.pixel(x: 3, y: 3) == (191, 191, 191, 255), "the overlap is drawn as usual")
    let magenta: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 255, 255)
    let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    XCTAssert(diff.pixel(x: 5, y: 3) == magenta, "only in expected, (5 + 3) / 4 = 2")
    XCTAssert(diff.pixel(x: 4, y: 0) == white, "only in expected, (4 + 0) / 4 = 1")
    XCTAssert(diff.pixel(x: 3, y: 5) == magenta, "only in actual, (3 + 5) / 4 = 2")
    XCTAssert(diff.pixel(x: 0, y: 4) == white, "only in actual, (0 + 4) / 4 = 1")
    XCTAssert(diff.pixel(x: 4, y: 4) == magenta, "in neither, (4 + 4) / 4 = 2")
  }

  func testSideBySide() {
    let expected = Draw.canvas(3, 2, (10, 20, 30, 255))
    let diff = Draw.canvas(3, 2, (40, 50, 60, 255))
    let actual = Draw.canvas(3, 4, (70, 80, 90, 128))
    let strip = PerceptualDiff.sideBySide(expected: expected, diff: diff, actual: actual)
    XCTAssertEqual([strip.width, strip.height], [3 + 1 + 3 + 1 + 3, 4])
    XCTAssert(strip.pixel(x: 2, y: 1) == (10, 20, 30, 255))
    XCTAssert(strip.pixel(x: 3, y: 0) == (128, 128, 128, 255), "separator")
    XCTAssert(strip.pixel(x: 3, y: 3) == (128, 128, 128, 255), "separator runs the full height")
    XCTAssert(strip.pixel(x: 4, y: 0) == (40, 50, 60, 255))
    XCTAssert(strip.pixel(x: 7, y: 1) == (128, 128, 128, 255), "separator")
    XCTAssert(strip.pixel(x: 8, y: 3) == (70, 80, 90, 128), "pixels are copied as they are")
    XCTAssert(strip.pixel(x: 0, y: 2) == (255, 255, 255, 255), "white below a shorter panel")
  }

  func testSideBySidePNGDecodesToTheStrip() throws {
    let expected = image(changed: false), actual = image(changed: true)
    let png = PerceptualDiff.sideBySidePNG(expected: expected, actual: actual)
    let decoded = try PNGDecoder.decode(png, file: "strip.png")
    let diff = PerceptualDiff.diffImage(expected: expected, actual: actual)
    XCTAssertEqual(decoded, PerceptualDiff.sideBySide(expected: expected, diff: diff, actual: actual))
    XCTAssertEqual(decoded.width, 21 * 3 + 2)
  }
}
