import Foundation
import ListShotCore
import ListShotDisplayList

/// ListShot's own drawings of the controls-item marks: the tick, the indeterminate dash, the
/// radio dot, the error icon, and the rings and knocked-out boxes of the indicators.
///
/// The OUDS artwork is proprietary, so none is copied. The marks are sized to match the
/// reference renders: in a 20 pt indicator the tick's ink spans about x 4.5…15.5 and
/// y 5.5…14.5 with a 2.25 pt round stroke; the radio dot is 8 pt; the error icon is a 19.2 pt
/// disc in a 24 pt box, Wireframe's an octagon 2 pt thick spanning 22 pt. Every mark is a
/// filled outline, so a filled box can knock it out (even-odd).
extension VectorGlyph {
  /// The tick of a selected checkbox and of an "on" switch, in a 20 pt box.
  static let controlTick = VectorGlyph(designSize: Size(width: 20, height: 20)) { p in
    p.strokeOutline([Point(x: 5.5, y: 10.5), Point(x: 8.5, y: 13.5), Point(x: 14.5, y: 6.5)], width: 2.25)
  }

  /// The dash of an indeterminate checkbox, in a 20 pt box.
  static let controlDash = VectorGlyph(designSize: Size(width: 20, height: 20)) { p in
    p.roundedRect(Rect(x: 5, y: 9, width: 10, height: 2), radius: 1)
  }

  /// The dot of a selected radio button, 8 pt in a 20 pt box.
  static let radioDot = VectorGlyph(designSize: Size(width: 20, height: 20)) { p in
    p.ellipse(in: Rect(x: 6, y: 6, width: 8, height: 8))
  }

  /// The error icon: a disc with a knocked-out exclamation mark, in a 24 pt box.
  static let errorIcon = VectorGlyph(designSize: Size(width: 24, height: 24), isEvenOdd: true) { p in
    p.ellipse(in: Rect(x: 2.4, y: 2.4, width: 19.2, height: 19.2))
    p.roundedRect(Rect(x: 10.8, y: 6.2, width: 2.4, height: 8.2), radius: 1.2)
    p.ellipse(in: Rect(x: 10.6, y: 15.35, width: 2.8, height: 2.8))
  }

  /// Wireframe's error icon: an octagon outline 2 pt thick with an exclamation mark inside,
  /// in a 24 pt box (its inner edge at 3 and 21, its corners cut 5.5 pt along each side).
  static let errorIconOctagon = VectorGlyph(designSize: Size(width: 24, height: 24), isEvenOdd: true) { p in
    let inner = [
      Point(x: 3, y: 8.5), Point(x: 8.5, y: 3), Point(x: 15.5, y: 3), Point(x: 21, y: 8.5),
      Point(x: 21, y: 15.5), Point(x: 15.5, y: 21), Point(x: 8.5, y: 21), Point(x: 3, y: 15.5),
    ]
    p.polygon(offset(inner, by: 2))
    p.polygon(inner)
    p.roundedRect(Rect(x: 11, y: 7, width: 2, height: 6), radius: 1)
    p.ellipse(in: Rect(x: 11, y: 15, width: 2, height: 2))
  }

  /// The convex polygon `points` (clockwise on screen) moved `distance` outwards, edge by edge.
  private static func offset(_ points: [Point], by distance: Double) -> [Point] {
    let count = points.count
    // Each edge moved along its outward normal, then neighbouring edges intersected.
    let edges = (0..<count).map { i -> (Point, Point) in
      let a = points[i], b = points[(i + 1) % count]
      let dx = b.x - a.x, dy = b.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      let normal = Point(x: dy / length * distance, y: -dx / length * distance)
      return (Point(x: a.x + normal.x, y: a.y + normal.y), Point(x: dx, y: dy))
    }
    return (0..<count).map { i in
      let (p, u) = edges[(i + count - 1) % count], (q, v) = edges[i]
      return intersect(p, u, q, v) ?? q
    }
  }

  /// A border of `width` inside a box of `size`: a rounded rectangle, or an ellipse when the
  /// radius reaches half the short side (OUDS writes a pill as radius 2000).
  static func ring(_ size: Size, width: Double, radius: Double) -> VectorGlyph {
    VectorGlyph(designSize: size, isEvenOdd: true) { p in
      let outer = Rect(origin: .zero, size: size)
      p.shape(outer, radius: radius)
      p.shape(outer.insetBy(dx: width, dy: width), radius: max(0, radius - width))
    }
  }

  /// A filled box of `size` with `mark` (drawn in the same box) cut out of it.
  static func knockout(_ size: Size, radius: Double, mark: VectorGlyph) -> VectorGlyph {
    VectorGlyph(designSize: size, isEvenOdd: true) { p in
      let box = Rect(origin: .zero, size: size)
      p.shape(box, radius: radius)
      p.append(mark.elements(in: box, flipped: false))
    }
  }
}

extension PathBuilder {
  /// A closed polygon.
  mutating func polygon(_ points: [Point]) {
    guard let first = points.first else { return }
    move(first.x, first.y)
    for point in points.dropFirst() { line(point.x, point.y) }
    close()
  }

