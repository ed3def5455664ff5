import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// `DisplayList.provenance` beyond the controls and list-item texts: the screen's surfaces
/// (page, section cards, navigation bar), section headers and footers, OUDS icons, badges,
/// tags and avatars, ODS leading icons and trailing parts, Material and UIKit cells, device
/// chrome, the refresh spinner, UIKit accessories, edit-mode controls, swipe actions, and the
/// size tokens of OUDS icons, indicators and dot badges. Read off the display list, no pixels.
/// What records none is pinned by `ProvenanceGapsTests`.
final class ProvenanceCoverageTests: XCTestCase {
  let id = "sections[0].rows[0]"

  private func layout(_ screen: Screen, theme: String = "orange") throws -> DisplayList {
    var env = try TestEnvironment.layoutEnvironment(theme: theme, scheme: .light)
    env.recordsProvenance = true
    return try ScreenLayout.layout(screen, in: env)
  }

  private func sources(_ itemID: String, _ list: DisplayList) throws -> TokenSources {
    let ids = list.items.map(\.id.description)
    let index = try XCTUnwrap(ids.firstIndex(of: itemID), "\(itemID) not in \(ids)")
    return try XCTUnwrap(list.sources(ofItem: index), "no provenance for \(itemID)")
  }

  private func grouped(_ surface: Surface) -> Screen {
    var screen = Screen("s", style: .insetGrouped) { ODSListItem(title: "Title") }
    screen.sections[0].header = "Header"
    screen.sections[0].footer = "Footer"
    screen.surface = surface
    screen.navigationTitle = NavigationTitle("Title", displayMode: .inline)
    return screen
  }

  func testSurfacesHeadersAndTheBarNameTheirTokens() throws {
    let theme = try layout(grouped(.theme))
    XCTAssertEqual(theme.backgroundToken, "color.bg.secondary")
    XCTAssertEqual(try sources("sections[0].background", theme).fill, "color.bg.primary")
    XCTAssertEqual(try sources("navigationBar.background", theme).fill, "color.bg.primary")
    XCTAssertEqual(try sources("navigationBar.separator", theme).color, "ios.separator")
    XCTAssertEqual(try sources("navigationBar.title", theme).color, "ios.label")
    XCTAssertEqual(try sources("sections[0].header", theme).color, "ios.secondaryLabel")
    // Footers take their colour from the look (`look.list.<style>.footer.color`, ios.secondaryLabel).
    XCTAssertEqual(try sources("sections[0].footer", theme).color, "look.list.insetGrouped.footer.color")

    let system = try layout(grouped(.system))
    XCTAssertEqual(system.backgroundToken, "ios.groupedBackground")
    XCTAssertEqual(try sources("sections[0].background", system).fill, "ios.secondaryGroupedBackground")
    XCTAssertEqual(try sources("navigationBar.background", system).fill, "ios.barBackground")
  }

  func testOUDSIconsBadgesAndTagsNameColourAndSize() throws {
    let list = try layout(
      Screen("s") {
        OUDSStaticListItem(
          data: OUDSListItemData(label: "Status"), leading: .icon(OUDSListItemIcon(type: .positive)),
          trailing: .badge(.count(OUDSBadgeCount(3, status: .negative))))
        OUDSStaticListItem(
          data: OUDSListItemData(label: "Tag"),
          trailing: .tag(OUDSTag(label: "New", status: OUDSTag.Status(category: .positive, leading: .bullet))))
        OUDSStaticListItem(
          data: OUDSListItemData(label: "Avatar"), leading: .avatar(OUDSListItemAvatar(type: .initials("AB"))),
          trailing: .badge(.standard(OUDSBadgeStandard(status: .info))))
      })
    let icon = try sources("\(id).leading.statusIcon", list)
    XCTAssertEqual(icon.fill, "color.content.status.positive")
    XCTAssertEqual(icon.size, "listItem.sizeAssetMedium")
    XCTAssertEqual(try sources("\(id).trailing.badge", list).fill, "color.surface.status.negative.emphasized")
    XCTAssertEqual(
      try sources("\(id).trailing.badge.count", list).color, "color.content.onStatus.negative.emphasized")

    let tag = "sections[0].rows[1].trailing.tag"
    XCTAssertEqual(try sources(tag, list).fill, "color.surface.status.positive.emphasized")
    XCTAssertEqual(try sources("\(tag).bullet", list).fill, "color.content.onStatus.positive.emphasized")
    XCTAssertEqual(try sources("\(tag).label", list).color, "color.content.onStatus.positive.emphasized")

    let avatar = "sections[0].rows[2].leading.avatar"
    XCTAssertEqual(try sources(avatar, list).fill, "color.surface.inverseHigh")
    XCTAssertEqual(try sources("\(avatar).initials", list).color, "color.content.inverse")
    let dot = try sources("sections[0].rows[2].trailing.badge", list)
    XCTAssertEqual(dot.fill, "color.surface.status.info.emphasized")
    XCTAssertEqual(dot.size, "badge.sizeMedium")
  }

