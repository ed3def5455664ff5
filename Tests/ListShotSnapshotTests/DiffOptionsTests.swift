import ListShotCore
import ListShotSnapshot
import XCTest

final class DiffOptionsTests: XCTestCase {
  func testDefaultsAreExactWithAntialiasingDetection() {
    let options = DiffOptions()
    XCTAssertEqual(options.threshold, 0)
    XCTAssertTrue(options.detectAntialiasing)
    XCTAssertNil(options.maxDiffPixels)
    XCTAssertNil(options.maxDiffRatio)
    XCTAssertEqual(options.allowedPixels(of: 1_000_000), 0)
    XCTAssertEqual(try DiffOptions(threshold: 0), options)
  }

  func testRangesAreChecked() {
    for bad in [-0.01, 1.01, .nan, .infinity] {
      XCTAssertThrowsError(try DiffOptions(threshold: bad)) { error in
        XCTAssertEqual((error as? ListShotError)?.kind, .badInput)
      }
      XCTAssertThrowsError(try DiffOptions(maxDiffRatio: bad))
    }
    XCTAssertThrowsError(try DiffOptions(maxDiffPixels: -1))
    XCTAssertNoThrow(try DiffOptions(threshold: 1, maxDiffPixels: 0, maxDiffRatio: 1))
    XCTAssertNoThrow(try DiffOptions(threshold: 0, maxDiffRatio: 0))
  }

  func testAllowedPixels() throws {
    XCTAssertEqual(try DiffOptions(maxDiffPixels: 7).allowedPixels(of: 10), 7)
    XCTAssertEqual(try DiffOptions(maxDiffRatio: 0.01).allowedPixels(of: 10_000), 100)
    XCTAssertEqual(try DiffOptions(maxDiffRatio: 0.001).allowedPixels(of: 2_999), 2, "rounded down")
    XCTAssertEqual(try DiffOptions(maxDiffRatio: 0.07).allowedPixels(of: 100), 7, "0.07 × 100 is 7.000000000000001")
    XCTAssertEqual(try DiffOptions(maxDiffRatio: 0.29).allowedPixels(of: 100), 29, "0.29 × 100 is 28.999999999999996")
    XCTAssertEqual(try DiffOptions(maxDiffPixels: 50, maxDiffRatio: 0.01).allowedPixels(of: 10_000), 50)
    XCTAssertEqual(try DiffOptions(maxDiffPixels: 500, maxDiffRatio: 0.01).allowedPixels(of: 10_000), 100)
  }
}
