import Foundation
import ListShotUI
import XCTest

/// docs/swiftui.md shows the catalogue as `listshot catalogue` prints it, and the app-shaped
/// views that AppShapedLoweringTests renders.
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

  /// The "Views as an app writes them" block is AppShapedViews.swift, which the tests render and
  /// consumer-check.sh compiles against ListShot by version.
  func testTheAppShapedViewsAreTheDocuments() throws {
    let doc = try String(contentsOf: DocsExampleTests.root.appendingPathComponent("docs/swiftui.md"), encoding: .utf8)
    let section = try XCTUnwrap(doc.range(of: "## Views as an app writes them"))
    let open = try XCTUnwrap(doc.range(of: "```swift\n", range: section.upperBound..<doc.endIndex))
    let close = try XCTUnwrap(doc.range(of: "```\n", range: open.upperBound..<doc.endIndex))
    let file = DocsExampleTests.root.appendingPathComponent("Tests/ListShotUITests/AppShapedViews.swift")
    XCTAssertEqual(
      String(doc[open.upperBound..<close.lowerBound]), try String(contentsOf: file, encoding: .utf8),
      "docs/swiftui.md's block and Tests/ListShotUITests/AppShapedViews.swift must be the same code")
  }

  /// docs/content.md gives the values of every spec key of the catalogue's views and modifiers.
  func testTheContentPageHasEverySpecKey() throws {
    let doc = try String(contentsOf: DocsExampleTests.root.appendingPathComponent("docs/content.md"), encoding: .utf8)
    let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { $0.split(separator: "|")[0] }
    for key in (ViewCatalogue.views + ViewCatalogue.modifiers).compactMap(\.spec?.key) {
      XCTAssert(
        rows.contains { $0.contains("`\(key)`") }, "docs/content.md has no table row for the spec key `\(key)`")
    }
  }
}
