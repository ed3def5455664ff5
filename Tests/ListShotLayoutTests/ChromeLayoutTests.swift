import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Device chrome on the display list: where the status bar, the navigation bar's back button
/// and bar buttons, the tab bar or toolbar and the home indicator sit on an iPhone 15
/// (393 × 852 pt, 59 / 34 pt safe areas, a 54 pt status bar with the Dynamic Island), that
/// they mirror in right-to-left layouts, and that a screen without chrome is left alone.
final class ChromeLayoutTests: XCTestCase {
  let iPhone15 = Viewport(
    height: 852, safeArea: EdgeInsets(top: 59, bottom: 34), statusBarHeight: 54, hasDynamicIsland: true)
  let label = Color(hex: "#000000")!
  let accent = Color(hex: "#F16E00")!

  func screen(_ chrome: DeviceChrome?, title: NavigationTitle? = NavigationTitle("Lists", displayMode: .inline))
    -> Screen
  {
    var screen = Screen("chrome") { (0..<3).map { ListCell("Row \($0)").asRow } }
    screen.navigationTitle = title
    screen.chrome = chrome
    return screen
  }

  func layout(_ screen: Screen, scheme: ColorScheme = .light) throws -> DisplayList {
    try TestEnvironment.layout(screen, scheme: scheme, width: 393, viewport: iPhone15)
  }

  /// The ids chrome adds to a screen.
  static let chromePrefixes = [
    "statusBar", "homeIndicator", "bottomBar", "tabBar", "toolbar", "navigationBar.backButton",
    "navigationBar.barItems",
  ]

  func isChrome(_ id: String) -> Bool { Self.chromePrefixes.contains { id.hasPrefix($0) } }

  func chromeItems(_ list: DisplayList) -> [String] { list.items.map(\.id.description).filter(isChrome) }

  func testStatusBarTimeSymbolsAndIslandSitInTheTopSafeArea() throws {
    var chrome = DeviceChrome()
    chrome.statusBar?.batteryLevel = 0.5
    let list = try layout(screen(chrome))
    XCTAssertEqual(list.rect("statusBar.dynamicIsland")?.frame, Rect(x: 133.5, y: 11, width: 126, height: 37))
    XCTAssertEqual(list.fill("statusBar.dynamicIsland"), Color.black)
    // The time is centred in the leading ear ((393 − 126) / 4 + 5 = 71.75), 17 pt semibold;
    // the fixed measurer makes "9:41" 4 × 8.5 = 34 pt wide.
    let time = try XCTUnwrap(list.text("statusBar.time"))
    XCTAssertEqual(time.text, "9:41")
    XCTAssertEqual(time.frame, Rect(x: 71.75 - 17, y: 29.1 - 11, width: 34, height: 22))
    XCTAssertEqual(time.attributes.font, FontDescriptor(family: "Inter", size: 17, weight: .semibold))
    XCTAssertEqual(time.color, label)
    // Cellular (18), Wi-Fi (15.5) and battery (27), 8.5 pt apart, centred in the trailing ear.
    let start = 393 - 71.75 - 77.5 / 2
    XCTAssertEqual(list.path("statusBar.cellular[0]")?.frame, Rect(x: start, y: 23.1, width: 18, height: 12))
    XCTAssertEqual(list.path("statusBar.wifi[0]")?.frame, Rect(x: start + 26.5, y: 23.35, width: 15.5, height: 11.5))
    XCTAssertEqual(list.path("statusBar.battery")?.frame, Rect(x: start + 50.5, y: 22.6, width: 27, height: 13))
    // Half a charge fills half of the 20.5 pt inside, from the leading end.
    XCTAssertEqual(list.rect("statusBar.battery.level")?.frame, Rect(x: start + 52.5, y: 24.6, width: 10.25, height: 9))
    XCTAssertEqual(list.ids(startingWith: "statusBar.cellular").count, 4)
    XCTAssertEqual(list.ids(startingWith: "statusBar.wifi").count, 3)
  }