  mutating func append(_ more: [PathElement]) {
    for element in more {
      switch element {
      case .move(let a): move(a.x, a.y)
      case .line(let a): line(a.x, a.y)
      case .curve(let a, let b, let c): curve(a.x, a.y, b.x, b.y, c.x, c.y)
      case .close: close()
      }
    }
  }

  /// A rounded rectangle, or the inscribed ellipse when `radius` reaches half the short side.
  mutating func shape(_ rect: Rect, radius: Double) {
    if radius * 2 >= min(rect.width, rect.height) { ellipse(in: rect) } else { roundedRect(rect, radius: radius) }
  }

  /// The outline of a polyline stroked `width` wide with round caps and round joins, as one
  /// closed path that does not cross itself (so it can be filled or knocked out).
  mutating func strokeOutline(_ points: [Point], width: Double) {
    guard points.count >= 2 else { return }
    let h = width / 2
    let d = zip(points, points.dropFirst()).map { unit(Point(x: $1.x - $0.x, y: $1.y - $0.y)) }
    let n = d.map { Point(x: $0.y, y: -$0.x) }  // left of the direction of travel
    func offset(_ p: Point, _ v: Point, _ s: Double) -> Point { Point(x: p.x + s * h * v.x, y: p.y + s * h * v.y) }

    // The join at an interior point, walking the left side forwards (s = 1) or the right
    // side backwards (s = −1): an arc on the outside of the turn, the miter point inside.
    func join(_ i: Int, _ s: Double) {
      let (inSeg, outSeg) = s > 0 ? (i - 1, i) : (i, i - 1)
      let cross = d[i - 1].x * d[i].y - d[i - 1].y * d[i].x
      let from = offset(points[i], n[inSeg], s), to = offset(points[i], n[outSeg], s)
      if cross * s > 0 {
        line(from.x, from.y)
        arc(around: points[i], radius: h, from: from, to: to, via: nil)
      } else {
        let miter = intersect(from, d[inSeg], to, d[outSeg]) ?? from
        line(miter.x, miter.y)
      }
    }
    let interior = Array(1..<points.count - 1)
    let first = points[0], last = points[points.count - 1]
    let start = offset(first, n[0], 1), startRight = offset(first, n[0], -1)
    let endLeft = offset(last, n[n.count - 1], 1), endRight = offset(last, n[n.count - 1], -1)
    move(start.x, start.y)
    for i in interior { join(i, 1) }
    line(endLeft.x, endLeft.y)
    arc(around: last, radius: h, from: endLeft, to: endRight, via: d[d.count - 1])
    for i in interior.reversed() { join(i, -1) }
    line(startRight.x, startRight.y)
    arc(around: first, radius: h, from: startRight, to: start, via: Point(x: -d[0].x, y: -d[0].y))
    close()
  }

  /// A circular arc from `from` to `to` around `center`: the short way, or through the
  /// direction `via` (for half-turn caps), as cubic Béziers of at most a quarter turn.
  mutating func arc(around c: Point, radius r: Double, from: Point, to: Point, via: Point?) {
    let a0 = atan2(from.y - c.y, from.x - c.x)
    var sweep = normalized(atan2(to.y - c.y, to.x - c.x) - a0)
    if let via { sweep = 2 * normalized(atan2(via.y, via.x) - a0) }
    arc(around: c, radius: r, start: a0, sweep: sweep)
  }

  /// A circular arc around `c` from the angle `a0` (radians from the x axis, towards y: clockwise
  /// on screen) turning by `sweep` (negative: the other way), any length, as cubic Béziers of at
  /// most a quarter turn, continuing the path from the arc's start point.
  mutating func arc(around c: Point, radius r: Double, start a0: Double, sweep: Double) {
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var a = a0
    for _ in 0..<pieces {
      let b = a + step
      curve(
        c.x + r * (cos(a) - k * sin(a)), c.y + r * (sin(a) + k * cos(a)),
        c.x + r * (cos(b) + k * sin(b)), c.y + r * (sin(b) - k * cos(b)),
        c.x + r * cos(b), c.y + r * sin(b))
      a = b
    }
  }
}

private func unit(_ v: Point) -> Point {
  let length = (v.x * v.x + v.y * v.y).squareRoot()
  return length > 0 ? Point(x: v.x / length, y: v.y / length) : Point(x: 1, y: 0)
}

/// An angle brought into −π…π.
private func normalized(_ angle: Double) -> Double {
  var a = angle
  while a > .pi { a -= 2 * .pi }
  while a <= -.pi { a += 2 * .pi }
  return a
}

/// Where the line through `p` along `u` meets the line through `q` along `v`.
private func intersect(_ p: Point, _ u: Point, _ q: Point, _ v: Point) -> Point? {
  let denominator = u.x * v.y - u.y * v.x
  guard abs(denominator) > 1e-9 else { return nil }
  let t = ((q.x - p.x) * v.y - (q.y - p.y) * v.x) / denominator
  return Point(x: p.x + t * u.x, y: p.y + t * u.y)
}
