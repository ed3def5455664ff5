import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The five list styles: backgrounds, cards, headers, footers, separators and spacing, each
/// fixture in both directions. Width 390 at @2x, so a hairline is 0.5 pt.
final class ListStyleLayoutTests: XCTestCase {
  static func fruits(_ style: ListStyle) -> Screen {
    Screen("fruits", style: style) {
      Section(header: "Fruits", footer: "Fresh") {
        ListCell("Apple")
        ListCell("Pear", image: .named("star"))
      }
    }
  }

  func testPlainRowsRunEdgeToEdgeWithSeparatorsInsetToTheText() throws {
    let list = try TestEnvironment.layout(Self.fruits(.plain))
    XCTAssertEqual(list.background, Color(hex: "#FFFFFF"))
    XCTAssertEqual(list.size, Size(width: 390, height: 48 + 88 + 44))
    // Header: Subheadline semibold (15 pt, 20 pt leading) in secondaryLabel, as written, 24 above
    // and 4 below.
    let header = try XCTUnwrap(list.text("sections[0].header"))
    XCTAssertEqual(header.text, "Fruits")
    XCTAssertEqual(header.frame, Rect(x: 20, y: 24, width: 350, height: 20))
    XCTAssertEqual(header.attributes.font.size, 15)
    XCTAssertEqual(header.attributes.font.weight, .semibold)
    XCTAssertEqual(header.color, Color(hex: "#3C3C4399"))
    XCTAssertNil(list.rect("sections[0].background"), "plain rows sit on the page")
    XCTAssertEqual(list.text("sections[0].rows[0].text")?.frame.origin, Point(x: 20, y: 59))
    XCTAssertEqual(list.line("sections[0].rows[0].separator")?.frame, Rect(x: 20, y: 91.5, width: 370, height: 0.5))
    // The symbol moves the text, and the separator with it; the last row has one too.
    XCTAssertEqual(list.frame("sections[0].rows[1].image"), Rect(x: 23, y: 103, width: 22, height: 22))
    XCTAssertEqual(list.text("sections[0].rows[1].text")?.frame.x, 64)
    XCTAssertEqual(list.line("sections[0].rows[1].separator")?.frame, Rect(x: 64, y: 135.5, width: 326, height: 0.5))
    // Footer: Footnote in the label colour, 13 above and 13 below, then a separator.
    let footer = try XCTUnwrap(list.text("sections[0].footer"))
    XCTAssertEqual(footer.frame, Rect(x: 20, y: 149, width: 350, height: 18))
    XCTAssertEqual(footer.color, Color(hex: "#000000"))
    XCTAssertEqual(list.line("sections[0].footer.separator")?.frame, Rect(x: 20, y: 179.5, width: 370, height: 0.5))
  }

  func testAFooterInItsOwnTextStyle() throws {
    var screen = Self.fruits(.plain)
    screen.sections[0].footerStyle = .caption2
    let footer = try XCTUnwrap(try TestEnvironment.layout(screen).text("sections[0].footer"))
    // Caption 2: 11 pt on a 13 pt leading (Footnote: 13 on 18), in the same place and colour.
    XCTAssertEqual(footer.attributes.font.size, 11)
    XCTAssertEqual(footer.frame, Rect(x: 20, y: 149, width: 350, height: 13))
    XCTAssertEqual(footer.color, Color(hex: "#000000"))
    screen.sections[0].footerStyle = nil
    XCTAssertEqual(try TestEnvironment.layout(screen).text("sections[0].footer")?.attributes.font.size, 13)
  }

  func testInsetKeepsRowsFullWidthWithTighterFooters() throws {
    let list = try TestEnvironment.layout(Self.fruits(.inset))
    XCTAssertEqual(list.size.height, 48 + 88 + 28)
    XCTAssertEqual(list.text("sections[0].footer")?.frame, Rect(x: 20, y: 141, width: 350, height: 18))
    XCTAssertEqual(list.text("sections[0].footer")?.color, Color(hex: "#3C3C4399"))
    XCTAssertNil(list.line("sections[0].footer.separator"))
    XCTAssertEqual(list.line("sections[0].rows[0].separator")?.frame.x, 20)
  }

