import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The colours and shapes of the controls items per theme and state, as the token tables say
/// (shared/reference/ouds-tokens.md §2.1, §4.3), read off the display list.
final class ControlItemTokenTests: XCTestCase {
  let id = "sections[0].rows[0]"

  func testOrangeSelectedBoxIsOutlinedAndSoshAndWireframeAreFilled() throws {
    let screen = Screen("s") { OUDSCheckboxItem("Label", isOn: true) }
    let orange = try TestEnvironment.layout(screen)
    let ring = try XCTUnwrap(path("\(id).indicator.box", orange))
    XCTAssertEqual(ring.fill, Color(hex: "#F15E00"))  // actionSelected
    XCTAssertEqual(innerInset(ring), 2)  // borderWidthSelected
    XCTAssertEqual(path("\(id).indicator.mark", orange)?.fill, Color(hex: "#F15E00"))

    let sosh = try TestEnvironment.layout(screen, theme: "sosh")
    let box = try XCTUnwrap(path("\(id).indicator.box", sosh))
    XCTAssertEqual(box.fill, Color(hex: "#DE034B"))
    XCTAssertTrue(box.isEvenOdd)  // the tick is knocked out of the filled box
    XCTAssertNil(path("\(id).indicator.mark", sosh))
    XCTAssertEqual(
      path("\(id).indicator.box", try TestEnvironment.layout(screen, theme: "wireframe"))?.fill, Color(hex: "#2055E5"))
    XCTAssertEqual(
      path("\(id).indicator.box", try TestEnvironment.layout(screen, scheme: .dark))?.fill, Color(hex: "#FF7900"))
  }

  func testCheckboxBorderFollowsTheStateTable() throws {
    func box(_ item: OUDSControlItem, theme: String = "orange") throws -> PathItem {
      try XCTUnwrap(path("\(id).indicator.box", try TestEnvironment.layout(Screen("s") { item }, theme: theme)))
    }
    let off = OUDSCheckboxItem("L", isOn: false)
    XCTAssertEqual(try box(off).fill, Color(hex: "#000000"))  // actionEnabled
    XCTAssertEqual(innerInset(try box(off)), 1)
    XCTAssertEqual(try box(off.interaction(.hover)).fill, Color(hex: "#000000AD"))
    XCTAssertEqual(innerInset(try box(off.interaction(.hover))), 2)
    XCTAssertEqual(try box(off.interaction(.pressed)).fill, Color(hex: "#F15E00"))
    XCTAssertEqual(try box(off.interaction(.focus)).fill, Color(hex: "#000000AD"))
    var readOnly = off
    readOnly.isReadOnly = true
    XCTAssertEqual(try box(readOnly).fill, Color(hex: "#00000033"))  // actionReadOnlySecondary
    XCTAssertEqual(try box(off.disabled()).fill, Color(hex: "#00000033"))  // actionDisabled
    XCTAssertEqual(try box(off, theme: "sosh").fill, Color(hex: "#DE034B"))
    XCTAssertEqual(innerInset(try box(off.interaction(.pressed), theme: "sosh")), 3)
    XCTAssertEqual(try box(off.interaction(.pressed), theme: "sosh").fill, Color(hex: "#0173C1"))

    // Read-only selected: the border is the secondary colour, the tick the primary one.
    var readOnlyOn = OUDSCheckboxItem("L", isOn: true)
    readOnlyOn.isReadOnly = true
    let list = try TestEnvironment.layout(Screen("s") { readOnlyOn })
    XCTAssertEqual(path("\(id).indicator.box", list)?.fill, Color(hex: "#00000033"))
    XCTAssertEqual(path("\(id).indicator.mark", list)?.fill, Color(hex: "#000000AD"))
    XCTAssertEqual(list.text("\(id).label")?.color, Color(hex: "#000000"))
    let disabled = try TestEnvironment.layout(
      Screen("s") { OUDSCheckboxItem("L", isOn: true, description: "D").disabled() })
    XCTAssertEqual(disabled.text("\(id).label")?.color, Color(hex: "#00000033"))
    XCTAssertEqual(disabled.text("\(id).description")?.color, Color(hex: "#00000033"))
  }

  func testIndeterminateDrawsTheDash() throws {
    let list = try TestEnvironment.layout(Screen("s") { OUDSCheckboxItemIndeterminate("L", selection: .indeterminate) })
    XCTAssertEqual(path("\(id).indicator.mark", list)?.fill, Color(hex: "#F15E00"))
    let unselected = try TestEnvironment.layout(
      Screen("s") { OUDSCheckboxItemIndeterminate("L", selection: .unselected) })
    XCTAssertNil(path("\(id).indicator.mark", unselected))
  }

