import Foundation
import ListShotModel
import ListShotUI
import XCTest

/// `Form` and the builders, `TabView`, `NavigationSplitView`, and the modifiers accepted with
/// no pixels: lowered to the model a spec (or the same screen as a List) builds.
final class FormTests: XCTestCase {
  func testAFormIsTheGroupedListWithEveryBuilderAndForEachForm() throws {
    let form = try Lowering.screen("settings") { SettingsForm() }
    XCTAssertEqual(form, try Lowering.screen("settings") { SettingsList() })
    XCTAssertEqual(form.style, .insetGrouped)
    XCTAssertEqual(form.sections.map { $0.rows.count }, [5, 4, 7])
    try Lowering.assertSamePNGs(Screen("settings") { SettingsForm() }, form)
  }

  func testAFormLowersToItsSpec() throws {
    let spec = try Lowering.spec(
      """
        - name: lists
          style: insetGrouped
          sections:
            - header: Inline
              rows: [{ listCell: { text: One } }, { listCell: { text: Two } }]
            - header: Nested
              rows: [{ listCell: { text: Three } }]
      """)
    XCTAssertEqual(try Lowering.screen("lists") { FormWithLists() }, spec)
    try Lowering.assertSamePNGs(Screen("lists") { FormWithLists() }, spec)
  }

  func testColumnsAndAListInAListAreRefused() throws {
    XCTAssertThrowsError(try Lowering.screen("columns") { Form { Text("A") }.formStyle(.columns) }) {
      XCTAssertTrue("\($0)".contains("Form: error: .formStyle(.columns) cannot be drawn"), "\($0)")
    }
    XCTAssertThrowsError(try Lowering.screen("nested") { List { Section { List { Text("A") } } } }) {
      XCTAssertTrue("\($0)".contains("a List inside a List cannot be drawn"), "\($0)")
    }
  }

  func testModifiersThatRunOnlyInAnAppDrawNothing() throws {
    let plain = try Lowering.screen("accepted") {
      List {
        Text("One")
        Text("Two")
      }
    }
    XCTAssertEqual(try Lowering.screen("accepted") { AppOnlyModifiers() }, plain)
    let plainWithSymbol = try Lowering.screen("accepted") {
      List {
        HStack {
          Image(systemName: "star")
          Text("One")
        }
        Text("Two")
      }
    }
    XCTAssertEqual(try Lowering.screen("accepted") { InteractionOnlyModifiers() }, plainWithSymbol)
    let names = [
      ".sheet", ".alert", ".confirmationDialog", ".accessibilityIdentifier", ".animation", ".keyboardType", ".gesture",
      ".contentShape", ".presentationDetents", ".preferredColorScheme", ".symbolEffect", ".scrollIndicators",
    ]
    for name in names {
      XCTAssertEqual(ViewCatalogue.entry(named: name)?.status.draws, false, name)
    }
  }

  func testTheLocaleAndTimeZoneAreInTheEnvironment() throws {
    struct Reader: View {
      @Environment(\.locale) var locale
      @Environment(\.timeZone) var timeZone
      var body: some View { List { Text("\(locale.identifier) \(timeZone.identifier)") } }
    }
    let pinned = try Lowering.screen("pinned") { Reader() }
    XCTAssertEqual(pinned.sections[0].rows[0].content.primaryTextForTests, "en_US GMT")
    let set = try Lowering.screen("set") {
      Reader().environment(\.locale, Locale(identifier: "fr_FR")).environment(
        \.timeZone, TimeZone(identifier: "Europe/Paris")!)
    }
    XCTAssertEqual(set.sections[0].rows[0].content.primaryTextForTests, "fr_FR Europe/Paris")
  }

  func testARowOfAForEachReadsTheEnvironmentWhereItIs() throws {
    struct Sizes: View {
      @Environment(\.dynamicTypeSize) var size
      var body: some View {
        List { ForEach(0..<1) { _ in Text(size.isAccessibilitySize ? "large print" : "regular") } }
      }
    }
    let screen = try Lowering.screen("sizes") { Sizes().environment(\.dynamicTypeSize, .accessibility3) }
    XCTAssertEqual(screen.sections[0].rows[0].content.primaryTextForTests, "large print")
  }

  func testATabViewDrawsItsTabBarAndTheFirstTab() throws {
    let spec = try Lowering.spec(
      """
        - name: tabs
          style: insetGrouped
          navigationTitle: Listen
          chrome:
            statusBar: false
            homeIndicator: false
            tabBar:
              items:
                - { title: Listen, icon: play.circle }
                - { title: Browse, icon: square.grid.2x2 }
                - { title: Search, icon: magnifyingglass }
          rows: [{ listCell: { text: Now playing } }]
      """)
    XCTAssertEqual(try Lowering.screen("tabs") { TabbedApp() }, spec)
    try Lowering.assertSamePNGs(Screen("tabs") { TabbedApp() }, spec)
    let list = try Lowering.renderer.displayList(for: Screen("tabs") { TabbedApp() }, in: Lowering.variant())
    XCTAssertTrue(list.items.contains { $0.id.description.hasPrefix("tabBar.items[2]") }, "the tab bar is drawn")
  }

  func testATabsBadgeIsRefusedAndItsTagIgnored() throws {
    XCTAssertThrowsError(
      try Lowering.screen("badge") {
        TabView {
          List { Text("A") }.tabItem { Label("A", systemImage: "house") }.badge(2)
        }
      }
    ) {
      XCTAssertTrue("\($0)".contains("TabView/tab[0]/.tabItem: error: a tab's .badge cannot be drawn yet"), "\($0)")
    }
  }

  func testANavigationSplitViewIsItsSidebarOnIPhone() throws {
    let spec = try Lowering.spec(
      """
        - name: split
          style: insetGrouped
          navigationTitle: Mailboxes
          rows: [{ listCell: { text: Inbox, image: tray } }, { listCell: { text: Sent, image: paperplane } }]
      """)
    XCTAssertEqual(try Lowering.screen("split") { SplitApp() }, spec)
  }
}

extension RowContent {
  fileprivate var primaryTextForTests: String? {
    if case .listCell(let cell) = self { return cell.text }
    return nil
  }
}
