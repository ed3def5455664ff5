import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Every drawable `ListAccessory` on a plain 44 pt cell, in both directions: trailing ones end
/// 16 pt from the trailing edge, 8 pt apart, centred vertically; the content shrinks for them.
final class AccessoryLayoutTests: XCTestCase {
  let chevronWidth = 12.0 * 8 / 14

  func row(_ accessories: ListAccessory...) -> Screen {
    Screen("a") { ListCell("Title").accessories(accessories) }
  }

  func testDisclosureIndicatorIsTheNavigationChevron() throws {
    let list = try TestEnvironment.layout(row(.disclosureIndicator))
    let chevron = try XCTUnwrap(list.path("sections[0].rows[0].accessories[0].chevron"))
    XCTAssertEqual(chevron.frame.x, 390 - 16 - chevronWidth, accuracy: 1e-9)
    XCTAssertEqual(chevron.frame.y, 16)
    XCTAssertEqual(chevron.stroke?.color, Color(hex: "#3C3C434C"), "tertiaryLabel")
    XCTAssertEqual(
      list.text("sections[0].rows[0].text")?.frame.width ?? 0, 390 - chevronWidth - 16 - 40, accuracy: 1e-9)
  }

  func testAccessoriesSitInOrderEightPointsApart() throws {
    let list = try TestEnvironment.layout(row(.label("Details"), .disclosureIndicator))
    let label = try XCTUnwrap(list.text("sections[0].rows[0].accessories[0].label"))
    XCTAssertEqual(label.frame.x, 390 - 16 - chevronWidth - 8 - 59.5, accuracy: 1e-9)
    XCTAssertEqual(label.frame.y, 11)
    XCTAssertEqual(label.color, Color(hex: "#3C3C4399"))
    XCTAssertEqual(
      list.frame("sections[0].rows[0].accessories[1].chevron")?.x ?? 0, label.frame.maxX + 8, accuracy: 1e-9)
  }

  func testMarksAndControls() throws {
    let list = try TestEnvironment.layout(
      Screen("a") {
        ListCell("Check").accessories(.checkmark)
        ListCell("Info").accessories(.detail)
        ListCell("Switch").accessories(.toggle(isOn: true))
        ListCell("Symbol").accessories(.image(.named("star")))
      })
    XCTAssertEqual(
      list.frame("sections[0].rows[0].accessories[0].checkmark"), Rect(x: 357, y: 14.5625, width: 17, height: 14.875))
    XCTAssertEqual(list.path("sections[0].rows[0].accessories[0].checkmark")?.stroke?.color, Color(hex: "#F16E00"))
    XCTAssertEqual(
      list.frame("sections[0].rows[1].accessories[0].infoButton"), Rect(x: 352, y: 55, width: 22, height: 22))
    XCTAssertEqual(
      list.frame("sections[0].rows[2].accessories[0].toggle.track"), Rect(x: 323, y: 94.5, width: 51, height: 31))
    XCTAssertEqual(list.fill("sections[0].rows[2].accessories[0].toggle.track"), Color(hex: "#34C759"))
    guard case .glyph(let symbol)? = list.items(withID: "sections[0].rows[3].accessories[0].image").first else {
      return XCTFail("no symbol")
    }
    XCTAssertEqual(symbol.frame, Rect(x: 352, y: 143, width: 22, height: 22))
    XCTAssertEqual(symbol.color, Color(hex: "#3C3C4399"))
    XCTAssertFalse(symbol.isFlipped)
  }

  func testBadgeProgressAndActivityIndicator() throws {
    let list = try TestEnvironment.layout(
      Screen("a") {
        ListCell("Badge").accessories(.badge("12"))
        ListCell("Progress").accessories(.progress(0.5))
        ListCell("Busy").accessories(.activityIndicator)
      })
    // Caption 2 bold (11/13): "12" is 11 wide; the pill adds 8 and 2 each side.
    let pill = try XCTUnwrap(list.rect("sections[0].rows[0].accessories[0].badge"))
    XCTAssertEqual(pill.frame, Rect(x: 390 - 16 - 27, y: 13.5, width: 27, height: 17))
    XCTAssertEqual(pill.cornerRadius, 8.5)
    XCTAssertEqual(pill.fill, Color(hex: "#F16E00")!.withOpacity(0.15))
    XCTAssertEqual(list.text("sections[0].rows[0].accessories[0].badge.text")?.color, Color(hex: "#F16E00"))
    XCTAssertEqual(
      list.frame("sections[0].rows[1].accessories[0].progress.track"), Rect(x: 314, y: 64, width: 60, height: 4))
    XCTAssertEqual(
      list.frame("sections[0].rows[1].accessories[0].progress.bar"), Rect(x: 314, y: 64, width: 30, height: 4))
    let spokes = list.ids(startingWith: "sections[0].rows[2].accessories[0].spinner.spoke")
    XCTAssertEqual(spokes.count, 8)
    XCTAssertEqual(
      list.frame("sections[0].rows[2].accessories[0].spinner.spoke0"), Rect(x: 354, y: 100, width: 20, height: 20))
  }

  func testProgressFillsFromTheLeadingEdgeInBothDirections() throws {
    let rtl = try TestEnvironment.layout(row(.progress(0.25)), direction: .rightToLeft)
    XCTAssertEqual(
      rtl.frame("sections[0].rows[0].accessories[0].progress.track"), Rect(x: 16, y: 20, width: 60, height: 4))
    XCTAssertEqual(
      rtl.frame("sections[0].rows[0].accessories[0].progress.bar"), Rect(x: 61, y: 20, width: 15, height: 4))
  }

  func testOutlineDisclosureAndCustomImage() throws {
    let list = try TestEnvironment.layout(
      Screen("a") {
        ListCell("Closed").accessories(.outlineDisclosure)
        ListCell("Pinned").accessories(.custom(path: "/icons/pin.svg", placement: .leading))
      })
    XCTAssertEqual(
      list.frame("sections[0].rows[0].accessories[0].disclosure.collapsed"),
      Rect(x: 361, y: 15.5, width: 13, height: 13))
    guard case .image(let image)? = list.items(withID: "sections[0].rows[1].accessories[0].custom").first else {
      return XCTFail("no custom image")
    }
    XCTAssertEqual(image.frame, Rect(x: 16, y: 55, width: 22, height: 22))
    XCTAssertEqual(image.path, "/icons/pin.svg")
    XCTAssertNil(image.tint)
    // A leading accessory moves the content past it: 16 + 22, then the cell's own 20.
    XCTAssertEqual(list.text("sections[0].rows[1].text")?.frame.x, 58)
    XCTAssertEqual(list.line("sections[0].rows[1].separator")?.frame.x, 58)
  }

  func testUnknownSymbolIsALayoutError() {
    XCTAssertThrowsError(try TestEnvironment.layout(row(.image(.named("hart"))))) { error in
      XCTAssertEqual((error as? LayoutError)?.message, "unknown icon 'hart'")
      XCTAssertEqual((error as? LayoutError)?.path.description, "sections[0].rows[0].accessories[0].image")
    }
  }
}

extension RowConvertible {
  func accessories(_ list: [ListAccessory]) -> Row {
    var row = asRow
    row.accessories += list
    return row
  }
}
