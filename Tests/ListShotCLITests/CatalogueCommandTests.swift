import Foundation
import XCTest

/// `listshot catalogue` prints the table that scripts/regenerate.sh pastes into
/// docs/swiftui.md: a text of many lines, its line breaks printed as they are.
final class CatalogueCommandTests: XCTestCase {
  func testItPrintsTheDocumentsTableLineByLine() throws {
    let result = try CLI.run(["catalogue"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(result.stdout.contains("\\u{A}"), "line breaks printed escaped")
    let doc = try String(
      contentsOf: CLI.repositoryRoot.appendingPathComponent("docs/swiftui.md"), encoding: .utf8)
    let marker = try XCTUnwrap(doc.range(of: "<!-- catalogue: generated"))
    let start = try XCTUnwrap(doc.range(of: "-->\n", range: marker.upperBound..<doc.endIndex))
    let end = try XCTUnwrap(doc.range(of: "<!-- catalogue: end -->"))
    XCTAssertEqual(
      result.stdout.trimmingCharacters(in: .whitespacesAndNewlines),
      doc[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines))
    XCTAssertTrue(result.stdout.hasPrefix("### Views\n\n| SwiftUI |"))
  }
}
