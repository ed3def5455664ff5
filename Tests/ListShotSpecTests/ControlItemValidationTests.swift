import ListShotModel
import XCTest

/// `OUDSControlItem.validate()`: what the design forbids is an error naming both flags and the
/// fix; what has no effect is a warning.
final class ControlItemValidationTests: XCTestCase {
  let item = OUDSCheckboxItem("Label", isOn: true)

  func testAValidItemHasNoIssues() {
    XCTAssertEqual(item.validate(), [])
    XCTAssertEqual(OUDSSwitchItem("L", isOn: true, isError: true, errorText: "E").validate(), [])
  }

  func testEachForbiddenCombinationIsAnErrorWithItsFix() {
    var errorReadOnly = item
    errorReadOnly.isError = true
    errorReadOnly.isReadOnly = true
    XCTAssertEqual(
      errorReadOnly.validate(),
      [
        ValidationIssue(
          path: "isReadOnly",
          "isError and isReadOnly cannot both be true: the design forbids an error on a read-only item; remove one of them"
        )
      ])
    var errorDisabled = item.disabled()
    errorDisabled.isError = true
    XCTAssertEqual(
      errorDisabled.validate(),
      [
        ValidationIssue(
          path: "isDisabled",
          "isError and isDisabled cannot both be true: the design forbids an error on a disabled item; remove one of them"
        )
      ])
    let readOnlyDisabled = OUDSRadioItem("L", isOn: false, isReadOnly: true).disabled()
    XCTAssertEqual(
      readOnlyDisabled.validate(),
      [
        ValidationIssue(
          path: "isDisabled",
          "isReadOnly and isDisabled cannot both be true: the design forbids a read-only item that is also disabled; remove one of them"
        )
      ])
  }

  func testAllThreeFlagsGiveThreeErrors() {
    var all = item.disabled()
    all.isError = true
    all.isReadOnly = true
    XCTAssertEqual(all.validate().map(\.path), ["isReadOnly", "isDisabled", "isDisabled"])
    XCTAssertTrue(all.validate().allSatisfy { $0.severity == .error })
  }

  func testWarnings() {
    XCTAssertEqual(
      OUDSCheckboxItem("L", isOn: false, errorText: "E").validate(),
      [
        ValidationIssue(
          .warning, path: "errorText",
          "errorText is shown only when isError is true; set isError or remove errorText")
      ])
    XCTAssertEqual(
      OUDSSwitchItem("L", isOn: false).disabled().interaction(.hover).validate(),
      [
        ValidationIssue(
          .warning, path: "interaction",
          "a disabled item is drawn without interaction, so 'hover' has no effect; remove interaction")
      ])
    XCTAssertEqual(
      OUDSSwitchItem("L", isOn: false, isReadOnly: true).interaction(.focus).validate().first?.message,
      "a read-only item is drawn without interaction, so 'focus' has no effect; remove interaction")
  }

  func testEmptyLabelAndPathsFromTheScreen() {
    let screen = Screen("s") {
      OUDSCheckboxItem("Fine", isOn: false)
      OUDSSwitchItem("", isOn: true)
    }
    XCTAssertEqual(
      screen.validate().map(\.description),
      ["sections[0].rows[1].switchItem.label: error: label is empty; give the item a label"])
  }

  func testKindNamesFollowTheControl() {
    XCTAssertEqual(RowContent.controlItem(OUDSCheckboxItem("L", isOn: true)).kindName, "checkboxItem")
    XCTAssertEqual(
      RowContent.controlItem(OUDSCheckboxItemIndeterminate("L", selection: .selected)).kindName,
      "checkboxItemIndeterminate")
    XCTAssertEqual(RowContent.controlItem(OUDSRadioItem("L", isOn: true)).kindName, "radioItem")
    XCTAssertEqual(OUDSSwitchItem("L", isOn: true).asRow.kindName, "switchItem")
  }

  func testBuildersMapToControls() {
    XCTAssertEqual(OUDSCheckboxItem("L", isOn: true).control, .checkbox(.selected))
    XCTAssertEqual(OUDSCheckboxItem("L", isOn: false).control, .checkbox(.unselected))
    XCTAssertEqual(
      OUDSCheckboxItemIndeterminate("L", selection: .indeterminate).control, .checkboxIndeterminate(.indeterminate))
    XCTAssertEqual(OUDSRadioItem("L", isOn: true).control, .radio(isSelected: true))
    XCTAssertEqual(OUDSSwitchItem("L", isOn: false).control, .switch(isOn: false))
    XCTAssertTrue(OUDSControlItem.Control.checkboxIndeterminate(.indeterminate).isOn)
    XCTAssertFalse(OUDSControlItem.Control.checkbox(.unselected).isOn)
  }

  /// Radio-only settings set on another control through the Swift API, and an untinted icon
  /// that has no colours of its own: errors naming both settings.
  func testSettingsOfOtherControlsAndUntintedFontIcons() {
    var outlined = OUDSCheckboxItem("L", isOn: true)
    outlined.isOutlined = true
    XCTAssertEqual(
      outlined.validate(),
      [
        ValidationIssue(
          path: "isOutlined",
          "isOutlined is a radioItem setting: a checkboxItem has no outlined style; remove isOutlined or use a radioItem"
        )
      ])
    var extra = OUDSSwitchItem("L", isOn: true)
    extra.extraLabel = "Extra"
    XCTAssertEqual(
      extra.validate().map(\.message),
      ["extraLabel is a radioItem setting: a switchItem has no extra label; remove extraLabel or use a radioItem"])
    XCTAssertEqual(OUDSRadioItem("L", isOn: true, extraLabel: "Extra", isOutlined: true).validate(), [])
    XCTAssertEqual(OUDSRadioItem("L", isOn: true, extraLabel: "").validate().map(\.severity), [.warning])

    XCTAssertEqual(
      OUDSRadioItem("L", isOn: true, isIconTinted: false).validate().map(\.path), ["isIconTinted"])
    XCTAssertEqual(
      OUDSRadioItem("L", isOn: true, icon: .named("phone"), isIconTinted: false).validate().map(\.message),
      [
        "isIconTinted: false keeps an icon's own colours, and the font icon 'phone' (icon) has none; give icon a multicolour SVG or PNG file, or remove isIconTinted"
      ])
    XCTAssertEqual(OUDSRadioItem("L", isOn: true, icon: .file(path: "/a.svg"), isIconTinted: false).validate(), [])
  }
}
