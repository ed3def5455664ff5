import Foundation
import ListShotCore
import ListShotDisplayList

/// ListShot's own drawings of the status bar's marks and the back chevron (none is copied
/// from an icon set). Sizes are the ones measured on the ods-ios screenshots (iPhone, 393 pt):
/// cellular bars 18 × 12, Wi-Fi 15.5 × 11, battery 27 × 13.
extension VectorGlyph {
  /// The navigation bar's back chevron, pointing to the leading edge (stroked).
  public static let chevronBackward = VectorGlyph(designSize: Size(width: 12, height: 20)) { p in
    p.move(10.5, 1.5)
    p.line(2, 10)
    p.line(10.5, 18.5)
  }

  /// Cellular bar `index` (0…3) of four, rising to the right (filled).
  public static func cellularBar(_ index: Int) -> VectorGlyph {
    VectorGlyph(designSize: Size(width: 18, height: 12)) { p in
      let height = 4.5 + 2.5 * Double(index)
      p.roundedRect(Rect(x: Double(index) * 5, y: 12 - height, width: 3, height: height), radius: 1)
    }
  }

  /// Wi-Fi arc `index` (0: the dot-wedge at the bottom … 2: the outer arc) (filled).
  public static func wifiArc(_ index: Int) -> VectorGlyph {
    VectorGlyph(designSize: Size(width: 15.5, height: 11.5)) { p in
      let centre = Point(x: 7.75, y: 11.2)
      let outer = [3.6, 7.3, 11.0][index]
      let inner = [0.0, 5.1, 8.8][index]
      p.annularSector(centre: centre, inner: inner, outer: outer, from: -135, to: -45)
    }
  }

  /// The battery's outline: a rounded body and the terminal cap (filled, even-odd ring).
  public static let batteryOutline = VectorGlyph(designSize: Size(width: 27, height: 13), isEvenOdd: true) { p in
    p.roundedRect(Rect(x: 0, y: 0, width: 24.5, height: 13), radius: 4.2)
    p.roundedRect(Rect(x: 1, y: 1, width: 22.5, height: 11), radius: 3.3)
    p.roundedRect(Rect(x: 25.5, y: 4.3, width: 1.5, height: 4.4), radius: 0.75)
  }
}

extension PathBuilder {
  /// The ring sector between radii `inner` and `outer` from angle `start` to `end` (degrees,
  /// clockwise from three o'clock on a y-down canvas); `inner` 0 makes a pie wedge. Each arc is
  /// one cubic Bézier (the sectors here span at most 90°).
  mutating func annularSector(centre c: Point, inner: Double, outer: Double, from start: Double, to end: Double) {
    let a0 = start * .pi / 180, a1 = end * .pi / 180
    let k = 4.0 / 3 * tan((a1 - a0) / 4)
    // A clockwise arc's tangent at θ is (−sin θ, cos θ); the control points sit k·r along it.
    let p0 = Point(x: c.x + outer * cos(a0), y: c.y + outer * sin(a0))
    let p3 = Point(x: c.x + outer * cos(a1), y: c.y + outer * sin(a1))
    move(p0.x, p0.y)
    curve(
      p0.x - k * outer * sin(a0), p0.y + k * outer * cos(a0),
      p3.x + k * outer * sin(a1), p3.y - k * outer * cos(a1), p3.x, p3.y)
    if inner > 0 {
      // Back along the inner radius: the same arc reversed.
      let q0 = Point(x: c.x + inner * cos(a1), y: c.y + inner * sin(a1))
      let q3 = Point(x: c.x + inner * cos(a0), y: c.y + inner * sin(a0))
      line(q0.x, q0.y)
      curve(
        q0.x + k * inner * sin(a1), q0.y - k * inner * cos(a1),
        q3.x - k * inner * sin(a0), q3.y + k * inner * cos(a0), q3.x, q3.y)
    } else {
      line(c.x, c.y)
    }
    close()
  }
}
