import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Display-list tests for the OUDS controls items, without pixels: exact frames from the fixed
/// measurer (every character is half its point size wide), token colours per theme.
final class ControlItemLayoutTests: XCTestCase {
  let id = "sections[0].rows[0]"

  func testFramesOfACheckboxItemLeftToRight() throws {
    let list = try TestEnvironment.layout(Screen("s") { OUDSCheckboxItem("Label", isOn: false) })
    XCTAssertEqual(list.size, Size(width: 390, height: 60))  // sizeMinHeightDefault
    // Indicator: 20 pt at the 16 pt inline padding, centred; text after the 12 pt column gap.
    XCTAssertEqual(frame("\(id).indicator.box", list), Rect(x: 16, y: 20, width: 20, height: 20))
    let label = try XCTUnwrap(list.text("\(id).label"))
    XCTAssertEqual(label.frame, Rect(x: 48, y: 18, width: 390 - 32 - 20 - 12, height: 24))
    XCTAssertEqual(label.attributes, TextAttributes(font: FontDescriptor(family: "TeX Gyre Heros", size: 16), lineHeight: 24, letterSpacing: 0.2))
    XCTAssertEqual(label.color, Color(hex: "#000000"))
    XCTAssertEqual(label.alignment, .left)
    XCTAssertEqual(label.maxLines, 0)
    // Enabled: no background, no divider unless asked.
    XCTAssertEqual(list.items.map(\.id), ["\(id).indicator.box", "\(id).label"])
  }

