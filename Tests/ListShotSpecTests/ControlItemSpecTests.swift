import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// The controls items in a spec: the same model as the Swift API, and every error at its
/// file:line:column.
final class ControlItemSpecTests: XCTestCase {
  func testYAMLAndSwiftAPIBuildTheSameModel() throws {
    let document = try SpecReader.read(
      contentsOf: SpecReaderTests.fixtures.appendingPathComponent("controls-items.yaml"))
    let expected = Screen("controls", width: 390) {
      OUDSCheckboxItem("Accept the terms", isOn: true, description: "Required to continue", hasDivider: true)
      OUDSCheckboxItemIndeterminate("All newsletters", selection: .indeterminate, icon: .named("heart"), flipIcon: true)
      OUDSRadioItem("Express delivery", isOn: false, isReversed: true, isError: true, errorText: "Not available")
      OUDSSwitchItem("Wi-Fi", isOn: true, constrainedMaxWidth: true).disabled()
      OUDSSwitchItem("Bluetooth", isOn: false).interaction(.pressed)
    }
    var configurations = Screen("controls-configurations") {
      OUDSRadioItem("Premium", isOn: true, extraLabel: "9.99 € a month", isOutlined: true, edgeToEdge: false)
      OUDSCheckboxItem(
        "Newsletter", isOn: false,
        description: RichText("Read ") + .strong("the terms") + RichText(" or ")
          + .link("get help", url: "https://example.com/help"),
        icon: .file(path: Self.rainbowHeart), isIconTinted: false)
      OUDSSwitchItem(
        "Wi-Fi", isOn: false, isError: true,
        errorText: RichText("Error message with ") + .strong("strong") + RichText(" text"))
    }
    configurations.surface = .system
    configurations.contrast = .increased
    XCTAssertEqual(document.screens, [expected, configurations])
  }

  static let rainbowHeart = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/rainbow-heart.svg").standardizedFileURL.path

  func testRadioOnlyKeysNameBothSettings() {
    XCTAssertEqual(
      message(row: "checkboxItem: { label: L, isOutlined: true }\n"),
      "spec.yaml:4:47 (screens[0].rows[0].checkboxItem.isOutlined): error: 'isOutlined' is a radioItem key: a checkboxItem has no outlined style (remove 'isOutlined' or make the row a radioItem)"
    )
    XCTAssertEqual(
      message(row: "switchItem: { label: L, extraLabel: Extra }\n"),
      "spec.yaml:4:45 (screens[0].rows[0].switchItem.extraLabel): error: 'extraLabel' is a radioItem key: a switchItem has no extra label (remove 'extraLabel' or make the row a radioItem)"
    )
  }

  func testUntintedIconNeedsAFileIcon() {
    XCTAssertEqual(
      message(row: "radioItem: { label: L, isIconTinted: false }\n"),
      "spec.yaml:4:46 (screens[0].rows[0].radioItem.isIconTinted): error: isIconTinted: false needs an icon to leave untinted; add icon or remove isIconTinted"
    )
    XCTAssertEqual(
      message(row: "radioItem: { label: L, icon: phone, isIconTinted: false }\n"),
      "spec.yaml:4:59 (screens[0].rows[0].radioItem.isIconTinted): error: isIconTinted: false keeps an icon's own colours, and the font icon 'phone' (icon) has none; give icon a multicolour SVG or PNG file, or remove isIconTinted"
    )
  }

  func testBadMarkdownPointsAtTheText() {
    XCTAssertEqual(
      message(row: "radioItem: { label: L, isError: true, errorText: { markdown: 'Not **available' } }\n"),
      "spec.yaml:4:70 (screens[0].rows[0].radioItem.errorText.markdown): error: bad Markdown in 'errorText': '**' opens strong text that is not closed (at character 5); expected text with **strong** runs and [links](https://…); \\ before * [ ] ( ) for the character"
    )
    XCTAssertEqual(
      message(row: "radioItem: { label: L, description: { html: '<b>x</b>' } }\n"),
      "spec.yaml:4:47 (screens[0].rows[0].radioItem.description): error: unknown key 'html' in rich text; expected one of: markdown"
    )
  }

  func testSurfaceAndContrastAreScreenKeys() {
    let text = "screens:\n  - name: a\n    surface: glass\n    rows:\n      - radioItem: { label: R }\n"
    XCTAssertThrowsError(try SpecReader.parse(text, file: "spec.yaml")) {
      XCTAssertEqual(
        ($0 as? ListShotError)?.description,
        "spec.yaml:3:14 (screens[0].surface): error: unknown surface 'glass'; expected one of: theme, system")
    }
  }