  func testGroupedPutsFullWidthRowsOnACardWithBorders() throws {
    let list = try TestEnvironment.layout(Self.fruits(.grouped))
    XCTAssertEqual(list.background, Color(hex: "#F2F2F7"))
    XCTAssertEqual(list.size.height, 40 + 88 + 35)
    let header = try XCTUnwrap(list.text("sections[0].header"))
    XCTAssertEqual(header.text, "FRUITS")
    XCTAssertEqual(header.frame, Rect(x: 20, y: 16, width: 350, height: 18))
    XCTAssertEqual(header.attributes.font.size, 13)
    let card = try XCTUnwrap(list.rect("sections[0].background"))
    XCTAssertEqual(card.frame, Rect(x: 0, y: 40, width: 390, height: 88))
    XCTAssertEqual(card.fill, Color(hex: "#FFFFFF"))
    XCTAssertEqual(card.cornerRadius, 0)
    XCTAssertEqual(list.line("sections[0].border.top")?.frame, Rect(x: 0, y: 40, width: 390, height: 0.5))
    XCTAssertEqual(list.line("sections[0].rows[0].separator")?.frame, Rect(x: 20, y: 83.5, width: 370, height: 0.5))
    XCTAssertNil(list.line("sections[0].rows[1].separator"))
    XCTAssertEqual(list.line("sections[0].border.bottom")?.frame, Rect(x: 0, y: 127.5, width: 390, height: 0.5))
    XCTAssertEqual(list.text("sections[0].footer")?.frame, Rect(x: 20, y: 134, width: 350, height: 18))
  }

  func testInsetGroupedRoundsAnInsetCardAndClipsRowsToIt() throws {
    let list = try TestEnvironment.layout(Self.fruits(.insetGrouped), scheme: .dark)
    XCTAssertEqual(list.background, Color(hex: "#000000"))
    let card = try XCTUnwrap(list.rect("sections[0].background"))
    XCTAssertEqual(card.frame, Rect(x: 20, y: 40, width: 350, height: 88))
    XCTAssertEqual(card.cornerRadius, 10)
    XCTAssertEqual(card.fill, Color(hex: "#1C1C1E"))
    guard case .pushClip(let clip)? = list.items(withID: "sections[0].clip").first else { return XCTFail("no clip") }
    XCTAssertEqual(clip.frame, card.frame)
    XCTAssertEqual(clip.cornerRadius, 10)
    XCTAssertEqual(list.text("sections[0].header")?.frame, Rect(x: 40, y: 16, width: 310, height: 18))
    XCTAssertEqual(list.line("sections[0].rows[0].separator")?.frame, Rect(x: 40, y: 83.5, width: 330, height: 0.5))
    XCTAssertNil(list.line("sections[0].rows[1].separator"), "the card's edge ends the last row")
    XCTAssertNil(list.line("sections[0].border.top"))
  }

  func testSidebarSectionsCollapseBehindTheirDisclosureIndicator() throws {
    let screen = Screen("sidebar", style: .sidebar) {
      Section(header: "Fruits", isExpanded: true) { ListCell("Apple") }
      Section(header: "Nuts", footer: "Hidden when collapsed", isExpanded: false) { ListCell("Almond") }
    }
    let list = try TestEnvironment.layout(screen)
    let header = try XCTUnwrap(list.text("sections[0].header"))
    XCTAssertEqual(header.frame, Rect(x: 40, y: 16, width: 289, height: 18))
    let expanded = try XCTUnwrap(list.path("sections[0].header.disclosure.expanded"))
    XCTAssertEqual(expanded.frame, Rect(x: 337, y: 18.5, width: 13, height: 13))
    XCTAssertEqual(expanded.stroke?.color, Color(hex: "#F16E00"), "the app tint")
    // Section 1 starts after 40 + 44 + 17.5; collapsed, it draws its header only.
    XCTAssertEqual(list.text("sections[1].header")?.frame.y, 101.5 + 16)
    XCTAssertNotNil(list.path("sections[1].header.disclosure.collapsed"))
    XCTAssertEqual(list.ids(startingWith: "sections[1].rows"), [])
    XCTAssertNil(list.text("sections[1].footer"))
    XCTAssertEqual(list.size.height, 40 + 44 + 17.5 + 40 + 17.5)
  }