  func testEmptyBarsAreDimAndAnEmptyBatteryHasNoCharge() throws {
    let chrome = DeviceChrome(statusBar: .init(time: "10:24", cellularBars: 1, wifiBars: 0, batteryLevel: 0))
    let list = try layout(screen(chrome))
    XCTAssertEqual(list.path("statusBar.cellular[0]")?.fill, label)
    XCTAssertEqual(list.path("statusBar.cellular[1]")?.fill, label.withOpacity(0.3))
    XCTAssertEqual(list.path("statusBar.wifi[0]")?.fill, label.withOpacity(0.3))
    XCTAssertNil(list.rect("statusBar.battery.level"))
    XCTAssertEqual(list.text("statusBar.time")?.text, "10:24")
  }

  func testDarkChromeDrawsInTheDarkLabelColour() throws {
    let list = try layout(screen(.standard), scheme: .dark)
    XCTAssertEqual(list.text("statusBar.time")?.color, Color(hex: "#FFFFFF"))
    XCTAssertEqual(list.fill("homeIndicator"), Color(hex: "#FFFFFF"))
  }

  func testHomeIndicatorIsACapsuleAboveTheBottomEdge() throws {
    let list = try layout(screen(.standard))
    let indicator = try XCTUnwrap(list.rect("homeIndicator"))
    XCTAssertEqual(indicator.frame, Rect(x: 129.5, y: 852 - 8 - 5, width: 134, height: 5))
    XCTAssertEqual(indicator.cornerRadius, 2.5)
    XCTAssertEqual(indicator.fill, label)
  }

  func testBackButtonAndBarItemsSitInTheNavigationBarRow() throws {
    let chrome = DeviceChrome(backButton: "Modules", barItems: [.icon(.named("paintpalette")), .title("Edit")])
    let list = try layout(screen(chrome))
    // The 44 pt row starts below the 54 pt status bar: its middle is at 76.
    let chevron = try XCTUnwrap(list.path("navigationBar.backButton.chevron"))
    XCTAssertEqual(chevron.frame, Rect(x: 8, y: 76 - 10.5, width: 13, height: 21))
    XCTAssertEqual(chevron.stroke?.color, accent)
    let back = try XCTUnwrap(list.text("navigationBar.backButton.title"))
    XCTAssertEqual(back.frame, Rect(x: 31.5, y: 76 - 11, width: 7 * 8.5, height: 22))
    XCTAssertEqual(back.color, accent)
    // Bar buttons from the 16 pt trailing margin inwards, 8 pt apart: a 30 pt symbol, then
    // "Edit" (34 pt).
    XCTAssertEqual(list.frame("navigationBar.barItems[0].icon"), Rect(x: 393 - 16 - 30, y: 61, width: 30, height: 30))
    XCTAssertEqual(list.frame("navigationBar.barItems[1].title"), Rect(x: 347 - 8 - 34, y: 65, width: 34, height: 22))
    XCTAssertEqual(list.text("navigationBar.barItems[1].title")?.color, accent)
    // The title stays centred in the bar.
    XCTAssertEqual(list.text("navigationBar.title")?.frame.y, 54 + 11)
  }

  func testBackChevronPointsToTheLeadingEdgeInBothDirections() throws {
    let chrome = DeviceChrome(backButton: "Modules")
    let ltr = try TestEnvironment.layout(screen(chrome), width: 393, viewport: iPhone15)
    let rtl = try TestEnvironment.layout(screen(chrome), direction: .rightToLeft, width: 393, viewport: iPhone15)
    // The tip is the chevron's point in the middle of its height: at its left in LTR, at its
    // right in RTL, where the button sits at the right edge.
    func tipAndBounds(_ list: DisplayList) throws -> (tip: Double, bounds: Rect) {
      let item = try XCTUnwrap(list.path("navigationBar.backButton.chevron"))
      let box = bounds(item)
      var points: [Point] = []
      for element in item.elements {
        if case .move(let p) = element { points.append(p) }
        if case .line(let p) = element { points.append(p) }
      }
      let tip = try XCTUnwrap(points.min { abs($0.y - box.midY) < abs($1.y - box.midY) })
      return (tip.x, box)
    }
    let (ltrTip, ltrBox) = try tipAndBounds(ltr)
    let (rtlTip, rtlBox) = try tipAndBounds(rtl)
    XCTAssertEqual(ltrTip, ltrBox.minX, accuracy: 1e-9)
    XCTAssertEqual(rtlTip, rtlBox.maxX, accuracy: 1e-9)
    XCTAssertLessThan(ltrBox.maxX, 30)
    XCTAssertGreaterThan(rtlBox.minX, 393 - 30)
    XCTAssertEqual(rtl.text("navigationBar.backButton.title")?.alignment, .right)
  }

