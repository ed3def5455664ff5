import ListShot
import ListShotDisplayList
import ListShotModel
import ListShotUI
import XCTest

/// `.scrollContentBackground(.hidden)` with a `.background(…)` on the list: the background fills
/// the screen in place of the page colour, the cards keep theirs; a background on a list that
/// keeps its own is under the opaque page (as on iOS) and not drawn.
final class ListBackgroundTests: XCTestCase {
  struct Tinted: View {
    var hides = true
    var body: some View {
      List {
        Text("Loire")
        Text("Danube")
      }
      .scrollContentBackground(hides ? .hidden : .visible)
      .background(ListShotUI.Color.mint)
    }
  }

  func testAHiddenBackgroundWithAColourIsTheSpecs() throws {
    let spec = try Lowering.spec(
      """
        - name: tinted
          style: insetGrouped
          scrollContentBackground: hidden
          background: mint
          rows: [{ listCell: { text: Loire } }, { listCell: { text: Danube } }]
      """)
    XCTAssertEqual(try Lowering.screen("tinted") { Tinted() }, spec)
    try Lowering.assertSamePNGs(Screen("tinted") { Tinted() }, spec)
  }

  func testTheBackgroundFillsTheScreenAndTheCardsKeepTheirColour() throws {
    for variant in ListSpacingLayoutTests.variants {
      let list = try Lowering.renderer.displayList(for: Screen("tinted") { Tinted() }, in: variant)
      let kept = try Lowering.renderer.displayList(for: Screen("tinted") { Tinted(hides: false) }, in: variant)
      // The first item is the background, over the whole canvas.
      let first = try XCTUnwrap(list.items.first)
      XCTAssertTrue(first.id.description.hasPrefix("background"), "\(variant): \(first.id)")
      let frame = try XCTUnwrap(first.frame)
      XCTAssertEqual(frame.origin, Point(x: 0, y: 0), "\(variant)")
      XCTAssertEqual(frame.width, list.size.width, "\(variant)")
      XCTAssertGreaterThanOrEqual(frame.height, list.size.height, "\(variant): it covers the canvas")
      guard case .rect(let fill) = first else { return XCTFail("\(variant): the background is a fill") }
      XCTAssertNotEqual(fill.fill, list.background, "\(variant): the colour is the app's, not the page's")
      // The cards are drawn as without the modifiers, over it.
      let card = list.items.first { $0.id.description == "sections[0].background" }
      XCTAssertEqual(card, kept.items.first { $0.id.description == "sections[0].background" }, "\(variant)")
      // Kept visible, the background is under the list's opaque page: nothing of it is drawn.
      XCTAssertFalse(kept.items.contains { $0.id.description.hasPrefix("background") }, "\(variant)")
    }
  }
}
