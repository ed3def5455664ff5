import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotModel
import XCTest

@testable import ListShotLayout

/// `RoundedRectangle(cornerRadius:style: .continuous)` is iOS's continuous corner, not a circular
/// arc: its outline lies within 0.5 pt of the corner iOS 26 draws for a list card, measured on the
/// reference render (scripts/measure-continuous-corner.py writes Tests/Fixtures/ios26-card-corner.json
/// from ../shared/reference/renders/ios-apps/01-ha-listpicker-ios26/reference.png), with the
/// card's radius of 25.5 pt; the circular style of the same radius is not.
final class ContinuousCornerTests: XCTestCase {
  static let radius = 25.5

  /// The measured outline, in points from the card's top-leading corner.
  func measured() throws -> [Point] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/ios26-card-corner.json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let points = try XCTUnwrap(json?["points"] as? [[Double]])
    // The curve: the corner's part of the sides (a circle's would end at one radius).
    return points.map { Point(x: $0[0], y: $0[1]) }.filter { $0.x < 1.6 * Self.radius && $0.y < 1.6 * Self.radius }
  }

  /// The outline of `kind` in a 200 pt square, flattened to a polyline around its top-leading corner.
  func polyline(_ kind: ShapeKind) -> [Point] {
    let elements = ShapeOutline(kind: kind).elements(in: Rect(x: 0, y: 0, width: 200, height: 200))
    var points: [Point] = []
    var current = Point.zero, start = Point.zero
    for element in elements {
      switch element {
      case .move(let p):
        current = p
        start = p
        points.append(p)
      case .line(let p):
        points += Self.segment(current, p)
        current = p
      case .close:
        points += Self.segment(current, start)
        current = start
      case .curve(let a, let b, let c):
        for i in 1...4000 {
          let t = Double(i) / 4000, u = 1 - t
          points.append(
            Point(
              x: u * u * u * current.x + 3 * u * u * t * a.x + 3 * u * t * t * b.x + t * t * t * c.x,
              y: u * u * u * current.y + 3 * u * u * t * a.y + 3 * u * t * t * b.y + t * t * t * c.y))
        }
        current = c
      }
    }
    return points.filter { $0.x < 60 && $0.y < 60 }
  }

  /// A straight segment every 0.01 pt, so that the polyline's own steps do not count as distance.
  static func segment(_ a: Point, _ b: Point) -> [Point] {
    let steps = max(1, Int(hypot(b.x - a.x, b.y - a.y) / 0.01))
    return (1...steps).map { i in
      let t = Double(i) / Double(steps)
      return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
  }

  /// The largest distance from a measured point to the outline.
  func deviation(_ kind: ShapeKind) throws -> Double {
    let outline = polyline(kind)
    return try measured().map { p in outline.map { hypot($0.x - p.x, $0.y - p.y) }.min() ?? .infinity }.max() ?? 0
  }

  func testTheContinuousCornerIsIOSsWithinHalfAPoint() throws {
    XCTAssertGreaterThan(try measured().count, 80, "the corner is measured along its curve")
    let size = Size(width: Self.radius, height: Self.radius)
    let continuous = try deviation(.roundedRectangle(cornerSize: size, style: .continuous))
    let circular = try deviation(.roundedRectangle(cornerSize: size, style: .circular))
    // Measured: 0.28 pt from iOS's outline at most (the edge found on an anti-aliased picture),
    // against 0.52 pt for the circular corner, whose arc ends a radius from the corner where
    // iOS's curve still bends, and which cuts further into the corner.
    XCTAssertLessThan(continuous, 0.5, "the continuous corner follows iOS's")
    XCTAssertGreaterThan(circular, 0.5, "a circular corner of the same radius does not")
    XCTAssertGreaterThan(circular, 1.5 * continuous)
  }
}
