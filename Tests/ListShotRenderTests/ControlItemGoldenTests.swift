import ListShot
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// Golden images of the OUDS controls items, one concern per golden. The display-list tests
/// check frames and token colours; these check that the shapes and text come out as drawn.
final class ControlItemGoldenTests: XCTestCase {
  /// Every checkbox look a theme has: unselected, selected, indeterminate, the interactions
  /// on a selected box, read-only and disabled.
  static let checkboxStates = Screen("checkbox-states", width: 360) {
    OUDSCheckboxItem("Unselected", isOn: false)
    OUDSCheckboxItem("Selected", isOn: true, description: "Description")
    OUDSCheckboxItemIndeterminate("Indeterminate", selection: .indeterminate)
    OUDSCheckboxItem("Hover", isOn: false).interaction(.hover)
    OUDSCheckboxItem("Pressed", isOn: true).interaction(.pressed)
    OUDSCheckboxItem("Focus", isOn: true).interaction(.focus)
    OUDSCheckboxItem("Read-only", isOn: true, isReadOnly: true)
    OUDSCheckboxItem("Disabled", isOn: true).disabled()
  }

  static let radioStates = Screen("radio-states", width: 360) {
    OUDSRadioItem("Unselected", isOn: false)
    OUDSRadioItem("Selected", isOn: true, description: "Description")
    OUDSRadioItem("Hover", isOn: true).interaction(.hover)
    OUDSRadioItem("Pressed", isOn: false).interaction(.pressed)
    OUDSRadioItem("Read-only", isOn: true, isReadOnly: true)
    OUDSRadioItem("Disabled", isOn: false).disabled()
  }

  static let switchStates = Screen("switch-states", width: 360) {
    OUDSSwitchItem("Off", isOn: false)
    OUDSSwitchItem("On", isOn: true, description: "Description")
    OUDSSwitchItem("Hover", isOn: true).interaction(.hover)
    OUDSSwitchItem("Pressed off", isOn: false).interaction(.pressed)
    OUDSSwitchItem("Pressed on", isOn: true).interaction(.pressed)
    OUDSSwitchItem("Read-only", isOn: true, isReadOnly: true)
    OUDSSwitchItem("Disabled", isOn: false).disabled()
  }

  static let errorAndIcon = Screen("error-icon", width: 360) {
    OUDSCheckboxItem("With an icon", isOn: false, description: "Description", icon: .named("phone"), hasDivider: true)
    OUDSCheckboxItem(
      "Label", isOn: true, description: "Description", icon: .named("phone"), isError: true,
      errorText: "This field can't be activated", hasDivider: true)
    OUDSRadioItem("Label", isOn: true, isError: true, errorText: "Not available").interaction(.hover)
    OUDSSwitchItem("Label", isOn: true, icon: .named("phone"), isError: true, hasDivider: true)
  }

  static let reversed = Screen("reversed", width: 360, locale: "ar") {
    OUDSCheckboxItem(
      "تفعيل الإشعارات", isOn: true, description: "نص مساعد", icon: .named("phone"), isReversed: true, hasDivider: true)
    OUDSCheckboxItem("Cocorico !", isOn: false, icon: .named("figure.handball"), flipIcon: true, hasDivider: true)
    OUDSRadioItem("خيار", isOn: true, icon: .named("figure.handball"), isReversed: true, hasDivider: true)
    OUDSSwitchItem("Wi-Fi", isOn: true, icon: .named("wifi"), isReversed: true).interaction(.focus)
  }

  func testCheckboxStatesPerTheme() {
    for theme in ["orange", "orange-compact", "sosh", "wireframe"] {
      assertGolden(
        Self.checkboxStates, RenderVariant(theme: theme, scale: 2, look: .ios18), suite: "ControlItem",
        named: "checkbox")
    }
  }

  func testCheckboxStatesDark() {
    assertGolden(
      Self.checkboxStates, RenderVariant(scheme: .dark, scale: 2, look: .ios18), suite: "ControlItem", named: "checkbox"
    )
  }

