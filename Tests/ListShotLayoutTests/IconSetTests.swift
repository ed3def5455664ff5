import ListShotLayout
import XCTest

/// The Material Icons name table shipped in the package's resources (the one layout tests use).
final class IconSetTests: XCTestCase {
  func testTheMaterialCodePointsAreRead() throws {
    let icons = try IconSet.material()
    XCTAssertGreaterThan(icons.names.count, 2000)
    XCTAssertEqual(icons.character(for: "favorite"), "\u{E87D}")
    XCTAssertEqual(icons.character(for: "heart"), "\u{E87E}", "SF Symbol alias of favorite_border")
    XCTAssertEqual(icons.character(for: "chevron_right"), "\u{E5CC}")
    XCTAssertNil(icons.character(for: "no-such-icon"))
  }
}
