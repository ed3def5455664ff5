import ListShotCore
import ListShotDisplayList
import ListShotModel

/// The outline of a shape in a rectangle, in logical points: what a shape fills or strokes
/// and what `.clipShape` clips to.
struct ShapeOutline {
  let kind: ShapeKind

  /// iOS's continuous corner, as measured on UIKit's continuous rounded rectangles (the
  /// "squircle" of iOS 7 and later): the curve starts 1.52866483 radii from the corner along
  /// each side and is two cubic Béziers joined by a near-circular middle, given here as
  /// (along the first side, along the second side) in radii from the corner. Checked against
  /// the iOS 26 cards of ../shared/reference/renders/ios-apps (ContinuousCornerTests).
  static let continuousExtent = 1.52866483
  static let continuousCorner: [(Double, Double)] = [
    (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
    (0.63149399, 0.07491100),
    (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
    (0.06549600, 0.66993427),
    (0, 0.86840689), (0, 1.08849323), (0, continuousExtent),
  ]

  /// A circular arc's quarter as one cubic Bézier.
  static let kappa = 0.5522847498307936

  func elements(in rect: Rect) -> [PathElement] {
    var path = PathBuilder()
    switch kind {
    case .rectangle:
      rounded(rect, radii: [Size.zero, .zero, .zero, .zero], continuous: false, into: &path)
    case .roundedRectangle(let size, let style):
      rounded(rect, radii: Array(repeating: size, count: 4), continuous: style == .continuous, into: &path)
    case .capsule(let style):
      let r = min(rect.width, rect.height) / 2
      rounded(
        rect, radii: Array(repeating: Size(width: r, height: r), count: 4), continuous: style == .continuous,
        into: &path)
    case .circle:
      path.ellipse(in: Self.square(in: rect))
    case .ellipse:
      path.ellipse(in: rect)
    case .unevenRoundedRectangle(let r, let style):
      // Clockwise from the top-leading corner: top-trailing, bottom-trailing, bottom-leading, top-leading.
      let radii = [r.topTrailing, r.bottomTrailing, r.bottomLeading, r.topLeading].map { Size(width: $0, height: $0) }
      rounded(rect, radii: radii, continuous: style == .continuous, into: &path)
    }
    return path.elements
  }

  /// The largest square centred in `rect` (a circle's box).
  static func square(in rect: Rect) -> Rect {
    let side = min(rect.width, rect.height)
    return Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
  }

  /// A rectangle with the corners top-trailing, bottom-trailing, bottom-leading, top-leading
  /// rounded by `radii` (each clamped to half the side it lies on), drawn clockwise from the
  /// top edge. A continuous corner that would not fit its sides is drawn circular (a capsule
  /// stays a capsule).
  private func rounded(_ rect: Rect, radii: [Size], continuous: Bool, into path: inout PathBuilder) {
    let half = Size(width: max(0, rect.width / 2), height: max(0, rect.height / 2))
    // Corner points and the directions of their two sides, in drawing order.
    let corners: [(Point, (Double, Double), (Double, Double))] = [
      (Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),
      (Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),
      (Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),
      (Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),
    ]
    var first = true
    for (i, (c, e1, e2)) in corners.enumerated() {
      // Along e1 and e2: horizontal sides for corners 0 and 2 first, vertical for 1 and 3.
      let horizontalFirst = i % 2 == 0
      let rx = min(radii[i].width, half.width), ry = min(radii[i].height, half.height)
      let (r1, r2) = horizontalFirst ? (rx, ry) : (ry, rx)
      func point(_ a: Double, _ b: Double) -> Point {
        Point(x: c.x + a * r1 * e1.0 + b * r2 * e2.0, y: c.y + a * r1 * e1.1 + b * r2 * e2.1)
      }
      let fits =
        continuous && rx > 0 && ry > 0 && Self.continuousExtent * rx <= half.width
        && Self.continuousExtent * ry <= half.height
      if fits {
        let start = point(Self.continuousExtent, 0)
        if first { path.move(start.x, start.y) } else { path.line(start.x, start.y) }
        let p = Self.continuousCorner.map { point($0.0, $0.1) }
        path.curve(p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y)
        path.line(p[3].x, p[3].y)
        path.curve(p[4].x, p[4].y, p[5].x, p[5].y, p[6].x, p[6].y)
        path.line(p[7].x, p[7].y)
        path.curve(p[8].x, p[8].y, p[9].x, p[9].y, p[10].x, p[10].y)
      } else {
        let start = point(1, 0)
        if first { path.move(start.x, start.y) } else { path.line(start.x, start.y) }
        if r1 > 0 || r2 > 0 {
          let k = 1 - Self.kappa
          let a = point(k, 0), b = point(0, k), end = point(0, 1)
          path.curve(a.x, a.y, b.x, b.y, end.x, end.y)
        }
      }
      first = false
    }
    path.close()
  }
}
