import ListShotModel
import ListShotUI
import XCTest

/// The toolbar's placements and the modifiers a List, Section or Form passes to its rows.
final class ToolbarTests: XCTestCase {
  func testEachPlacementGoesToItsBar() throws {
    let spec = try Lowering.spec(
      """
        - name: compose
          style: insetGrouped
          navigationTitle: New Message
          navigationBarTitleDisplayMode: inline
          chrome:
            statusBar: false
            homeIndicator: false
            barItems: [{ icon: square.and.arrow.up }, { title: Send }]
            toolbar: [{ icon: trash }, { title: Archive }]
          rows: [{ listCell: { text: To } }, { listCell: { text: Subject } }]
      """)
    XCTAssertEqual(try Lowering.screen("compose") { ComposeBars() }, spec)
    try Lowering.assertSamePNGs(Screen("compose") { ComposeBars() }, spec)
  }

  func testALeadingItemAndAnUndrawableItemAreRefusedWithTheirPlace() throws {
    XCTAssertThrowsError(
      try Lowering.screen("cancel") {
        NavigationStack {
          List { Text("A") }
            .navigationTitle("Edit")
            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
        }
      }
    ) {
      XCTAssertTrue("\($0)".contains("a toolbar item placed at cancellationAction cannot be drawn yet"), "\($0)")
    }
    XCTAssertThrowsError(
      try Lowering.screen("toggle") {
        NavigationStack {
          List { Text("A") }
            .navigationTitle("Edit")
            .toolbar { Toggle("On", isOn: .constant(true)) }
        }
      }
    ) {
      XCTAssertTrue("\($0)".contains("Toggle in a toolbar cannot be drawn"), "\($0)")
    }
  }

  func testStylesOnAListOrSectionApplyToItsRows() throws {
    let rows = try Lowering.screen("styled") { StyledRows() }
    XCTAssertEqual(try Lowering.screen("styled") { StyledSections() }, rows)
    try Lowering.assertSamePNGs(Screen("styled") { StyledSections() }, rows)
    XCTAssertThrowsError(try Lowering.screen("framed") { List { Text("A") }.frame(width: 200) }) {
      XCTAssertTrue("\($0)".contains(".frame on a List cannot be drawn; the list fills the screen"), "\($0)")
    }
    XCTAssertThrowsError(try Lowering.screen("padded") { List { Section { Text("A") }.padding() } }) {
      XCTAssertTrue("\($0)".contains(".padding on a Section cannot be drawn; put it on the rows"), "\($0)")
    }
  }
}