  func testRadioStates() {
    assertGolden(Self.radioStates, RenderVariant(scale: 2, look: .ios18), suite: "ControlItem", named: "radio")
  }

  func testSwitchStates() {
    assertGolden(Self.switchStates, RenderVariant(scale: 2, look: .ios18), suite: "ControlItem", named: "switch")
  }

  func testErrorReplacesTheIcon() {
    assertGolden(Self.errorAndIcon, RenderVariant(scale: 2, look: .ios18), suite: "ControlItem", named: "error-icon")
  }

  func testReversedRightToLeft() {
    assertGolden(
      Self.reversed, RenderVariant(theme: "sosh", scale: 2, look: .ios18), suite: "ControlItem", named: "reversed")
  }

  static let rainbowHeart = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Fixtures/rainbow-heart.svg")
    .path
  static let lorem =
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

  /// Every configuration beyond the states, as the OUDS renders show them: outlined radio items
  /// with an extra label, an item in a padded container (full divider), rich helper and error
  /// texts, an untinted multicolour icon, the theme's error icon and a long description.
  static let configurations = Screen("configurations", width: 360) {
    OUDSRadioItem(
      "Outlined", isOn: true, extraLabel: "Extra label", description: "Description", icon: .named("call"),
      isOutlined: true, hasDivider: true)
    OUDSRadioItem("Outlined", isOn: false, extraLabel: "Extra label", isOutlined: true, hasDivider: true)
      .interaction(.hover)
    OUDSRadioItem(
      "Outlined error", isOn: true, isOutlined: true, isError: true, errorText: "This field can't be activated")
    OUDSCheckboxItem(
      "In a container", isOn: true, icon: .named("call"), isError: true, errorText: "This field can't be activated",
      hasDivider: true, edgeToEdge: false)
    OUDSSwitchItem(
      "Rich helper text", isOn: true,
      description: RichText("With ") + .strong("strong") + RichText(" text and a ")
        + .link("link", url: "https://example.com"),
      hasDivider: true)
    OUDSCheckboxItem(
      "Rich error text", isOn: true, isError: true,
      errorText: RichText("Error message with ") + .strong("strong") + RichText(" text"), hasDivider: true)
    OUDSCheckboxItem(
      "Untinted icon", isOn: false, icon: .file(path: rainbowHeart), isIconTinted: false, hasDivider: true)
    OUDSSwitchItem("Long description", isOn: true, description: RichText(lorem), icon: .named("call"))
  }

  /// Increased contrast: selected indicators in content.default, the focus ring on hover.
  static var increasedContrast: Screen {
    var screen = Screen("increased-contrast", width: 360) {
      OUDSCheckboxItem("Selected", isOn: true)
      OUDSCheckboxItem("Hover", isOn: false).interaction(.hover)
      OUDSRadioItem("Selected", isOn: true)
      OUDSRadioItem("Outlined", isOn: true, isOutlined: true)
      OUDSSwitchItem("Switch", isOn: true)
    }
    screen.contrast = .increased
    return screen
  }

  /// One golden per theme and scheme, in `ControlItem/<name>/`.
  private func assertGoldensPerThemeAndScheme(_ screen: Screen, named name: String, line: UInt = #line) {
    for theme in ["orange", "orange-compact", "sosh", "wireframe"] {
      for scheme in ColorScheme.allCases {
        assertGolden(
          screen, RenderVariant(theme: theme, scheme: scheme, scale: 2, look: .ios18), suite: "ControlItem",
          named: name, line: line)
      }
    }
  }

  func testConfigurationsPerThemeAndScheme() {
    assertGoldensPerThemeAndScheme(Self.configurations, named: "configurations")
  }

  func testIncreasedContrastPerThemeAndScheme() {
    assertGoldensPerThemeAndScheme(Self.increasedContrast, named: "increased-contrast")
  }
}
