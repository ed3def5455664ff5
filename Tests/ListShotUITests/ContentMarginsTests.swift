import ListShot
import ListShotDisplayList
import ListShotModel
import ListShotUI
import XCTest

/// `.contentMargins` on every edge set: as its spec, and on the display list in both looks,
/// both directions and two Dynamic Type sizes.
final class ContentMarginsTests: XCTestCase {
  /// Cards 4 pt from the leading side and 30 from the trailing one, 20 pt below the last.
  struct Margined: View {
    var body: some View {
      List {
        Section("Rivers") {
          Text("Loire")
          Text("Danube")
        }
      }
      .contentMargins(.leading, 4, for: .scrollContent)
      .contentMargins(.trailing, 30)
      .contentMargins(.bottom, 20)
      .contentMargins(.vertical, 50, for: .scrollIndicators)
    }
  }

  func testEveryEdgeIsTheSpecs() throws {
    let spec = try Lowering.spec(
      """
        - name: margins
          style: insetGrouped
          contentMargins: { leading: 4, trailing: 30, bottom: 20 }
          sections:
            - { header: Rivers, rows: [{ listCell: { text: Loire } }, { listCell: { text: Danube } }] }
      """)
    XCTAssertEqual(try Lowering.screen("margins") { Margined() }, spec)
    try Lowering.assertSamePNGs(Screen("margins") { Margined() }, spec)
    // Each edge set writes its edges; the innermost modifier wins.
    let all = try Lowering.screen("all") { List { Text("A") }.contentMargins(.horizontal, 2).contentMargins(12) }
    XCTAssertEqual(
      [all.contentMarginTop, all.contentMarginLeading, all.contentMarginBottom, all.contentMarginTrailing],
      [12, 2, 12, 2])
    let vertical = try Lowering.screen("vertical") { List { Text("A") }.contentMargins(.vertical, 6) }
    XCTAssertEqual(
      [vertical.contentMarginTop, vertical.contentMarginBottom, vertical.contentMarginLeading], [6, 6, nil])
  }

  func testTheCardsAreTheMarginsFromTheSidesAndTheBottomMarginIsBelowTheLast() throws {
    for variant in ListSpacingLayoutTests.variants {
      let list = try Lowering.renderer.displayList(for: Screen("margins") { Margined() }, in: variant)
      let plain = try Lowering.renderer.displayList(
        for: Screen("plain") {
          List {
            Section("Rivers") {
              Text("Loire")
              Text("Danube")
            }
          }
        }, in: variant)
      let card = try frame("sections[0].background", list)
      let isRTL = variant.direction == .rightToLeft
      XCTAssertEqual(isRTL ? list.size.width - card.maxX : card.minX, 4, accuracy: 0.01, "\(variant): leading")
      XCTAssertEqual(isRTL ? card.minX : list.size.width - card.maxX, 30, accuracy: 0.01, "\(variant): trailing")
      // The header's text keeps the look's margin inside the card.
      let header = try frame("sections[0].header", list)
      let inside = isRTL ? card.maxX - header.maxX : header.minX - card.minX
      let look = try frame("sections[0].header", plain)
      let lookCard = try frame("sections[0].background", plain)
      XCTAssertEqual(inside, isRTL ? lookCard.maxX - look.maxX : look.minX - lookCard.minX, accuracy: 0.01)
      // The same rows, as tall (they grow with Dynamic Type as without margins), 20 pt more below.
      XCTAssertEqual(card.height, lookCard.height, accuracy: 0.01, "\(variant)")
      XCTAssertEqual(list.size.height - plain.size.height, 20, accuracy: 0.51, "\(variant): the bottom margin")
    }
  }

  private func frame(_ id: String, _ list: DisplayList) throws -> Rect {
    try XCTUnwrap(list.items.first { $0.id.description == id }?.frame, id)
  }
}
