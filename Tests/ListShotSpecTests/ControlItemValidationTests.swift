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
          "isError and isReadOnly cannot both be true: the design forbids an error on a read-only item; remove one of them")
      ])
    var errorDisabled = item.disabled()
    errorDisabled.isError = true
    XCTAssertEqual(
      errorDisabled.validate(),
      [
        ValidationIssue(
          path: "isDisabled",
          "isError and isDisabled cannot both be true: the design forbids an error on a disabled item; remove one of them")
      ])
    let readOnlyDisabled = OUDSRadioItem("L", isOn: false, isReadOnly: true).disabled()
    XCTAssertEqual(
      readOnlyDisabled.validate(),
      [
        ValidationIssue(
          path: "isDisabled",
          "isReadOnly and isDisabled cannot both be true: the design forbids a read-only item that is also disabled; remove one of them")
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
    XCTAssertEqual(Row.controlItem(OUDSCheckboxItem("L", isOn: true)).kindName, "checkboxItem")
    XCTAssertEqual(Row.controlItem(OUDSCheckboxItemIndeterminate("L", selection: .selected)).kindName, "checkboxItemIndeterminate")
    XCTAssertEqual(Row.controlItem(OUDSRadioItem("L", isOn: true)).kindName, "radioItem")
    XCTAssertEqual(OUDSSwitchItem("L", isOn: true).asRow.kindName, "switchItem")
  }

  func testBuildersMapToControls() {
    XCTAssertEqual(OUDSCheckboxItem("L", isOn: true).control, .checkbox(.selected))
    XCTAssertEqual(OUDSCheckboxItem("L", isOn: false).control, .checkbox(.unselected))
    XCTAssertEqual(OUDSCheckboxItemIndeterminate("L", selection: .indeterminate).control, .checkboxIndeterminate(.indeterminate))
    XCTAssertEqual(OUDSRadioItem("L", isOn: true).control, .radio(isSelected: true))
    XCTAssertEqual(OUDSSwitchItem("L", isOn: false).control, .switch(isOn: false))
    XCTAssertTrue(OUDSControlItem.Control.checkboxIndeterminate(.indeterminate).isOn)
    XCTAssertFalse(OUDSControlItem.Control.checkbox(.unselected).isOn)
  }
}
