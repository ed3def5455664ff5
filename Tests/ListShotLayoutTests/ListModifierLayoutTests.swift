import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The SwiftUI row and list modifiers on the display list (fixed measurer; every layout is
/// checked mirrored in right-to-left by `TestEnvironment.layout`): separators per edge and
/// their tint, section separators, row insets and backgrounds, the grey badge beside the
/// Lists pill, EditButton, the search field and the open context menu.
final class ListModifierLayoutTests: XCTestCase {
  let system = try! TestEnvironment.layoutEnvironment().theme.system

  func testHiddenRowSeparatorsHideTheLineOnTheirEdge() throws {
    let list = try TestEnvironment.layout(
      Screen("separators") {
        ListCell("A")
        ListCell("B").listRowSeparator(.hidden, edges: .top)
        ListCell("C").listRowSeparator(.hidden, edges: .bottom)
        ListCell("D")
      })
    // B's top edge is A's bottom separator; C hides its own; D is the plain list's last row.
    XCTAssertNil(list.line("sections[0].rows[0].separator"))
    XCTAssertEqual(list.line("sections[0].rows[1].separator")?.frame, Rect(x: 20, y: 87.5, width: 370, height: 0.5))
    XCTAssertNil(list.line("sections[0].rows[2].separator"))
    XCTAssertEqual(list.line("sections[0].rows[3].separator")?.frame, Rect(x: 20, y: 175.5, width: 370, height: 0.5))
  }

  func testSeparatorTintColoursTheLineOfItsEdge() throws {
    let list = try TestEnvironment.layout(
      Screen("tint") {
        ListCell("A").listRowSeparatorTint(.red, edges: .bottom)
        ListCell("B").listRowSeparatorTint(.blue, edges: .top)
        ListCell("C").listRowSeparatorTint(.green)
      }, direction: .rightToLeft)
    XCTAssertEqual(list.line("sections[0].rows[0].separator")?.color, system.red)
    // Between B and C: B's bottom has no tint, C's top is green.
    XCTAssertEqual(list.line("sections[0].rows[1].separator")?.color, system.green)
    XCTAssertEqual(list.line("sections[0].rows[2].separator")?.color, system.green)
    // Right to left: the separator runs from the trailing edge (x 0) to the text's start.
    XCTAssertEqual(list.line("sections[0].rows[0].separator")?.frame, Rect(x: 0, y: 43.5, width: 370, height: 0.5))
  }

  func testSectionSeparatorsPerEdgeInGroupedAndPlainLists() throws {
    let grouped = try TestEnvironment.layout(
      Screen(
        name: "grouped", style: .grouped,
        sections: [
          Section(rows: [ListCell("A").asRow, ListCell("B").asRow]),
          Section(rows: [ListCell("C").asRow]).listSectionSeparator(.hidden, edges: .top),
          Section(rows: [ListCell("D").asRow]).listSectionSeparator(.hidden),
        ]))
    XCTAssertNotNil(grouped.line("sections[0].border.top"))
    XCTAssertNotNil(grouped.line("sections[0].border.bottom"))
    XCTAssertNil(grouped.line("sections[1].border.top"))
    XCTAssertNotNil(grouped.line("sections[1].border.bottom"))
    XCTAssertNil(grouped.line("sections[2].border.top"))
    XCTAssertNil(grouped.line("sections[2].border.bottom"))

    let plain = try TestEnvironment.layout(
      Screen(
        name: "plain", style: .plain,
        sections: [
          Section(rows: [ListCell("A").asRow]).listSectionSeparator(.visible, edges: .top),
          Section(rows: [ListCell("B").asRow]).listSectionSeparator(.hidden, edges: .bottom),
        ]))
    // Visible top: a full-width line above the first row; hidden bottom: no line under the last.
    XCTAssertEqual(plain.line("sections[0].border.top")?.frame, Rect(x: 0, y: 0, width: 390, height: 0.5))
    XCTAssertNotNil(plain.line("sections[0].rows[0].separator"))
    XCTAssertNil(plain.line("sections[1].rows[0].separator"))
    XCTAssertNil(plain.line("sections[1].border.bottom"))
  }

  func testInsetGroupedCardsDrawNoSectionSeparators() throws {
    let list = try TestEnvironment.layout(
      Screen(
        name: "cards", style: .insetGrouped,
        sections: [
          Section(rows: [ListCell("A").asRow]).listSectionSeparator(.visible)
        ]))
    XCTAssertEqual(list.ids(startingWith: "sections[0].border"), [])
  }

  func testRowInsetsMoveTheContentOnLogicalEdges() throws {
    let screen = Screen("insets") {
      ListCell("Apple").listRowInsets(EdgeInsets(top: 4, leading: 40, bottom: 6, trailing: 0))
        .accessories(.disclosureIndicator)
      ListCell("Pear")
    }
    let ltr = try TestEnvironment.layout(screen)
    // The text moves 24 pt (40 instead of 16), the row grows by 10 and the text by 4.
    let text = try XCTUnwrap(ltr.text("sections[0].rows[0].text"))
    XCTAssertEqual(text.frame.minX, 44)
    XCTAssertEqual(text.frame.minY, 15)
    XCTAssertEqual(ltr.line("sections[0].rows[0].separator")?.frame.minY, 53.5)
    // No trailing margin: the chevron touches the trailing edge.
    XCTAssertEqual(ltr.frame("sections[0].rows[0].accessories[0].chevron")?.maxX, 390)
    XCTAssertEqual(ltr.text("sections[0].rows[1].text")?.frame.minX, 20)
    let rtl = try TestEnvironment.layout(screen, direction: .rightToLeft)
    XCTAssertEqual(rtl.text("sections[0].rows[0].text")?.frame.maxX, 390 - 44)
    XCTAssertEqual(rtl.frame("sections[0].rows[0].accessories[0].chevron")?.minX, 0)
  }

  func testRowBackgroundColourFillsTheRowUnderItsContent() throws {
    let list = try TestEnvironment.layout(
      Screen("background", style: .insetGrouped) {
        ListCell("Apple").listRowBackground(TintColor.red)
        ListCell("Pear")
      })
    let fill = try XCTUnwrap(list.rect("sections[0].rows[0].listRowBackground"))
    XCTAssertEqual(fill.fill, system.red)
    XCTAssertEqual(fill.frame, Rect(x: 20, y: 35, width: 350, height: 44))
    let ids = list.items.map(\.id.description)
    XCTAssertLessThan(
      ids.firstIndex(of: "sections[0].rows[0].listRowBackground")!, ids.firstIndex(of: "sections[0].rows[0].text")!)
    XCTAssertNil(list.rect("sections[0].rows[1].listRowBackground"))
  }

  func testARowBackgroundViewFillsTheRowFrame() throws {
    let screen = Screen("view", style: .insetGrouped) {
      ListCell("Apple").listRowBackground(ViewNode.color(.blue))
    }
    let list = try TestEnvironment.layout(screen)
    let fill = try XCTUnwrap(list.rect("sections[0].rows[0].listRowBackground.color"))
    XCTAssertEqual(fill.frame, Rect(x: 20, y: 35, width: 350, height: 44))
    XCTAssertEqual(fill.fill, system.blue)
    let ids = list.items.map(\.id.description)
    XCTAssertLessThan(
      ids.firstIndex(of: "sections[0].rows[0].listRowBackground.color")!,
      ids.firstIndex(of: "sections[0].rows[0].text")!)
  }

  func testViewsBelowTheListFollowItCentredWithinTheMargins() throws {
    var screen = Screen("below") {
      ListCell("A")
      ListCell("B")
    }
    screen.viewsBelow = [.text("3 selections")]
    let list = try TestEnvironment.layout(screen)
    let text = try XCTUnwrap(list.text("viewsBelow[0].text"))
    XCTAssertEqual(text.frame.minY, 88 + 8)
    XCTAssertEqual(text.frame.midX, 195)
    XCTAssertEqual(list.size.height, 96 + text.frame.height)
    // On a device screen they sit at its bottom, over the page background.
    let device = try TestEnvironment.layout(screen, direction: .rightToLeft, viewport: Viewport(height: 300))
    XCTAssertEqual(device.text("viewsBelow[0].text")?.frame.maxY, 300)
    XCTAssertEqual(device.rect("viewsBelow.background")?.frame.maxY, 300)
  }

  func testViewsAboveTheListSitUnderTheNavigationBar() throws {
    var screen = Screen("above") { ListCell("A") }
    screen.navigationTitle = NavigationTitle("Fruit", displayMode: .inline)
    screen.viewsAbove = [.text("Today"), .text("Tomorrow")]
    let list = try TestEnvironment.layout(screen, direction: .rightToLeft)
    let first = try XCTUnwrap(list.text("viewsAbove[0].text"))
    let second = try XCTUnwrap(list.text("viewsAbove[1].text"))
    XCTAssertEqual(first.frame.minY, 44)
    XCTAssertEqual(second.frame.minY, first.frame.maxY + 8)
    XCTAssertEqual(list.text("sections[0].rows[0].text")?.frame.minY, second.frame.maxY + 8 + 11)
  }

  func testListRowInsetsOfFreeFormContentAreItsInsets() throws {
    let screen = Screen("content") {
      Row(.view(.text("Apple"))).listRowInsets(EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
    }
    let list = try TestEnvironment.layout(screen)
    XCTAssertEqual(list.text("sections[0].rows[0].content.text")?.frame.minX, 0)
  }

  func testBadgeIsAGreyTrailingTextBeforeTheChevronAndThePillStaysAnAccessory() throws {
    let list = try TestEnvironment.layout(
      Screen("badges") {
        ListCell("Inbox").badge(3).accessories(.disclosureIndicator)
        ListCell("Drafts").badge("New")
        ListCell("Sent").badge(0)
        ListCell("Flagged").accessories(.badge("3"))
      })
    let count = try XCTUnwrap(list.text("sections[0].rows[0].badge"))
    XCTAssertEqual(count.text, "3")
    XCTAssertEqual(count.color, system.secondaryLabel)
    XCTAssertEqual(count.attributes.font.size, 17)
    XCTAssertEqual(count.alignment, .right)
    let chevron = try XCTUnwrap(list.frame("sections[0].rows[0].accessories[0].chevron"))
    XCTAssertEqual(count.frame.maxX, chevron.minX - 8)
    XCTAssertEqual(count.frame.midY, 22)
    // Without accessories the text ends at the 16 pt margin.
    XCTAssertEqual(list.text("sections[0].rows[1].badge")?.frame.maxX, 374)
    XCTAssertEqual(list.text("sections[0].rows[1].badge")?.text, "New")
    XCTAssertEqual(list.ids(startingWith: "sections[0].rows[2].badge"), [])
    // The Lists module's pill keeps its tinted capsule.
    XCTAssertNotNil(list.rect("sections[0].rows[3].accessories[0].badge"))
    XCTAssertEqual(list.ids(startingWith: "sections[0].rows[3].badge"), [])
  }

  func testEditButtonReadsEditThenDoneInSemibold() throws {
    var screen = Screen("edit") { ListCell("Apple") }
    screen.navigationTitle = NavigationTitle("Fruit", displayMode: .inline)
    screen.chrome = DeviceChrome(statusBar: nil, barItems: [.editButton], homeIndicator: false)
    let idle = try XCTUnwrap(try TestEnvironment.layout(screen).text("navigationBar.barItems[0].editButton"))
    XCTAssertEqual(idle.text, "Edit")
    XCTAssertEqual(idle.attributes.font.weight, .regular)
    XCTAssertEqual(idle.frame, Rect(x: 374 - 34, y: 11, width: 34, height: 22))
    screen.editMode = EditMode(delete: true)
    let done = try XCTUnwrap(
      try TestEnvironment.layout(screen, direction: .rightToLeft).text("navigationBar.barItems[0].editButton"))
    XCTAssertEqual(done.text, "Done")
    XCTAssertEqual(done.attributes.font.weight, .semibold)
    XCTAssertEqual(done.color, Color(hex: "#F16E00"))
    XCTAssertEqual(done.frame.minX, 16)
  }

  func testSearchFieldSitsUnderTheLargeTitle() throws {
    var screen = Screen("search") { ListCell("Apple") }.searchable()
    screen.navigationTitle = NavigationTitle("Fruit")
    let list = try TestEnvironment.layout(screen)
    let field = try XCTUnwrap(list.rect("navigationBar.searchField.background"))
    // 44 pt bar, 52 pt large title, then the field 8 pt into its 52 pt band.
    XCTAssertEqual(field.frame, Rect(x: 16, y: 104, width: 358, height: 36))
    XCTAssertEqual(field.cornerRadius, 10)
    XCTAssertEqual(field.fill, system.fill.withOpacity(0.6))
    XCTAssertEqual(list.frame("navigationBar.searchField.glass"), Rect(x: 24, y: 113.5, width: 17, height: 17))
    let prompt = try XCTUnwrap(list.text("navigationBar.searchField.prompt"))
    XCTAssertEqual(prompt.text, "Search")
    XCTAssertEqual(prompt.color, system.secondaryLabel)
    XCTAssertEqual(prompt.frame.minX, 46)
    XCTAssertNil(list.text("navigationBar.searchField.text"))
    XCTAssertEqual(list.text("sections[0].rows[0].text")?.frame.minY, 148 + 11)
  }

  func testSearchFieldWithTextHasAClearButtonAndMirrors() throws {
    var screen = Screen("search") { ListCell("Apple") }.searchable(text: "App", prompt: "Fruit")
    screen.navigationTitle = NavigationTitle("Fruit", displayMode: .inline)
    let list = try TestEnvironment.layout(screen, direction: .rightToLeft)
    // Inline: the bar's background runs down past the search band.
    XCTAssertEqual(list.rect("navigationBar.background")?.frame, Rect(x: 0, y: 0, width: 390, height: 96))
    XCTAssertEqual(list.text("navigationBar.searchField.text")?.text, "App")
    XCTAssertEqual(list.text("navigationBar.searchField.text")?.color, system.label)
    XCTAssertEqual(list.frame("navigationBar.searchField.glass")?.maxX, 390 - 24)
    XCTAssertEqual(list.frame("navigationBar.searchField.clearButton"), Rect(x: 24, y: 61.5, width: 17, height: 17))
  }

  func testContextMenuBlursDimsLiftsTheRowAndListsTheActions() throws {
    let screen = Screen("menu", style: .insetGrouped) {
      ListCell("Apple")
      ListCell("Pear").contextMenu {
        ContextMenuItem.button("Copy", systemImage: "doc")
        ContextMenuItem.button("Share")
        ContextMenuItem.divider
        ContextMenuItem.button("Delete", systemImage: "trash", role: .destructive)
      }
    }
    let list = try TestEnvironment.layout(screen)
    let menu = "sections[0].rows[1].contextMenu"
    let ids = list.items.map(\.id.description)
    let blur = try XCTUnwrap(ids.firstIndex(of: "contextMenu.blur"))
    // Drawn over everything: the list is all before the blur.
    XCTAssertLessThan(ids.firstIndex(of: "sections[0].rows[1].text")!, blur)
    guard case .backdropBlur(let item) = list.items[blur] else { return XCTFail("not a blur") }
    XCTAssertEqual(item.frame, Rect(x: 0, y: 0, width: 390, height: list.size.height))
    XCTAssertEqual(item.sigma, 8)
    XCTAssertEqual(list.fill("contextMenu.dim"), Color.black.withOpacity(0.2))
    // The row drawn again on top, rounded.
    let preview = try XCTUnwrap(list.rect("\(menu).preview"))
    XCTAssertEqual(preview.frame, Rect(x: 20, y: 79, width: 350, height: 44))
    XCTAssertEqual(preview.cornerRadius, 13)
    XCTAssertEqual(list.items(withID: "sections[0].rows[1].text").count, 2)
    // The menu 8 pt below, 250 wide, three 44 pt actions and an 8 pt divider.
    let background = try XCTUnwrap(list.rect("\(menu).background"))
    XCTAssertEqual(background.frame, Rect(x: 20, y: 131, width: 250, height: 140))
    XCTAssertEqual(background.fill, system.tertiaryBackground)
    XCTAssertEqual(list.text("\(menu)[0].title")?.frame.minX, 36)
    XCTAssertEqual(list.frame("\(menu)[0].systemImage"), Rect(x: 234, y: 143, width: 20, height: 20))
    XCTAssertEqual(list.line("\(menu)[1].separator")?.frame, Rect(x: 20, y: 175, width: 250, height: 0.5))
    XCTAssertEqual(list.rect("\(menu)[2]")?.frame, Rect(x: 20, y: 219, width: 250, height: 8))
    XCTAssertNil(list.line("\(menu)[3].separator"))
    XCTAssertEqual(list.text("\(menu)[3].title")?.color, system.red)
    XCTAssertEqual(list.text("\(menu)[0].title")?.color, system.label)
    // The canvas grows to hold the menu and a 16 pt margin.
    XCTAssertEqual(list.size.height, 271 + 16)
  }

  func testContextMenuGoesAboveTheRowWhenTheDeviceHasNoRoomBelow() throws {
    let phone = Viewport(height: 300)
    let screen = Screen("menu") {
      (0..<5).map { ListCell("Row \($0)").asRow }
      ListCell("Last").contextMenu([.button("Copy")])
    }
    let list = try TestEnvironment.layout(screen, viewport: phone)
    XCTAssertEqual(list.rect("sections[0].rows[5].contextMenu.background")?.frame.maxY, 220 - 8)
  }

  func testAnUnknownMenuSymbolIsALayoutErrorAtItsPath() throws {
    let screen = Screen("menu") { ListCell("A").contextMenu([.button("Copy", systemImage: "no.such.symbol")]) }
    XCTAssertThrowsError(try TestEnvironment.layout(screen)) { error in
      XCTAssertEqual(
        (error as? LayoutError)?.path.description, "sections[0].rows[0].contextMenu[0].systemImage")
    }
  }

  func testUnmodifiedScreensDrawNothingNew() throws {
    let list = try TestEnvironment.layout(Screen("plain") { ListCell("A") })
    XCTAssertFalse(
      list.items.contains {
        ["badge", "listRowBackground", "contextMenu", "searchField"].contains($0.id.lastKey ?? "")
      })
  }
}