  func testDefaultsAreUnselectedAndEnabled() throws {
    let text =
      "screens:\n  - name: a\n    rows:\n      - checkboxItemIndeterminate: { label: L }\n      - radioItem: { label: R }\n"
    let rows = try SpecReader.parse(text, file: "spec.yaml").screens[0].sections[0].rows
    XCTAssertEqual(
      rows,
      [
        Row(.controlItem(OUDSControlItem(control: .checkboxIndeterminate(.unselected), label: "L"))),
        Row(.controlItem(OUDSControlItem(control: .radio(isSelected: false), label: "R"))),
      ])
  }

  func testForbiddenCombinationsPointAtTheSecondFlag() {
    XCTAssertEqual(
      message(row: "checkboxItem:\n          label: L\n          isError: true\n          isReadOnly: true\n"),
      "spec.yaml:7:23 (screens[0].rows[0].checkboxItem.isReadOnly): error: isError and isReadOnly cannot both be true: the design forbids an error on a read-only item; remove one of them"
    )
    XCTAssertEqual(
      message(row: "radioItem:\n          label: L\n          isError: true\n          isDisabled: true\n"),
      "spec.yaml:7:23 (screens[0].rows[0].radioItem.isDisabled): error: isError and isDisabled cannot both be true: the design forbids an error on a disabled item; remove one of them"
    )
    XCTAssertEqual(
      message(row: "switchItem:\n          label: L\n          isReadOnly: true\n          isDisabled: true\n"),
      "spec.yaml:7:23 (screens[0].rows[0].switchItem.isDisabled): error: isReadOnly and isDisabled cannot both be true: the design forbids a read-only item that is also disabled; remove one of them"
    )
  }

  func testWarningsDoNotStopTheSpec() throws {
    let text =
      "screens:\n  - name: a\n    rows:\n      - switchItem: { label: L, errorText: E, isDisabled: true, interaction: hover }\n"
    let screen = try XCTUnwrap(try SpecReader.parse(text, file: "spec.yaml").screens.first)
    // The item is read whole, and its two warnings are still there for `listshot lint`-like
    // callers, at the keys they are about.
    XCTAssertEqual(
      screen.sections.first?.rows,
      [OUDSSwitchItem("L", isOn: false, errorText: "E").disabled().interaction(.hover).asRow])
    let issues = screen.validate()
    XCTAssertEqual(issues.map(\.severity), [.warning, .warning])
    XCTAssertEqual(
      issues.map(\.path.description),
      ["sections[0].rows[0].switchItem.errorText", "sections[0].rows[0].switchItem.interaction"])
  }

  func testATwoStateCheckboxRejectsIndeterminate() {
    XCTAssertEqual(
      message(row: "checkboxItem: { label: L, selection: indeterminate }\n"),
      "spec.yaml:4:46 (screens[0].rows[0].checkboxItem.selection): error: checkboxItem has two states, set with 'isOn' (use checkboxItemIndeterminate for 'selection: indeterminate')"
    )
    XCTAssertEqual(
      message(row: "radioItem: { label: L, selection: unselected }\n"),
      "spec.yaml:4:32 (screens[0].rows[0].radioItem): error: unknown key 'selection' in radioItem; expected one of: label, isOn, extraLabel, isOutlined, description, icon, isIconTinted, flipIcon, isReversed, isError, errorText, isReadOnly, isDisabled, hasDivider, edgeToEdge, constrainedMaxWidth, interaction"
    )
  }

  func testBadValuesNameWhatIsExpected() {
    XCTAssertEqual(
      message(row: "checkboxItemIndeterminate: { label: L, selection: maybe }\n"),
      "spec.yaml:4:59 (screens[0].rows[0].checkboxItemIndeterminate.selection): error: unknown selection 'maybe'; expected one of: selected, unselected, indeterminate"
    )
    XCTAssertEqual(
      message(row: "switchItem: { label: L, interaction: hovered }\n"),
      "spec.yaml:4:46 (screens[0].rows[0].switchItem.interaction): error: unknown interaction 'hovered'; expected one of: enabled, hover, pressed, focus (did you mean 'hover'?)"
    )
    XCTAssertEqual(
      message(row: "radioItem: { label: L, isOn: yes please }\n"),
      "spec.yaml:4:38 (screens[0].rows[0].radioItem.isOn): error: wrong type for 'isOn': found the string \"yes please\"; expected true or false"
    )
    XCTAssertEqual(
      message(row: "switchItem: { isOn: true }\n"),
      "spec.yaml:4:21 (screens[0].rows[0].switchItem): error: missing required key 'label' in switchItem")
    XCTAssertEqual(
      message(row: "switchItem: { label: '' }\n"),
      "spec.yaml:4:30 (screens[0].rows[0].switchItem.label): error: label is empty; give the item a label")
  }

  private func message(row: String) -> String? {
    specErrorMessage("screens:\n  - name: a\n    rows:\n      - " + row)
  }
}