  func testNavigationIndicatorNamesItsSize() throws {
    let list = try layout(
      Screen("s") { OUDSNavigationListItem(data: OUDSListItemData(label: "Label"), indicatorType: .next) })
    XCTAssertEqual(try sources("\(id).navigationIndicator.chevron", list).size, "listItem.sizeAssetSmall")
  }

  func testODSTrailingMaterialAndUIKitCellsNameTheirTokens() throws {
    let ods = try layout(
      Screen("s") {
        ODSListItem(title: "Text", trailing: .text("Details"), isNavigationLink: true)
        ODSListItem(title: "Toggle", trailing: .toggle(isOn: true))
      })
    XCTAssertEqual(try sources("\(id).trailingText", ods).color, "ods.trailingText")
    // The system chevron and switch are the look's (`look.chevron.color` is ios.tertiaryLabel,
    // `look.switch.trackOn` ios.green, `look.switch.thumb` white in both looks).
    XCTAssertEqual(try sources("\(id).chevron", ods).stroke, "look.chevron.color")
    XCTAssertEqual(try sources("sections[0].rows[1].toggle.track", ods).fill, "look.switch.trackOn")
    XCTAssertEqual(try sources("sections[0].rows[1].toggle.thumb", ods).fill, "look.switch.thumb")
    // The thumb's shadow is black at the look's opacity: a constant colour, no token.
    let shadow = try XCTUnwrap(ods.items.firstIndex { $0.id.description == "sections[0].rows[1].toggle.thumbShadow" })
    XCTAssertNil(ods.sources(ofItem: shadow))

    let material = try layout(Screen("s") { MaterialListCell(title: "Title", detail: "Detail") })
    XCTAssertEqual(try sources("\(id).title", material).color, "ios.label")
    XCTAssertEqual(try sources("\(id).detail", material).color, "ios.label")

    let uikit = try layout(Screen("s") { ListCell("Text", secondaryText: "More", image: .named("star")) })
    XCTAssertEqual(try sources("\(id).text", uikit).color, "ios.label")
    XCTAssertEqual(try sources("\(id).secondaryText", uikit).color, "ios.secondaryLabel")
    XCTAssertEqual(try sources("\(id).image", uikit).color, "ods.accent")
  }

  func testDeviceChromeNamesItsTokens() throws {
    var env = try TestEnvironment.layoutEnvironment(width: 393, viewport: ProvenanceGapsTests.iPhone15)
    env.recordsProvenance = true
    let list = try ScreenLayout.layout(ProvenanceGapsTests.chromeScreen(bottomBar: ProvenanceGapsTests.tabBar), in: env)
    XCTAssertEqual(try sources("statusBar.time", list).color, "ios.label")
    XCTAssertEqual(try sources("statusBar.cellular[0]", list).fill, "ios.label")
    XCTAssertEqual(try sources("statusBar.wifi[2]", list).fill, "ios.label")
    XCTAssertEqual(try sources("statusBar.battery", list).fill, "ios.label")
    XCTAssertEqual(try sources("statusBar.battery.level", list).fill, "ios.label")
    XCTAssertEqual(try sources("homeIndicator", list).fill, "ios.label")
    XCTAssertEqual(try sources("navigationBar.backButton.chevron", list).stroke, "ods.accent")
    XCTAssertEqual(try sources("navigationBar.barItems[0].icon", list).color, "ods.accent")
    XCTAssertEqual(try sources("navigationBar.barItems[1].title", list).color, "ods.accent")
    // The selected tab is in the accent, the others in the unselected tint the spec names.
    XCTAssertEqual(try sources("tabBar.items[1].icon", list).color, "ods.accent")
    XCTAssertEqual(try sources("tabBar.items[1].title", list).color, "ods.accent")
    XCTAssertEqual(try sources("tabBar.items[0].icon", list).color, "ios.gray")
    XCTAssertEqual(try sources("tabBar.items[0].title", list).color, "ios.gray")
    XCTAssertEqual(try sources("refreshControl.spoke0", list).stroke, "ios.gray")

    let toolbar = try ScreenLayout.layout(
      ProvenanceGapsTests.chromeScreen(bottomBar: .toolbar([.icon(.named("trash")), .title("Done")])), in: env)
    XCTAssertEqual(try sources("toolbar.items[0].icon", toolbar).color, "ods.accent")
    XCTAssertEqual(try sources("toolbar.items[1].title", toolbar).color, "ods.accent")
  }