  func testInteractionBackgroundsAndFocusRing() throws {
    let item = OUDSRadioItem("L", isOn: false)
    func background(_ state: OUDSControlItem.InteractionState, theme: String = "orange") throws -> RectItem? {
      let list = try TestEnvironment.layout(Screen("s") { item.interaction(state) }, theme: theme)
      guard case .rect(let rect)? = list.items(withID: "\(id).background").first else { return nil }
      return rect
    }
    XCTAssertNil(try background(.enabled))
    XCTAssertEqual(try background(.hover)?.fill, Color(hex: "#00000014"))
    XCTAssertEqual(try background(.pressed)?.fill, Color(hex: "#0000001F"))
    XCTAssertEqual(try background(.focus)?.frame, Rect(x: 0, y: 0, width: 390, height: 60))
    XCTAssertEqual(try background(.hover, theme: "sosh")?.cornerRadius, 4)  // borderRadiusDefault

  }

  /// The ring surrounds the row outside it: 3 pt of borderFocus, then 2 pt of borderFocusInset
  /// against the row. A row as wide as the screen keeps only its top and bottom bands; later
  /// rows draw over the ring.
  func testFocusRingSurroundsTheRowOutsideIt() throws {
    let screen = Screen("s") {
      OUDSRadioItem("L", isOn: false)
      OUDSRadioItem("L", isOn: false).interaction(.focus)
      OUDSRadioItem("L", isOn: false)
    }
    let list = try TestEnvironment.layout(screen)
    let focused = "sections[0].rows[1]"
    XCTAssertEqual(rect("\(focused).focusRing.top", list)?.frame, Rect(x: 0, y: 55, width: 390, height: 3))
    XCTAssertEqual(rect("\(focused).focusRing.top", list)?.fill, Color(hex: "#000000"))  // borderFocus
    XCTAssertEqual(rect("\(focused).focusRingInset.top", list)?.frame, Rect(x: 0, y: 58, width: 390, height: 2))
    XCTAssertEqual(rect("\(focused).focusRingInset.top", list)?.fill, Color(hex: "#FFFFFF"))  // borderFocusInset
    XCTAssertEqual(rect("\(focused).focusRingInset.bottom", list)?.frame, Rect(x: 0, y: 120, width: 390, height: 2))
    XCTAssertEqual(rect("\(focused).focusRing.bottom", list)?.frame, Rect(x: 0, y: 122, width: 390, height: 3))
    XCTAssertNil(rect("\(focused).focusRing.leading", list))  // off the canvas
    let ids = list.items.map(\.id.description)
    XCTAssertLessThan(
      try XCTUnwrap(ids.firstIndex(of: "\(focused).focusRing.bottom")),
      try XCTUnwrap(ids.firstIndex(of: "sections[0].rows[2].indicator.box")))

    // Inside the canvas (here past an edit control and before a chevron) the ring is whole,
    // with the row's corners grown by the ring (Sosh: radius 4).
    var editing = Screen("s") {
      OUDSRadioItem("L", isOn: false)
      OUDSRadioItem("L", isOn: false).interaction(.focus).accessories(.disclosureIndicator)
    }
    editing.editMode = EditMode(delete: true)
    let inside = try TestEnvironment.layout(editing, theme: "sosh")
    let ring = try XCTUnwrap(path("\(focused).focusRing", inside))
    let row = try XCTUnwrap(rect("\(focused).background", inside)).frame
    XCTAssertGreaterThan(row.minX, 5)
    XCTAssertEqual(ring.frame, row.insetBy(dx: -5, dy: -5))
    XCTAssertEqual(innerInset(ring), 3)
    XCTAssertEqual(path("\(focused).focusRingInset", inside)?.frame, row.insetBy(dx: -2, dy: -2))
  }

