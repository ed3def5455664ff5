import Foundation
import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// The screen key `chrome`: every sub-key read into `DeviceChrome`, and the errors bad values
/// report, with the file, line and column of the value.
final class ChromeSpecTests: XCTestCase {
  private func screen(_ chrome: String, title: String = "    navigationTitle: Lists\n") -> String {
    "screens:\n  - name: a\n" + title + "    chrome: " + chrome + "\n    rows:\n      - listCell: { text: A }\n"
  }

  private func chrome(_ text: String) throws -> DeviceChrome? {
    try SpecReader.parse(screen(text), file: "spec.yaml").screens.first?.chrome
  }

  private func message(_ text: String) -> String? {
    do {
      _ = try SpecReader.parse(text, file: "spec.yaml")
      return nil
    } catch let error as ListShotError {
      return error.description
    } catch {
      return "unexpected \(error)"
    }
  }

  func testTrueIsTheStandardChromeAndFalseOrNoKeyIsNone() throws {
    XCTAssertEqual(try chrome("true"), .standard)
    XCTAssertNil(try chrome("false"))
    XCTAssertNil(try SpecReader.parse("screens:\n  - name: a\n    rows: []\n", file: "spec.yaml").screens.first?.chrome)
  }

  func testEveryKeyIsRead() throws {
    let decoded = try chrome(
      """
      { statusBar: { time: "10:24", cellular: 2, wifi: 1, battery: 0.8 }, backButton: Modules,
            barItems: [{ icon: paintpalette }, { title: Edit }],
            tabBar: { selected: 1, unselectedTint: label, items: [{ title: Home, icon: house }, { title: Star, icon: star.fill }] },
            homeIndicator: false }
      """)
    let expected = DeviceChrome(
      statusBar: .init(time: "10:24", cellularBars: 2, wifiBars: 1, batteryLevel: 0.8), backButton: "Modules",
      barItems: [.icon(.named("paintpalette")), .title("Edit")],
      bottomBar: .tabBar(
        .init(
          items: [.init("Home", icon: .named("house")), .init("Star", icon: .named("star.fill"))], selected: 1,
          unselectedTint: .label)),
      homeIndicator: false)
    XCTAssertEqual(decoded, expected)
    XCTAssertEqual(
      try chrome("{ statusBar: false, toolbar: [{ icon: trash }, { title: Done }] }"),
      DeviceChrome(statusBar: nil, bottomBar: .toolbar([.icon(.named("trash")), .title("Done")])))
    XCTAssertEqual(try chrome("{ statusBar: true }"), .standard)
  }

  func testBadValuesNameTheirPosition() {
    XCTAssertEqual(
      message(screen("{ statusBar: { cellular: 5 } }")),
      "spec.yaml:4:38 (screens[0].chrome.statusBar.cellular): error: cellular 5 is out of range; expected 0...4")
    XCTAssertEqual(
      message(screen("{ statusBar: { battery: -0.5 } }")),
      "spec.yaml:4:37 (screens[0].chrome.statusBar.battery): error: battery -0.5 is out of range; expected 0...1")
    XCTAssertEqual(
      message(screen("{ statusbar: true }")),
      "spec.yaml:4:15 (screens[0].chrome): error: unknown key 'statusbar' in chrome; expected one of: statusBar, backButton, barItems, leadingBarItems, tabBar, toolbar, homeIndicator (did you mean 'statusBar'?)"
    )
    XCTAssertEqual(
      message(screen("yes please")),
      "spec.yaml:4:13 (screens[0].chrome): error: wrong type for 'chrome': found the string \"yes please\"; expected true or false"
    )
    XCTAssertEqual(
      message(screen("{ tabBar: { items: [{ title: A, icon: house }] }, toolbar: [{ title: B }] }")),
      "spec.yaml:4:13 (screens[0].chrome): error: chrome has a tabBar or a toolbar, not both")
    XCTAssertEqual(
      message(screen("{ barItems: [{ title: A, icon: house }] }")),
      "spec.yaml:4:26 (screens[0].chrome.barItems[0]): error: a bar item has an 'icon', a 'title' or a 'view'; expected {icon: NAME}, {title: TEXT} or {view: VIEW}"
    )
    XCTAssertEqual(
      message(screen("{ tabBar: { items: [] } }")),
      "spec.yaml:4:23 (screens[0].chrome.tabBar): error: a tab bar has 1 to 5 items, not 0")
    XCTAssertEqual(
      message(screen("{ tabBar: { selected: 1, items: [{ title: A, icon: house }] } }")),
      "spec.yaml:4:35 (screens[0].chrome.tabBar.selected): error: selected 1 is out of range; expected 0...0")
  }

  func testButtonsWithoutANavigationBarAreRejected() {
    XCTAssertEqual(
      message(screen("{ backButton: Modules }", title: "")),
      "spec.yaml:3:27 (screens[0].chrome.backButton): error: chrome.backButton needs a navigationTitle: the back button sits in the navigation bar"
    )
    XCTAssertEqual(
      message(screen("{ backButton: \"\" }")),
      "spec.yaml:4:27 (screens[0].chrome.backButton): error: the back button title is empty")
  }
}
