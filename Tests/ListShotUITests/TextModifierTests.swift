import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// The text modifiers (`.strikethrough`, `.underline`, `.monospacedDigit`, `.textCase`,
/// `.tracking`, `.truncationMode`, `.minimumScaleFactor`) and `.aspectRatio` on a resizable
/// symbol: lowered to their catalogue examples, and what each changes in the display list.
final class TextModifierTests: XCTestCase {
  static func row(@ViewBuilder _ content: @escaping () -> some View) -> ListShotUI.Screen {
    ListShotUI.Screen("example") { List { content() } }
  }

  func testEachLowersToItsExample() throws {
    let strikethrough = Self.row {
      VStack {
        Text("Buy milk").strikethrough()
        Text("Call Ada").strikethrough(color: .red)
      }
    }
    try Lowering.assertLowersToItsExample(entry: ".strikethrough", strikethrough)
    let underline = Self.row { Text("Terms of use").underline().foregroundStyle(.blue) }
    try Lowering.assertLowersToItsExample(entry: ".underline", underline)
    let digits = Self.row {
      VStack(alignment: .trailing) {
        Text("1,111")
        Text("8,888")
      }
      .monospacedDigit()
    }
    try Lowering.assertLowersToItsExample(entry: ".monospacedDigit", digits)
    let textCase = Self.row { Text("Recent orders").textCase(.uppercase).font(.caption) }
    try Lowering.assertLowersToItsExample(entry: ".textCase", textCase)
    let tracking = Self.row { Text("SALE").tracking(4).bold() }
    try Lowering.assertLowersToItsExample(entry: ".tracking", tracking)
    let truncation = Self.row {
      Text("/Users/ada/Documents/Reports/2025/June/summary.pdf").lineLimit(1).truncationMode(.middle)
    }
    try Lowering.assertLowersToItsExample(entry: ".truncationMode", truncation)
    let scale = Self.row {
      Text("A title a little too long for its line").lineLimit(1).minimumScaleFactor(0.5).frame(width: 200)
    }
    try Lowering.assertLowersToItsExample(entry: ".minimumScaleFactor", scale)
    let aspect = Self.row {
      HStack {
        Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 56, height: 40)
        Image(systemName: "heart.fill").resizable().frame(width: 56, height: 56)
      }
    }
    try Lowering.assertLowersToItsExample(entry: ".aspectRatio", aspect)
  }

  private func texts(_ screen: ListShotUI.Screen, _ variant: RenderVariant = Lowering.variant()) throws -> [TextItem] {
    try Lowering.renderer.displayList(for: screen, in: variant).items.compactMap {
      if case .text(let text) = $0 { return text } else { return nil }
    }
  }

  func testAStruckThroughTextIsOneRunWithTheLineInItsColour() throws {
    let items = try texts(
      Self.row {
        VStack {
          Text("Buy milk").strikethrough()
          Text("Call Ada").strikethrough(color: .red)
          Text("Done").strikethrough(false)
        }
      })
    let milk = try XCTUnwrap(items.first { $0.text == "Buy milk" }?.runs)
    XCTAssertEqual(milk.map(\.isStruckThrough), [true])
    XCTAssertNil(milk[0].lineColor)
    let ada = try XCTUnwrap(items.first { $0.text == "Call Ada" }?.runs)
    XCTAssertNotNil(ada[0].lineColor)
    XCTAssertNil(items.first { $0.text == "Done" }?.runs, "strikethrough(false) draws no line")
  }

  func testMonospacedDigitsAreOneWidth() throws {
    func widths(_ tabular: Bool) throws -> [Double] {
      let items = try texts(
        Self.row {
          VStack(alignment: .trailing) {
            Text("1,111")
            Text("8,888")
          }
          .font(tabular ? .body.monospacedDigit() : .body)
        })
      return ["1,111", "8,888"].compactMap { name in items.first { $0.text == name }?.frame.width }
    }
    let proportional = try widths(false), tabular = try widths(true)
    XCTAssertEqual(tabular.count, 2)
    XCTAssertNotEqual(proportional[0], proportional[1], "Inter's default figures are proportional")
    XCTAssertEqual(tabular[0], tabular[1], accuracy: 0.01)
  }

  func testTextCaseTrackingAndTruncationReachTheTextItem() throws {
    let items = try texts(
      Self.row {
        VStack {
          Text("Recent orders").textCase(.uppercase)
          Text("SALE")
          Text("SOLD").kerning(2).tracking(2)
          Text("/Users/ada/Documents/Reports/2025/June/summary.pdf").lineLimit(1).truncationMode(.head)
        }
      })
    XCTAssertTrue(items.contains { $0.text == "RECENT ORDERS" })
    let plain = try XCTUnwrap(items.first { $0.text == "SALE" }?.attributes.letterSpacing)
    let tracked = try XCTUnwrap(items.first { $0.text == "SOLD" }?.attributes.letterSpacing)
    XCTAssertEqual(tracked - plain, 4, accuracy: 1e-9, "the text style's own tracking, and 2 + 2 points")
    let path = try XCTUnwrap(items.first { $0.text.hasPrefix("/Users") })
    XCTAssertEqual(path.attributes.truncation, .head)
    XCTAssertTrue(path.isTruncated)
  }

  func testAMinimumScaleFactorShrinksTheTextToFitBeforeCuttingIt() throws {
    let title = "A title a little too long for its line"
    for variant in Lowering.variants {
      let cut = try XCTUnwrap(try texts(Self.row { Text(title).lineLimit(1).frame(width: 200) }, variant).first)
      let shrunk = try XCTUnwrap(
        try texts(Self.row { Text(title).lineLimit(1).minimumScaleFactor(0.3).frame(width: 200) }, variant).first)
      XCTAssertTrue(cut.isTruncated)
      XCTAssertFalse(shrunk.isTruncated, "\(variant)")
      XCTAssertLessThan(shrunk.attributes.font.size, cut.attributes.font.size)
      XCTAssertGreaterThanOrEqual(shrunk.attributes.font.size, cut.attributes.font.size * 0.3)
    }
  }

  func testAResizableSymbolFillsItsFrameInBothDirections() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(
        for: Self.row {
          HStack {
            Image(systemName: "heart.fill").resizable().frame(width: 56, height: 56)
            Image(systemName: "heart.fill")
          }
        }, in: variant)
      let glyphs = list.items.compactMap { if case .glyph(let glyph) = $0 { return glyph } else { return nil } }
      XCTAssertEqual(glyphs.count, 2)
      // Drawn in a square 1.2 × the frame (the glyph's ink is 20/24 of its square), centred on it.
      let big = try XCTUnwrap(glyphs.max { $0.frame.width < $1.frame.width })
      let small = try XCTUnwrap(glyphs.min { $0.frame.width < $1.frame.width })
      XCTAssertEqual(big.frame.width, 67)
      XCTAssertNotEqual(small.frame.width, 67, "an image that is not resizable keeps its size beside the font")
      let isRTL = variant.direction == .rightToLeft
      XCTAssertEqual(isRTL, big.frame.minX > small.frame.minX, "the first symbol is on the leading side")
    }
  }

  func testAMiddleCutJoinsTheEllipsisToTheKeptPartsAsIOSDoes() throws {
    let title = "Back to previous page"
    for variant in Lowering.variants {
      let items = try texts(
        TextModifierTests.row {
          Text(title).lineLimit(1).truncationMode(.middle).frame(width: 120)
        }, variant)
      let cut = try XCTUnwrap(items.first { $0.text.contains("\u{2026}") }, "\(variant)")
      let parts = cut.text.components(separatedBy: "\u{2026}")
      XCTAssertEqual(parts.count, 2, cut.text)
      XCTAssertTrue(title.hasPrefix(parts[0]) && title.hasSuffix(parts[1]), cut.text)
      XCTAssertFalse(parts[0].isEmpty || parts[1].isEmpty, cut.text)
      XCTAssertFalse(parts[0].last?.isWhitespace ?? true, "no space before the ellipsis: \(cut.text)")
      XCTAssertFalse(parts[1].first?.isWhitespace ?? true, "no space after it: \(cut.text)")
      XCTAssertTrue(cut.isTruncated)
      XCTAssertLessThanOrEqual(cut.frame.width, 120)
    }
    // The head keeps what fits in half the line ("Back to", its space dropped), the tail the rest.
    let cut = try XCTUnwrap(
      try texts(TextModifierTests.row { Text(title).lineLimit(1).truncationMode(.middle).frame(width: 155) }).first)
    XCTAssertEqual(cut.text, "Back to\u{2026}vious page")
  }
}

