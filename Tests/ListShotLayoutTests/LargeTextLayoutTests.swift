import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTestSupport
import XCTest

/// Rows at the accessibility text sizes: text wraps where iOS wraps it, and the accessories
/// drawn as SF Symbols grow with Body. The fixed measurer makes every character half the font
/// size wide, so line counts are known in advance.
final class LargeTextLayoutTests: XCTestCase {
  let row = "sections[0].rows[0]"
  /// 54 characters.
  let longTitle = "A title long enough to wrap at the accessibility sizes"

  func testTheODSTitleIsCutToOneLineUpToXXXLargeAndWrapsAtTheAccessibilitySizes() throws {
    let screen = Screen("s") { ODSListItem(title: longTitle) }
    let large = try XCTUnwrap(TestEnvironment.layout(screen).text("\(row).title"))
    XCTAssertEqual(large.maxLines, 1)
    XCTAssertTrue(large.isTruncated)

    // AX3: Body 40 (lines of 40 × 1.193 pt), 20 pt a character in a 358 pt column: 17 characters a line, 4 lines.
    let list = try TestEnvironment.layout(screen, size: .accessibility3)
    let title = try XCTUnwrap(list.text("\(row).title"))
    XCTAssertEqual(title.maxLines, 0)
    XCTAssertFalse(title.isTruncated)
    XCTAssertEqual(title.frame.height, 4 * 40 * 1.193, accuracy: 1e-9)
    let divider = 0.5  // the divider's device pixel at @2x
    XCTAssertEqual(list.size.height, 4 * 40 * 1.193 + 2 * 8 + divider, accuracy: 1e-9)
  }

  func testTheUIKitCellWrapsItsTextAndItsSymbolBoxGrowsWithTheSymbol() throws {
    let screen = Screen("s") { ListCell(longTitle, secondaryText: "Secondary", image: .named("folder")) }
    let large = try TestEnvironment.layout(screen)
    XCTAssertEqual(large.text("\(row).text")?.frame.x, 20 + 28 + 16)
    XCTAssertEqual(large.text("\(row).text")?.maxLines, 0)
    XCTAssertEqual(large.text("\(row).secondaryText")?.maxLines, 0)

    // AX5: Body 53/62; the symbol is 1.3 × 53 ≈ 69 pt and reserves its own width.
    let ax5 = try TestEnvironment.layout(screen, size: .accessibility5)
    let text = try XCTUnwrap(ax5.text("\(row).text"))
    XCTAssertEqual(text.frame.x, 20 + 69 + 16)
    XCTAssertFalse(text.isTruncated)
    // 390 − 105 − 20 = 265 pt: 10 characters of 26.5 pt a line, 6 lines.
    XCTAssertEqual(text.frame.height, 6 * 62)
    let image = try XCTUnwrap(frame("\(row).image", ax5))
    XCTAssertEqual(image.width, 69)
    XCTAssertLessThanOrEqual(image.maxX, text.frame.minX)
  }

  func testSymbolAccessoriesScaleWithBodyAndControlsKeepTheirSize() throws {
    let screen = Screen("s") {
      ListCell("Row").accessories(.reorder, .outlineDisclosure, .detail, .checkmark, .toggle(isOn: true))
    }
    let scale = 53.0 / 17
    let large = try TestEnvironment.layout(screen)
    let ax5 = try TestEnvironment.layout(screen, size: .accessibility5)
    func size(_ id: String, _ list: DisplayList) throws -> Size {
      try XCTUnwrap(frame("\(row).accessories[\(id)", list)).size
    }

    XCTAssertEqual(try size("0].reorder.bar0", large).width, 18)
    XCTAssertEqual(try size("0].reorder.bar0", ax5).width, 18 * scale, accuracy: 1e-9)
    XCTAssertEqual(try size("0].reorder.bar0", ax5).height, 2 * scale, accuracy: 1e-9)
    let chevron = try XCTUnwrap(path("\(row).accessories[1].disclosure.collapsed", ax5))
    XCTAssertEqual(chevron.frame.width, 13 * scale, accuracy: 1e-9)
    XCTAssertEqual(chevron.stroke?.width ?? 0, 2 * scale, accuracy: 1e-9)
    XCTAssertEqual(try size("2].infoButton", large).width, 22)
    XCTAssertEqual(try size("2].infoButton", ax5).width, 22 * scale, accuracy: 1e-9)
    XCTAssertEqual(try size("3].checkmark", ax5).width, 53)
    // The switch is a control of a fixed size.
    XCTAssertEqual(try size("4].toggle.track", ax5), Size(width: 51, height: 31))
  }
}