  func testTabBarSpreadsItsTabsAboveTheBottomSafeArea() throws {
    let tabs = DeviceChrome.TabBar(
      items: [
        .init("Home", icon: .named("house")), .init("Guidelines", icon: .named("paintpalette")),
        .init("Components", icon: .named("star.fill")),
      ],
      selected: 1)
    let list = try layout(screen(DeviceChrome(bottomBar: .tabBar(tabs))))
    let top = 852.0 - 34 - 49
    XCTAssertEqual(list.rect("bottomBar.background")?.frame, Rect(x: 0, y: top, width: 393, height: 83))
    XCTAssertEqual(list.line("bottomBar.separator")?.frame, Rect(x: 0, y: top, width: 393, height: 0.5))
    // Three tabs, 131 pt each: 30 pt symbols centred 2 pt below the top, titles 34 pt below it.
    for index in 0..<3 {
      let icon = try XCTUnwrap(list.frame("tabBar.items[\(index)].icon"))
      XCTAssertEqual(icon, Rect(x: Double(index) * 131 + 50.5, y: top + 2, width: 30, height: 30))
      XCTAssertEqual(list.frame("tabBar.items[\(index)].title")?.y, top + 34)
    }
    XCTAssertEqual(list.text("tabBar.items[1].title")?.color, accent)
    XCTAssertEqual(list.text("tabBar.items[0].title")?.color, Color(hex: "#8E8E93"))
    // The home indicator is drawn over the bar's background.
    let ids = list.items.map(\.id.description)
    XCTAssertLessThan(
      try XCTUnwrap(ids.firstIndex(of: "bottomBar.background")), try XCTUnwrap(ids.firstIndex(of: "homeIndicator")))
  }

  func testToolbarSpreadsItsItemsWithFlexibleSpace() throws {
    let chrome = DeviceChrome(bottomBar: .toolbar([.icon(.named("trash")), .title("Done")]))
    let list = try layout(screen(chrome))
    let top = 852.0 - 34 - 44
    XCTAssertEqual(list.frame("bottomBar.background")?.y, top)
    XCTAssertEqual(list.frame("toolbar.items[0].icon"), Rect(x: 16, y: top + 7, width: 30, height: 30))
    // "Done" is 4 × 8.5 = 34 pt wide and ends at the 16 pt trailing margin.
    XCTAssertEqual(list.frame("toolbar.items[1].title"), Rect(x: 393 - 16 - 34, y: top + 11, width: 34, height: 22))
    // A lone item is centred.
    let single = try layout(screen(DeviceChrome(bottomBar: .toolbar([.title("Done")]))))
    XCTAssertEqual(single.frame("toolbar.items[0].title")?.x, (393 - 34) / 2)
  }

  func testABottomBarShortensTheContentOfAScreenWithoutADevice() throws {
    let chrome = DeviceChrome(statusBar: nil, bottomBar: .toolbar([.title("Done")]), homeIndicator: false)
    let plain = try TestEnvironment.layout(screen(nil))
    let withBar = try TestEnvironment.layout(screen(chrome))
    XCTAssertEqual(withBar.size.height, plain.size.height + 44)
    XCTAssertEqual(withBar.frame("bottomBar.background")?.y, plain.size.height)
  }

  func testWithoutChromeTheDisplayListIsUnchanged() throws {
    for title in [NavigationTitle("Lists", displayMode: .inline), NavigationTitle("Lists"), nil] {
      let plain = try layout(screen(nil, title: title))
      XCTAssertEqual(chromeItems(plain), [], "\(String(describing: title))")
      // Chrome that draws nothing changes nothing.
      let empty = try layout(screen(DeviceChrome(statusBar: nil, homeIndicator: false), title: title))
      XCTAssertEqual(empty, plain)
      // Chrome is drawn over the list: the list's own items stay where they were.
      let chromed = try layout(screen(.standard, title: title))
      XCTAssertEqual(chromed.items.filter { !isChrome($0.id.description) }, plain.items)
      XCTAssertGreaterThan(chromed.items.count, plain.items.count)
      XCTAssertEqual(chromed.size, plain.size)
    }
  }
}
