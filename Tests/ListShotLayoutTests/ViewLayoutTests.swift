import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Free-form row content laid out as SwiftUI lays it out, on the fixed measurer (a character is
/// half the font size wide; a Body line is 17 × 1.193 = 20.281 tall), in a plain list 390 wide:
/// the row's content is proposed 350 (20 at each side). Every layout here is also checked in
/// right to left (`TestEnvironment.layout` asserts the mirror).
final class ViewLayoutTests: XCTestCase {
  let body = 17.0 * 0.5  // one Body character
  let bodyLine = 17 * IOSTextStyle.systemFontLineHeightRatio

  func layout(_ view: ViewNode, direction: LayoutDirection = .leftToRight) throws -> DisplayList {
    try TestEnvironment.layout(Screen(name: "views", sections: [Section(rows: [view.asRow])]), direction: direction)
  }

  let row = "sections[0].rows[0].content"

  func testALongTextWrapsInsideAnHStackBesideAFixedSizeImage() throws {
    let list = try layout(
      .hstack(.image(systemName: "heart.fill"), .text(String(repeating: "w", count: 60))))
    // The symbol (22 × 22: 1.3 × Body) is the least flexible: it keeps its size, and the text
    // gets the rest, 350 − 22 − 8 = 320: 37 characters a line, 2 lines.
    let symbol = try XCTUnwrap(frame("\(row).hstack[0].image", list))
    XCTAssertEqual(symbol.size, Size(width: 22, height: 22))
    let text = try XCTUnwrap(frame("\(row).hstack[1].text", list))
    XCTAssertEqual(text.x, 20 + 22 + 8)
    XCTAssertEqual(text.width, 37 * body)
    XCTAssertEqual(text.height, 2 * bodyLine, accuracy: 1e-9)
    // The row grows to hold it (11 above and below), and the symbol is centred on it.
    XCTAssertEqual(symbol.midY, text.midY, accuracy: 1e-9)
    let rtl = try layout(
      .hstack(.image(systemName: "heart.fill"), .text(String(repeating: "w", count: 60))), direction: .rightToLeft)
    XCTAssertEqual(frame("\(row).hstack[1].text", rtl)?.maxX, 390 - 50)
  }

  func testASpacerPushesTheLastViewToTheTrailingEdge() throws {
    let list = try layout(.hstack(.text("Pacific"), .spacer(), .text("10,994 m")))
    XCTAssertEqual(frame("\(row).hstack[0].text", list)?.x, 20)
    XCTAssertEqual(frame("\(row).hstack[2].text", list)?.maxX, 370)
  }

  func testASpacerKeepsItsMinimumLength() throws {
    // Two texts too long for the row: the spacer's 8 pt are kept aside, each text is offered
    // half of the other 342 (171: 20 characters a line) and the spacer takes what is left.
    let long = String(repeating: "x", count: 40)
    let list = try layout(.hstack(spacing: 0, .text(long), .spacer(), .text(long)))
    let first = try XCTUnwrap(frame("\(row).hstack[0].text", list))
    let last = try XCTUnwrap(frame("\(row).hstack[2].text", list))
    XCTAssertEqual(first.width, 20 * body)
    XCTAssertEqual(last.width, 20 * body)
    XCTAssertEqual(last.minX - first.maxX, 350 - 40 * body, accuracy: 1e-9)
    // A long text before a spacer wraps at the row's width less the spacer, not at half of it.
    let alone = try layout(.hstack(spacing: 0, .text(String(repeating: "x", count: 60)), .spacer()))
    XCTAssertEqual(frame("\(row).hstack[0].text", alone)?.width, 40 * body)
  }

  /// Without a stack spacing of its own, a spacer has no spacing beside it (SwiftUI's spacer
  /// prefers none along its axis): a long text before `Spacer()` and a 51 pt wide view wraps
  /// 8 pt (the spacer's minimum) from it, not 8 + 8 + 8. With the stack's own spacing, every
  /// two views are that far apart, spacers included.
  func testNoDefaultSpacingBesideASpacer() throws {
    let long = String(repeating: "x", count: 90)
    let list = try layout(.hstack(.text(long), .spacer(), .color(.red).frame(width: 51, height: 31)))
    // 350 − 51 − 8 = 291: 34 characters a line, not the 32 of 350 − 51 − 24 = 275.
    let text = try XCTUnwrap(frame("\(row).hstack[0].text", list))
    XCTAssertEqual(text.width, 34 * body)
    XCTAssertEqual(frame("\(row).hstack[2].color", list)?.maxX, 370)
    let spaced = try layout(.hstack(spacing: 10, .text(long), .spacer(), .color(.red).frame(width: 51, height: 31)))
    // 350 − 51 − 8 − 2 × 10 = 271: 31 characters.
    XCTAssertEqual(frame("\(row).hstack[0].text", spaced)?.width, 31 * body)
  }

  func testFramesFixAndBoundSizesAndAlignTheirContent() throws {
    let fixed = try layout(.hstack(.text("ab").frame(width: 100, alignment: .trailing), .spacer()))
    XCTAssertEqual(frame("\(row).hstack[0].text", fixed)?.maxX, 20 + 100)
    let flexible = try layout(.text("ab").frame(maxWidth: .infinity, alignment: .trailing))
    // `maxWidth: .infinity` takes the whole width offered; the text sits at its trailing edge.
    XCTAssertEqual(frame("\(row).text", flexible)?.maxX, 370)
    let bounded = try layout(.text(String(repeating: "m", count: 30)).frame(maxWidth: 85))
    XCTAssertEqual(frame("\(row).text", bounded)?.width, 10 * body)
    let minimum = try layout(.hstack(.text("a").frame(minWidth: 60, alignment: .leading), .text("b")))
    XCTAssertEqual(frame("\(row).hstack[1].text", minimum)?.x, 20 + 60 + 8)
  }

  /// SwiftUI's flexible frame: with a minimum and a maximum it is as wide as it is offered,
  /// even around a wider child (what a horizontal scroll view is); with only a maximum it stays
  /// as wide as the child.
  func testAFrameWithBothBoundsIsAsWideAsItIsOfferedAroundAWiderChild() throws {
    let wide = ViewNode.color(.red).frame(width: 500, height: 10)
    let both = try layout(.hstack(wide.frame(minWidth: 0, maxWidth: .infinity), .text("ab")))
    XCTAssertEqual(try XCTUnwrap(frame("\(row).hstack[1].text", both)).maxX, 370, accuracy: 1e-9)
    let maximum = try layout(.hstack(wide.frame(maxWidth: .infinity), .text("ab")))
    XCTAssertGreaterThan(try XCTUnwrap(frame("\(row).hstack[1].text", maximum)).maxX, 370 + 100)
  }

  func testVStackAlignmentPlacesChildrenAtTheLeadingCentreOrTrailingEdge() throws {
    func xs(_ alignment: ViewAlignment.Horizontal) throws -> [Double] {
      let list = try layout(.vstack(alignment: alignment, .text("long title"), .text("ab")))
      return [
        try XCTUnwrap(frame("\(row).vstack[0].text", list)).x, try XCTUnwrap(frame("\(row).vstack[1].text", list)).x,
      ]
    }
    XCTAssertEqual(try xs(.leading), [20, 20])
    XCTAssertEqual(try xs(.center), [20, 20 + 4 * body])
    XCTAssertEqual(try xs(.trailing), [20, 20 + 8 * body])
  }

  func testTwoTextsStackWithoutSpacingAndOtherViewsWithEight() throws {
    let list = try layout(.vstack(.text("a"), .text("b"), .image(systemName: "star")))
    let a = try XCTUnwrap(frame("\(row).vstack[0].text", list))
    let b = try XCTUnwrap(frame("\(row).vstack[1].text", list))
    let star = try XCTUnwrap(frame("\(row).vstack[2].image", list))
    XCTAssertEqual(b.minY, a.maxY, accuracy: 1e-9)
    XCTAssertEqual(star.minY, b.maxY + 8, accuracy: 1e-9)
  }

  func testFirstTextBaselineAlignsTextsOfDifferentSizes() throws {
    let view = ViewNode.hstack(
      alignment: .firstTextBaseline, .text("Title").font(.title1), .text("caption").font(.caption1))
    let list = try layout(view)
    let title = try XCTUnwrap(frame("\(row).hstack[0].text", list))
    let caption = try XCTUnwrap(frame("\(row).hstack[1].text", list))
    // The fixed measurer puts the first baseline at 0.8 of the line.
    XCTAssertEqual(title.minY + title.height * 0.8, caption.minY + caption.height * 0.8, accuracy: 1e-9)
    XCTAssertNotEqual(title.minY, caption.minY)
    // Centre alignment (the default) centres them instead.
    let centred = try layout(.hstack(.text("Title").font(.title1), .text("caption").font(.caption1)))
    XCTAssertEqual(
      try XCTUnwrap(frame("\(row).hstack[0].text", centred)).midY,
      try XCTUnwrap(frame("\(row).hstack[1].text", centred)).midY, accuracy: 1e-9)
  }

  func testLastTextBaselineAlignsTheLastLines() throws {
    let view = ViewNode.hstack(
      alignment: .lastTextBaseline, .text(String(repeating: "w", count: 50)).frame(width: 170), .text("end"))
    let list = try layout(view)
    let wrapped = try XCTUnwrap(frame("\(row).hstack[0].text", list))
    let end = try XCTUnwrap(frame("\(row).hstack[1].text", list))
    XCTAssertEqual(wrapped.height, 3 * bodyLine, accuracy: 1e-9)
    XCTAssertEqual(end.maxY, wrapped.maxY, accuracy: 1e-9)
  }

  func testLayoutPriorityGivesAViewItsLengthFirst() throws {
    let long = String(repeating: "n", count: 40)  // 340 pt on one line
    let equal = try layout(.hstack(.text(long), .text(long)))
    XCTAssertEqual(frame("\(row).hstack[0].text", equal)?.width, frame("\(row).hstack[1].text", equal)?.width)
    let first = try layout(.hstack(.text(long).layoutPriority(1), .text(long)))
    let a = try XCTUnwrap(frame("\(row).hstack[0].text", first))
    let b = try XCTUnwrap(frame("\(row).hstack[1].text", first))
    XCTAssertGreaterThan(a.width, b.width)
  }

  func testPaddingAndBackgroundsSurroundTheirView() throws {
    let list = try layout(
      .text("12").padding(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)).background(
        ViewNode.color(.gray).cornerRadius(6)))
    let text = try XCTUnwrap(frame("\(row).text", list))
    let pill = try XCTUnwrap(rect("\(row).background.color", list))
    XCTAssertEqual(pill.frame, Rect(x: text.x - 8, y: text.y - 2, width: text.width + 16, height: text.height + 4))
    XCTAssertEqual(pill.cornerRadius, 6)
    // Drawn behind the text.
    let order = list.items.map { $0.id.description }
    XCTAssertLessThan(
      try XCTUnwrap(order.firstIndex(of: "\(row).background.color")), try XCTUnwrap(order.firstIndex(of: "\(row).text"))
    )
  }

  func testTheSeparatorStartsUnderTheFirstTextNotTheIcon() throws {
    let list = try TestEnvironment.layout(
      Screen(
        name: "views",
        sections: [
          Section(rows: [
            ViewNode.hstack(.image(systemName: "person.circle.fill"), .text("Ada")).asRow,
            ViewNode.text("Next").asRow,
          ])
        ]))
    XCTAssertEqual(list.line("sections[0].rows[0].separator")?.frame.x, 20 + 22 + 8)
  }

  func testRowsAreAtLeast44AndGrowWithTheirContent() throws {
    let one = try layout(.text("a"))
    XCTAssertEqual(try XCTUnwrap(frame("\(row).text", one)).midY, 22, accuracy: 1e-9)
    let three = try layout(.vstack(.text("a"), .text("b"), .text("c")))
    // 3 lines and 11 above and below; the next row, if any, would start there.
    XCTAssertEqual(try XCTUnwrap(frame("\(row).vstack[2].text", three)).maxY, 11 + 3 * bodyLine, accuracy: 1e-9)
  }

  func testEnvironmentModifiersStyleTheTextsInside() throws {
    let view = ViewNode.vstack(.text("a"), .text("b").font(.caption1)).foregroundStyle(.red).font(
      .title3, weight: .bold)
    let list = try layout(view)
    guard case .text(let a)? = list.items(withID: "\(row).vstack[0].text").first,
      case .text(let b)? = list.items(withID: "\(row).vstack[1].text").first
    else { return XCTFail("no texts") }
    XCTAssertEqual(a.attributes.font.size, 20)
    XCTAssertEqual(a.attributes.font.weight, .bold)
    // The text's own font wins over the stack's; the weight the stack set still applies.
    XCTAssertEqual(b.attributes.font.size, 12)
    XCTAssertEqual(a.color, b.color)
    XCTAssertNotEqual(a.color, Color(hex: "#000000"))
  }

  func testDividersAndZStacksFillTheirContainer() throws {
    let list = try layout(.vstack(.text("a"), .divider, .text("b")))
    let line = try XCTUnwrap(frame("\(row).vstack[1].divider", list))
    XCTAssertEqual(line.width, 350)
    XCTAssertEqual(line.height, 0.5)
    let z = try layout(.zstack(alignment: .topLeading, .color(.blue).frame(width: 40, height: 40), .text("a")))
    XCTAssertEqual(frame("\(row).zstack[1].text", z)?.origin, frame("\(row).zstack[0].color", z)?.origin)
  }

  func testItalicIsTheFontsSlantAndJoinedTextsKeepTheirSpansStyles() throws {
    let italic = try layout(.text("a").italic())
    guard case .text(let slanted)? = italic.items(withID: "\(row).text").first else { return XCTFail("no text") }
    XCTAssertTrue(slanted.attributes.font.isItalic)
    XCTAssertNil(slanted.runs)

    // `Text("Ada").bold() + Text(" · ") + Text("admin").italic().foregroundStyle(.secondary)`
    let joined = ViewNode.text([
      TextSpan("Ada", weight: .bold), TextSpan(" · "), TextSpan("admin", isItalic: true, color: .secondary),
    ]).font(.caption1)
    let list = try layout(joined)
    guard case .text(let text)? = list.items(withID: "\(row).text").first else { return XCTFail("no text") }
    XCTAssertEqual(text.text, "Ada · admin")
    XCTAssertEqual(text.attributes.font.size, 12)
    XCTAssertFalse(text.attributes.font.isItalic)
    let runs = try XCTUnwrap(text.runs)
    XCTAssertEqual(runs.map(\.text), ["Ada", " · ", "admin"])
    XCTAssertEqual(runs.map(\.weight), [.bold, nil, nil])
    XCTAssertEqual(runs.map(\.isItalic), [false, false, true])
    XCTAssertNil(runs[0].color)
    // The secondary label colour, not the text's primary one.
    XCTAssertNotNil(runs[2].color)
    XCTAssertNotEqual(runs[2].color, text.color)
    // The whole text measures as its joined string: 11 characters of Caption 1.
    XCTAssertEqual(text.frame.width, 11 * 12 * 0.5)
  }

  func testAFileImageIsItsOwnSizeUnlessResizable() throws {
    func screen(_ view: ViewNode) -> Screen {
      var screen = Screen(name: "views", sections: [Section(rows: [view.asRow])])
      screen.images = [
        "photo.png": ImageFile(
          path: "photo.png", kind: .png, pixelSize: Size(width: 120, height: 60), isMulticolor: false, digest: "a",
          bytes: nil),
        "badge@2x.png": ImageFile(
          path: "badge@2x.png", kind: .png, pixelSize: Size(width: 64, height: 32), isMulticolor: false, digest: "b",
          bytes: nil),
      ]
      return screen
    }
    // Its pixels as points, or halved for an @2x file, whatever the row offers.
    let own = try TestEnvironment.layout(screen(.hstack(.image(file: "photo.png"), .image(file: "badge@2x.png"))))
    XCTAssertEqual(frame("\(row).hstack[0].image", own)?.size, Size(width: 120, height: 60))
    XCTAssertEqual(frame("\(row).hstack[1].image", own)?.size, Size(width: 32, height: 16))
    // Resizable, it takes the frame it is given.
    var resizable = ImageView(.file(path: "photo.png"))
    resizable.isResizable = true
    let framed = try TestEnvironment.layout(screen(ViewNode.image(resizable).frame(width: 40, height: 30)))
    let images = framed.items.compactMap { if case .image(let image) = $0 { return image.frame } else { return nil } }
    XCTAssertEqual(images.map(\.size), [Size(width: 40, height: 30)])
    let rtl = try TestEnvironment.layout(
      screen(.hstack(.image(file: "photo.png"), .image(file: "badge@2x.png"))), direction: .rightToLeft)
    XCTAssertEqual(frame("\(row).hstack[0].image", rtl)?.maxX, 390 - 20)
  }
}
