import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Selection and edit mode: the selection background, delete controls, reorder handles and
/// selection circles, in both directions.
final class EditModeLayoutTests: XCTestCase {
  func testDeleteControlsAndReorderHandles() throws {
    var screen = Screen("edit") {
      ListCell("Apple")
      ListCell("Pear")
    }
    screen.editMode = EditMode(delete: true, reorder: true)
    let list = try TestEnvironment.layout(screen)
    let delete = try XCTUnwrap(list.path("sections[0].rows[0].accessories[0].delete"))
    XCTAssertEqual(delete.frame, Rect(x: 16, y: 11, width: 22, height: 22))
    XCTAssertEqual(delete.fill, Color(hex: "#FF3B30"))
    XCTAssertEqual(
      list.rect("sections[0].rows[0].accessories[0].delete.minus")?.frame, Rect(x: 21.5, y: 21, width: 11, height: 2))
    XCTAssertEqual(list.fill("sections[0].rows[0].accessories[0].delete.minus"), Color.white)
    for bar in 0..<3 {
      let frame = list.frame("sections[0].rows[1].accessories[1].reorder.bar\(bar)")
      XCTAssertEqual(frame, Rect(x: 356, y: 60 + 5 * Double(bar), width: 18, height: 2))
    }
    XCTAssertEqual(list.fill("sections[0].rows[0].accessories[1].reorder.bar0"), Color(hex: "#8E8E93"))
    // The content moves past the control (16 + 22) and keeps its own 20 pt margin.
    XCTAssertEqual(
      list.text("sections[0].rows[0].text")?.frame, Rect(x: 58, y: 11, width: 390 - 38 - 34 - 40, height: 22))
    XCTAssertEqual(list.line("sections[0].rows[0].separator")?.frame, Rect(x: 58, y: 43.5, width: 332, height: 0.5))
  }

  func testMultiSelectionCirclesAndSelectedRows() throws {
    var screen = Screen("select", style: .insetGrouped) {
      ListCell("Apple")
      ListCell("Pear").selected()
    }
    screen.editMode = EditMode(multiselect: true)
    let list = try TestEnvironment.layout(screen)
    let empty = try XCTUnwrap(list.path("sections[0].rows[0].accessories[0].multiselect"))
    XCTAssertEqual(empty.frame, Rect(x: 36, y: 46, width: 22, height: 22))
    XCTAssertNil(empty.fill)
    XCTAssertEqual(empty.stroke?.color, Color(hex: "#C7C7CC"))
    let filled = try XCTUnwrap(list.path("sections[0].rows[1].accessories[0].multiselect"))
    XCTAssertEqual(filled.fill, Color(hex: "#F16E00"))
    XCTAssertEqual(list.path("sections[0].rows[1].accessories[0].multiselect.checkmark")?.stroke?.color, Color.white)
    XCTAssertEqual(list.rect("sections[0].rows[1].selection")?.frame, Rect(x: 20, y: 79, width: 350, height: 44))
    XCTAssertNil(list.rect("sections[0].rows[0].selection"))
  }

  func testSingleSelectionAndHighlightShadeTheRow() throws {
    let list = try TestEnvironment.layout(
      Screen("rows", style: .plain) {
        ListCell("Selected").selected()
        ListCell("Pressed").highlighted()
      }, scheme: .dark)
    XCTAssertEqual(list.rect("sections[0].rows[0].selection")?.frame, Rect(x: 0, y: 0, width: 390, height: 44))
    XCTAssertEqual(list.fill("sections[0].rows[0].selection"), Color(hex: "#3A3A3C"))
    XCTAssertEqual(list.fill("sections[0].rows[1].highlight"), Color(hex: "#3A3A3C"))
    // The shade is drawn under the row's content.
    let ids = list.items.map(\.id.description)
    XCTAssertLessThan(
      ids.firstIndex(of: "sections[0].rows[0].selection")!, ids.firstIndex(of: "sections[0].rows[0].text")!)
  }

  func testEditModeAddsEachControlOnceAndKeepsTheRowsOwnAccessories() throws {
    var screen = Screen("edit") {
      ListCell("Apple").accessories(.delete, .disclosureIndicator)
    }
    screen.editMode = EditMode(delete: true, reorder: true)
    let list = try TestEnvironment.layout(screen)
    XCTAssertEqual(
      list.ids(startingWith: "sections[0].rows[0].accessories[0].delete"),
      [
        "sections[0].rows[0].accessories[0].delete", "sections[0].rows[0].accessories[0].delete.minus",
      ])
    XCTAssertNotNil(list.path("sections[0].rows[0].accessories[1].chevron"))
    XCTAssertNotNil(list.rect("sections[0].rows[0].accessories[2].reorder.bar0"))
  }
}
