import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// `ContentUnavailableView` draws the empty state as its views; inside
/// `.overlay { if items.isEmpty { … } }` over a list with rows it is absent, as in the app.
final class ContentUnavailableViewTests: XCTestCase {
  struct Inbox: View {
    let messages: [String]
    var body: some View {
      List {
        ForEach(messages, id: \.self) { Text($0) }
      }
      .overlay {
        if messages.isEmpty {
          ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New messages appear here."))
        }
      }
    }
  }

  func testAnEmptyOverlayOverAListDrawsNothing() throws {
    struct Plain: View {
      var body: some View { List { Text("Hello") } }
    }
    for variant in Lowering.variants {
      XCTAssertEqual(
        try Lowering.renderer.png(for: Screen("inbox") { Inbox(messages: ["Hello"]) }, in: variant),
        try Lowering.renderer.png(for: Screen("inbox") { Plain() }, in: variant), "\(variant)")
    }
  }

  func testTheEmptyStateIsItsSymbolTitleAndDescriptionCentred() throws {
    struct Empty: View {
      var body: some View {
        List {
          ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New messages appear here."))
          ContentUnavailableView.search(text: "invoice")
        }
      }
    }
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("empty") { Empty() }, in: variant)
      let texts = list.items.compactMap { item -> TextItem? in
        guard case .text(let text) = item else { return nil }
        return text
      }
      XCTAssertEqual(
        texts.map(\.text),
        [
          "No Mail", "New messages appear here.", "No Results for “invoice”",
          "Check the spelling or try a new search.",
        ], "\(variant)")
      // The title in Title 2 bold, above the description; every line centred in the row.
      XCTAssertGreaterThan(texts[0].attributes.font.size, texts[1].attributes.font.size)
      XCTAssertEqual(texts[0].attributes.font.weight.rawValue, 700)
      XCTAssertLessThan(texts[0].frame.maxY, texts[1].frame.minY)
      let glyphs = list.items.compactMap { item -> GlyphItem? in
        guard case .glyph(let glyph) = item else { return nil }
        return glyph
      }
      XCTAssertEqual(glyphs.count, 2)
      XCTAssertLessThan(glyphs[0].frame.maxY, texts[0].frame.minY, "the symbol above the title")
      for text in texts.prefix(2) {
        XCTAssertEqual(text.frame.midX, glyphs[0].frame.midX, accuracy: 1, "\(text.text) centred under the symbol")
      }
    }
  }
}
