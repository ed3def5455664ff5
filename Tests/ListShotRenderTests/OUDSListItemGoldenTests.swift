import ListShot
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// Goldens of the OUDS list item: the settings example (examples/ouds-settings.yaml, which
/// holds avatars, icons, flags, badges, tags, the three indicators and helper text) in the
/// four themes, light and dark, left-to-right and right-to-left, at `large` and
/// `accessibility3`; and the interaction states and styles in each theme at `large`.
final class OUDSListItemGoldenTests: XCTestCase {
  static let themes = TestEnvironment.oudsThemes

  func testTheSettingsExampleInEveryThemeSchemeDirectionAndTwoSizes() throws {
    let url = TestEnvironment.repositoryRoot.appendingPathComponent("examples/ouds-settings.yaml")
    let screen = try XCTUnwrap(try TestEnvironment.renderer().readSpec(url).screens.first)
    for theme in Self.themes {
      for scheme in ColorScheme.allCases {
        for direction in LayoutDirection.allCases {
          for size in [DynamicTypeSize.large, .accessibility3] {
            assertGolden(
              screen,
              RenderVariant(
                theme: theme, scheme: scheme, dynamicTypeSize: size, direction: direction, width: 390, scale: 2,
                look: .ios18),
              suite: "OUDSListItem",
              named: "settings")
          }
        }
      }
    }
  }

  /// A navigation item in each state, and the styles, per theme and scheme.
  static let states = Screen("states", width: 390) {
    let item = OUDSNavigationListItem(
      data: OUDSListItemData(label: "Enabled", description: "Description"),
      leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("heart")))),
      trailing: .badge(.count(OUDSBadgeCount(3, status: .accent))))
    item
    item.interaction(.hover).relabelled("Hover")
    item.interaction(.pressed).relabelled("Pressed")
    item.interaction(.focus).relabelled("Focus")
    item.disabled().relabelled("Disabled")
    OUDSNavigationListItem(data: OUDSListItemData(label: "Outlined card")).oudsListCardStyle(.outlined())
    OUDSNavigationListItem(data: OUDSListItemData(label: "Outlined, pressed")).oudsListCardStyle(.outlined())
      .interaction(.pressed)
    OUDSStaticListItem(
      data: OUDSListItemData(label: "Card with background"),
      leading: .image(OUDSListItemImage(asset: .placeholder, ratio: .widescreen)),
      trailing: .tag(OUDSTag(label: "Tag", status: OUDSTag.Status(category: .warning, leading: .statusIcon)))
    ).oudsListCardStyle().oudsListItemRoundedMedia(true)
    OUDSStaticListItem(
      data: OUDSListItemData(label: "Small, top aligned", description: "A description that wraps onto a second line"),
      leading: .avatar(OUDSListItemAvatar(type: .icon, size: .extraLarge)),
      trailing: .text(.labelAndExtraLabel("Value", "Extra"))
    ).oudsListItemSize(.small).oudsListItemContainerAlignment(.top)
  }

  func testStatesAndStylesInEveryThemeAndScheme() {
    for theme in Self.themes {
      for scheme in ColorScheme.allCases {
        assertGolden(
          Self.states, RenderVariant(theme: theme, scheme: scheme, scale: 2, look: .ios18), suite: "OUDSListItem",
          named: "states")
      }
    }
  }
}

extension OUDSListItem {
  fileprivate func relabelled(_ label: String) -> OUDSListItem {
    var copy = self
    copy.data.label = label
    return copy
  }
}
