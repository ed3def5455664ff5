import ListShotCore

/// The outline of a shape in a rectangle, as path commands: what a shape fills or strokes, what
/// `.clipShape` clips to, and what a built-in shape's `path(in:)` answers. The rectangle is
/// logical for the layout (x from the leading edge) and physical for `path(in:)`, as SwiftUI's
/// is; the outline is the same function of it.
extension ShapeKind {
  /// iOS's continuous corner, as measured on UIKit's continuous rounded rectangles (the
  /// "squircle" of iOS 7 and later): the curve starts 1.52866483 radii from the corner along
  /// each side and is two cubic Béziers joined by a near-circular middle, given here as
  /// (along the first side, along the second side) in radii from the corner. Checked against
  /// the iOS 26 cards of ../shared/reference/renders/ios-apps (ContinuousCornerTests).
  public static let continuousExtent = 1.52866483
  static let continuousCorner: [(Double, Double)] = [
    (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
    (0.63149399, 0.07491100),
    (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
    (0.06549600, 0.66993427),
    (0, 0.86840689), (0, 1.08849323), (0, continuousExtent),
  ]

  /// A circular arc's quarter as one cubic Bézier.
  public static let kappa = 0.5522847498307936

  /// The outline in `rect`.
  public func outline(in rect: Rect) -> [ShapePath.Command] {
    var path = OutlineBuilder()
    switch self {
    case .rectangle:
      path.rounded(rect, radii: [Size.zero, .zero, .zero, .zero], continuous: false)
    case .roundedRectangle(let size, let style):
      path.rounded(rect, radii: Array(repeating: size, count: 4), continuous: style == .continuous)
    case .capsule(let style):
      let r = min(rect.width, rect.height) / 2
      path.rounded(rect, radii: Array(repeating: Size(width: r, height: r), count: 4), continuous: style == .continuous)
    case .circle:
      path.ellipse(in: Self.square(in: rect))
    case .ellipse:
      path.ellipse(in: rect)
    case .unevenRoundedRectangle(let r, let style):
      // Clockwise from the top-leading corner: top-trailing, bottom-trailing, bottom-leading, top-leading.
      let radii = [r.topTrailing, r.bottomTrailing, r.bottomLeading, r.topLeading].map { Size(width: $0, height: $0) }
      path.rounded(rect, radii: radii, continuous: style == .continuous)
    case .path(let outline):
      return outline.placed(in: rect)
    }
    return path.commands
  }

  /// The largest square centred in `rect` (a circle's box).
  public static func square(in rect: Rect) -> Rect {
    let side = min(rect.width, rect.height)
    return Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
  }
}

extension ShapePath {
  /// The commands in `rect`: points from its top-left corner, or fractions of its size.
  public func placed(in rect: Rect) -> [Command] {
    isRelative
      ? commands.map { $0.mapPoints { Point(x: rect.minX + $0.x * rect.width, y: rect.minY + $0.y * rect.height) } }
      : commands.map { $0.mapPoints { Point(x: rect.minX + $0.x, y: rect.minY + $0.y) } }
  }
}

/// Path commands from a few primitives.
private struct OutlineBuilder {
  var commands: [ShapePath.Command] = []

  mutating func move(_ p: Point) { commands.append(.move(p)) }
  mutating func line(_ p: Point) { commands.append(.line(p)) }
  mutating func curve(_ c1: Point, _ c2: Point, _ p: Point) {
    commands.append(.curve(to: p, control1: c1, control2: c2))
  }

  /// A full ellipse inscribed in `rect`, as four cubic Béziers.
  mutating func ellipse(in rect: Rect) {
    let k = ShapeKind.kappa
    let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    move(p(cx + rx, cy))
    curve(p(cx + rx, cy + k * ry), p(cx + k * rx, cy + ry), p(cx, cy + ry))
    curve(p(cx - k * rx, cy + ry), p(cx - rx, cy + k * ry), p(cx - rx, cy))
    curve(p(cx - rx, cy - k * ry), p(cx - k * rx, cy - ry), p(cx, cy - ry))
    curve(p(cx + k * rx, cy - ry), p(cx + rx, cy - k * ry), p(cx + rx, cy))
    commands.append(.close)
  }

  /// A rectangle with the corners top-trailing, bottom-trailing, bottom-leading, top-leading
  /// rounded by `radii` (each clamped to half the side it lies on), drawn clockwise from the
  /// top edge. A continuous corner that would not fit its sides is drawn circular (a capsule
  /// stays a capsule).
  mutating func rounded(_ rect: Rect, radii: [Size], continuous: Bool) {
    let half = Size(width: max(0, rect.width / 2), height: max(0, rect.height / 2))
    // Corner points and the directions of their two sides, in drawing order.
    let corners: [(Point, (Double, Double), (Double, Double))] = [
      (Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),
      (Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),
      (Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),
      (Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),
    ]
    let extent = ShapeKind.continuousExtent
    for (i, (c, e1, e2)) in corners.enumerated() {
      // Along e1 and e2: horizontal sides for corners 0 and 2 first, vertical for 1 and 3.
      let horizontalFirst = i % 2 == 0
      let rx = min(radii[i].width, half.width), ry = min(radii[i].height, half.height)
      let (r1, r2) = horizontalFirst ? (rx, ry) : (ry, rx)
      func point(_ a: Double, _ b: Double) -> Point {
        Point(x: c.x + a * r1 * e1.0 + b * r2 * e2.0, y: c.y + a * r1 * e1.1 + b * r2 * e2.1)
      }
      let fits = continuous && rx > 0 && ry > 0 && extent * rx <= half.width && extent * ry <= half.height
      if fits {
        let start = point(extent, 0)
        if i == 0 { move(start) } else { line(start) }
        let p = ShapeKind.continuousCorner.map { point($0.0, $0.1) }
        curve(p[0], p[1], p[2])
        line(p[3])
        curve(p[4], p[5], p[6])
        line(p[7])
        curve(p[8], p[9], p[10])
      } else {
        let start = point(1, 0)
        if i == 0 { move(start) } else { line(start) }
        if r1 > 0 || r2 > 0 {
          let k = 1 - ShapeKind.kappa
          curve(point(k, 0), point(0, k), point(0, 1))
        }
      }
    }
    commands.append(.close)
  }
}
