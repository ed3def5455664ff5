import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Lays out `cells` as one screen in both directions, checks that right-to-left mirrors
/// left-to-right (frames reflected, text alignment swapped, no shape flipped: a Material cell
/// has no directional glyph), and returns the left-to-right list for exact frame checks.
func layoutBothWays(
  _ cells: [MaterialListCell], scheme: ColorScheme = .light, size: DynamicTypeSize = .large,
  file: StaticString = #filePath, line: UInt = #line
) throws -> DisplayList {
  let screen = Screen("material", width: 390) { cells.map(\.asRow) }
  let ltr = try TestEnvironment.layout(screen, scheme: scheme, size: size, flipped: [], file: file, line: line)
  let rtl = try TestEnvironment.layout(
    screen, scheme: scheme, direction: .rightToLeft, size: size, flipped: [], file: file, line: line)
  for case .text(let text) in rtl.items {
    XCTAssertEqual(text.direction, .rightToLeft, text.id.description, file: file, line: line)
  }
  return ltr
}

func row(_ index: Int) -> String { "sections[0].rows[\(index)]" }

/// Display-list frames of the Material list cell (MDCSelfSizingStereoCellLayout rules) with the
/// fixed measurer: a character is half its point size wide; with no line height set (a UILabel
/// uses its font's own) a line is 1.2 × the size: MDC Title 20 → 24, Caption 12 → 14.4.
final class MaterialCellLayoutTests: XCTestCase {
  /// One line of MDC Caption (12 × 1.2, as the measurer computes it).
  let captionLine = 12 * 1.2

  func testSingleTwoAndThreeLineCells() throws {
    let detail = String(repeating: "detail ", count: 20)  // 140 characters: 3 lines of 59
    let list = try layoutBothWays([
      .singleLine("Single line"),
      .twoLine("Two lines", detail: "Detail"),
      .threeLine("Three lines", detail: detail),
      MaterialListCell(title: "Unlimited", detail: detail),
    ])
    // Single line: 16 + 24 + 16.
    XCTAssertEqual(list.text("\(row(0)).title")?.frame, Rect(x: 16, y: 16, width: 358, height: 24))
    XCTAssertEqual(list.text("\(row(0)).title")?.maxLines, 1)
    // Two lines: the detail 6 below the title; ceil(16 + 24 + 6 + 14.4 + 16) = 77.
    XCTAssertEqual(list.text("\(row(1)).title")?.frame, Rect(x: 16, y: 56 + 16, width: 358, height: 24))
    XCTAssertEqual(list.text("\(row(1)).detail")?.frame, Rect(x: 16, y: 56 + 46, width: 358, height: captionLine))
    XCTAssertEqual(list.text("\(row(1)).title")?.alignment, .left)
    // Three lines: the detail stops at two lines, with an ellipsis; ceil(46 + 28.8 + 16) = 91.
    let three = try XCTUnwrap(list.text("\(row(2)).detail"))
    XCTAssertEqual(three.frame.origin, Point(x: 16, y: 133 + 46))
    XCTAssertEqual(three.frame.height, 28.8, accuracy: 1e-9)
    XCTAssertEqual(three.maxLines, 2)
    XCTAssertTrue(three.isTruncated)
    // MDC's default: unlimited lines, so the cell grows; ceil(46 + 3 × 14.4 + 16) = 106.
    let unlimited = try XCTUnwrap(list.text("\(row(3)).detail"))
    XCTAssertEqual(unlimited.maxLines, 0)
    XCTAssertFalse(unlimited.isTruncated)
    XCTAssertEqual(unlimited.frame.height, 43.2, accuracy: 1e-9)
    XCTAssertEqual(list.size.height, 56 + 77 + 91 + 106)
  }

  func testDetailOnlyStartsAtTheTopMarginWithoutTheGap() throws {
    let list = try layoutBothWays([MaterialListCell(detail: "Only a detail")])
    XCTAssertEqual(list.text("\(row(0)).detail")?.frame.origin, Point(x: 16, y: 16))
    XCTAssertNil(list.text("\(row(0)).title"))
    XCTAssertEqual(list.size.height, 47)  // ceil(16 + 14.4 + 16)
  }

  func testImagesUpTo40KeepThe16MarginAndTitleOnlyTextCentresOnTheLeadingImage() throws {
    let list = try layoutBothWays([
      .singleLine("Icon", leadingImage: .icon(.named("favorite"))),
      .singleLine("Avatar", leadingImage: .picture(.placeholder, width: 40)),
    ])
    // A 24 pt icon: 16 above and below; the text starts 16 after it.
    XCTAssertEqual(list.items(withID: "\(row(0)).leadingImage").first?.frame, Rect(x: 16, y: 16, width: 24, height: 24))
    XCTAssertEqual(list.text("\(row(0)).title")?.frame, Rect(x: 56, y: 16, width: 318, height: 24))
    // A 40 pt picture: 16 + 40 + 16 = 72; the title is centred on it, 36 − 12 = 24.
    XCTAssertEqual(
      list.items(withID: "\(row(1)).leadingImage.placeholder").first?.frame,
      Rect(x: 16, y: 56 + 16, width: 40, height: 40))
    XCTAssertEqual(list.text("\(row(1)).title")?.frame, Rect(x: 72, y: 56 + 24, width: 302, height: 24))
    XCTAssertEqual(list.size.height, 56 + 72)
  }

