import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Outline rows: children follow an expanded row one indentation level (10 pt) deeper, with
/// the outline chevron turned down; collapsed children are not drawn.
final class OutlineLayoutTests: XCTestCase {
  static let folders = Screen("folders") {
    OutlineItem(ListCell("Folders", image: .named("folder")), isExpanded: true) {
      ListCell("Work")
      OutlineItem(ListCell("Personal")) { ListCell("Hidden") }
    }
    ListCell("Trash")
  }

  func testExpandedChildrenAreIndentedAndCollapsedOnesAreNotDrawn() throws {
    let list = try TestEnvironment.layout(Self.folders)
    XCTAssertEqual(list.size.height, 4 * 44)
    let expanded = try XCTUnwrap(list.path("sections[0].rows[0].accessories[0].disclosure.expanded"))
    XCTAssertEqual(expanded.frame, Rect(x: 361, y: 15.5, width: 13, height: 13))
    XCTAssertEqual(expanded.stroke?.color, Color(hex: "#F16E00"))
    XCTAssertEqual(list.text("sections[0].rows[0].children[0].text")?.frame.origin, Point(x: 30, y: 55))
    XCTAssertEqual(list.line("sections[0].rows[0].children[0].separator")?.frame.x, 30)
    XCTAssertEqual(list.text("sections[0].rows[0].children[1].text")?.frame.x, 30)
    XCTAssertNotNil(list.path("sections[0].rows[0].children[1].accessories[0].disclosure.collapsed"))
    XCTAssertEqual(list.ids(startingWith: "sections[0].rows[0].children[1].children"), [])
    XCTAssertEqual(list.text("sections[0].rows[1].text")?.frame.origin, Point(x: 20, y: 143))
  }

  func testIndentationMovesLeadingAccessoriesWithTheContent() throws {
    var screen = Screen("nested") {
      OutlineItem(ListCell("A"), isExpanded: true) {
        OutlineItem(ListCell("B"), isExpanded: true) { ListCell("C") }
      }
    }
    screen.editMode = EditMode(delete: true)
    let list = try TestEnvironment.layout(screen)
    XCTAssertEqual(list.frame("sections[0].rows[0].children[0].children[0].accessories[0].delete")?.x, 20 + 16)
    XCTAssertEqual(list.text("sections[0].rows[0].children[0].children[0].text")?.frame.x, 20 + 38 + 20)
  }

  func testAnExplicitOutlineAccessoryIsNotDoubled() throws {
    let list = try TestEnvironment.layout(
      Screen("o") {
        OutlineItem(ListCell("A").accessories(.badge("2"), .outlineDisclosure), isExpanded: false) { ListCell("B") }
      })
    XCTAssertEqual(
      list.ids(startingWith: "sections[0].rows[0].accessories").filter { $0.contains("disclosure") },
      [
        "sections[0].rows[0].accessories[1].disclosure.collapsed"
      ])
  }
}
