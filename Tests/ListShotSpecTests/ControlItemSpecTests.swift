import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// The controls items in a spec: the same model as the Swift API, and every error at its
/// file:line:column.
final class ControlItemSpecTests: XCTestCase {
  func testYAMLAndSwiftAPIBuildTheSameModel() throws {
    let document = try SpecReader.read(contentsOf: SpecReaderTests.fixtures.appendingPathComponent("controls-items.yaml"))
    let expected = Screen("controls", width: 390) {
      OUDSCheckboxItem("Accept the terms", isOn: true, description: "Required to continue", hasDivider: true)
      OUDSCheckboxItemIndeterminate("All newsletters", selection: .indeterminate, icon: .named("heart"), flipIcon: true)
      OUDSRadioItem("Express delivery", isOn: false, isReversed: true, isError: true, errorText: "Not available")
      OUDSSwitchItem("Wi-Fi", isOn: true, constrainedMaxWidth: true).disabled()
      OUDSSwitchItem("Bluetooth", isOn: false).interaction(.pressed)
    }
    XCTAssertEqual(document.screens, [expected])
  }

  func testDefaultsAreUnselectedAndEnabled() throws {
    let text = "screens:\n  - name: a\n    rows:\n      - checkboxItemIndeterminate: { label: L }\n      - radioItem: { label: R }\n"
    let rows = try SpecReader.parse(text, file: "spec.yaml").screens[0].sections[0].rows
    XCTAssertEqual(
      rows,
      [
        .controlItem(OUDSControlItem(control: .checkboxIndeterminate(.unselected), label: "L")),
        .controlItem(OUDSControlItem(control: .radio(isSelected: false), label: "R")),
      ])
  }

  func testForbiddenCombinationsPointAtTheSecondFlag() {
    XCTAssertEqual(
      message(row: "checkboxItem:\n          label: L\n          isError: true\n          isReadOnly: true\n"),
      "spec.yaml:7:23 (screens[0].rows[0].checkboxItem.isReadOnly): error: isError and isReadOnly cannot both be true: the design forbids an error on a read-only item; remove one of them")
    XCTAssertEqual(
      message(row: "radioItem:\n          label: L\n          isError: true\n          isDisabled: true\n"),
      "spec.yaml:7:23 (screens[0].rows[0].radioItem.isDisabled): error: isError and isDisabled cannot both be true: the design forbids an error on a disabled item; remove one of them")
    XCTAssertEqual(
      message(row: "switchItem:\n          label: L\n          isReadOnly: true\n          isDisabled: true\n"),
      "spec.yaml:7:23 (screens[0].rows[0].switchItem.isDisabled): error: isReadOnly and isDisabled cannot both be true: the design forbids a read-only item that is also disabled; remove one of them")
  }

  func testWarningsDoNotStopTheSpec() throws {
    let text = "screens:\n  - name: a\n    rows:\n      - switchItem: { label: L, errorText: E, isDisabled: true, interaction: hover }\n"
    XCTAssertNoThrow(try SpecReader.parse(text, file: "spec.yaml"))
  }

  func testATwoStateCheckboxRejectsIndeterminate() {
    XCTAssertEqual(
      message(row: "checkboxItem: { label: L, selection: indeterminate }\n"),
      "spec.yaml:4:46 (screens[0].rows[0].checkboxItem.selection): error: checkboxItem has two states, set with 'isOn' (use checkboxItemIndeterminate for 'selection: indeterminate')")
    XCTAssertEqual(
      message(row: "radioItem: { label: L, selection: unselected }\n"),
      "spec.yaml:4:32 (screens[0].rows[0].radioItem): error: unknown key 'selection' in radioItem; expected one of: label, isOn, description, icon, flipIcon, isReversed, isError, errorText, isReadOnly, isDisabled, hasDivider, constrainedMaxWidth, interaction")
  }

  func testBadValuesNameWhatIsExpected() {
    XCTAssertEqual(
      message(row: "checkboxItemIndeterminate: { label: L, selection: maybe }\n"),
      "spec.yaml:4:59 (screens[0].rows[0].checkboxItemIndeterminate.selection): error: unknown selection 'maybe'; expected one of: selected, unselected, indeterminate")
    XCTAssertEqual(
      message(row: "switchItem: { label: L, interaction: hovered }\n"),
      "spec.yaml:4:46 (screens[0].rows[0].switchItem.interaction): error: unknown interaction 'hovered'; expected one of: enabled, hover, pressed, focus (did you mean 'hover'?)")
    XCTAssertEqual(
      message(row: "radioItem: { label: L, isOn: yes please }\n"),
      "spec.yaml:4:38 (screens[0].rows[0].radioItem.isOn): error: wrong type for 'isOn': found the string \"yes please\"; expected true or false")
    XCTAssertEqual(
      message(row: "switchItem: { isOn: true }\n"),
      "spec.yaml:4:21 (screens[0].rows[0].switchItem): error: missing required key 'label' in switchItem")
    XCTAssertEqual(
      message(row: "switchItem: { label: '' }\n"),
      "spec.yaml:4:30 (screens[0].rows[0].switchItem.label): error: label is empty; give the item a label")
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
