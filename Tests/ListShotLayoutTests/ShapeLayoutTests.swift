import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Shapes as views, on the display list: each takes the size it is offered, and fills or strokes
/// its outline; every layout is also checked in right to left (`TestEnvironment.layout` asserts
/// the mirror), and the ones whose drawing depends on the direction are checked in both.
final class ShapeLayoutTests: XCTestCase {
  let row = "sections[0].rows[0].content"

  func layout(_ view: ViewNode, direction: LayoutDirection = .leftToRight) throws -> DisplayList {
    try TestEnvironment.layout(Screen(name: "shapes", sections: [Section(rows: [view.asRow])]), direction: direction)
  }

  func shape(_ kind: ShapeKind, _ drawing: ShapeView.Drawing = .fill(.color(.blue))) -> ViewNode {
    ViewNode(ShapeView(kind, drawing: drawing))
  }

  func testAShapeTakesTheSizeItIsOffered() throws {
    // A row's content is proposed 350 wide and no height: a rectangle is 350 × 10.
    let list = try layout(shape(.rectangle))
    XCTAssertEqual(list.rect("\(row).rectangle")?.frame.size, Size(width: 350, height: 10))
    let framed = try layout(shape(.rectangle).frame(width: 80, height: 24))
    XCTAssertEqual(framed.rect("\(row).rectangle")?.frame, Rect(x: 20, y: 11, width: 80, height: 24))
  }

  func testACircleIsTheLargestCircleCentredInItsFrame() throws {
    let list = try layout(shape(.circle).frame(width: 30, height: 10))
    let disc = try XCTUnwrap(path("\(row).circle", list))
    let bounds = self.bounds(disc)
    XCTAssertEqual(bounds.width, 10, accuracy: 1e-6)
    XCTAssertEqual(bounds.height, 10, accuracy: 1e-6)
    XCTAssertEqual(bounds.midX, disc.frame.midX, accuracy: 1e-6)
    XCTAssertEqual(disc.fill, try XCTUnwrap(TestEnvironment.layoutEnvironment().theme.system.blue))
  }

  func testCircularCornersAreRoundedFillsAndContinuousOnesTheirOutline() throws {
    let circular = try layout(
      shape(.roundedRectangle(cornerSize: Size(width: 7, height: 7), style: .circular)).frame(width: 60, height: 40))
    XCTAssertEqual(circular.rect("\(row).roundedRectangle")?.cornerRadius, 7)
    let continuous = try layout(
      shape(.roundedRectangle(cornerSize: Size(width: 7, height: 7), style: .continuous)).frame(width: 60, height: 40))
    let outline = try XCTUnwrap(path("\(row).roundedRectangle", continuous))
    XCTAssertEqual(bounds(outline), outline.frame)
    // The continuous corner starts 1.53 radii from the corner, where the circular one starts at one.
    guard case .move(let start)? = outline.elements.first else { return XCTFail("no outline") }
    XCTAssertEqual(start.x, outline.frame.maxX - 7 * 1.52866483, accuracy: 1e-6)
    let capsule = try layout(shape(.capsule(style: .circular)).frame(width: 60, height: 20))
    XCTAssertEqual(capsule.rect("\(row).capsule")?.cornerRadius, 10)
  }

  func testStrokesAreCentredOnTheOutlineAndBordersInsideIt() throws {
    let stroked = try layout(
      shape(.ellipse, .stroke(.color(.purple), lineWidth: 4, isBorder: false)).frame(width: 80, height: 40))
    let ellipse = try XCTUnwrap(path("\(row).ellipse", stroked))
    XCTAssertEqual(ellipse.stroke?.width, 4)
    XCTAssertNil(ellipse.fill)
    XCTAssertEqual(bounds(ellipse).width, 80, accuracy: 1e-6)
    let border = try layout(
      shape(.ellipse, .stroke(.color(.purple), lineWidth: 4, isBorder: true)).frame(width: 80, height: 40))
    XCTAssertEqual(try XCTUnwrap(path("\(row).ellipse", border)).frame.width, 76, accuracy: 1e-9)
  }

  func testALinearGradientRunsFromLeadingToTrailingInEitherDirection() throws {
    let gradient = ShapePaint.linearGradient(GradientStops(colors: [.red, .blue]), start: .leading, end: .trailing)
    let view = shape(.rectangle, .fill(gradient)).frame(width: 100, height: 20)
    let ltr = try XCTUnwrap(path("\(row).rectangle", try layout(view))?.gradient)
    let rtl = try XCTUnwrap(path("\(row).rectangle", try layout(view, direction: .rightToLeft))?.gradient)
    XCTAssertLessThan(ltr.start.x, ltr.end.x, "left to right: red at the left")
    XCTAssertGreaterThan(rtl.start.x, rtl.end.x, "right to left: red at the right")
    XCTAssertEqual(ltr.stops.count, 2)
  }

