import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Display-list tests for the OUDS controls items, without pixels: exact frames from the fixed
/// measurer (every character is half its point size wide), in the Orange theme unless named.
/// The canvas is 390 pt wide, a compact window: an edge-to-edge item's content starts at the
/// 24 pt grid margin.
final class ControlItemLayoutTests: XCTestCase {
  let id = "sections[0].rows[0]"
  let margin = 24.0

  func testFramesOfACheckboxItemLeftToRight() throws {
    let list = try TestEnvironment.layout(Screen("s") { OUDSCheckboxItem("Label", isOn: false) })
    XCTAssertEqual(list.size, Size(width: 390, height: 60))  // sizeMinHeightDefault
    // Indicator: 20 pt at the grid margin, centred; text after the 12 pt column gap.
    XCTAssertEqual(frame("\(id).indicator.box", list), Rect(x: margin, y: 20, width: 20, height: 20))
    let label = try XCTUnwrap(list.text("\(id).label"))
    XCTAssertEqual(label.frame, Rect(x: margin + 32, y: 18, width: 390 - 2 * margin - 20 - 12, height: 24))
    XCTAssertEqual(
      label.attributes,
      TextAttributes(font: FontDescriptor(family: "TeX Gyre Heros", size: 16), lineHeight: 24, letterSpacing: 0.2))
    XCTAssertEqual(label.color, Color(hex: "#000000"))
    XCTAssertEqual(label.alignment, .left)
    XCTAssertEqual(label.maxLines, 0)
    XCTAssertNil(label.runs)
    // Enabled: no background, no divider unless asked.
    XCTAssertEqual(list.items.map(\.id.description), ["\(id).indicator.box", "\(id).label"])
  }

  func testDescriptionIconAndDivider() throws {
    let list = try TestEnvironment.layout(
      Screen("s") {
        OUDSCheckboxItem("Label", isOn: false, description: "Description", icon: .named("phone"), hasDivider: true)
      })
    XCTAssertEqual(list.size.height, 68)  // 24 + 20 text + 2 × 12 padding
    XCTAssertEqual(frame("\(id).indicator.box", list), Rect(x: margin, y: 24, width: 20, height: 20))
    let textWidth = 390 - 2 * margin - 20 - 12 - 24 - 12
    XCTAssertEqual(list.text("\(id).label")?.frame, Rect(x: margin + 32, y: 12, width: textWidth, height: 24))
    let description = try XCTUnwrap(list.text("\(id).description"))
    XCTAssertEqual(description.frame, Rect(x: margin + 32, y: 36, width: textWidth, height: 20))
    XCTAssertEqual(description.attributes.font.size, 14)
    XCTAssertEqual(description.color, Color(hex: "#000000AD"))  // contentMuted
    guard case .glyph(let icon)? = list.items(withID: "\(id).icon").first else { return XCTFail("no icon") }
    XCTAssertEqual(icon.frame, Rect(x: 390 - margin - 24, y: 22, width: 24, height: 24))
    XCTAssertEqual(icon.color, Color(hex: "#000000"))
    XCTAssertFalse(icon.isFlipped)
    // Edge to edge, the divider is inset by the grid margin.
    guard case .line(let divider)? = list.items(withID: "\(id).divider").first else { return XCTFail("no divider") }
    XCTAssertEqual(divider.frame, Rect(x: margin, y: 67, width: 390 - 2 * margin, height: 1))
    XCTAssertEqual(divider.color, Color(hex: "#00000033"))  // borderDefault
  }