  func testHeaderCaseAndProminence() throws {
    let screen = Screen("headers", style: .insetGrouped) {
      Section(header: "Kept as written", textCase: TextCase.none) { ListCell("A") }
      Section(header: "Larger", headerProminence: .increased) { ListCell("B") }
      Section(header: "Lower", textCase: .lowercase) { ListCell("C") }
    }
    let list = try TestEnvironment.layout(screen)
    XCTAssertEqual(list.text("sections[0].header")?.text, "Kept as written")
    let prominent = try XCTUnwrap(list.text("sections[1].header"))
    XCTAssertEqual(prominent.text, "Larger")
    XCTAssertEqual(prominent.attributes.font, FontDescriptor(family: "Inter", size: 20, weight: .bold))
    XCTAssertEqual(prominent.color, Color(hex: "#000000"))
    XCTAssertEqual(list.text("sections[2].header")?.text, "lower")
    let plain = try TestEnvironment.layout(
      Screen("p", style: .plain) { Section(header: "Up", textCase: .uppercase) { ListCell("A") } })
    XCTAssertEqual(plain.text("sections[0].header")?.text, "UP")
  }

  func testSectionsWithoutHeadersOrFootersAreSpacedByTheStyle() throws {
    func twoSections(_ style: ListStyle) -> Screen {
      Screen("s", style: style) {
        Section { ListCell("A") }
        Section { ListCell("B") }
      }
    }
    XCTAssertEqual(try TestEnvironment.layout(twoSections(.plain)).size.height, 88)
    let grouped = try TestEnvironment.layout(twoSections(.insetGrouped))
    XCTAssertEqual(grouped.frame("sections[0].background")?.y, 35)
    XCTAssertEqual(grouped.frame("sections[1].background")?.y, 35 + 44 + 17.5 + 17.5)
    XCTAssertEqual(grouped.size.height, 35 + 44 + 35 + 44 + 17.5)
  }

  func testMixedRowsKeepTheirOwnDividerOrGetTheListsSeparator() throws {
    let screen = Screen("mixed", style: .insetGrouped) {
      Section(header: "Recipes") {
        ODSListItem(title: "Summer Salad", subtitle: "20min", leading: .circularImage(.placeholder))
        ListCell("Shopping list", image: .named("cart"))
        ODSListItem(title: "Feta Pizza", leading: .circularImage(.placeholder), hasDivider: false)
        ListCell("Notes")
      }
    }
    let list = try TestEnvironment.layout(screen)
    // The item's divider lies below its 60 pt content (a `Divider()` under it in a VStack).
    XCTAssertEqual(list.line("sections[0].rows[0].divider")?.frame, Rect(x: 20, y: 100, width: 350, height: 0.5))
    XCTAssertEqual(list.frame("sections[0].rows[0].leading.placeholder"), Rect(x: 36, y: 48, width: 44, height: 44))
    XCTAssertNil(list.line("sections[0].rows[0].separator"), "ods-ios hides the list's separators for its item")
    XCTAssertEqual(list.line("sections[0].rows[1].separator")?.frame, Rect(x: 84, y: 144, width: 286, height: 0.5))
    XCTAssertNil(list.line("sections[0].rows[2].divider"))
    XCTAssertNil(list.line("sections[0].rows[2].separator"))
    XCTAssertNil(list.line("sections[0].rows[3].separator"), "the last row of a card")
  }
}
