import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

final class SpecReaderTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  func testYAMLAndSwiftAPIBuildTheSameModel() throws {
    let document = try SpecReader.read(contentsOf: Self.fixtures.appendingPathComponent("ods-items.yaml"))
    let expected = Screen("ods-standard", width: 390) {
      ODSListItem(title: "Title Only")
      ODSListItem(title: "Title with subtitle", subtitle: "Subtitle", subtitleNumberOfLines: .two)
      ODSListItem(title: "Title with leading icon", leading: .icon(.named("heart")))
      ODSListItem(
        title: "Title with trailing text and info button", trailingText: "Details", hasInfoButton: true,
        isNavigationLink: true)
      ODSListItem(
        title: "Option A", leading: .wideImage(.placeholder), trailingCheckmarkIsSelected: true, hasDivider: false)
    }
    XCTAssertEqual(document.screens, [expected])
  }

  func testJSONIsAccepted() throws {
    let json =
      #"{"screens": [{"name": "a", "rows": [{"odsListItem": {"title": "Hi", "trailing": {"toggle": true}}}]}]}"#
    let document = try SpecReader.parse(json, file: "a.json")
    XCTAssertEqual(
      document.screens.first?.sections.first?.rows, [ODSListItem(title: "Hi", trailing: .toggle(isOn: true)).asRow])
  }

  func testSyntaxErrorNamesFileLineAndColumn() {
    let text = "screens:\n  - name: a\n    rows: [\n"
    XCTAssertEqual(
      message(text),
      "spec.yaml:4:1: error: YAML syntax error: did not find expected node content (while parsing a flow node at 4:1)")
  }

  func testUnknownKeySuggestsTheClosestOne() {
    let text = "screens:\n  - name: a\n    rows:\n      - odsListItem:\n          title: T\n          subtitel: S\n"
    XCTAssertEqual(
      message(text),
      "spec.yaml:6:11 (screens[0].rows[0].odsListItem): error: unknown key 'subtitel' in odsListItem; expected one of: title, subtitle, subtitleNumberOfLines, leading, trailing, trailingText, trailingCheckmarkIsSelected, trailingToggleIsOn, navigationLink, hasDivider (did you mean 'subtitle'?)"
    )
  }

  func testWrongTypeSaysWhatWasFoundAndExpected() {
    let text =
      "screens:\n  - name: a\n    rows:\n      - odsListItem:\n          title: T\n          hasDivider: maybe\n"
    XCTAssertEqual(
      message(text),
      "spec.yaml:6:23 (screens[0].rows[0].odsListItem.hasDivider): error: wrong type for 'hasDivider': found the string \"maybe\"; expected true or false"
    )
  }

  func testNumberWhereTextIsExpectedAsksForQuotes() {
    let text = "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: 2024 }\n"
    XCTAssertEqual(
      message(text),
      "spec.yaml:4:31 (screens[0].rows[0].odsListItem.title): error: wrong type for 'title': found the number 2024; expected a string (put it in quotes to use it as text)"
    )
  }

  func testOutOfRangeNumber() {
    let text = "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: T, subtitleNumberOfLines: 3 }\n"
    XCTAssertEqual(
      message(text),
      "spec.yaml:4:57 (screens[0].rows[0].odsListItem.subtitleNumberOfLines): error: subtitleNumberOfLines 3 is out of range; expected 1...2"
    )
  }

  func testMissingTitleAndEmptyTitle() {
    XCTAssertEqual(
      message("screens:\n  - name: a\n    rows:\n      - odsListItem: { subtitle: S }\n"),
      "spec.yaml:4:22 (screens[0].rows[0].odsListItem): error: missing required key 'title' in odsListItem")
    XCTAssertEqual(
      message("screens:\n  - name: a\n    rows:\n      - odsListItem: { title: '' }\n"),
      "spec.yaml:4:31 (screens[0].rows[0].odsListItem.title): error: title is empty; give the row a title")
  }

  func testUnknownStyleAndRowKind() {
    XCTAssertEqual(
      message("screens:\n  - name: a\n    style: plan\n    rows: []\n"),
      "spec.yaml:3:12 (screens[0].style): error: unknown style 'plan'; expected one of: plain, grouped, inset, insetGrouped, sidebar (did you mean 'plain'?)"
    )
    XCTAssertEqual(
      message("screens:\n  - name: a\n    rows:\n      - odsListItm: { title: T }\n"),
      "spec.yaml:4:9 (screens[0].rows[0]): error: unknown key 'odsListItm' in a row; expected one of: odsListItem, oudsListItem, checkboxItem, checkboxItemIndeterminate, radioItem, switchItem, materialCell, listCell, content, accessories, selected, highlighted, swipeActions, children, isExpanded, listRowSeparator, listRowSeparatorTint, listRowInsets, listRowBackground, badge, contextMenu, deleteDisabled, moveDisabled, accessibility, audit (did you mean 'odsListItem'?)"
    )
  }

  func testScreenNamesMustBeFileNamesAndUnique() {
    XCTAssertEqual(
      message("screens:\n  - name: ../etc\n    rows: []\n"),
      "spec.yaml:2:11 (screens[0].name): error: screen name '../etc' cannot be used as a file name; expected 1 to 100 ASCII letters, digits, '-' or '_'"
    )
    XCTAssertEqual(
      message("screens:\n  - name: a\n    rows: []\n  - name: a\n    rows: []\n"),
      "spec.yaml:4:5 (screens[1]): error: duplicate screen name 'a' (screen names must be unique in a spec)")
  }

  func testMissingImageFileIsReportedWhereItIsNamed() {
    XCTAssertEqual(
      message(
        "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: T, leading: { squareImage: nope.png } }\n",
        directory: "/tmp"),
      "spec.yaml:4:58 (screens[0].rows[0].odsListItem.leading.squareImage): error: image file not found: /tmp/nope.png")
  }

  func testEmptySpec() {
    XCTAssertEqual(message(""), "spec.yaml: error: the spec is empty; expected a mapping with a 'screens' list")
  }

  private func message(_ text: String, directory: String = ".") -> String? {
    specErrorMessage(text, directory: directory)
  }
}

