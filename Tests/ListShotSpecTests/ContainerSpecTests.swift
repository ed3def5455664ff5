import Foundation
import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// The container keys of the spec: styles, sections, row options, accessories, edit mode and
/// the navigation bar, and the errors they report, with exact positions.
final class ContainerSpecTests: XCTestCase {
  func testYAMLAndSwiftAPIBuildTheSameContainers() throws {
    let document = try SpecReader.read(contentsOf: SpecReaderTests.fixtures.appendingPathComponent("containers.yaml"))
    var expected = Screen("containers", style: .insetGrouped) {
      Section(
        header: "Recipes", footer: "All the recipes are made with selected ingredients.", footerStyle: .caption2,
        textCase: TextCase.none, headerProminence: .increased
      ) {
        ODSListItem(title: "Summer Salad", subtitle: "20min")
          .accessories(
            .disclosureIndicator, .checkmark, .detail, .outlineDisclosure, .activityIndicator,
            .label("Details"), .toggle(isOn: true), .badge("12"), .image(.named("star")), .progress(0.25)
          )
          .selected()
        ListCell("Inbox", secondaryText: "3 unread", image: .named("inbox")).highlighted()
          .swipeActions(
            edge: .leading, SwipeAction("Pin", tint: .accent),
            SwipeAction("Flag", tint: .custom(Color(hex: "#FF9500")!)))
        ListCell("Trash").swipeActions(SwipeAction("Delete", role: .destructive))
      }
      Section(header: "Folders", isExpanded: false) {
        OutlineItem(ListCell("Work"), isExpanded: true) {
          OutlineItem(ListCell("Reports")) { ListCell("2024") }
        }
      }
    }
    expected.navigationTitle = NavigationTitle("List", displayMode: .inline)
    expected.editMode = EditMode(delete: true, reorder: true)
    expected.isRefreshing = true
    XCTAssertEqual(document.screens, [expected])
  }

  func testEveryStyleIsAccepted() throws {
    for style in ListStyle.allCases {
      let document = try SpecReader.parse(
        "screens:\n  - name: a\n    style: \(style.rawValue)\n    rows: []\n", file: "spec.yaml")
      XCTAssertEqual(document.screens.first?.style, style)
    }
    XCTAssertEqual(
      message("screens:\n  - name: a\n    style: insetgrouped\n    rows: []\n"),
      "spec.yaml:3:12 (screens[0].style): error: unknown style 'insetgrouped'; expected one of: plain, grouped, inset, insetGrouped, sidebar (did you mean 'insetGrouped'?)"
    )
  }

  func testAccessoryErrors() {
    XCTAssertEqual(
      message(row("        accessories: [disclosureIndicatr]\n")),
      "spec.yaml:5:23 (screens[0].rows[0].accessories[0]): error: unknown accessory 'disclosureIndicatr'; expected one of: disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, detail, multiselect, activityIndicator, or a mapping with one of: label, toggle, badge, image, progress, custom (did you mean 'disclosureIndicator'?)"
    )
    XCTAssertEqual(
      message(row("        accessories: [label]\n")),
      "spec.yaml:5:23 (screens[0].rows[0].accessories[0]): error: accessory 'label' needs a value; expected a mapping such as { label: … }"
    )
    XCTAssertEqual(
      message(row("        accessories: [{ progress: 1.5 }]\n")),
      "spec.yaml:5:35 (screens[0].rows[0].accessories[0].progress): error: progress 1.5 is out of range; expected 0...1"
    )
    XCTAssertEqual(
      message(row("        accessories: [{ badge: 3 }]\n")),
      "spec.yaml:5:32 (screens[0].rows[0].accessories[0].badge): error: wrong type for 'badge': found the number 3; expected a string (put it in quotes to use it as text)"
    )
    XCTAssertEqual(
      message(row("        accessories: [{ toggle: true, placement: leading }]\n")),
      "spec.yaml:5:50 (screens[0].rows[0].accessories[0].placement): error: 'placement' applies to custom accessories only"
    )
    XCTAssertEqual(
      message(row("        accessories: [checkmark, detail, checkmark]\n")),
      "spec.yaml:5:42 (screens[0].rows[0].accessories[2]): error: accessory 'checkmark' appears twice; keep one")
  }

