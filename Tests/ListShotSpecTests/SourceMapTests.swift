import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// Validation problems are found by model path and reported at the key the decoder read for
/// that path: in sections, in the one-section `rows:` form, deep in row options, and at the
/// nearest written ancestor when the key is left out.
final class SourceMapTests: XCTestCase {
  func testAnIssueInARowOptionPointsAtItsKey() {
    let text = """
      screens:
        - name: a
          sections:
            - rows:
                - listCell: { text: A }
            - rows:
                - listCell: { text: B }
                  accessories: [checkmark, { badge: "" }]

      """
    XCTAssertEqual(
      message(text),
      "spec.yaml:8:47 (screens[0].sections[1].rows[0].accessories[1].badge): error: the badge text is empty")
  }

  func testAModelIssueIsReportedAtTheKeyItNames() {
    let text = "screens:\n  - name: a\n    rows:\n      - switchItem: { label: L, isError: true, isDisabled: true }\n"
    XCTAssertEqual(
      message(text),
      "spec.yaml:4:60 (screens[0].rows[0].switchItem.isDisabled): error: isError and isDisabled cannot both be true: the design forbids an error on a disabled item; remove one of them"
    )
  }

  func testAScreenIssueIsReportedAtItsKeyInItsOwnScreen() {
    let text = """
      screens:
        - name: a
          rows: [{ listCell: { text: A } }]
        - name: b
          editMode: { delete: true, multiselect: true }
          rows: [{ listCell: { text: B } }]

      """
    XCTAssertEqual(
      message(text)?.hasPrefix("spec.yaml:5:15 (screens[1].editMode): error: edit mode cannot show both"), true,
      message(text) ?? "")
  }

  private func message(_ text: String) -> String? { specErrorMessage(text) }

  /// Each top-level row's line, in both forms of a screen, for the report's change groups.
  func testTheDocumentKnowsTheLineOfEveryRow() throws {
    let text = """
      screens:
        - name: a
          rows:
            - listCell: { text: A }

            - listCell: { text: B }
        - name: b
          sections:
            - rows:
                - listCell: { text: C }
            - header: H
              rows:
                - listCell: { text: D }
                  accessories: [checkmark]
                - listCell: { text: E }

      """
    let document = try SpecReader.parse(text, file: "spec.yaml")
    XCTAssertEqual(document.rowLines["a"], [.row(section: 0, 0): 4, .row(section: 0, 1): 6])
    XCTAssertEqual(
      document.rowLines["b"], [.row(section: 0, 0): 10, .row(section: 1, 0): 13, .row(section: 1, 1): 15])
  }

  /// The map lets go of itself once the screen is read (it held its own anchors: a reference
  /// cycle that leaked every spec read, found by FuzzSpec's leak check).
  func testTheMapIsFreedWhenTheScreenIsRead() throws {
    weak var released: SourceMap?
    do {
      let map = SourceMap()
      released = map
      let root = try XCTUnwrap(try YAMLComposer.compose("rows:\n  - listCell: { text: A }\n"))
      let context = SpecContext(file: "s.yaml", directory: ".", iconCheck: nil)
      let screen = SpecNode(node: root, path: .root, context: context).anchored(in: map)
      guard case .mapping(let mapping) = root, let rows = mapping.pairs.first?.value else {
        return XCTFail("not a mapping")
      }
      _ = screen.child("rows", rows)
      XCTAssertNotNil(map.node(nearest: NodePath.key("rows")))
    }
    XCTAssertNil(released, "the source map is still alive after the screen was read")
  }
}