final class MatrixSpecTests: XCTestCase {
  func testMatrixAndToleranceAreRead() throws {
    let text = """
      matrix:
        theme: all
        scheme: [light, dark]
        size: [large, AX3]
        direction: all
        device: iphone-se-3
        scale: 2
      tolerance: { threshold: 0.1, maxDiffPixels: 20 }
      screens:
        - name: a
          rows: []
      """
    let document = try SpecReader.parse(text, file: "m.yaml")
    XCTAssertEqual(document.matrix?.themes, ["all"])
    XCTAssertEqual(document.matrix?.schemes, [.light, .dark])
    XCTAssertEqual(document.matrix?.sizes, [.large, .accessibility3])
    XCTAssertEqual(document.matrix?.directions, [.leftToRight, .rightToLeft])
    XCTAssertEqual(document.matrix?.devices?.map(\.id), ["iphone-se-3"])
    XCTAssertEqual(document.matrix?.scale, 2)
    XCTAssertEqual(document.tolerance, ToleranceSpec(threshold: 0.1, maxDiffPixels: 20))
  }

  func testUnknownAxisValueIsReportedWithTheValidOnes() {
    XCTAssertThrowsError(try SpecReader.parse("matrix: { size: [large, huge] }\nscreens: []\n", file: "m.yaml")) {
      error in
      XCTAssertEqual(
        (error as? ListShotError)?.description,
        "m.yaml:1:25 (matrix.size[1]): error: unknown size 'huge'; expected one of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, or all"
      )
    }
    XCTAssertThrowsError(try SpecReader.parse("tolerance: { threshold: 2 }\nscreens: []\n", file: "m.yaml")) { error in
      XCTAssertEqual(
        (error as? ListShotError)?.description,
        "m.yaml:1:25 (tolerance.threshold): error: threshold 2 is out of range; expected 0...1")
    }
  }
}
