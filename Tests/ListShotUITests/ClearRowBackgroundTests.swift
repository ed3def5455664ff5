import ListShot
import ListShotDisplayList
import ListShotModel
import ListShotPNG
import ListShotUI
import XCTest

/// `.listRowBackground(Color.clear)` in an inset-grouped list: the row's own background replaces
/// the card under it, so the list's background shows through, as on iOS; the card is filled
/// under the other rows only, inside its rounded clip.
final class ClearRowBackgroundTests: XCTestCase {
  struct Profile: View {
    var body: some View {
      List {
        Section {
          Text("Avatar").listRowBackground(ListShotUI.Color.clear)
          Text("Name")
          Text("Email")
          Text("Banner").listRowBackground(ListShotUI.Color.clear)
          Text("Phone")
        }
      }
    }
  }

  func testTheCardIsFilledOnlyUnderTheRowsWithoutABackgroundOfTheirOwn() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("profile") { Profile() }, in: variant)
      let cards = list.items.compactMap { item -> RectItem? in
        guard case .rect(let rect) = item, rect.id.description.hasPrefix("sections[0].background") else { return nil }
        return rect
      }
      let rows = list.semantics.filter(\.isRow).map(\.frame)
      XCTAssertEqual(rows.count, 5)
      XCTAssertEqual(cards.map(\.id.description), ["sections[0].background[0]", "sections[0].background[1]"])
      // Name and Email, then Phone: the spans of those rows, across the card.
      XCTAssertEqual(cards.map(\.frame.minY), [rows[1].minY, rows[4].minY], "\(variant)")
      XCTAssertEqual(cards.map(\.frame.maxY), [rows[2].maxY, rows[4].maxY], "\(variant)")
      XCTAssertTrue(cards.allSatisfy { $0.cornerRadius == 0 }, "the card's corners come from its clip")
    }
  }

  func testTheListBackgroundShowsWhereTheRowIsClear() throws {
    let variant = RenderVariant(theme: "orange", scheme: .light, scale: 1)
    let list = try Lowering.renderer.displayList(for: Screen("profile") { Profile() }, in: variant)
    let avatar = try XCTUnwrap(list.semantics.first { $0.isRow })
    let image = try PNGDecoder.decode(try Lowering.renderer.png(list), file: "profile.png")
    func rgb(_ x: Double, _ y: Double) -> [UInt8] {
      let p = image.pixel(x: Int(x), y: Int(y))
      return [p.r, p.g, p.b]
    }
    // Near the trailing end of the clear row, clear of its text: the page colour, not the card's.
    let x = avatar.frame.maxX - 8
    let page = rgb(2, avatar.frame.midY)
    XCTAssertEqual(rgb(x, avatar.frame.midY), page)
    let name = list.semantics.filter(\.isRow)[1]
    XCTAssertNotEqual(rgb(x, name.frame.midY), page, "the card under Name")
  }

  func testARowWithoutAClearBackgroundKeepsTheOneCard() throws {
    struct Plain: View {
      var body: some View { List { Text("Name") } }
    }
    let list = try Lowering.renderer.displayList(for: Screen("plain") { Plain() }, in: Lowering.variants[0])
    let ids = list.items.compactMap { item -> String? in
      guard case .rect(let rect) = item else { return nil }
      return rect.id.description
    }
    XCTAssertTrue(ids.contains("sections[0].background"), "\(ids)")
  }
}
