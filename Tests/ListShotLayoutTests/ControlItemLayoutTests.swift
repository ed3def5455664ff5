import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Display-list tests for the OUDS controls items, without pixels: exact frames from the fixed
/// measurer (every character is half its point size wide), in the Orange theme unless named.
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
}
