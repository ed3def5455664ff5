import ListShot
import ListShotDisplayList
import ListShotModel
import ListShotUI
import XCTest

/// `.listSectionSpacing` and `.listRowSpacing` on the display list, in both looks, both
/// directions and at two Dynamic Type sizes: the gaps are the points written, whatever the text
/// size; rows spaced apart are cards of their own with the look's corners and no separators.
final class ListSpacingLayoutTests: XCTestCase {
  static let variants: [RenderVariant] = Look.allCases.flatMap { look in
    [
      RenderVariant(
        theme: "orange", scheme: .light, dynamicTypeSize: .large, direction: .leftToRight, scale: 1, look: look),
      RenderVariant(
        theme: "orange", scheme: .dark, dynamicTypeSize: .accessibility3, direction: .rightToLeft, scale: 1,
        look: look),
    ]
  }

  func testSectionsAreTheSpacingApartAndASectionsOwnSpacingTakesHalfOfTheGap() throws {
    for variant in Self.variants {
      let list = try Lowering.renderer.displayList(for: Screen("spaced") { ListSpacingTests.Spaced() }, in: variant)
      let cards = try (0..<3).map { try frame("sections[\($0)].background", in: list) }
      let header = try frame("sections[1].header", in: list)
      // Section 0 to section 1's header text: 5 + 5 (both take the list's 10).
      XCTAssertEqual(header.minY - cards[0].maxY, 10, accuracy: 0.01, "\(variant)")
      // Section 1 (the list's 10: 5) to section 2 (its own 30: 15), no header: card to card.
      XCTAssertEqual(cards[2].minY - cards[1].maxY, 20, accuracy: 0.01, "\(variant)")
      // Mirrored in RTL: the cards keep the look's inset on both sides.
      XCTAssertEqual(cards[0].minX, list.size.width - cards[0].maxX, accuracy: 0.01, "\(variant)")
    }
    // Without the modifier, the look's bands: 35 pt from card to card in both looks.
    let plain = try Lowering.renderer.displayList(
      for: Screen("default") {
        List {
          Section { Text("Loire") }
          Section { Text("Elbe") }
        }
      }, in: Self.variants[0])
    let gap = try frame("sections[1].background", in: plain).minY - frame("sections[0].background", in: plain).maxY
    XCTAssertEqual(gap, 35, accuracy: 0.01)
  }

  func testSpacedRowsAreCardsOfTheirOwnWithoutSeparators() throws {
    for variant in Self.variants {
      let list = try Lowering.renderer.displayList(for: Screen("rows") { ListSpacingTests.RowSpaced() }, in: variant)
      let cards = try (0..<3).map { row -> RectItem in
        let id = "sections[0].rows[\(row)].card"
        let item = list.items.first(where: { $0.id.description == id })
        guard case .rect(let rect)? = item else { throw XCTUnwrapError(id, variant) }
        return rect
      }
      let radius = variant.look == .ios18 ? 10.0 : 26.0
      for (index, card) in cards.enumerated() {
        XCTAssertEqual(card.cornerRadius, radius, "\(variant): the look's card corners")
        if index > 0 { XCTAssertEqual(card.frame.minY - cards[index - 1].frame.maxY, 12, accuracy: 0.01) }
      }
      // A row at accessibility3 is taller: the cards grow with it, the gaps do not.
      let minimum = variant.look == .ios18 ? 44.0 : 51.0
      XCTAssertGreaterThanOrEqual(cards[0].frame.height, minimum, "\(variant)")
      if variant.dynamicTypeSize == .accessibility3 { XCTAssertGreaterThan(cards[0].frame.height, minimum + 20) }
      XCTAssertFalse(list.items.contains { $0.id.description.hasSuffix("separator") }, "\(variant): no separators")
      XCTAssertNil(list.items.first { $0.id.description == "sections[0].background" }, "\(variant): no shared card")
    }
  }

  struct XCTUnwrapError: Error, CustomStringConvertible {
    var description: String
    init(_ id: String, _ variant: RenderVariant) { description = "no rectangle \(id) in \(variant)" }
  }

  private func frame(_ id: String, in list: DisplayList) throws -> Rect {
    try XCTUnwrap(list.items.first { $0.id.description == id }?.frame, "\(id)")
  }
}
