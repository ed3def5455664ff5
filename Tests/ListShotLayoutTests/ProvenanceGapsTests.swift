import ListShotCore
import ListShotDisplayList
import ListShotGallery
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Every gallery screen, and a screen with device chrome, pull to refresh, edit mode, swipe
/// actions and every UIKit accessory, laid out with provenance: the items that record none
/// are exactly the allow-list below, each drawn in a constant no theme token decides. A new
/// item drawn from a token without naming it fails here.
final class ProvenanceGapsTests: XCTestCase {
  /// Item ids with every index written `[]`, and why no token is behind them. Clips draw no
  /// colour and are not listed, nor the end of a shadow group.
  static let allowed: [String: String] = [
    "sections[].rows[].toggle.thumbShadow": "the switch thumb's shadow is black",
    "sections[].rows[].accessories[].toggle.thumbShadow": "the switch thumb's shadow is black",
    "sections[].rows[].accessories[].delete.minus": "the minus on the delete circle is white",
    "sections[].rows[].accessories[].multiselect.checkmark": "the check on the selected circle is white",
    "sections[].rows[].indicator.cursorShadow": "the OUDS switch cursor's shadow is a fixed black",
    "sections[].rows[].leading.flag.0": "flags keep their national colours",
    "sections[].rows[].leading.flag.1": "flags keep their national colours",
    "sections[].rows[].leading.flag.2": "flags keep their national colours",
    "sections[].rows[].trailing.flag.0": "flags keep their national colours",
    "sections[].rows[].trailing.flag.1": "flags keep their national colours",
    "sections[].rows[].trailing.flag.2": "flags keep their national colours",
    "sections[].rows[].shadow.ambient": "Material shadows are black at MDC's opacities",
    "sections[].rows[].shadow.key": "Material shadows are black at MDC's opacities",
    "sections[].rows[].swipeActions[]": "a swipe action tinted with an RGB colour (the gallery's Flag)",
    "sections[].rows[].ripple": "a Material ripple in an RGB rippleColor (the gallery's purple ink)",
    "sections[].rows[].swipeActions[].title": "swipe action titles are white",
    "statusBar.dynamicIsland": "the Dynamic Island is black",
    "sections[].rows[].content.toggle.toggle.thumbShadow": "the switch thumb's shadow is black",
    "sections[].rows[].content.hstack[].background.color":
      "a view background given as RGB (the gallery's grey capsule)",
    "sections[].rows[].content.zstack[].text": "a text in white, a constant (the catalogue's ZStack badge)",
    "contextMenu.blur": "a backdrop blur paints no colour of its own",
    "contextMenu.dim": "the dim behind an open context menu is black at 20 %",
    "sections[].rows[].listRowBackground": "a row background given as RGB (the gallery's translucent green)",
    "sections[].rows[].content.shadow": "a shadow in SwiftUI's default black at 33 %, an RGB constant",
  ]

  static let iPhone15 = Viewport(
    height: 852, safeArea: EdgeInsets(top: 59, bottom: 34), statusBarHeight: 54, hasDynamicIsland: true)

  /// Chrome with every kind of bar item, pull to refresh, edit mode and every accessory.
  static func chromeScreen(bottomBar: DeviceChrome.BottomBar) -> Screen {
    var screen = Screen("chrome") {
      ListCell("Accessories").accessories(
        .disclosureIndicator, .checkmark, .detail, .outlineDisclosure, .label("Label"), .badge("3"),
        .image(.named("star")), .image(.named("star"), color: .blue), .progress(0.5), .activityIndicator,
        .toggle(isOn: true))
      ListCell("Selected").selected()
      ListCell("Highlighted").highlighted()
      ListCell("Swiped").swipeActions(
        SwipeAction("Delete", role: .destructive), SwipeAction("More"), SwipeAction("Pin", tint: .accent))
    }
    screen.navigationTitle = NavigationTitle("Title", displayMode: .inline)
    screen.editMode = EditMode(delete: true, reorder: true)
    screen.isRefreshing = true
    screen.chrome = DeviceChrome(
      backButton: "Back", barItems: [.icon(.named("star")), .title("Edit")], bottomBar: bottomBar)
    return screen
  }

  static let tabBar = DeviceChrome.BottomBar.tabBar(
    DeviceChrome.TabBar(
      items: [.init("Home", icon: .named("house")), .init("Star", icon: .named("star.fill"))], selected: 1,
      unselectedTint: .gray))

  func missing(_ screens: [Screen], viewport: Viewport) throws -> [String: String] {
    var missing: [String: String] = [:]
    for screen in screens {
      var env = try TestEnvironment.layoutEnvironment(width: 393, viewport: viewport)
      env.recordsProvenance = true
      let list = try ScreenLayout.layout(screen, in: env)
      for (index, item) in list.items.enumerated() where list.sources(ofItem: index) == nil {
        switch item {
        case .pushClip, .popClip, .popShadow: continue
        default:
          let id = item.id.description.replacingOccurrences(
            of: "\\[[0-9]+\\]", with: "[]", options: .regularExpression)
          missing[id] = missing[id] ?? "\(screen.name): \(item.id)"
        }
      }
    }
    return missing
  }

  func testOnlyTheAllowListRecordsNoProvenance() throws {
    var screens = Gallery.document.screens
    screens.append(Self.chromeScreen(bottomBar: Self.tabBar))
    screens.append(Self.chromeScreen(bottomBar: .toolbar([.icon(.named("trash")), .title("Done")])))
    var editing = Self.chromeScreen(bottomBar: Self.tabBar)
    editing.editMode = EditMode(multiselect: true)
    screens.append(editing)
    let missing = try missing(screens, viewport: Self.iPhone15)
    let unexpected = missing.filter { Self.allowed[$0.key] == nil }
    XCTAssertEqual(unexpected, [:], "items drawn without provenance that the allow-list does not name")
    let unused = Set(Self.allowed.keys).subtracting(missing.keys)
    XCTAssertEqual(unused, [], "allow-list entries no screen draws any more: remove them")
  }

  /// A colour the spec gives as RGB has no token (as a multicolour icon file's own paint has
  /// none: `IconColor.file`).
  func testAnRGBColourRecordsNone() throws {
    let screen = Screen("s") {
      ListCell("RGB").accessories(.image(.named("star"), color: .custom(Color(red: 255, green: 179, blue: 0))))
    }
    XCTAssertEqual(
      try missing([screen], viewport: .content).keys.sorted(), ["sections[].rows[].accessories[].image"])
  }
}
