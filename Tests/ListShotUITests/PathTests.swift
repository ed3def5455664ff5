import ListShotDisplayList
import ListShotModel
import ListShotUI
import XCTest

/// `Path` and an app's own `Shape`: a path drawn as a view lowers to its catalogue example, a
/// shape whose `path(in:)` scales with its rect is drawn at the size layout gives it, and the
/// arcs and transforms of `Path` build the points SwiftUI's would.
final class PathTests: XCTestCase {
  struct Play: View {
    var body: some View {
      List {
        Path { p in
          p.move(to: CGPoint(x: 0, y: 20))
          p.addLine(to: CGPoint(x: 12, y: 0))
          p.addLine(to: CGPoint(x: 24, y: 20))
          p.closeSubpath()
        }
        .fill(.orange)
        .frame(width: 24, height: 20)
      }
    }
  }

  func testAPathLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "Path", Screen("example") { Play() })
  }

  /// A triangle as apps write one: fractions of its rect.
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    }
  }

  struct Warning: View {
    var body: some View {
      List {
        HStack {
          Triangle().fill(.yellow).frame(width: 30, height: 20)
          Text("Low battery")
        }
      }
    }
  }

  func testAnAppsShapeThatScalesWithItsRectIsDrawnAtItsFramesSize() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("warning") { Warning() }, in: variant)
      let item = try XCTUnwrap(list.items.first { $0.id.description.hasSuffix("hstack[0].path") }, "\(variant)")
      guard case .path(let path) = item else { return XCTFail("not a path: \(item)") }
      let f = path.frame
      XCTAssertEqual(f.size.width, 30)
      XCTAssertEqual(f.size.height, 20)
      // Apex at the top centre, base along the bottom, the same way round in both directions.
      XCTAssertEqual(
        path.elements,
        [
          .move(Point(x: f.midX, y: f.minY)), .line(Point(x: f.maxX, y: f.maxY)), .line(Point(x: f.minX, y: f.maxY)),
          .close,
        ], "\(variant)")
    }
  }

  func testAnArcIsCubicsOnItsCircleTurningTheWaySwiftUISays() {
    // clockwise: false turns the way angles grow: with y down, from the right (0°) down to the bottom (90°).
    var quarter = Path()
    quarter.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
    XCTAssertEqual(quarter.currentPoint?.x ?? .nan, 50, accuracy: 1e-9)
    XCTAssertEqual(quarter.currentPoint?.y ?? .nan, 60, accuracy: 1e-9)
    XCTAssertEqual(quarter.boundingRect.maxX, 60, accuracy: 1e-9)
    // The other way round is three quarters, through the top.
    var long = Path()
    long.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
    XCTAssertEqual(long.boundingRect.minY, 40, accuracy: 0.01)
    XCTAssertEqual(long.boundingRect.minX, 40, accuracy: 0.01)
    // A full turn is a circle, not nothing.
    var circle = Path()
    circle.addArc(
      center: CGPoint(x: 0, y: 0), radius: 5, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    XCTAssertEqual(circle.boundingRect.width, 10, accuracy: 0.01)
    XCTAssertEqual(circle.boundingRect.height, 10, accuracy: 0.01)
  }

  func testATangentArcRoundsTheCornerBetweenItsLines() {
    var corner = Path()
    corner.move(to: CGPoint(x: 0, y: 0))
    corner.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
    // The arc leaves the first line 5 before the corner and meets the second 5 after it.
    XCTAssertEqual(corner.currentPoint?.x ?? .nan, 20, accuracy: 1e-9)
    XCTAssertEqual(corner.currentPoint?.y ?? .nan, 5, accuracy: 1e-9)
    XCTAssertEqual(corner.boundingRect.maxX, 20, accuracy: 1e-9)
  }

  func testATransformMovesEveryPoint() {
    let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).applying(
      CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 0)))
    XCTAssertEqual(moved.boundingRect, CGRect(x: 5, y: 0, width: 20, height: 30))
  }
}
