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
            toolbar: [{ icon: trash }, spacer, { title: Archive }]
          rows: [{ listCell: { text: To } }, { listCell: { text: Subject } }]
      """)
    XCTAssertEqual(try Lowering.screen("compose") { ComposeBars() }, spec)
    try Lowering.assertSamePNGs(Screen("compose") { ComposeBars() }, spec)
  }

  func testLeadingItemsStartAtTheLeadingMargin() throws {
    let spec = try Lowering.spec(
      """
        - name: edit
          style: insetGrouped
          navigationTitle: Edit
          chrome:
            statusBar: false
            homeIndicator: false
            leadingBarItems: [{ title: Cancel }, { icon: trash }]
            barItems: [{ title: Save }]
          rows: [{ listCell: { text: A } }]
      """)
    let view = Screen("edit") { EditBars() }
    XCTAssertEqual(try view.screen(for: ScreenVariant()), spec)
    try Lowering.assertSamePNGs(view, spec)
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: view, in: variant)
      func frame(_ id: String) -> Rect? { list.items.first { $0.id.description == id }?.frame }
      let cancel = try XCTUnwrap(frame("navigationBar.leadingBarItems[0].title"), "\(variant)")
      let trash = try XCTUnwrap(frame("navigationBar.leadingBarItems[1].icon"), "\(variant)")
      let save = try XCTUnwrap(frame("navigationBar.barItems[0].title"), "\(variant)")
      if variant.direction == .rightToLeft {
        XCTAssertGreaterThan(cancel.minX, trash.maxX, "\(variant): Cancel at the leading (right) end")
        XCTAssertLessThan(save.maxX, trash.minX, "\(variant): Save at the trailing (left) end")
      } else {
        XCTAssertLessThan(cancel.maxX, trash.minX, "\(variant): Cancel at the leading end, then the trash")
        XCTAssertGreaterThan(save.minX, trash.maxX, "\(variant): Save at the trailing end")
      }
    }
  }

  func testAnUndrawableItemIsRefusedWithItsPlace() throws {
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
