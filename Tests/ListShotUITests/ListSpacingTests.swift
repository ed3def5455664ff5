import ListShotModel
import ListShotUI
import XCTest

/// `.contentMargins(.top, _)` and `.listSectionSpacing` as their specs; the spacings ListShot
/// cannot draw yet refused where they are written.
final class ListSpacingTests: XCTestCase {
  struct Margined: View {
    var body: some View {
      List {
        Text("Loire")
        Text("Danube")
      }
      .contentMargins(.top, 4)
    }
  }

  func testTheTopContentMarginIsTheSpecs() throws {
    let spec = try Lowering.spec(
      """
        - name: margins
          style: insetGrouped
          contentMargins: { top: 4 }
          rows: [{ listCell: { text: Loire } }, { listCell: { text: Danube } }]
      """)
    XCTAssertEqual(try Lowering.screen("margins") { Margined() }, spec)
    try Lowering.assertSamePNGs(Screen("margins") { Margined() }, spec)
  }

  /// Three sections 10 pt apart, the last one asking for 30 of its own.
  struct Spaced: View {
    var body: some View {
      List {
        Section { Text("Loire") }
        Section("Rhine") { Text("Danube") }
        Section { Text("Elbe") }.listSectionSpacing(30)
      }
      .listSectionSpacing(10)
    }
  }

  func testTheSectionSpacingIsTheSpecs() throws {
    let spec = try Lowering.spec(
      """
        - name: spaced
          style: insetGrouped
          listSectionSpacing: 10
          sections:
            - rows: [{ listCell: { text: Loire } }]
            - { header: Rhine, rows: [{ listCell: { text: Danube } }] }
            - { listSectionSpacing: 30, rows: [{ listCell: { text: Elbe } }] }
      """)
    XCTAssertEqual(try Lowering.screen("spaced") { Spaced() }, spec)
    try Lowering.assertSamePNGs(Screen("spaced") { Spaced() }, spec)
  }

  /// Rows 12 pt apart: each its own card.
  struct RowSpaced: View {
    var body: some View {
      List {
        Text("Loire")
        Text("Danube")
        Text("Rhine")
      }
      .listRowSpacing(12)
    }
  }

  func testTheRowSpacingIsTheSpecs() throws {
    let spec = try Lowering.spec(
      """
        - name: rows
          style: insetGrouped
          listRowSpacing: 12
          rows: [{ listCell: { text: Loire } }, { listCell: { text: Danube } }, { listCell: { text: Rhine } }]
      """)
    XCTAssertEqual(try Lowering.screen("rows") { RowSpaced() }, spec)
    try Lowering.assertSamePNGs(Screen("rows") { RowSpaced() }, spec)
  }

  func testWhatCannotBeDrawnIsRefusedWithItsPlace() throws {
    let cases: [(String, any View)] = [
      (".listSectionSpacing(.compact) cannot be drawn yet", List { Text("A") }.listSectionSpacing(.compact)),
      (
        ".listSectionSpacing(.compact) cannot be drawn yet",
        List { Section { Text("A") }.listSectionSpacing(.compact) }
      ),
      ("listRowSpacing with style plain", List { Text("A") }.listStyle(.plain).listRowSpacing(8)),
      ("listSectionSpacing 600 is out of range", List { Text("A") }.listSectionSpacing(600)),
      (".contentMargins 2000.0 is out of range", List { Text("A") }.contentMargins(.horizontal, 2000)),
    ]
    for (message, view) in cases {
      XCTAssertThrowsError(
        try Lowering.renderer.displayList(for: Screen("refused") { AnyView(view) }, in: Lowering.variants[0])
      ) {
        XCTAssertTrue("\($0)".contains(message), "\($0)")
      }
    }
    XCTAssertNoThrow(try Lowering.screen("accepted") { List { Text("A") }.listRowSpacing(nil) })
    XCTAssertNoThrow(try Lowering.screen("accepted") { List { Text("A") }.listSectionSpacing(.default) })
  }
}
