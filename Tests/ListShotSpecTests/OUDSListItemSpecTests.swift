import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// The OUDS list item in a spec: every configuration builds the same model as the Swift API,
/// and every forbidden combination is an error at its file:line:column naming both settings.
final class OUDSListItemSpecTests: XCTestCase {
  static let fixture = SpecReaderTests.fixtures.appendingPathComponent("ouds-list-items.yaml")

  /// The Swift twin of `Fixtures/ouds-list-items.yaml`, row for row.
  static func swiftScreen() -> Screen {
    let flagFile = SpecReaderTests.fixtures.appendingPathComponent("flag-stripes.svg").path
    func data(_ label: String) -> OUDSListItemData { OUDSListItemData(label: label) }
    return Screen("ouds-items") {
      OUDSStaticListItem(data: data("Label only"))
      OUDSStaticListItem(
        data: OUDSListItemData(
          label: "All texts", hasBoldLabel: true, description: "Description", overline: "Overline",
          extraLabel: "Extra label", helperText: "Helper text"))
      OUDSNavigationListItem(data: data("Next"))
      OUDSNavigationListItem(data: data("Previous"), indicatorType: .previous)
      OUDSNavigationListItem(data: data("External"), indicatorType: .external)
      OUDSNavigationListItem(data: data("Navigation"))
      OUDSStaticListItem(data: data("Static"))
      OUDSStaticListItem(data: data("Info"), leading: .icon(OUDSListItemIcon(type: .info)))
      OUDSStaticListItem(data: data("Warning"), leading: .icon(OUDSListItemIcon(type: .warning, size: .large)))
      OUDSStaticListItem(
        data: data("Negative"), leading: .icon(OUDSListItemIcon(type: .negative)),
        trailing: .icon(OUDSListItemIcon(type: .positive)))
      OUDSStaticListItem(
        data: data("Neutral"), leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("heart")))),
        trailing: .icon(OUDSListItemIcon(type: .neutral(asset: .named("bell"), badge: true), size: .large)))
      OUDSStaticListItem(
        data: data("Images"), leading: .image(OUDSListItemImage(asset: .placeholder)),
        trailing: .image(
          OUDSListItemImage(
            asset: .url("https://example.com/a.png"), description: "A photo", size: .extraLarge, ratio: .widescreen,
            contentMode: .fill)))
      OUDSStaticListItem(
        data: data("France"), leading: .flag(OUDSListItemFlag(asset: .country("fr"), description: "FR")),
        trailing: .flag(OUDSListItemFlag(asset: .file(path: flagFile), description: "Stripes")))
      OUDSStaticListItem(
        data: data("Germany"), leading: .flag(OUDSListItemFlag(asset: .country("de"), description: "Germany")))
      OUDSStaticListItem(
        data: data("Avatar icon"), leading: .avatar(OUDSListItemAvatar(type: .icon)),
        trailing: .avatar(OUDSListItemAvatar(type: .icon, size: .large)))
      OUDSStaticListItem(
        data: data("Avatar initials"),
        leading: .avatar(OUDSListItemAvatar(type: .initials("AB"), size: .extraLarge, badgeType: .standard(.negative))),
        trailing: .avatar(OUDSListItemAvatar(type: .image(.placeholder), badgeType: .icon(.positive))))
      OUDSStaticListItem(
        data: data("Avatar badge"),
        leading: .avatar(OUDSListItemAvatar(type: .initials("C"), badgeType: .standard(.accent))))
      OUDSStaticListItem(data: data("Text"), trailing: .text(.label("Value")))
      OUDSStaticListItem(data: data("Muted"), trailing: .text(.labelMuted("Value")))
      OUDSStaticListItem(data: data("Strong"), trailing: .text(.labelStrong("Value")))
      OUDSStaticListItem(data: data("Two labels"), trailing: .text(.labelAndExtraLabel("Value", "Extra")))
      OUDSStaticListItem(
        data: data("Count"),
        trailing: .badge(
          .count(OUDSBadgeCount(120, accessibilityLabel: "120 messages", status: .negative, size: .large))))
      OUDSStaticListItem(data: data("Dot"), trailing: .badge(.standard(OUDSBadgeStandard(status: .info, size: .small))))
      OUDSStaticListItem(data: data("Tag"), trailing: .tag(OUDSTag(label: "New")))
      OUDSStaticListItem(
        data: data("Tag muted"),
        trailing: .tag(
          OUDSTag(
            label: "Late", status: OUDSTag.Status(category: .warning, leading: .statusIcon), appearance: .muted,
            shape: .square, size: .small)))
      OUDSStaticListItem(
        data: data("Tag bullet"),
        trailing: .tag(OUDSTag(label: "Live", status: OUDSTag.Status(category: .accent, leading: .bullet))))
      OUDSStaticListItem(
        data: data("Tag icon"),
        trailing: .tag(OUDSTag(label: "Fav", status: OUDSTag.Status(leading: .icon(.named("heart"))))))
      OUDSStaticListItem(data: OUDSListItemData(label: "Small", description: "Small description")).oudsListItemSize(
        .small)
      OUDSStaticListItem(data: data("Top"), leading: .icon(OUDSListItemIcon(type: .info)))
        .oudsListItemContainerAlignment(.top)
      OUDSStaticListItem(data: data("No divider")).oudsListItemStyle(divider: false, background: true)
      OUDSStaticListItem(data: data("Card")).oudsListCardStyle(.standard(divider: false))
      OUDSNavigationListItem(data: data("Outlined")).oudsListCardStyle(.outlined())
      OUDSNavigationListItem(data: data("On interaction")).oudsListContentStyle(
        .card(.outlined(onlyOnInteraction: true)))
      OUDSStaticListItem(data: data("Rounded media"), leading: .image(OUDSListItemImage(asset: .placeholder)))
        .oudsListItemRoundedMedia(true)
      OUDSNavigationListItem(data: data("Hover")).interaction(.hover)
      OUDSNavigationListItem(data: data("Pressed")).interaction(.pressed)
      OUDSNavigationListItem(data: data("Focus")).interaction(.focus)
      OUDSNavigationListItem(data: data("Disabled")).disabled()
    }
  }

  func testYAMLAndSwiftAPIBuildTheSameModel() throws {
    let document = try SpecReader.read(contentsOf: Self.fixture)
    let expected = Self.swiftScreen()
    XCTAssertEqual(document.screens.count, 1)
    let rows = document.screens[0].sections[0].rows, expectedRows = expected.sections[0].rows
    XCTAssertEqual(rows.count, expectedRows.count)
    for (index, (row, expectedRow)) in zip(rows, expectedRows).enumerated() {
      XCTAssertEqual(row, expectedRow, "row \(index)")
    }
    XCTAssertEqual(document.screens, [expected])
  }

  func testDefaultsAreAStaticStandardCenteredItemWithADivider() throws {
    let rows = try SpecReader.parse(
      "screens:\n  - name: a\n    rows:\n      - oudsListItem: { label: L }\n", file: "spec.yaml"
    ).screens[0].sections[0].rows
    let item = OUDSListItem(data: OUDSListItemData(label: "L"))
    XCTAssertEqual(rows, [item.asRow])
    XCTAssertNil(item.indicatorType)
    XCTAssertEqual(item.contentStyle, .item(divider: true, background: false))
    XCTAssertEqual(item.size, .standard)
    XCTAssertEqual(item.containersAlignment, .center)
  }

  func testForbiddenCombinationsNameBothSettings() {
    let cases: [(String, String)] = [
      (
        "oudsListItem: { label: L, interaction: pressed }\n",
        "spec.yaml:4:48 (screens[0].rows[0].oudsListItem.interaction): error: interaction 'pressed' needs a navigation item: a static item (no indicatorType) only displays information; set indicatorType or remove interaction"
      ),
      (
        "oudsListItem: { label: L, kind: static, indicatorType: next }\n",
        "spec.yaml:4:64 (screens[0].rows[0].oudsListItem.indicatorType): error: indicatorType makes a navigation item, but kind is 'static' (remove indicatorType, or set kind: navigation)"
      ),
      (
        "oudsListItem: { label: L, style: outlined, divider: true }\n",
        "spec.yaml:4:61 (screens[0].rows[0].oudsListItem.divider): error: divider cannot be set on style 'outlined': an outlined card has a border and no divider (remove divider, or use style 'card' or 'item')"
      ),
      (
        "oudsListItem: { label: L, style: card, onlyOnInteraction: true }\n",
        "spec.yaml:4:67 (screens[0].rows[0].oudsListItem.onlyOnInteraction): error: onlyOnInteraction applies to style 'outlined', but style is 'card' (set style: outlined, or remove onlyOnInteraction)"
      ),
      (
        "oudsListItem: { label: L, trailing: { labelMuted: A, extraLabel: B } }\n",
        "spec.yaml:4:74 (screens[0].rows[0].oudsListItem.trailing.extraLabel): error: extraLabel goes with 'label' (labelAndExtraLabel), not with 'labelMuted' (write { label: …, extraLabel: … })"
      ),
      (
        "oudsListItem: { label: L, leading: { icon: { type: info, badge: true } } }\n",
        "spec.yaml:4:73 (screens[0].rows[0].oudsListItem.leading.icon.badge): error: badge goes with type 'neutral'; the 'info' status icon has its own drawing and no badge (remove badge)"
      ),
      (
        "oudsListItem: { label: L, leading: { avatar: { initials: ABC } } }\n",
        "spec.yaml:4:66 (screens[0].rows[0].oudsListItem.leading.avatar.initials): error: avatar initials 'ABC' must be one or two characters, as the component draws them"
      ),
      (
        "oudsListItem: { label: L, leading: { avatar: { badge: { icon: accent } } } }\n",
        "spec.yaml:4:63 (screens[0].rows[0].oudsListItem.leading.avatar.badge): error: an icon badge needs a functional status (positive, info, warning, negative); 'accent' has no icon, use a standard badge"
      ),
      (
        "oudsListItem: { label: L, trailing: { badge: { count: -1 } } }\n",
        "spec.yaml:4:63 (screens[0].rows[0].oudsListItem.trailing.badge.count): error: count -1 is negative; a count badge shows 0 to 99 (more reads +99)"
      ),
      (
        "oudsListItem: { label: L, trailing: { tag: { label: T, status: neutral, leading: icon } } }\n",
        "spec.yaml:4:90 (screens[0].rows[0].oudsListItem.trailing.tag.leading): error: status 'neutral' has no status icon: leading 'icon' needs a functional status (positive, info, warning, negative); give an icon name instead"
      ),
      (
        "oudsListItem: { label: L, leading: { flag: xx } }\n",
        "spec.yaml:4:52 (screens[0].rows[0].oudsListItem.leading.flag): error: no bundled flag for 'xx'; expected one of at, be, ch, de, dk, fi, fr, ie, it, jp, lu, nl, no, pl, ro, se, ua, or give a file"
      ),
      (
        "oudsListItem: { label: '' }\n",
        "spec.yaml:4:32 (screens[0].rows[0].oudsListItem.label): error: label is empty; give the item a label"
      ),
    ]
    for (row, expected) in cases {
      XCTAssertEqual(message(row: row), expected, row)
    }
  }

  func testBadValuesNameWhatIsExpected() {
    XCTAssertEqual(
      message(row: "oudsListItem: { label: L, indicatorType: forward }\n"),
      "spec.yaml:4:50 (screens[0].rows[0].oudsListItem.indicatorType): error: unknown indicatorType 'forward'; expected one of: previous, next, external"
    )
    XCTAssertEqual(
      message(row: "oudsListItem: { label: L, trailing: { badge: { count: 2, size: small } } }\n"),
      "spec.yaml:4:72 (screens[0].rows[0].oudsListItem.trailing.badge.size): error: unknown size 'small'; expected one of: medium, large"
    )
    XCTAssertEqual(
      message(row: "oudsListItem: { label: L, trailing: { label: A, tag: B } }\n"),
      "spec.yaml:4:45 (screens[0].rows[0].oudsListItem.trailing): error: trailing has exactly one element, found 2: label, tag; expected one of: label, labelMuted, labelStrong, badge, tag, icon, image, flag, avatar"
    )
    XCTAssertEqual(
      message(row: "oudsListItem: { label: L, size: medium }\n"),
      "spec.yaml:4:41 (screens[0].rows[0].oudsListItem.size): error: unknown size 'medium'; expected one of: standard, small"
    )
  }

  func testIgnoredSettingsAreWarningsOnly() throws {
    let text = """
      screens:
        - name: a
          rows:
            - oudsListItem: { label: L, size: small, overline: O, extraLabel: E, trailing: { label: A, extraLabel: B } }
            - oudsListItem: { label: L, indicatorType: previous, leading: { icon: info } }
            - oudsListItem: { label: L, indicatorType: next, isDisabled: true, interaction: hover }
            - oudsListItem: { label: L, style: outlined, onlyOnInteraction: true }

      """
    let screen = try SpecReader.parse(text, file: "spec.yaml").screens[0]
    let warnings = screen.validate().filter { $0.severity == .warning }.map(\.path.description)
    XCTAssertEqual(
      warnings,
      [
        "sections[0].rows[0].oudsListItem.overline", "sections[0].rows[0].oudsListItem.extraLabel",
        "sections[0].rows[0].oudsListItem.trailing.extraLabel", "sections[0].rows[1].oudsListItem.leading",
        "sections[0].rows[2].oudsListItem.interaction", "sections[0].rows[3].oudsListItem.onlyOnInteraction",
      ])
  }

  private func message(row: String) -> String? {
    let text = "screens:\n  - name: a\n    rows:\n      - " + row
    do {
      _ = try SpecReader.parse(text, file: "spec.yaml")
      return nil
    } catch let error as ListShotError {
      return error.description
    } catch {
      return "unexpected \(error)"
    }
  }
}