  /// Edge to edge, content and divider follow the grid margin of the window's width class
  /// (16 below 390 pt, 24 below 600, 32 above; Orange Compact 16, 16, 24); otherwise the item
  /// uses `spacePaddingInline` and its divider runs from edge to edge.
  func testEdgeToEdgeFollowsTheGridMarginAndContainedItemsUseTheInlinePadding() throws {
    let screen = Screen("s") { OUDSCheckboxItem("Label", isOn: false, hasDivider: true) }
    for (theme, width, expected) in [
      ("orange", 360.0, 16.0), ("orange", 389, 16), ("orange", 390, 24), ("orange", 600, 32),
      ("orange-compact", 360, 16), ("orange-compact", 430, 16), ("orange-compact", 700, 24),
      ("sosh", 360, 16), ("wireframe", 393, 24),
    ] {
      let list = try TestEnvironment.layout(screen, theme: theme, width: width)
      XCTAssertEqual(frame("\(id).indicator.box", list)?.x, expected, "\(theme) at \(width)")
      XCTAssertEqual(frame("\(id).divider", list)?.x, expected, "\(theme) at \(width)")
      XCTAssertEqual(frame("\(id).divider", list)?.maxX, width - expected, "\(theme) at \(width)")
    }
    let contained = Screen("s") {
      OUDSCheckboxItem("Label", isOn: false, isError: true, errorText: "Error", hasDivider: true, edgeToEdge: false)
    }
    for (theme, padding) in [("orange", 16.0), ("orange-compact", 12)] {
      let list = try TestEnvironment.layout(contained, theme: theme)
      XCTAssertEqual(frame("\(id).indicator.box", list)?.x, padding, theme)
      XCTAssertEqual(list.text("\(id).errorText")?.frame.x, padding, theme)
      XCTAssertEqual(frame("\(id).divider", list)?.x, 0, theme)
      XCTAssertEqual(frame("\(id).divider", list)?.width, 390, theme)
    }
  }

  func testReversedSwapsTheEnds() throws {
    let list = try TestEnvironment.layout(
      Screen("s") {
        OUDSCheckboxItem("Label", isOn: false, icon: .named("phone"), isReversed: true)
        OUDSSwitchItem("Label", isOn: false, icon: .named("phone"), isReversed: true)
      })
    XCTAssertEqual(frame("\(id).indicator.box", list)?.x, 390 - margin - 20)
    XCTAssertEqual(frame("\(id).icon", list)?.x, margin)
    XCTAssertEqual(list.text("\(id).label")?.frame.x, margin + 24 + 12)
    let second = "sections[0].rows[1]"
    XCTAssertEqual(frame("\(second).indicator.track", list)?.x, margin)
    XCTAssertEqual(frame("\(second).icon", list)?.x, 390 - margin - 24)
    XCTAssertEqual(list.text("\(second).label")?.frame.x, margin + 56 + 12)
  }

  /// The item mirrors like every row (SwiftUI mirrors its HStack); the item itself never swaps
  /// its ends and never mirrors the icon: `flipIcon` flips it in both directions.
  func testRightToLeftMirrorsFramesButNoDrawing() throws {
    let screen = Screen("s") {
      OUDSCheckboxItem("Label", isOn: true, description: "Description", icon: .named("phone"), hasDivider: true)
      OUDSCheckboxItemIndeterminate("Label", selection: .indeterminate, isReversed: true).interaction(.focus)
      OUDSRadioItem(
        "Label", isOn: true, extraLabel: "Extra", icon: .named("figure.handball"), flipIcon: true, isOutlined: true
      )
      .interaction(.hover)
      OUDSSwitchItem("Label", isOn: true, isError: true, errorText: "Error", hasDivider: true, edgeToEdge: false)
      OUDSSwitchItem("Label", isOn: false, isReversed: true).interaction(.pressed)
    }
    let ltr = try TestEnvironment.layout(screen, direction: .leftToRight, flipped: [])
    let rtl = try TestEnvironment.layout(screen, direction: .rightToLeft, flipped: [])
    XCTAssertEqual(frame("\(id).indicator.box", rtl)?.maxX, 390 - margin)
    XCTAssertEqual(rtl.text("\(id).label")?.alignment, .right)
    for list in [ltr, rtl] {
      guard case .glyph(let icon)? = list.items(withID: "sections[0].rows[2].icon").first else {
        return XCTFail("no icon")
      }
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
      XCTAssertEqual(label.frame.x, margin + 32)
      XCTAssertEqual(frame("\(id).indicator.box", list)?.size, Size(width: 20, height: 20))
      XCTAssertGreaterThanOrEqual(list.size.height, previous)
      previous = list.size.height
    }
  }