  func testAnUnevenShapesLeadingCornersAreOnTheRightInRightToLeft() throws {
    let view = shape(.unevenRoundedRectangle(CornerRadii(topLeading: 16), style: .circular)).frame(
      width: 80, height: 40)
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let outline = try XCTUnwrap(path("\(row).unevenRoundedRectangle", try layout(view, direction: direction)))
      // The top-leading corner is rounded: its top edge starts 16 pt in from the leading side.
      let topEdge = outline.elements.compactMap { element -> Point? in
        switch element {
        case .move(let p), .line(let p): return p
        case .curve(_, _, let p): return p
        case .close: return nil
        }
      }.filter { abs($0.y - outline.frame.minY) < 1e-6 }
      let leading = direction == .leftToRight ? outline.frame.minX : outline.frame.maxX
      XCTAssertTrue(
        topEdge.contains { abs($0.x - leading) < 1e-6 } == false, "\(direction): the leading top corner is not square")
      XCTAssertTrue(topEdge.contains { abs(abs($0.x - leading) - 16) < 1e-6 }, "\(direction): it is rounded by 16")
    }
  }

  func testAPathKeepsItsPointsFromTheTopLeftInEitherDirection() throws {
    // A triangle pointing right: as SwiftUI draws a Path, it is the same way round in right to
    // left; only its frame moves to the trailing side.
    let triangle = ShapePath([.move(Point(x: 0, y: 0)), .line(Point(x: 24, y: 10)), .line(Point(x: 0, y: 20)), .close])
    let view = shape(.path(triangle)).frame(width: 24, height: 20)
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let outline = try XCTUnwrap(path("\(row).path", try layout(view, direction: direction)))
      let x = outline.frame.minX, y = outline.frame.minY
      XCTAssertEqual(
        outline.elements,
        [.move(Point(x: x, y: y)), .line(Point(x: x + 24, y: y + 10)), .line(Point(x: x, y: y + 20)), .close],
        "\(direction)")
      XCTAssertEqual(x, direction == .leftToRight ? 20 : 350 + 20 - 24, accuracy: 1e-9, "\(direction): its frame")
    }
  }

  func testARelativePathScalesToItsFrameAndAQuadraticCurveIsItsCubic() throws {
    // Fractions of the frame (an app's Shape drawn from its rect), and a quadratic curve.
    let arch = ShapePath(
      [.move(Point(x: 0, y: 1)), .quadCurve(to: Point(x: 1, y: 1), control: Point(x: 0.5, y: 0)), .close],
      isRelative: true)
    let list = try layout(shape(.path(arch)).frame(width: 60, height: 30))
    let outline = try XCTUnwrap(path("\(row).path", list))
    let (x, y) = (outline.frame.minX, outline.frame.minY)
    XCTAssertEqual(outline.frame.size, Size(width: 60, height: 30))
    guard outline.elements.count == 3, case .curve(let c1, let c2, let end) = outline.elements[1] else {
      return XCTFail("expected move, curve, close: \(outline.elements)")
    }
    // The cubic of a quadratic: its controls two thirds of the way to the quadratic's control.
    XCTAssertEqual(c1.x, x + 20, accuracy: 1e-9)
    XCTAssertEqual(c1.y, y + 10, accuracy: 1e-9)
    XCTAssertEqual(c2.x, x + 40, accuracy: 1e-9)
    XCTAssertEqual(c2.y, y + 10, accuracy: 1e-9)
    XCTAssertEqual(end, Point(x: x + 60, y: y + 30))
  }

  func testAPathOutOfRangeIsAValidationIssue() {
    let far = ShapePath([.move(Point(x: 0, y: 0)), .line(Point(x: 5000, y: 0))])
    let issues = ViewNode(ShapeView(.path(far))).validate()
    XCTAssertEqual(issues.map(\.message), ["the point (5000, 0) is out of range -4096...4096 pt"])
    let many = ShapePath(Array(repeating: .line(Point(x: 1, y: 1)), count: ShapePath.maxCommands + 1))
    XCTAssertEqual(
      ViewNode(ShapeView(.path(many))).validate().map(\.message), ["a path of 4097 commands; the limit is 4096"])
  }

  func testClipShapeClipsTheViewToTheOutline() throws {
    let list = try layout(ViewNode.color(.orange).frame(width: 44, height: 44).modified(by: ClipShapeModifier(.circle)))
    guard
      case .pushClip(let clip)? = list.items.first(where: {
        if case .pushClip = $0 { return true } else { return false }
      })
    else { return XCTFail("no clip") }
    XCTAssertEqual(clip.frame.size, Size(width: 44, height: 44))
    XCTAssertNotNil(clip.elements)
    let kinds = list.items.map(\.kind)
    let clipAt = try XCTUnwrap(kinds.firstIndex(of: "pushClip"))
    XCTAssertEqual(kinds[clipAt + 1], "rect", "the colour, inside the clip")
    XCTAssertEqual(kinds[clipAt + 2], "popClip")
  }

  func testAMaterialBlursWhatIsBehindUnderATint() throws {
    let list = try layout(shape(.capsule(style: .circular), .fill(.material(.thin))).frame(width: 120, height: 30))
    let kinds = list.items.map(\.kind)
    let start = try XCTUnwrap(kinds.firstIndex(of: "pushClip"))
    XCTAssertEqual(Array(kinds[start..<start + 4]), ["pushClip", "backdropBlur", "rect", "popClip"])
  }
}
