import ListShotCore
import XCTest

/// Typed paths print as the dotted paths users see in errors, ids and reports.
final class NodePathTests: XCTestCase {
  func testPathsPrintKeysWithDotsAndIndicesInBrackets() {
    let row = NodePath.row(section: 1, 2)
    XCTAssertEqual(row.description, "sections[1].rows[2]")
    XCTAssertEqual(row.appending("odsListItem").appending("title").description, "sections[1].rows[2].odsListItem.title")
    XCTAssertEqual(
      row.appending("accessories").index(0).appending("image").description, "sections[1].rows[2].accessories[0].image")
    XCTAssertEqual(NodePath.root.description, "")
    XCTAssertEqual(NodePath.key("screens").index(0).description, "screens[0]")
    XCTAssertEqual(NodePath.root.appending(NodePath.key("title")), "title")
  }

  func testParentLastKeyAndRowAreReadFromTheComponents() {
    let title = NodePath.row(section: 0, 3).appending("children").index(1).appending("listCell").appending("text")
    XCTAssertEqual(title.lastKey, "text")
    XCTAssertEqual(title.parent?.description, "sections[0].rows[3].children[1].listCell")
    XCTAssertEqual(title.row, .row(section: 0, 3), "a child row belongs to its top-level row")
    XCTAssertNil(NodePath.key("navigationBar").appending("title").row)
    XCTAssertNil(NodePath.key("sections").index(0).appending("header").row)
    XCTAssertEqual(NodePath.key("rows").index(4).lastKey, "rows")
    XCTAssertNil(NodePath.root.parent)
    XCTAssertNil(NodePath.root.lastKey)
  }

  func testEqualPathsAreEqualKeys() {
    let suppressions: [NodePath: String] = [.row(section: 0, 1): "a"]
    XCTAssertEqual(suppressions[NodePath.key("sections").index(0).appending("rows").index(1)], "a")
    XCTAssertNotEqual(NodePath.row(section: 0, 1), NodePath.row(section: 1, 0))
  }
}