/// `.dynamicTypeSize` on a subtree: its texts at that size (or within the bounds), the rest at
/// the render's.
final class DynamicTypeSizeModifierTests: XCTestCase {
  struct Sizes: View {
    var body: some View {
      List {
        VStack {
          Text("Follows the size")
          Text("At most large").dynamicTypeSize(...DynamicTypeSize.large)
        }
      }
    }
  }

  func testItLowersToItsExample() throws {
    let bounded = TextModifierTests.row {
      VStack {
        Text("Follows the size")
        Text("At most large").dynamicTypeSize(...DynamicTypeSize.large)
      }
    }
    try Lowering.assertLowersToItsExample(entry: ".dynamicTypeSize", bounded)
  }

  func testTheBoundedTextStaysAtLargeWhileTheOtherGrows() throws {
    var sizes: [String: [Double]] = [:]
    for size in [DynamicTypeSize.large, .accessibility3] {
      let variant = RenderVariant(dynamicTypeSize: size, scale: 1)
      let list = try Lowering.renderer.displayList(for: ListShotUI.Screen("sizes") { Sizes() }, in: variant)
      for case .text(let text) in list.items { sizes[text.text, default: []].append(text.attributes.font.size) }
    }
    let follows = try XCTUnwrap(sizes["Follows the size"]), bounded = try XCTUnwrap(sizes["At most large"])
    XCTAssertGreaterThan(follows[1], follows[0])
    XCTAssertEqual(bounded[0], bounded[1])
    XCTAssertEqual(bounded[0], follows[0])
  }
}