  func testErrorReplacesTheIconAndAddsTheErrorText() throws {
    let item = OUDSCheckboxItem(
      "Label", isOn: true, description: "Description", icon: .named("phone"), isError: true,
      errorText: "Something wrong", hasDivider: true)
    let list = try TestEnvironment.layout(Screen("s") { item })
    XCTAssertEqual(list.size.height, 68 + 8 + 20)
    XCTAssertTrue(list.items(withID: "\(id).icon").isEmpty)
    let errorIcon = try XCTUnwrap(path("\(id).errorIcon", list))
    XCTAssertEqual(errorIcon.frame, Rect(x: 390 - 24 - 2 - 24, y: 22, width: 24, height: 24))  // 24: grid margin
    XCTAssertEqual(errorIcon.fill, Color(hex: "#DB0002"))  // actionNegativeEnabled
    XCTAssertEqual(list.text("\(id).label")?.frame.width, 390 - 48 - 20 - 12 - 28 - 12)
    XCTAssertEqual(list.text("\(id).label")?.color, Color(hex: "#DB0002"))
    XCTAssertEqual(list.text("\(id).description")?.color, Color(hex: "#000000AD"))
    XCTAssertEqual(path("\(id).indicator.box", list)?.fill, Color(hex: "#DB0002"))
    guard case .line(let divider)? = list.items(withID: "\(id).divider").first else { return XCTFail("no divider") }
    XCTAssertEqual(divider.color, Color(hex: "#DB0002"))
    let errorText = try XCTUnwrap(list.text("\(id).errorText"))
    XCTAssertEqual(errorText.frame, Rect(x: 24, y: 76, width: 342, height: 20))
    XCTAssertEqual(errorText.color, Color(hex: "#DB0002"))  // contentStatusNegative
    XCTAssertEqual(errorText.attributes.font.size, 14)

    let pressed = try TestEnvironment.layout(Screen("s") { item.interaction(.pressed) })
    XCTAssertEqual(pressed.text("\(id).label")?.color, Color(hex: "#800001"))
    XCTAssertEqual(path("\(id).errorIcon", pressed)?.fill, Color(hex: "#800001"))
    let hover = try TestEnvironment.layout(Screen("s") { item.interaction(.hover) }, scheme: .dark)
    XCTAssertEqual(hover.text("\(id).label")?.color, Color(hex: "#FFB2B3"))
  }

  func testSwitchTrackCursorAndCheck() throws {
    let on = try TestEnvironment.layout(Screen("s") { OUDSSwitchItem("Label", isOn: true) })
    // The switch item puts its switch at the trailing end: 56 × 32 at the grid margin (24 at
    // 390 pt).
    let track = try XCTUnwrap(rect("\(id).indicator.track", on))
    XCTAssertEqual(track.frame, Rect(x: 390 - 24 - 56, y: 14, width: 56, height: 32))
    XCTAssertEqual(track.fill, Color(hex: "#17A02F"))
    XCTAssertEqual(track.cornerRadius, 16)
    XCTAssertEqual(rect("\(id).indicator.cursor", on)?.frame, Rect(x: 366 - 4 - 24, y: 18, width: 24, height: 24))
    XCTAssertEqual(path("\(id).indicator.check", on)?.fill, Color(hex: "#000000"))  // colorCheck
    XCTAssertEqual(on.text("\(id).label")?.frame.x, 24)

    let off = try TestEnvironment.layout(Screen("s") { OUDSSwitchItem("Label", isOn: false).interaction(.pressed) })
    XCTAssertEqual(rect("\(id).indicator.track", off)?.fill, Color(hex: "#00000085"))  // …Interaction
    XCTAssertEqual(rect("\(id).indicator.cursor", off)?.frame, Rect(x: 310 + 8, y: 22, width: 24, height: 16))
    XCTAssertNil(path("\(id).indicator.check", off))

    let disabled = try TestEnvironment.layout(Screen("s") { OUDSSwitchItem("L", isOn: true).disabled() })
    XCTAssertEqual(rect("\(id).indicator.track", disabled)?.fill, Color(hex: "#00000033"))
    XCTAssertEqual(path("\(id).indicator.check", disabled)?.fill, Color(hex: "#00000033"))
    let wireframe = try TestEnvironment.layout(Screen("s") { OUDSSwitchItem("L", isOn: true) }, theme: "wireframe")
    XCTAssertEqual(rect("\(id).indicator.cursor", wireframe)?.cornerRadius, 3)
    XCTAssertEqual(path("\(id).indicator.check", wireframe)?.fill, Color(hex: "#2055E5"))
  }

  func testRadioRingAndDot() throws {
    let orange = try TestEnvironment.layout(Screen("s") { OUDSRadioItem("L", isOn: true) })
    let ring = try XCTUnwrap(path("\(id).indicator.box", orange))
    XCTAssertEqual(innerInset(ring), 2)
    XCTAssertEqual(ring.fill, Color(hex: "#F15E00"))
    let dot = try XCTUnwrap(path("\(id).indicator.mark", orange))
    XCTAssertEqual(bounds(dot), Rect(x: 30, y: 26, width: 8, height: 8))
    let sosh = try TestEnvironment.layout(Screen("s") { OUDSRadioItem("L", isOn: true) }, theme: "sosh")
    let disc = try XCTUnwrap(path("\(id).indicator.box", sosh))
    XCTAssertEqual(innerInset(disc), 6)  // a 20 pt disc with an 8 pt hole
    XCTAssertEqual(disc.fill, Color(hex: "#DE034B"))
    XCTAssertNil(path("\(id).indicator.mark", sosh))
    let off = try TestEnvironment.layout(Screen("s") { OUDSRadioItem("L", isOn: false) }, theme: "wireframe")
    XCTAssertEqual(innerInset(try XCTUnwrap(path("\(id).indicator.box", off))), 3)
  }
}
