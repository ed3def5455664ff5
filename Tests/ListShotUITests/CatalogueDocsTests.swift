import Foundation
import ListShotUI
import XCTest

/// docs/swiftui.md shows the catalogue as `listshot catalogue` prints it.
final class CatalogueDocsTests: XCTestCase {
  func testTheDocumentsTableIsTheCatalogues() throws {
    let doc = try String(contentsOf: DocsExampleTests.root.appendingPathComponent("docs/swiftui.md"), encoding: .utf8)
    let marker = try XCTUnwrap(doc.range(of: "<!-- catalogue: generated"))
    let start = try XCTUnwrap(doc.range(of: "-->\n", range: marker.lowerBound..<doc.endIndex))
    let end = try XCTUnwrap(doc.range(of: "<!-- catalogue: end -->"))
    let table = String(doc[start.upperBound..<end.lowerBound])
    XCTAssertEqual(
      table.trimmingCharacters(in: .whitespacesAndNewlines),
      ViewCatalogue.markdownTable.trimmingCharacters(in: .whitespacesAndNewlines),
      "run: swift run listshot catalogue, and paste it between the markers of docs/swiftui.md")
  }
}
