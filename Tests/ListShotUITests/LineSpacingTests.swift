import ListShot
import ListShotDisplayList
import ListShotModel
import ListShotUI
import XCTest

/// `.lineSpacing(_:)`: lowered to its catalogue example, and what it changes in the display
/// list: the space between lines only, the same points at every Dynamic Type size, in both
/// directions, the innermost one applying.
final class LineSpacingTests: XCTestCase {
  static let detail = "If you don’t take part yourself, but want to follow the Critical Mass."

  static func row(@ViewBuilder _ content: @escaping () -> some View) -> ListShotUI.Screen {
    ListShotUI.Screen("example") { List { content() } }
  }

  private func texts(_ screen: ListShotUI.Screen, _ variant: RenderVariant) throws -> [TextItem] {
    try Lowering.renderer.displayList(for: screen, in: variant).items.compactMap {
      if case .text(let text) = $0 { return text } else { return nil }
    }
  }

  func testLineSpacingLowersToItsExample() throws {
    let screen = Self.row {
      Text("Two lines of a longer detail that wraps in the row").font(.subheadline).lineSpacing(4)
    }
    try Lowering.assertLowersToItsExample(entry: ".lineSpacing", screen)
  }

  func testTheSpaceIsAddedBetweenLinesOnlyAtEverySizeAndDirection() throws {
    for variant in Lowering.variants + [Lowering.variant()] {
      let plain = try XCTUnwrap(try texts(Self.row { Text(Self.detail).frame(width: 160) }, variant).first)
      let spaced = try XCTUnwrap(
        try texts(Self.row { Text(Self.detail).lineSpacing(6).frame(width: 160) }, variant).first)
      let lineHeight = try XCTUnwrap(plain.attributes.lineHeight)
      let lines = (plain.frame.height / lineHeight).rounded()
      XCTAssertGreaterThan(lines, 1, "\(variant): the detail wraps in 160 pt")
      XCTAssertEqual(spaced.attributes.lineSpacing, 6)
      XCTAssertEqual(plain.attributes.lineSpacing, 0)
      // n lines: n line heights (which grow with Dynamic Type) and n − 1 spacings of 6 pt.
      XCTAssertEqual(spaced.frame.height, plain.frame.height + (lines - 1) * 6, accuracy: 0.01, "\(variant)")
      XCTAssertEqual(spaced.frame.width, plain.frame.width, accuracy: 0.01, "\(variant): the same line breaks")
      // Mirrored with the row: the same leading edge as the untouched text in either direction.
      if variant.direction == .rightToLeft {
        XCTAssertEqual(spaced.frame.maxX, plain.frame.maxX, accuracy: 0.01, "\(variant)")
      } else {
        XCTAssertEqual(spaced.frame.minX, plain.frame.minX, accuracy: 0.01, "\(variant)")
      }
      // One line has nothing between its lines: it does not move or grow.
      let single = try XCTUnwrap(try texts(Self.row { Text("Rules").lineSpacing(6).frame(width: 160) }, variant).first)
      let unspaced = try XCTUnwrap(try texts(Self.row { Text("Rules").frame(width: 160) }, variant).first)
      XCTAssertEqual(single.frame, unspaced.frame, "\(variant)")
    }
  }

  func testTheLineHeightsGrowWithDynamicTypeAndTheSpacingDoesNot() throws {
    var heights: [Double] = []
    for size in [DynamicTypeSize.small, .large, .accessibility3] {
      let variant = RenderVariant(dynamicTypeSize: size, scale: 1)
      let plain = try XCTUnwrap(try texts(Self.row { Text(Self.detail).frame(width: 120) }, variant).first)
      let spaced = try XCTUnwrap(
        try texts(Self.row { Text(Self.detail).lineSpacing(3).frame(width: 120) }, variant).first)
      let lines = (plain.frame.height / (try XCTUnwrap(plain.attributes.lineHeight))).rounded()
      XCTAssertEqual(spaced.frame.height - plain.frame.height, (lines - 1) * 3, accuracy: 0.01, "\(size)")
      heights.append(try XCTUnwrap(plain.attributes.lineHeight))
    }
    XCTAssertEqual(heights, heights.sorted())
    XCTAssertLessThan(heights[0], heights[2])
  }

  func testTheInnermostLineSpacingApplies() throws {
    let variant = Lowering.variant()
    let inner = try XCTUnwrap(
      try texts(Self.row { VStack { Text(Self.detail).lineSpacing(2) }.lineSpacing(10).frame(width: 160) }, variant)
        .first)
    XCTAssertEqual(inner.attributes.lineSpacing, 2)
  }

  func testALineSpacingOutOfRangeIsRefusedNamingIt() throws {
    let message = Lowering.message {
      try Lowering.spec("  - name: s\n    rows:\n      - content: { text: Hello, lineSpacing: -2 }")
    }
    XCTAssertTrue(message.contains("lineSpacing"), message)
  }
}