  func testAccessoriesEditModeAndSwipeActionsNameTheirTokens() throws {
    var env = try TestEnvironment.layoutEnvironment(width: 393, viewport: ProvenanceGapsTests.iPhone15)
    env.recordsProvenance = true
    var screen = ProvenanceGapsTests.chromeScreen(bottomBar: ProvenanceGapsTests.tabBar)
    let list = try ScreenLayout.layout(screen, in: env)
    let row = "\(id).accessories"
    XCTAssertEqual(try sources("\(row)[0].delete", list).fill, "ios.red")
    XCTAssertEqual(try sources("\(row)[1].chevron", list).stroke, "look.chevron.color")
    XCTAssertEqual(try sources("\(row)[2].checkmark", list).stroke, "ods.accent")
    XCTAssertEqual(try sources("\(row)[4].disclosure.collapsed", list).stroke, "ods.accent")
    XCTAssertEqual(try sources("\(row)[5].label", list).color, "ios.secondaryLabel")
    XCTAssertEqual(try sources("\(row)[6].badge", list).fill, "ods.accent")
    XCTAssertEqual(try sources("\(row)[6].badge.text", list).color, "ods.accent")
    XCTAssertEqual(try sources("\(row)[7].image", list).color, "ios.secondaryLabel")
    XCTAssertEqual(try sources("\(row)[8].image", list).color, "ios.blue")
    XCTAssertEqual(try sources("\(row)[9].progress.track", list).fill, "ios.fill")
    XCTAssertEqual(try sources("\(row)[9].progress.bar", list).fill, "ods.accent")
    XCTAssertEqual(try sources("\(row)[10].spinner.spoke3", list).stroke, "ios.gray")
    XCTAssertEqual(try sources("\(row)[12].reorder.bar0", list).fill, "ios.gray")
    XCTAssertEqual(try sources("sections[0].rows[1].selection", list).fill, "ios.gray4")
    XCTAssertEqual(try sources("sections[0].rows[2].highlight", list).fill, "ios.gray4")
    XCTAssertEqual(try sources("sections[0].rows[3].swipeActions[0]", list).fill, "ios.red")
    XCTAssertEqual(try sources("sections[0].rows[3].swipeActions[1]", list).fill, "ios.gray")
    XCTAssertEqual(try sources("sections[0].rows[3].swipeActions[2]", list).fill, "ods.accent")

    screen.editMode = EditMode(multiselect: true)
    let multiselect = try ScreenLayout.layout(screen, in: env)
    XCTAssertEqual(try sources("\(row)[0].multiselect", multiselect).stroke, "ios.gray3")
    XCTAssertEqual(try sources("sections[0].rows[1].accessories[0].multiselect", multiselect).fill, "ods.accent")
  }

  func testIconsNameTheirTint() throws {
    let list = try layout(
      Screen("s") {
        ODSListItem(title: "Icon", leading: .icon(.named("heart")))
        ODSListItem(title: "Red", leading: .icon(.named("heart"), color: .red))
        MaterialListCell(title: "Image", leadingImage: .icon(.named("star")), ripple: .init(touchPoint: .zero))
        MaterialListCell(title: "Pressed", isHighlighted: true)
        OUDSSwitchItem("Wi-Fi", isOn: true, icon: .named("wifi"))
      })
    XCTAssertEqual(try sources("\(id).leading", list).color, "ios.label")
    XCTAssertEqual(try sources("sections[0].rows[1].leading", list).color, "ios.red")
    // MDC tints images and draws the ripple in onSurface (`ios.label`) at its opacities.
    XCTAssertEqual(try sources("sections[0].rows[2].leadingImage", list).color, "ios.label")
    XCTAssertEqual(try sources("sections[0].rows[2].ripple", list).fill, "ios.label")
    XCTAssertEqual(try sources("sections[0].rows[3].ripple", list).fill, "ios.label")
    XCTAssertEqual(try sources("sections[0].rows[4].icon", list).color, "color.content.default")
  }

  func testOffTheScreenSurfacesAddNothing() throws {
    var env = try TestEnvironment.layoutEnvironment(theme: "orange", scheme: .light)
    let plain = try ScreenLayout.layout(grouped(.theme), in: env)
    env.recordsProvenance = true
    var recorded = try ScreenLayout.layout(grouped(.theme), in: env)
    XCTAssertNil(plain.backgroundToken)
    XCTAssertNil(plain.provenance)
    recorded.provenance = nil
    recorded.backgroundToken = nil
    XCTAssertEqual(recorded, plain)
  }
}