  func testImagesTallerThan40Get8MarginsAndBigImagesScaleDownTo56() throws {
    let list = try layoutBothWays([
      .twoLine("Thumbnail", detail: "Detail", leadingImage: .picture(.placeholder)),
      .singleLine("Banner", leadingImage: .picture(.placeholder, width: 224, height: 112)),
      .singleLine("Wide", trailingImage: .picture(.url("https://example.com/a.png"), width: 112, height: 56)),
    ])
    // 56 × 56 at 8: 8 + 56 + 8 = 72, but the two lines need ceil(76.4) = 77.
    XCTAssertEqual(
      list.items(withID: "\(row(0)).leadingImage.placeholder").first?.frame, Rect(x: 16, y: 8, width: 56, height: 56))
    XCTAssertEqual(list.text("\(row(0)).title")?.frame, Rect(x: 88, y: 16, width: 286, height: 24))
    XCTAssertEqual(list.text("\(row(0)).detail")?.frame.y, 46)
    // 224 × 112 fits as 56 × 28: not taller than 40, so 16 margins; the title centres on it.
    XCTAssertEqual(
      list.items(withID: "\(row(1)).leadingImage.placeholder").first?.frame,
      Rect(x: 16, y: 77 + 16, width: 56, height: 28))
    XCTAssertEqual(list.text("\(row(1)).title")?.frame.y, 77 + 18)  // 30 − 12
    // A trailing image sits 16 from the trailing edge; the text stops 16 before it.
    XCTAssertEqual(
      list.items(withID: "\(row(2)).trailingImage.placeholder").first?.frame,
      Rect(x: 318, y: 77 + 60 + 16, width: 56, height: 28))
    XCTAssertEqual(list.text("\(row(2)).title")?.frame, Rect(x: 16, y: 77 + 60 + 16, width: 286, height: 24))
    XCTAssertEqual(list.size.height, 77 + 60 + 60)
  }

  func testTopAndCentreImagePositions() throws {
    let detail = String(repeating: "detail ", count: 12)  // 84 characters: two lines of 43
    let top = MaterialListCell(
      title: "Title", detail: detail, leadingImage: .picture(.placeholder, width: 40),
      trailingImage: .icon(.named("star")))
    var centre = top
    centre.imageVerticalPosition = .center
    let list = try layoutBothWays([top, centre])
    // Both are ceil(16 + 24 + 6 + 28.8 + 16) = 91 tall.
    XCTAssertEqual(list.size.height, 182)
    XCTAssertEqual(list.items(withID: "\(row(0)).leadingImage.placeholder").first?.frame?.y, 16)
    XCTAssertEqual(
      list.items(withID: "\(row(0)).trailingImage").first?.frame, Rect(x: 350, y: 16, width: 24, height: 24))
    XCTAssertEqual(list.items(withID: "\(row(1)).leadingImage.placeholder").first?.frame?.y, 91 + 25.5)
    XCTAssertEqual(
      list.items(withID: "\(row(1)).trailingImage").first?.frame, Rect(x: 350, y: 91 + 33.5, width: 24, height: 24))
    // The text does not move.
    XCTAssertEqual(list.text("\(row(1)).title")?.frame, Rect(x: 72, y: 91 + 16, width: 262, height: 24))
  }

  func testTitleIsNotCentredAboveTheTextMargin() throws {
    // Three title lines (72 pt) next to a 40 pt image would start at 36 − 36 = 0: MDC keeps 16.
    let title = String(repeating: "title ", count: 15)  // 90 characters, 30 a line
    let list = try layoutBothWays([.init(title: title, leadingImage: .picture(.placeholder, width: 40))])
    XCTAssertEqual(list.text("\(row(0)).title")?.frame, Rect(x: 72, y: 16, width: 302, height: 72))
    XCTAssertEqual(list.size.height, 16 + 72 + 16)
  }

  func testValuesValidationRejectsAreDrawnWithoutTrapping() throws {
    let list = try layoutBothWays([
      MaterialListCell(
        title: "T", titleNumberOfLines: -3, leadingImage: .picture(.placeholder, width: 0), elevation: .infinity),
      MaterialListCell(title: "T", trailingImage: .icon(.named("star"), size: .nan), elevation: 100),
    ])
    // A zero or unknown image size leaves the image out, as MDC does for an image view without one.
    XCTAssertEqual(list.text("\(row(0)).title")?.frame.x, 16)
    XCTAssertEqual(list.text("\(row(0)).title")?.maxLines, 0)
    XCTAssertTrue(list.items(withID: "\(row(1)).trailingImage").isEmpty)
    // A non-finite elevation is flat; an elevation above 24 is drawn at 24.
    XCTAssertFalse(list.items.contains { $0.id.description.hasPrefix("\(row(0)).shadow") })
    XCTAssertTrue(list.items.contains { $0.id.description.hasPrefix("\(row(1)).shadow.key") })
  }

  func testUnknownIconNameIsALayoutError() {
    XCTAssertThrowsError(try layoutBothWays([.singleLine("T", trailingImage: .icon(.named("stra")))])) { error in
      XCTAssertEqual((error as? LayoutError)?.message, "unknown icon 'stra'")
      XCTAssertEqual((error as? LayoutError)?.path.description, "sections[0].rows[0].materialCell.trailingImage.icon")
    }
  }
}