  /// The indicator and the icon are centred in a container that fills the content box up to
  /// 96 pt (`sizeMaxHeightAssetsContainer`), from its top, as the WithLongDescription renders
  /// show: centred with the text while it fits, then centred in the top 96 pt.
  func testTallTextCentresTheAssetsInTheTopContainer() throws {
    let screen = Screen("s") {
      OUDSCheckboxItem("Label", isOn: false, description: "Description", icon: .named("phone"))
    }
    // AX2: 24 × 33/17 + 20 × 33/17 = 85.4 pt of text, not above 96: everything centred.
    let centred = try TestEnvironment.layout(screen, size: .accessibility2)
    let text = (24 + 20) * 33 / 17.0
    XCTAssertEqual(frame("\(id).indicator.box", centred)?.midY ?? 0, (text + 24) / 2, accuracy: 1e-9)
    XCTAssertEqual(frame("\(id).icon", centred)?.midY ?? 0, (text + 24) / 2, accuracy: 1e-9)
    // AX3: 44 × 40/17 = 103.5 pt of text: the assets centre on the top 96 pt of the content.
    let top = try TestEnvironment.layout(screen, size: .accessibility3)
    XCTAssertEqual(top.size.height, 44 * 40 / 17.0 + 24, accuracy: 1e-9)
    XCTAssertEqual(frame("\(id).indicator.box", top)?.midY, 12 + 48)
    XCTAssertEqual(frame("\(id).icon", top)?.midY, 12 + 48)
    XCTAssertEqual(top.text("\(id).label")?.frame.y, 12)
    // Orange Compact's container is 80 pt tall.
    let long = String(repeating: "Lorem ipsum dolor sit amet ", count: 12)
    let compact = try TestEnvironment.layout(
      Screen("s") { OUDSSwitchItem("Label", isOn: true, description: RichText(long), icon: .named("phone")) },
      theme: "orange-compact")
    XCTAssertGreaterThan(compact.size.height, 100)
    XCTAssertEqual(frame("\(id).indicator.track", compact)?.midY, 10 + 40)
    XCTAssertEqual(frame("\(id).icon", compact)?.midY, 10 + 40)
  }

  func testMinimumAndConstrainedMaximumWidth() throws {
    let narrow = try TestEnvironment.layout(
      Screen("s") { OUDSRadioItem("L", isOn: false).interaction(.hover) }, width: 140)
    XCTAssertEqual(frame("\(id).background", narrow)?.width, 160)  // sizeMinWidth
    let screen = Screen("s") {
      OUDSSwitchItem("Capped", isOn: true, hasDivider: true, constrainedMaxWidth: true)
      OUDSSwitchItem("Full", isOn: true, hasDivider: true)
    }
    // 700 pt is a medium window: a 32 pt grid margin.
    let wide = try TestEnvironment.layout(screen, width: 700)
    XCTAssertEqual(frame("\(id).divider", wide), Rect(x: 32, y: 59, width: 480 - 64, height: 1))
    XCTAssertEqual(frame("\(id).indicator.track", wide)?.maxX, 480 - 32)
    XCTAssertEqual(frame("sections[0].rows[1].divider", wide)?.width, 700 - 64)
  }

  func testOrangeCompactUsesItsOwnDimensions() throws {
    let screen = Screen("s") {
      OUDSCheckboxItem("Label", isOn: false, icon: .named("phone"))
      OUDSCheckboxItem("Label", isOn: false, description: "Description", icon: .named("phone"))
      OUDSSwitchItem("Label", isOn: true, isError: true)
    }
    let list = try TestEnvironment.layout(screen, theme: "orange-compact", width: 360)
    XCTAssertEqual(frame("\(id).indicator.box", list), Rect(x: 16, y: 18, width: 16, height: 16))
    XCTAssertEqual(list.text("\(id).label")?.frame.x, 16 + 16 + 10)
    XCTAssertEqual(list.text("\(id).label")?.attributes.font.size, 14)
    XCTAssertEqual(frame("\(id).icon", list), Rect(x: 360 - 16 - 20, y: 16, width: 20, height: 20))
    let second = "sections[0].rows[1]"
    XCTAssertEqual(list.text("\(second).description")?.attributes.font.size, 13)
    XCTAssertEqual(list.text("\(second).description")?.attributes.lineHeight, 16)
    // 52 pt minimum for one line; label 20 + description 16 + 2 × 10 padding = 56 for two.
    let third = "sections[0].rows[2]"
    XCTAssertEqual(frame("\(third).indicator.track", list)?.size, Size(width: 48, height: 28))
    XCTAssertEqual(frame("\(third).errorIcon", list)?.size, Size(width: 20, height: 20))
    XCTAssertEqual(list.size.height, 52 + 56 + 52)
  }

  func testUnknownIconNameIsALayoutError() {
    XCTAssertThrowsError(
      try TestEnvironment.layout(Screen("s") { OUDSRadioItem("L", isOn: true, icon: .named("hart")) })
    ) {
      XCTAssertEqual(($0 as? LayoutError)?.message, "unknown icon 'hart'")
      XCTAssertEqual(($0 as? LayoutError)?.path.description, "sections[0].rows[0].radioItem.icon")
    }
  }
}
