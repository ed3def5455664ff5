import ListShotModel
import ListShotUI
import XCTest

/// `.contentMargins(.top, _)` as its spec; the spacings ListShot cannot draw yet refused where
/// they are written.
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

  func testSpacingsAndAHiddenBackgroundAreRefusedWithTheirPlace() throws {
    let cases: [(String, any View)] = [
      (".listSectionSpacing cannot be drawn yet", List { Text("A") }.listSectionSpacing(.compact)),
      (".listRowSpacing cannot be drawn yet", List { Text("A") }.listRowSpacing(8)),
      (".scrollContentBackground(.hidden) cannot be drawn yet", List { Text("A") }.scrollContentBackground(.hidden)),
      (".contentMargins on other edges than .top", List { Text("A") }.contentMargins(.horizontal, 0)),
    ]
    for (message, view) in cases {
      XCTAssertThrowsError(try Lowering.screen("refused") { AnyView(view) }) {
        XCTAssertTrue("\($0)".contains(message), "\($0)")
      }
    }
    XCTAssertNoThrow(try Lowering.screen("accepted") { List { Text("A") }.listRowSpacing(nil) })
  }
}
