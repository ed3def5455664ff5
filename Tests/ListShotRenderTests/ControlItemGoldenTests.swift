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
    OUDSCheckboxItem("تفعيل الإشعارات", isOn: true, description: "نص مساعد", icon: .named("phone"), isReversed: true, hasDivider: true)
    OUDSCheckboxItem("Cocorico !", isOn: false, icon: .named("figure.handball"), flipIcon: true, hasDivider: true)
    OUDSRadioItem("خيار", isOn: true, icon: .named("figure.handball"), isReversed: true, hasDivider: true)
    OUDSSwitchItem("Wi-Fi", isOn: true, icon: .named("wifi"), isReversed: true).interaction(.focus)
  }

  func testCheckboxStatesPerTheme() {
    for theme in ["orange", "orange-compact", "sosh", "wireframe"] {
      assertGolden(
        Self.checkboxStates, RenderVariant(theme: theme, scale: 2), suite: "ControlItem",
        named: "checkbox-\(theme)-light")
    }
  }

  func testCheckboxStatesDark() {
    assertGolden(
      Self.checkboxStates, RenderVariant(scheme: .dark, scale: 2), suite: "ControlItem", named: "checkbox-orange-dark")
  }

  func testRadioStates() {
    assertGolden(Self.radioStates, RenderVariant(scale: 2), suite: "ControlItem", named: "radio-orange-light")
  }

  func testSwitchStates() {
    assertGolden(Self.switchStates, RenderVariant(scale: 2), suite: "ControlItem", named: "switch-orange-light")
  }

  func testErrorReplacesTheIcon() {
    assertGolden(Self.errorAndIcon, RenderVariant(scale: 2), suite: "ControlItem", named: "error-icon-orange-light")
  }

  func testReversedRightToLeft() {
    assertGolden(Self.reversed, RenderVariant(theme: "sosh", scale: 2), suite: "ControlItem", named: "reversed-sosh-light-rtl")
  }
}
