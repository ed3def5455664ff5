import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Devices and navigation bars: safe areas, clipping to the device height, the full height,
/// and inline and large titles, in both directions.
final class ViewportLayoutTests: XCTestCase {
  let phone = Viewport(height: 300, safeArea: EdgeInsets(top: 59, bottom: 34))

  func rows(_ count: Int) -> Screen {
    Screen("rows") { (0..<count).map { ListCell("Row \($0)").asRow } }
  }

  func testALongListIsCutAtTheDeviceHeight() throws {
    let list = try TestEnvironment.layout(rows(10), viewport: phone)
    XCTAssertEqual(list.size.height, 300)
    XCTAssertEqual(list.text("sections[0].rows[0].text")?.frame.y, 59 + 11)
    // Row 5 starts at 59 + 220 = 279, inside; row 6 at 323 is dropped.
    XCTAssertNotNil(list.text("sections[0].rows[5].text"))
    XCTAssertNil(list.text("sections[0].rows[6].text"))
    XCTAssertEqual(list.ids(startingWith: "sections[0].rows[9]"), [])
  }

  func testTheFullHeightDrawsEverythingAboveTheBottomSafeArea() throws {
    var viewport = phone
    viewport.showsFullHeight = true
    let list = try TestEnvironment.layout(rows(10), viewport: viewport)
    XCTAssertEqual(list.size.height, 59 + 440 + 34)
    XCTAssertNotNil(list.text("sections[0].rows[9].text"))
    assertNothingLeavesTheCanvas(list)
  }

  func testAShortListFillsTheDeviceWithItsBackground() throws {
    let list = try TestEnvironment.layout(Screen("short", style: .insetGrouped) { ListCell("Only") }, viewport: phone)
    XCTAssertEqual(list.size.height, 300)
    XCTAssertEqual(list.background, Color(hex: "#F2F2F7"))
    XCTAssertEqual(list.frame("sections[0].background")?.y, 59 + 35)
  }

  func testInlineTitleSitsInABarBelowTheStatusBar() throws {
    var screen = rows(2)
    screen.navigationTitle = NavigationTitle("List", displayMode: .inline)
    let list = try TestEnvironment.layout(screen, viewport: phone)
    XCTAssertEqual(list.rect("navigationBar.background")?.frame, Rect(x: 0, y: 0, width: 390, height: 103))
    XCTAssertEqual(list.fill("navigationBar.background"), Color(hex: "#F9F9F9"))
    XCTAssertEqual(list.line("navigationBar.separator")?.frame, Rect(x: 0, y: 102.5, width: 390, height: 0.5))
    let title = try XCTUnwrap(list.text("navigationBar.title"))
    XCTAssertEqual(title.frame, Rect(x: 16, y: 70, width: 358, height: 22))
    XCTAssertEqual(title.alignment, .center)
    XCTAssertEqual(title.attributes.font, FontDescriptor(family: "Inter", size: 17, weight: .semibold))
    XCTAssertEqual(list.text("sections[0].rows[0].text")?.frame.y, 103 + 11)
  }

  func testLargeTitleFollowsAnEmptyBarOnTheListBackground() throws {
    var screen = rows(1)
    screen.navigationTitle = NavigationTitle("Inbox")
    let list = try TestEnvironment.layout(screen, scheme: .dark)
    XCTAssertNil(list.rect("navigationBar.background"))
    let title = try XCTUnwrap(list.text("navigationBar.title"))
    XCTAssertEqual(title.frame, Rect(x: 16, y: 47, width: 358, height: 41))
    XCTAssertEqual(title.attributes.font, FontDescriptor(family: "Inter", size: 34, weight: .bold))
    XCTAssertEqual(title.color, Color(hex: "#FFFFFF"))
    XCTAssertEqual(list.size.height, 96 + 44)
  }

  func testInlineTitlesKeepTheirSizeAtLargeTextSizes() throws {
    var screen = rows(1)
    screen.navigationTitle = NavigationTitle("List", displayMode: .inline)
    let list = try TestEnvironment.layout(screen, size: .accessibility3)
    XCTAssertEqual(list.text("navigationBar.title")?.attributes.font.size, 17)
  }
}
