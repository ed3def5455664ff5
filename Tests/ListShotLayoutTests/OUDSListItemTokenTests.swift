import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The display list of OUDS list items carries each theme's list-item token values: every
/// number and colour below is read from the token files (`themes show`'s resolution), never
/// written in the test, for all four themes in light and dark.
final class OUDSListItemTokenTests: XCTestCase {
  static let themes = (try? TestEnvironment.renderer().themes.builtinThemeNames()) ?? []

  /// The resolved tokens of a theme file: path → value text (`16px`, `#RRGGBB`).
  func tokens(_ theme: String, _ scheme: ColorScheme) throws -> [String: String] {
    let resolved = try TestEnvironment.renderer().themes.resolvedTokens(theme, scheme: scheme)
    return Dictionary(uniqueKeysWithValues: resolved.map { ($0.path, $0.value) })
  }

  func number(_ tokens: [String: String], _ path: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> Double
  {
    let text = try XCTUnwrap(tokens[path], path, file: file, line: line)
    return try XCTUnwrap(Double(text.replacingOccurrences(of: "px", with: "")), path, file: file, line: line)
  }

  func color(_ tokens: [String: String], _ path: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> Color
  {
    try XCTUnwrap(Color(hex: try XCTUnwrap(tokens[path], path, file: file, line: line)), path, file: file, line: line)
  }

  /// One row of each kind the checks below read.
  static let screen = Screen("tokens") {
    OUDSStaticListItem(data: OUDSListItemData(label: "Label", helperText: "Helper"))
    OUDSNavigationListItem(
      data: OUDSListItemData(label: "Wi-Fi", description: "Home"),
      leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("wifi")))),
      trailing: .badge(.count(OUDSBadgeCount(3, status: .negative))))
    OUDSNavigationListItem(data: OUDSListItemData(label: "Pressed")).interaction(.pressed)
    OUDSNavigationListItem(data: OUDSListItemData(label: "Hover")).interaction(.hover)
    OUDSNavigationListItem(data: OUDSListItemData(label: "Outlined")).oudsListCardStyle(.outlined())
    OUDSStaticListItem(
      data: OUDSListItemData(label: "Avatar"),
      leading: .avatar(OUDSListItemAvatar(type: .initials("AB"), size: .extraLarge, badgeType: .standard(.positive))),
      trailing: .tag(OUDSTag(label: "New", status: OUDSTag.Status(category: .positive))))
    OUDSStaticListItem(data: OUDSListItemData(label: "Small"), leading: .icon(OUDSListItemIcon(type: .warning)))
      .oudsListItemSize(.small)
    OUDSNavigationListItem(data: OUDSListItemData(label: "Focus")).interaction(.focus)
  }

  func row(_ index: Int) -> String { "sections[0].rows[\(index)]" }

  func testEveryThemeAndSchemeDrawsItsOwnTokens() throws {
    for theme in Self.themes {
      for scheme in ColorScheme.allCases {
        try check(theme, scheme)
      }
    }
  }

  private func check(_ theme: String, _ scheme: ColorScheme) throws {
    let t = try tokens(theme, scheme)
    let list = try TestEnvironment.layout(Self.screen, theme: theme, scheme: scheme)
    let what = "\(theme) \(scheme)"
    let padding = try number(t, "listItem.spacePaddingInline")
    let rows = list.semantics.filter(\.isRow)
    XCTAssertEqual(rows.count, 8, what)

    // Row 0: label only → the default minimum height; texts from the typography tokens.
    let label = try XCTUnwrap(list.text("\(row(0)).label"), what)
    XCTAssertEqual(label.frame.x, padding, what)
    XCTAssertEqual(label.attributes.font.size, try number(t, "font.size.labelLarge"), what)
    XCTAssertEqual(label.color, try color(t, "color.content.default"), what)
    XCTAssertEqual(list.text("\(row(1)).description")?.color, try color(t, "color.content.muted"), what)
    let rowHeight = try XCTUnwrap(list.items(withID: "\(row(0)).divider").first?.frame, what).maxY
    XCTAssertEqual(rowHeight, try number(t, "listItem.sizeMinHeightDefault"), what)
    guard case .line(let divider)? = list.items(withID: "\(row(0)).divider").first else { return XCTFail(what) }
    XCTAssertEqual(divider.color, try color(t, "color.border.muted"), what)
    XCTAssertEqual(divider.frame.height, try number(t, "divider.borderWidth"), what)
    XCTAssertEqual(divider.frame.width, 390, what)
    let helper = try XCTUnwrap(list.text("\(row(0)).helperText"), what)
    XCTAssertEqual(helper.frame.minY, rowHeight + (try number(t, "listItem.spacePaddingBlockTopHelperText")), what)
    XCTAssertEqual(helper.color, try color(t, "color.content.muted"), what)

    // Row 1: icon, texts, count badge and chevron, `spaceColumnGap` apart.
    let icon = try XCTUnwrap(frame("\(row(1)).leading.icon", list), what)
    XCTAssertEqual(icon.width, try number(t, "listItem.sizeAssetMedium"), what)
    XCTAssertEqual(icon.minX, padding, what)
    XCTAssertEqual(
      list.text("\(row(1)).label")?.frame.minX, padding + icon.width + (try number(t, "listItem.spaceColumnGap")), what)
    let chevron = try XCTUnwrap(path("\(row(1)).navigationIndicator.chevron", list), what)
    XCTAssertEqual(chevron.fill, try color(t, "link.colorChevronEnabled"), what)
    XCTAssertEqual(chevron.frame.width, try number(t, "listItem.sizeAssetSmall"), what)
    XCTAssertEqual(chevron.frame.maxX, 390 - padding, what)
    let badge = try XCTUnwrap(rect("\(row(1)).trailing.badge", list), what)
    XCTAssertEqual(badge.fill, try color(t, "color.surface.status.negative.emphasized"), what)
    XCTAssertEqual(badge.frame.height, try number(t, "badge.sizeMedium"), what)
    XCTAssertEqual(
      list.text("\(row(1)).trailing.badge.count")?.color, try color(t, "color.content.onStatus.negative.emphasized"),
      what)
    XCTAssertEqual(chevron.frame.minX - badge.frame.maxX, try number(t, "listItem.spaceColumnGap"), what)

    // Rows 2–4: interaction fills and the outlined card's border.
    XCTAssertEqual(rect("\(row(2)).background", list)?.fill, try color(t, "listItem.colorBgPressed"), what)
    XCTAssertEqual(rect("\(row(3)).background", list)?.fill, try color(t, "listItem.colorBgHover"), what)
    XCTAssertEqual(rect("\(row(7)).background", list)?.fill, try color(t, "listItem.colorBgFocus"), what)
    XCTAssertEqual(
      path("\(row(2)).navigationIndicator.chevron", list)?.fill, try color(t, "color.action.pressed"), what)
    let border = try XCTUnwrap(path("\(row(4)).border", list), what)
    XCTAssertEqual(border.fill, try color(t, "color.border.default"), what)
    XCTAssertEqual(innerInset(border), try number(t, "listItem.borderWidthDefault"), what)
    XCTAssertNil(list.items(withID: "\(row(4)).divider").first, what)

    // Row 5: avatar, its badge's safety ring, the tag.
    let avatar = try XCTUnwrap(path("\(row(5)).leading.avatar", list), what)
    XCTAssertEqual(avatar.fill, try color(t, "color.surface.inverseHigh"), what)
    XCTAssertEqual(avatar.frame.width, try number(t, "listItem.sizeAssetXlarge"), what)
    XCTAssertEqual(
      path("\(row(5)).leading.avatar.badge.safetyArea", list)?.fill, try color(t, "listItem.colorBgBadgeSafetyArea"),
      what)
    XCTAssertEqual(
      path("\(row(5)).leading.avatar.badge", list)?.fill, try color(t, "color.surface.status.positive.emphasized"), what
    )
    let initials = try XCTUnwrap(list.text("\(row(5)).leading.avatar.initials"), what)
    XCTAssertEqual(initials.color, try color(t, "color.content.inverse"), what)
    // Pinned at Dynamic Type `medium`: the token size times medium's ratio (16 / 17 pt Body).
    XCTAssertEqual(
      initials.attributes.font.size, (try number(t, "listItem.fontSizeAvatarInitialXlarge")) * 16 / 17, accuracy: 1e-9,
      what)
    let tag = try XCTUnwrap(rect("\(row(5)).trailing.tag", list), what)
    XCTAssertEqual(tag.fill, try color(t, "color.surface.status.positive.emphasized"), what)
    XCTAssertEqual(tag.frame.height, try number(t, "tag.sizeMinHeightDefault"), what)
    XCTAssertEqual(
      list.text("\(row(5)).trailing.tag.label")?.frame.minX,
      tag.frame.minX + (try number(t, "tag.spacePaddingInlineDefault")), what)

    // Row 6: the small size and the two-layer warning icon.
    let small = try XCTUnwrap(rows.first { $0.id.description == row(6) }, what)
    XCTAssertEqual(small.frame.height, try number(t, "listItem.sizeMinHeightSmall"), what)
    let warning = try XCTUnwrap(path("\(row(6)).leading.statusIcon", list), what)
    XCTAssertEqual(warning.fill, try color(t, "icon.colorContentStatusWarningExternalShape"), what)
    XCTAssertEqual(warning.frame.width, try number(t, "listItem.sizeAssetSmall"), what)
    XCTAssertEqual(
      path("\(row(6)).leading.statusIcon.mark", list)?.fill,
      try color(t, "icon.colorContentStatusWarningInternalShape"), what)

    // Row 7: the focus ring (as wide as the screen, so drawn as its bands on the canvas).
    XCTAssertEqual(rect("\(row(7)).focusRing.top", list)?.fill, try color(t, "color.border.focus"), what)
    XCTAssertEqual(rect("\(row(7)).focusRingInset.top", list)?.fill, try color(t, "color.border.focusInset"), what)
  }
}
