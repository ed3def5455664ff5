import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The same screens in iOS 26 and iOS 18: the look decides the list's geometry, the headers'
/// style and case, separators, the switch and the bar; the screen and the theme do not change.
/// Width 390 at @3x, Dynamic Type medium, as the ios-apps references.
final class LookLayoutTests: XCTestCase {
  static let settings = Screen("settings", style: .insetGrouped) {
    Section(header: "Section 1") {
      ViewNode.text("Abc")
      ViewNode.toggle(label: .text("Alerts"), isOn: true)
    }
  }

  func layout(_ screen: Screen, _ look: Look, theme: String = "ios") throws -> DisplayList {
    try TestEnvironment.layout(screen, theme: theme, size: .medium, scale: 3, look: look)
  }

  func testCardsRowsHeadersAndSeparatorsFollowTheLook() throws {
    let ios26 = try layout(Self.settings, .ios26)
    let ios18 = try layout(Self.settings, .ios18)
    // Cards: 16 pt in with a 26 pt radius (iOS 18: 20 and 10).
    XCTAssertEqual(ios26.rect("sections[0].background")?.frame.x, 16)
    XCTAssertEqual(ios26.rect("sections[0].background")?.cornerRadius, 26)
    XCTAssertEqual(ios18.rect("sections[0].background")?.frame.x, 20)
    XCTAssertEqual(ios18.rect("sections[0].background")?.cornerRadius, 10)
    // Rows: 51 pt at Medium, a text and a labelled toggle alike (iOS 18: 44, and 53 for the toggle).
    XCTAssertEqual(ios26.rect("sections[0].background")?.frame.height, 51 + 51)
    XCTAssertEqual(ios18.rect("sections[0].background")?.frame.height, 44 + 53)
    // Headers: Headline as written in iOS 26, upper-cased Footnote in iOS 18.
    XCTAssertEqual(ios26.text("sections[0].header")?.text, "Section 1")
    XCTAssertEqual(ios26.text("sections[0].header")?.attributes.font.size, 16)
    XCTAssertEqual(ios26.text("sections[0].header")?.attributes.font.weight, .semibold)
    XCTAssertEqual(ios18.text("sections[0].header")?.text, "SECTION 1")
    XCTAssertEqual(ios18.text("sections[0].header")?.attributes.font.size, 12)
    // Separators: a point thick, 16 pt in on both sides (iOS 18: a hairline to the card's edge).
    let line26 = try XCTUnwrap(ios26.line("sections[0].rows[0].separator"))
    XCTAssertEqual(line26.frame.height, 1)
    XCTAssertEqual(line26.frame.minX, 16 + 16)
    XCTAssertEqual(line26.frame.maxX, 390 - 16 - 16)
    XCTAssertEqual(line26.color, Color(hex: "#00000017"))
    let line18 = try XCTUnwrap(ios18.line("sections[0].rows[0].separator"))
    XCTAssertEqual(line18.frame.height, 1.0 / 3)
    XCTAssertEqual(line18.frame.maxX, 390 - 20)
  }

  func testTheSwitchIsThePillOfIOS26() throws {
    let ios26 = try layout(Self.settings, .ios26)
    let track = try XCTUnwrap(ios26.frame("sections[0].rows[1].content.toggle.toggle.track"))
    XCTAssertEqual(track.size, Size(width: 63, height: 28))
    XCTAssertEqual(track.maxX, 390 - 16 - 16 + 2, "2 pt past the row's trailing inset")
    let thumb = try XCTUnwrap(ios26.rect("sections[0].rows[1].content.toggle.toggle.thumb"))
    XCTAssertEqual(thumb.frame.size, Size(width: 38, height: 24))
    XCTAssertEqual(thumb.cornerRadius, 12)
    XCTAssertEqual(thumb.frame.maxX, track.maxX - 2, "on: at the trailing end")
    let ios18 = try layout(Self.settings, .ios18)
    XCTAssertEqual(ios18.frame("sections[0].rows[1].content.toggle.toggle.track")?.size, Size(width: 51, height: 31))
    XCTAssertNotNil(path("sections[0].rows[1].content.toggle.toggle.thumb", ios18), "a disc")
  }

  func testTheInlineBarHasNoBackgroundInIOS26() throws {
    var screen = Self.settings
    screen.navigationTitle = NavigationTitle("Title 1", displayMode: .inline)
    let ios26 = try layout(screen, .ios26, theme: "orange")
    XCTAssertNil(ios26.rect("navigationBar.background"))
    XCTAssertNil(ios26.line("navigationBar.separator"))
    let ios18 = try layout(screen, .ios18, theme: "orange")
    XCTAssertNotNil(ios18.rect("navigationBar.background"), "the brand themes keep the opaque bar")
    // The stock theme's bar has none in iOS 18 either (scroll-edge appearance).
    XCTAssertNil(try layout(screen, .ios18).rect("navigationBar.background"))
    // iOS 26's row is 163 px (54.33 pt) tall: the title lower by 5.17 pt.
    let title26 = try XCTUnwrap(ios26.text("navigationBar.title")?.frame.midY)
    let title18 = try XCTUnwrap(ios18.text("navigationBar.title")?.frame.midY)
    XCTAssertEqual(title26 - title18, (163.0 / 3 - 44) / 2, accuracy: 0.34)
  }

  func testTheAccentAndTheTopContentMarginComeFromTheScreen() throws {
    var screen = Screen("accent", style: .insetGrouped) {
      ViewNode.text("Tinted").foregroundStyle(.accent)
    }
    let blue = try layout(screen, .ios26)
    XCTAssertEqual(blue.text("sections[0].rows[0].content.text")?.color, Color(hex: "#007AFF"))
    screen.accentColor = .hex("#009AC7")
    screen.contentMarginTop = 4
    let tinted = try layout(screen, .ios26)
    XCTAssertEqual(tinted.text("sections[0].rows[0].content.text")?.color, Color(hex: "#009AC7"))
    // The first card: 35 pt down by default, 4 + 7 with .contentMargins(.top, 4).
    XCTAssertEqual(blue.rect("sections[0].background")?.frame.minY, 35)
    XCTAssertEqual(tinted.rect("sections[0].background")?.frame.minY, 11)
  }
}
