import Foundation
import ListShotCore
import ListShotTheme
import XCTest

/// Inputs the fuzzers (Fuzz/README.md) flagged, kept as regression tests.
final class FuzzRegressionTests: XCTestCase {
  /// FuzzTheme's first finding: an empty theme file. ListShot reports it cleanly; the flag was
  /// a 4 KiB leak inside Foundation's `Data(contentsOf:)` for empty files, not in ListShot
  /// (theme files are now read with `InputFile` and parsed with jansson).
  func testAnEmptyThemeFileIsAnInvalidJSONError() throws {
    let path = try makeThemeFile("")
    let error = ThemeFixtures.error { _ = try ThemeFixtures.loader.load(path, scheme: .light) }
    XCTAssertEqual(error?.description, "\(path):1:1: error: invalid JSON: '[' or '{' expected near end of file")
    XCTAssertEqual(
      try ThemeFixtures.loader.validate(file: URL(fileURLWithPath: path)).first?.message,
      "invalid JSON: '[' or '{' expected near end of file")
  }
}
