import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// `DisplayList.provenance` beyond the controls and list-item texts: the screen's surfaces
/// (page, section cards, navigation bar), section headers and footers, OUDS icons, badges,
/// tags and avatars, ODS trailing parts, Material and UIKit cells, and the size tokens of
/// OUDS icons, indicators and dot badges. Read off the display list, no pixels.
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
    XCTAssertEqual(try sources("sections[0].footer", theme).color, "ios.secondaryLabel")

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
    XCTAssertEqual(try sources("\(id).chevron", ods).stroke, "ios.tertiaryLabel")
    XCTAssertEqual(try sources("sections[0].rows[1].toggle.track", ods).fill, "ios.green")
    // The thumb is white and its shadow black: constants, no token.
    let thumb = try XCTUnwrap(ods.items.firstIndex { $0.id.description == "sections[0].rows[1].toggle.thumb" })
    XCTAssertNil(ods.sources(ofItem: thumb))

    let material = try layout(Screen("s") { MaterialListCell(title: "Title", detail: "Detail") })
    XCTAssertEqual(try sources("\(id).title", material).color, "ios.label")
    XCTAssertEqual(try sources("\(id).detail", material).color, "ios.label")

    let uikit = try layout(Screen("s") { ListCell("Text", secondaryText: "More", image: .named("star")) })
    XCTAssertEqual(try sources("\(id).text", uikit).color, "ios.label")
    XCTAssertEqual(try sources("\(id).secondaryText", uikit).color, "ios.secondaryLabel")
    XCTAssertEqual(try sources("\(id).image", uikit).color, "ods.accent")
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