  func testDescriptionIconAndDivider() throws {
    let list = try TestEnvironment.layout(
      Screen("s") { OUDSCheckboxItem("Label", isOn: false, description: "Description", icon: .named("phone"), hasDivider: true) })
    XCTAssertEqual(list.size.height, 68)  // 24 + 20 text + 2 × 12 padding
    XCTAssertEqual(frame("\(id).indicator.box", list), Rect(x: 16, y: 24, width: 20, height: 20))
    let textWidth = 390 - 32 - 20 - 12 - 24 - 12.0
    XCTAssertEqual(list.text("\(id).label")?.frame, Rect(x: 48, y: 12, width: textWidth, height: 24))
    let description = try XCTUnwrap(list.text("\(id).description"))
    XCTAssertEqual(description.frame, Rect(x: 48, y: 36, width: textWidth, height: 20))
    XCTAssertEqual(description.attributes.font.size, 14)
    XCTAssertEqual(description.color, Color(hex: "#000000AD"))  // contentMuted
    guard case .glyph(let icon)? = list.items(withID: "\(id).icon").first else { return XCTFail("no icon") }
    XCTAssertEqual(icon.frame, Rect(x: 350, y: 22, width: 24, height: 24))
    XCTAssertEqual(icon.color, Color(hex: "#000000"))
    XCTAssertFalse(icon.isFlipped)
    guard case .line(let divider)? = list.items(withID: "\(id).divider").first else { return XCTFail("no divider") }
    XCTAssertEqual(divider.frame, Rect(x: 16, y: 67, width: 358, height: 1))
    XCTAssertEqual(divider.color, Color(hex: "#00000033"))  // borderDefault
  }

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
    XCTAssertEqual(path("\(id).indicator.box", try TestEnvironment.layout(screen, theme: "wireframe"))?.fill, Color(hex: "#2055E5"))
    XCTAssertEqual(path("\(id).indicator.box", try TestEnvironment.layout(screen, scheme: .dark))?.fill, Color(hex: "#FF7900"))
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
    let disabled = try TestEnvironment.layout(Screen("s") { OUDSCheckboxItem("L", isOn: true, description: "D").disabled() })
    XCTAssertEqual(disabled.text("\(id).label")?.color, Color(hex: "#00000033"))
    XCTAssertEqual(disabled.text("\(id).description")?.color, Color(hex: "#00000033"))
  }

  func testIndeterminateDrawsTheDash() throws {
    let list = try TestEnvironment.layout(Screen("s") { OUDSCheckboxItemIndeterminate("L", selection: .indeterminate) })
    XCTAssertEqual(path("\(id).indicator.mark", list)?.fill, Color(hex: "#F15E00"))
    let unselected = try TestEnvironment.layout(Screen("s") { OUDSCheckboxItemIndeterminate("L", selection: .unselected) })
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

    let focused = try TestEnvironment.layout(Screen("s") { item.interaction(.focus) })
    let outer = try XCTUnwrap(path("\(id).focusRing", focused))
    let inner = try XCTUnwrap(path("\(id).focusRingInset", focused))
    XCTAssertEqual(outer.fill, Color(hex: "#000000"))  // borderFocus
    XCTAssertEqual(outer.frame, Rect(x: 0, y: 0, width: 390, height: 60))
    XCTAssertEqual(innerInset(outer), 3)  // widthFocus − widthFocusInset
    XCTAssertEqual(inner.fill, Color(hex: "#FFFFFF"))  // borderFocusInset
    XCTAssertEqual(inner.frame, Rect(x: 3, y: 3, width: 384, height: 54))
    XCTAssertEqual(innerInset(inner), 2)
    XCTAssertEqual(focused.items.last?.id, "\(id).focusRingInset")  // drawn over everything
  }

  func testErrorReplacesTheIconAndAddsTheErrorText() throws {
    let item = OUDSCheckboxItem(
      "Label", isOn: true, description: "Description", icon: .named("phone"), isError: true,
      errorText: "Something wrong", hasDivider: true)
    let list = try TestEnvironment.layout(Screen("s") { item })
    XCTAssertEqual(list.size.height, 68 + 8 + 20)
    XCTAssertTrue(list.items(withID: "\(id).icon").isEmpty)
    let errorIcon = try XCTUnwrap(path("\(id).errorIcon", list))
    XCTAssertEqual(errorIcon.frame, Rect(x: 390 - 16 - 2 - 24, y: 22, width: 24, height: 24))
    XCTAssertEqual(errorIcon.fill, Color(hex: "#DB0002"))  // actionNegativeEnabled
    XCTAssertEqual(list.text("\(id).label")?.frame.width, 390 - 32 - 20 - 12 - 28 - 12)
    XCTAssertEqual(list.text("\(id).label")?.color, Color(hex: "#DB0002"))
    XCTAssertEqual(list.text("\(id).description")?.color, Color(hex: "#000000AD"))
    XCTAssertEqual(path("\(id).indicator.box", list)?.fill, Color(hex: "#DB0002"))
    guard case .line(let divider)? = list.items(withID: "\(id).divider").first else { return XCTFail("no divider") }
    XCTAssertEqual(divider.color, Color(hex: "#DB0002"))
    let errorText = try XCTUnwrap(list.text("\(id).errorText"))
    XCTAssertEqual(errorText.frame, Rect(x: 16, y: 76, width: 358, height: 20))
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
    // The switch item puts its switch at the trailing end: 56 × 32 at the inline padding.
    let track = try XCTUnwrap(rect("\(id).indicator.track", on))
    XCTAssertEqual(track.frame, Rect(x: 390 - 16 - 56, y: 14, width: 56, height: 32))
    XCTAssertEqual(track.fill, Color(hex: "#17A02F"))
    XCTAssertEqual(track.cornerRadius, 16)
    XCTAssertEqual(rect("\(id).indicator.cursor", on)?.frame, Rect(x: 374 - 4 - 24, y: 18, width: 24, height: 24))
    XCTAssertEqual(path("\(id).indicator.check", on)?.fill, Color(hex: "#000000"))  // colorCheck
    XCTAssertEqual(on.text("\(id).label")?.frame.x, 16)

    let off = try TestEnvironment.layout(Screen("s") { OUDSSwitchItem("Label", isOn: false).interaction(.pressed) })
    XCTAssertEqual(rect("\(id).indicator.track", off)?.fill, Color(hex: "#00000085"))  // …Interaction
    XCTAssertEqual(rect("\(id).indicator.cursor", off)?.frame, Rect(x: 318 + 8, y: 22, width: 24, height: 16))
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
    XCTAssertEqual(bounds(dot), Rect(x: 22, y: 26, width: 8, height: 8))
    let sosh = try TestEnvironment.layout(Screen("s") { OUDSRadioItem("L", isOn: true) }, theme: "sosh")
    let disc = try XCTUnwrap(path("\(id).indicator.box", sosh))
    XCTAssertEqual(innerInset(disc), 6)  // a 20 pt disc with an 8 pt hole
    XCTAssertEqual(disc.fill, Color(hex: "#DE034B"))
    XCTAssertNil(path("\(id).indicator.mark", sosh))
    let off = try TestEnvironment.layout(Screen("s") { OUDSRadioItem("L", isOn: false) }, theme: "wireframe")
    XCTAssertEqual(innerInset(try XCTUnwrap(path("\(id).indicator.box", off))), 3)
  }

  func testReversedSwapsTheEnds() throws {
    let list = try TestEnvironment.layout(
      Screen("s") {
        OUDSCheckboxItem("Label", isOn: false, icon: .named("phone"), isReversed: true)
        OUDSSwitchItem("Label", isOn: false, icon: .named("phone"), isReversed: true)
      })
    XCTAssertEqual(frame("\(id).indicator.box", list)?.x, 390 - 16 - 20)
    XCTAssertEqual(frame("\(id).icon", list)?.x, 16)
    XCTAssertEqual(list.text("\(id).label")?.frame.x, 16 + 24 + 12)
    let second = "sections[0].rows[1]"
    XCTAssertEqual(frame("\(second).indicator.track", list)?.x, 16)
    XCTAssertEqual(frame("\(second).icon", list)?.x, 390 - 16 - 24)
    XCTAssertEqual(list.text("\(second).label")?.frame.x, 16 + 56 + 12)
  }

  /// The item mirrors like every row (SwiftUI mirrors its HStack); the item itself never swaps
  /// its ends and never mirrors the icon: `flipIcon` flips it in both directions.
  func testRightToLeftMirrorsFramesButNoDrawing() throws {
    let screen = Screen("s") {
      OUDSCheckboxItem("Label", isOn: true, description: "Description", icon: .named("phone"), hasDivider: true)
      OUDSCheckboxItemIndeterminate("Label", selection: .indeterminate, isReversed: true).interaction(.focus)
      OUDSRadioItem("Label", isOn: true, icon: .named("figure.handball"), flipIcon: true).interaction(.hover)
      OUDSSwitchItem("Label", isOn: true, isError: true, errorText: "Error", hasDivider: true)
      OUDSSwitchItem("Label", isOn: false, isReversed: true).interaction(.pressed)
    }
    let ltr = try TestEnvironment.layout(screen, direction: .leftToRight)
    let rtl = try TestEnvironment.layout(screen, direction: .rightToLeft)
    assertMirrored(ltr, rtl, flipped: [])
    XCTAssertEqual(frame("\(id).indicator.box", rtl)?.maxX, 390 - 16)
    XCTAssertEqual(rtl.text("\(id).label")?.alignment, .right)
    for list in [ltr, rtl] {
      guard case .glyph(let icon)? = list.items(withID: "sections[0].rows[2].icon").first else { return XCTFail("no icon") }
      XCTAssertTrue(icon.isFlipped)
      assertNothingLeavesTheCanvas(list)
    }
  }

  func testTextGrowsWithDynamicTypeButPaddingsAndMinimumHeightDoNot() throws {
    let screen = Screen("s") { OUDSCheckboxItem("Label", isOn: false) }
    var previous = 0.0
    for size in DynamicTypeSize.allCases {
      let list = try TestEnvironment.layout(screen, size: size)
      let label = try XCTUnwrap(list.text("\(id).label"))
      let ratio = IOSTextStyle.body.metrics(at: size).size / 17
      XCTAssertEqual(label.attributes.font.size, 16 * ratio, accuracy: 1e-9, "\(size)")
      XCTAssertEqual(label.attributes.lineHeight ?? 0, 24 * ratio, accuracy: 1e-9, "\(size)")
      XCTAssertEqual(list.size.height, max(60, 24 * ratio + 24), accuracy: 1e-9, "\(size)")
      XCTAssertEqual(label.frame.x, 48)
      XCTAssertEqual(frame("\(id).indicator.box", list)?.size, Size(width: 20, height: 20))
      XCTAssertGreaterThanOrEqual(list.size.height, previous)
      previous = list.size.height
    }
  }

  func testTallTextAlignsTheAssetsToTheTop() throws {
    let screen = Screen("s") { OUDSCheckboxItem("Label", isOn: false, description: "Description", icon: .named("phone")) }
    // AX2: 24 × 33/17 + 20 × 33/17 = 85.4 pt of text, not above 96: centred.
    let centred = try TestEnvironment.layout(screen, size: .accessibility2)
    let text = (24 + 20) * 33 / 17.0
    XCTAssertEqual(frame("\(id).indicator.box", centred)?.midY ?? 0, (text + 24) / 2, accuracy: 1e-9)
    // AX3: 44 × 40/17 = 103.5 pt, above sizeMaxHeightAssetsContainer (96): top alignment, each
    // asset centred in a 24 pt container at the top padding.
    let top = try TestEnvironment.layout(screen, size: .accessibility3)
    XCTAssertEqual(top.size.height, 44 * 40 / 17.0 + 24, accuracy: 1e-9)
    XCTAssertEqual(frame("\(id).indicator.box", top)?.y, 12 + 2)
    XCTAssertEqual(frame("\(id).icon", top)?.y, 12)
    XCTAssertEqual(top.text("\(id).label")?.frame.y, 12)
  }

  func testMinimumAndConstrainedMaximumWidth() throws {
    let narrow = try TestEnvironment.layout(Screen("s") { OUDSRadioItem("L", isOn: false).interaction(.hover) }, width: 140)
    XCTAssertEqual(frame("\(id).background", narrow)?.width, 160)  // sizeMinWidth
    let screen = Screen("s") {
      OUDSSwitchItem("Capped", isOn: true, hasDivider: true, constrainedMaxWidth: true)
      OUDSSwitchItem("Full", isOn: true, hasDivider: true)
    }
    let wide = try TestEnvironment.layout(screen, width: 700)
    XCTAssertEqual(frame("\(id).divider", wide), Rect(x: 16, y: 59, width: 480 - 32, height: 1))
    XCTAssertEqual(frame("\(id).indicator.track", wide)?.maxX, 480 - 16)
    XCTAssertEqual(frame("sections[0].rows[1].divider", wide)?.width, 700 - 32)
  }

  func testOrangeCompactUsesItsOwnDimensions() throws {
    let screen = Screen("s") {
      OUDSCheckboxItem("Label", isOn: false)
      OUDSCheckboxItem("Label", isOn: false, description: "Description")
    }
    let list = try TestEnvironment.layout(screen, theme: "orange-compact")
    XCTAssertEqual(frame("\(id).indicator.box", list)?.size, Size(width: 16, height: 16))
    XCTAssertEqual(list.text("\(id).label")?.frame.x, 12 + 16 + 10)
    XCTAssertEqual(list.text("\(id).label")?.attributes.font.size, 14)
    // 52 pt minimum for one line; label 20 + description 16 + 2 × 10 padding = 56 for two.
    XCTAssertEqual(list.size.height, 52 + 56)
  }

  func testUnknownIconNameIsALayoutError() {
    XCTAssertThrowsError(try TestEnvironment.layout(Screen("s") { OUDSRadioItem("L", isOn: true, icon: .named("hart")) })) {
      XCTAssertEqual(($0 as? ListShotError)?.message, "unknown icon 'hart'")
    }
  }

  // MARK: Helpers

  private func frame(_ id: String, _ list: DisplayList) -> Rect? { list.items(withID: id).first?.frame }

  private func path(_ id: String, _ list: DisplayList) -> PathItem? {
    guard case .path(let item)? = list.items(withID: id).first else { return nil }
    return item
  }

  private func rect(_ id: String, _ list: DisplayList) -> RectItem? {
    guard case .rect(let item)? = list.items(withID: id).first else { return nil }
    return item
  }

  /// The bounds of a path's end points (exact for ellipses and polygons).
  private func bounds(_ item: PathItem) -> Rect {
    var points: [Point] = []
    for element in item.elements {
      switch element {
      case .move(let p), .line(let p), .curve(_, _, let p): points.append(p)
      case .close: break
      }
    }
    let xs = points.map(\.x), ys = points.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// The distance between a ring's outer and inner sub-paths, along the left edge.
  private func innerInset(_ ring: PathItem) -> Double {
    var subpaths: [[Point]] = []
    for element in ring.elements {
      switch element {
      case .move(let p): subpaths.append([p])
      case .line(let p): subpaths[subpaths.count - 1].append(p)
      case .curve(_, _, let p): subpaths[subpaths.count - 1].append(p)
      case .close: break
      }
    }
    guard subpaths.count >= 2 else { return 0 }
    let minX = subpaths.map { $0.map(\.x).min()! }
    return ((minX[1] - minX[0]) * 1e6).rounded() / 1e6
  }
}