  func testCustomAccessoryIsAFileNextToTheSpec() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(to: folder.appendingPathComponent("pin.svg"))
    let text = row("        accessories: [{ custom: pin.svg, placement: leading }]\n")
    let document = try SpecReader.parse(text, file: "spec.yaml", directory: folder.path)
    let path = (folder.appendingPathComponent("pin.svg").path as NSString).standardizingPath
    XCTAssertEqual(
      document.screens.first?.sections.first?.rows.first?.accessories, [.custom(path: path, placement: .leading)])
    XCTAssertEqual(
      message(row("        accessories: [{ custom: nope.svg }]\n"), directory: "/tmp"),
      "spec.yaml:5:33 (screens[0].rows[0].accessories[0].custom): error: image file not found: /tmp/nope.svg")
  }

  func testARowHasExactlyOneKind() {
    XCTAssertEqual(
      message("screens:\n  - name: a\n    rows:\n      - odsListItem: { title: T }\n        listCell: { text: T }\n"),
      "spec.yaml:4:9 (screens[0].rows[0]): error: a row has exactly one kind key, found 2; expected one of: odsListItem, oudsListItem, checkboxItem, checkboxItemIndeterminate, radioItem, switchItem, materialCell, listCell, content"
    )
    XCTAssertEqual(
      message("screens:\n  - name: a\n    rows:\n      - selected: true\n"),
      "spec.yaml:4:9 (screens[0].rows[0]): error: a row has exactly one kind key, found 0; expected one of: odsListItem, oudsListItem, checkboxItem, checkboxItemIndeterminate, radioItem, switchItem, materialCell, listCell, content"
    )
  }

  func testSwipeActionErrors() {
    XCTAssertEqual(
      message(row("        swipeActions: { actions: [{ title: Flag, tint: purpel }] }\n")),
      "spec.yaml:5:56 (screens[0].rows[0].swipeActions.actions[0].tint): error: unknown tint 'purpel'; expected one of: accent, tint, primary, label, secondary, tertiary, quaternary, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, gray2, gray3, gray4, gray5, gray6, white, black, clear (did you mean 'purple'?)"
    )
    XCTAssertEqual(
      message(row("        swipeActions: { actions: [{ title: Flag, tint: '#12345' }] }\n")),
      "spec.yaml:5:56 (screens[0].rows[0].swipeActions.actions[0].tint): error: '#12345' is not a colour; expected #RRGGBB or #RRGGBBAA"
    )
    XCTAssertEqual(
      message(row("        swipeActions: { edge: top, actions: [] }\n")),
      "spec.yaml:5:31 (screens[0].rows[0].swipeActions.edge): error: unknown edge 'top'; expected one of: leading, trailing"
    )
    XCTAssertEqual(
      message(row("        swipeActions: { actions: [] }\n")),
      "spec.yaml:5:34 (screens[0].rows[0].swipeActions.actions): error: a swiped row shows at least one action")
  }

  func testScreenAndSectionErrors() {
    XCTAssertEqual(
      message("screens:\n  - name: a\n    editMode: { delete: true, multiselect: true }\n    rows: []\n"),
      "spec.yaml:3:15 (screens[0].editMode): error: edit mode cannot show both delete controls and selection circles: both sit at the leading edge; keep 'delete' or 'multiselect'"
    )
    XCTAssertEqual(
      message("screens:\n  - name: a\n    navigationBarTitleDisplayMode: inline\n    rows: []\n"),
      "spec.yaml:3:36 (screens[0].navigationBarTitleDisplayMode): error: navigationBarTitleDisplayMode needs a navigationTitle"
    )
    XCTAssertEqual(
      message("screens:\n  - name: a\n    sections:\n      - header: H\n        textCase: upper\n        rows: []\n"),
      "spec.yaml:5:19 (screens[0].sections[0].textCase): error: unknown textCase 'upper'; expected one of: uppercase, lowercase, none"
    )
    XCTAssertEqual(
      message("screens:\n  - name: a\n    sections:\n      - footer: F\n        footerStyle: tiny\n        rows: []\n"),
      "spec.yaml:5:22 (screens[0].sections[0].footerStyle): error: unknown footerStyle 'tiny'; expected one of: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"
    )
    XCTAssertEqual(
      message("screens:\n  - name: a\n    sections:\n      - title: H\n        rows: []\n"),
      "spec.yaml:4:9 (screens[0].sections[0]): error: unknown key 'title' in a section; expected one of: header, footer, footerStyle, textCase, headerProminence, isExpanded, listSectionSeparator, listSectionSpacing, rows"
    )
  }

  func testOutlineChildErrorsPointIntoTheChild() {
    let text =
      "screens:\n  - name: a\n    rows:\n      - listCell: { text: Work }\n        children:\n          - listCell: { text: '' }\n"
    XCTAssertEqual(
      message(text),
      "spec.yaml:6:31 (screens[0].rows[0].children[0].listCell.text): error: text is empty; give the cell a text")
  }

  /// A one-row screen whose row has the given row keys.
  private func row(_ keys: String) -> String {
    "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: T }\n" + keys
  }

  private func message(_ text: String, directory: String = ".") -> String? {
    specErrorMessage(text, directory: directory)
  }
}
