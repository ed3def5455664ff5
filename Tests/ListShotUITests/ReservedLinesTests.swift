import ListShotDisplayList
import ListShotUI
import XCTest

/// `.lineLimit(3, reservesSpace: true)`, `.lineLimit(2...4)`, `.lineLimit(2...)` and
/// `.lineLimit(...3)`: at most the upper bound of lines, and at least the lower bound tall, the
/// lines at the top; the spec's `lineLimit: { min:, max: }` is the same.
final class ReservedLinesTests: XCTestCase {
  static let long = String(
    repeating: "A long note that wraps onto several lines when the field grows vertically. ", count: 4)

  struct Fields: View {
    @State var empty = ""
    @State var note = ReservedLinesTests.long

    var body: some View {
      List {
        TextField("Intention", text: $empty, axis: .vertical).lineLimit(3, reservesSpace: true)
        TextField("One line", text: $empty, axis: .vertical)
        Text("Short").lineLimit(2...4)
        Text(ReservedLinesTests.long + " " + ReservedLinesTests.long).lineLimit(2...4)
        Text("Short").lineLimit(2...)
        Text(ReservedLinesTests.long + " " + ReservedLinesTests.long).lineLimit(...3)
        TextField("Single", text: $empty).lineLimit(3, reservesSpace: true)
      }
    }
  }

  private func texts(_ list: DisplayList) -> [TextItem] {
    list.items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
  }

  func testTheReservedLinesSetTheHeightAndTheLimitTheLines() throws {
    for size in Lowering.sizes {
      for isRTL in [false, true] {
        let variant = Lowering.variant(size, rightToLeft: isRTL)
        let list = try Lowering.renderer.displayList(for: Screen("reserved") { Fields() }, in: variant)
        let t = texts(list)
        XCTAssertEqual(t.count, 7, "\(variant)")
        let line = t[1].frame.height  // an empty vertical field: one line
        XCTAssertEqual(t[0].frame.height, 3 * line, accuracy: 0.01, "\(variant): three lines kept for an empty field")
        XCTAssertEqual(t[0].maxLines, 3)
        XCTAssertEqual(t[2].frame.height, 2 * line, accuracy: 0.01, "\(variant): 2...4 keeps two lines for one")
        XCTAssertEqual(t[3].maxLines, 4)
        XCTAssertTrue(t[3].isTruncated, "\(variant): cut at four lines")
        XCTAssertEqual(t[3].frame.height, 4 * line, accuracy: 0.5, "\(variant)")
        XCTAssertEqual(t[4].frame.height, 2 * line, accuracy: 0.01, "\(variant): 2... keeps two")
        XCTAssertEqual(t[4].maxLines, 0)
        XCTAssertEqual(t[5].maxLines, 3, "\(variant): ...3 is at most three")
        XCTAssertEqual(t[6].frame.height, line, accuracy: 0.01, "\(variant): a one-line field keeps one line")
      }
    }
  }

  func testTheSpecFormIsTheSameAndABadRangeIsRefused() throws {
    struct One: View {
      var body: some View { List { HStack { Text("Short").lineLimit(2...4) } } }
    }
    let spec = try Lowering.spec(
      "  - name: s\n    style: insetGrouped\n    rows:\n      - content: { hstack: [{ text: Short, lineLimit: { min: 2, max: 4 } }] }\n"
    )
    XCTAssertEqual(try Screen("s") { One() }.screen(for: ScreenVariant()), spec)
    try Lowering.assertSamePNGs(Screen("s") { One() }, spec)
    let message = Lowering.message {
      try Lowering.spec("  - name: s\n    rows:\n      - content: { text: Short, lineLimit: { min: 5, max: 4 } }\n")
    }
    XCTAssertTrue(message.contains("lineLimit's min 5 is more than its max 4"), message)
  }
}
