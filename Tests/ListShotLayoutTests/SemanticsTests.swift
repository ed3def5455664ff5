import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTestSupport
import XCTest

/// The semantics layer: one node per row, with the role, state, flags and hit area.
final class SemanticsTests: XCTestCase {
  func spoken(_ item: OUDSControlItem) throws -> String {
    let list = try TestEnvironment.layout(Screen("s") { item })
    return try XCTUnwrap(list.semantics.first).spokenText
  }

  func testVoiceOverTextForEveryControlsItemState() throws {
    let cases: [(OUDSControlItem, String)] = [
      (OUDSControlItem(control: .checkbox(.selected), label: "Hello"), "Hello, selected, checkbox"),
      (OUDSControlItem(control: .checkbox(.unselected), label: "Hello"), "Hello, unselected, checkbox"),
      (
        OUDSControlItem(control: .checkboxIndeterminate(.indeterminate), label: "Hello"),
        "Hello, indeterminate, checkbox"
      ),
      (OUDSControlItem(control: .checkboxIndeterminate(.selected), label: "Hello"), "Hello, selected, checkbox"),
      (OUDSControlItem(control: .radio(isSelected: true), label: "Hello"), "Hello, selected, radio button"),
      (OUDSControlItem(control: .radio(isSelected: false), label: "Hello"), "Hello, unselected, radio button"),
      (OUDSControlItem(control: .switch(isOn: true), label: "Wi-Fi"), "Wi-Fi, on, switch"),
      (OUDSControlItem(control: .switch(isOn: false), label: "Wi-Fi"), "Wi-Fi, off, switch"),
      (
        OUDSControlItem(control: .checkbox(.unselected), label: "Hello", description: "Helper"),
        "Hello, Helper, unselected, checkbox"
      ),
      (
        OUDSControlItem(control: .checkbox(.unselected), label: "Hello", isDisabled: true),
        "disabled, Hello, unselected, checkbox"
      ),
      (
        OUDSControlItem(control: .radio(isSelected: true), label: "Hello", isReadOnly: true),
        "read only, Hello, selected, radio button"
      ),
      (
        OUDSControlItem(control: .checkbox(.unselected), label: "Hello", isError: true, errorText: "Something wrong"),
        "error: Something wrong, Hello, unselected, checkbox"
      ),
      (OUDSControlItem(control: .switch(isOn: false), label: "Hello", isError: true), "error, Hello, off, switch"),
    ]
    for (item, expected) in cases {
      XCTAssertEqual(try spoken(item), expected)
    }
  }

  func testAControlsItemIsOneNodeWhoseHitAreaIsTheRow() throws {
    let list = try TestEnvironment.layout(
      Screen("s") {
        OUDSControlItem(control: .checkbox(.selected), label: "Hello", isError: true, errorText: "Wrong")
      })
    let node = try XCTUnwrap(list.semantics.first)
    XCTAssertEqual(list.semantics.count, 1)
    XCTAssertEqual(node.id, .row(section: 0, 0))
    XCTAssertEqual(node.role, .checkbox)
    XCTAssertEqual(node.hitFrame?.height, 60)  // the row without the error text
    XCTAssertGreaterThan(node.frame.height, 60)
    XCTAssertTrue(node.elementIDs.map(\.description).contains("sections[0].rows[0].errorText"))
    XCTAssertTrue(node.elementIDs.map(\.description).contains("sections[0].rows[0].indicator.box"))
  }

  func testODSRowsActAsTheirTrailingElement() throws {
    let list = try TestEnvironment.layout(
      Screen("s") {
        ODSListItem(title: "Plain", subtitle: "Sub")
        ODSListItem(title: "Wi-Fi", trailingToggleIsOn: true)
        ODSListItem(title: "Salad", trailingCheckmarkIsSelected: false)
        ODSListItem(title: "More", trailingText: "Details", hasInfoButton: true, isNavigationLink: true)
      })
    XCTAssertEqual(
      list.semantics.map(\.spokenText),
      ["Plain, Sub", "Wi-Fi, on, switch", "Salad, unselected, button", "More, Details, link", "More info, button"])
    XCTAssertNil(list.semantics[0].hitFrame)
    XCTAssertEqual(list.semantics[1].hitFrame?.size, Size(width: 51, height: 31))
    XCTAssertEqual(list.semantics[2].hitFrame, list.semantics[2].frame)
    XCTAssertEqual(list.semantics[4].rowID, .row(section: 0, 3))
    XCTAssertEqual(list.semantics[4].hitFrame, frame("sections[0].rows[3].infoButton", list))
  }

  func testHitAreasAreMirroredInRightToLeft() throws {
    let screen = Screen("s") { ODSListItem(title: "Wi-Fi", trailingToggleIsOn: true) }
    let ltr = try TestEnvironment.layout(screen, width: 390)
    let rtl = try TestEnvironment.layout(screen, direction: .rightToLeft, width: 390)
    XCTAssertEqual(rtl.semantics[0].hitFrame, ltr.semantics[0].hitFrame?.mirrored(inWidth: 390))
  }

  func testSemanticsSurviveJSONAndOldJSONStillReads() throws {
    let list = try TestEnvironment.layout(Screen("s") { ODSListItem(title: "Wi-Fi", trailingToggleIsOn: true) })
    let data = try JSONEncoder().encode(list)
    XCTAssertEqual(try JSONDecoder().decode(DisplayList.self, from: data).semantics, list.semantics)
    var old = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    old["semantics"] = nil
    let decoded = try JSONDecoder().decode(DisplayList.self, from: JSONSerialization.data(withJSONObject: old))
    XCTAssertEqual(decoded.semantics, [])
    XCTAssertEqual(decoded.items.map(\.id.description), list.items.map(\.id.description))
  }
}
