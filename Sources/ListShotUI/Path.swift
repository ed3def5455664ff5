import ListShotModel

/// `Path`: an outline of moves, lines, curves and arcs, in points from the top-left corner of
/// the view that draws it (not mirrored in right-to-left, as in SwiftUI). As a view it takes
/// the size it is offered and fills its outline; it is what a `Shape`'s `path(in:)` answers.
public struct Path: Shape, BuiltInShape, Equatable {
  public typealias Body = Never
  var commands: [ShapePath.Command] = []

  public init() {}

  public init(_ build: (inout Path) -> Void) { build(&self) }

  public init(_ rect: CGRect) { addRect(rect) }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  init(_ kind: ShapeKind, in rect: CGRect) { commands = kind.outline(in: Rect(rect)) }

  var outline: ShapeKind { .path(ShapePath(commands)) }

  public func path(in rect: CGRect) -> Path { self }

  public var isEmpty: Bool { commands.isEmpty }

  /// The smallest rectangle holding every point, control points included.
  public var boundingRect: CGRect {
    let points = commands.flatMap(\.points)
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points {
      (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The end of the last command; nil for an empty path.
  public var currentPoint: CGPoint? {
    var start: Point?
    var current: Point?
    for command in commands {
      switch command {
      case .move(let p):
        (start, current) = (p, p)
      case .close: current = start
      default: current = command.points.last
      }
    }
    return current.map { CGPoint(x: $0.x, y: $0.y) }
  }

  public mutating func move(to p: CGPoint) { commands.append(.move(Point(p))) }

  public mutating func addLine(to p: CGPoint) { commands.append(.line(Point(p))) }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
    commands.append(.quadCurve(to: Point(p), control: Point(control)))
  }

  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    commands.append(.curve(to: Point(p), control1: Point(control1), control2: Point(control2)))
  }

  /// `command` with its points transformed.
  private mutating func append(_ command: ShapePath.Command, _ t: CGAffineTransform) {
    commands.append(command.mapPoints { Point(CGPoint(x: $0.x, y: $0.y).applying(t)) })
  }

  private mutating func move(to p: CGPoint, _ t: CGAffineTransform) { append(.move(Point(p)), t) }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle` (angles grow from
  /// the x axis towards y, which points down); `clockwise` as SwiftUI means it in its flipped
  /// coordinates: `false` turns the way angles grow. A line joins it to the current point.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let c = Point(center), r = Double(radius)
    var start = startAngle.radians
    let turn = 2 * Double.pi
    guard [c.x, c.y, r, start, endAngle.radians].allSatisfy(\.isFinite) else {
      // Not a number: kept as a point, which validation refuses with the view's path.
      return append(.line(Point(x: c.x + r * start, y: c.y + r * endAngle.radians)), transform)
    }
    // The sweep, at most a turn, the way `clockwise` says.
    let raw = endAngle.radians - start
    var sweep = abs(raw) >= turn ? (clockwise ? -turn : turn) : raw
    if clockwise, sweep > 0 { sweep -= turn }
    if !clockwise, sweep < 0 { sweep += turn }
    let end = start + sweep
    func point(_ a: Double) -> Point { Point(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
    append(currentPoint == nil ? .move(point(start)) : .line(point(start)), transform)
    // At most a quarter turn per cubic Bézier.
    let pieces = max(1, Int((abs(end - start) / (Double.pi / 2)).rounded(.up)))
    let step = (end - start) / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    for _ in 0..<pieces {
      let a = start, b = start + step
      let p0 = point(a), p1 = point(b)
      append(
        .curve(
          to: p1, control1: Point(x: p0.x - k * r * sin(a), y: p0.y + k * r * cos(a)),
          control2: Point(x: p1.x + k * r * sin(b), y: p1.y - k * r * cos(b))), transform)
      start = b
    }
  }

  /// The arc of `radius` tangent to the line from the current point to `tangent1End` and to
  /// the line from there to `tangent2End` (a rounded corner), joined by a line to the current
  /// point; collinear points draw the line to `tangent1End`. The current point is taken as it
  /// is drawn, so a `transform` other than the identity applies to the tangents and the arc.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let p1 = Point(tangent1End), p2 = Point(tangent2End), r = Double(radius)
    guard let current = currentPoint.map(Point.init) else { return move(to: tangent1End, transform) }
    func unit(_ x: Double, _ y: Double) -> (Double, Double)? {
      let length = (x * x + y * y).squareRoot()
      return length > 1e-12 ? (x / length, y / length) : nil
    }
    guard let v1 = unit(current.x - p1.x, current.y - p1.y), let v2 = unit(p2.x - p1.x, p2.y - p1.y) else {
      return append(.line(p1), transform)
    }
    let cosine = max(-1, min(1, v1.0 * v2.0 + v1.1 * v2.1))
    let theta = acos(cosine)
    guard theta > 1e-9, theta < Double.pi - 1e-9, r > 0, let bisector = unit(v1.0 + v2.0, v1.1 + v2.1) else {
      return append(.line(p1), transform)
    }
    let along = r / tan(theta / 2), out = r / sin(theta / 2)
    let t1 = Point(x: p1.x + v1.0 * along, y: p1.y + v1.1 * along)
    let t2 = Point(x: p1.x + v2.0 * along, y: p1.y + v2.1 * along)
    let centre = Point(x: p1.x + bisector.0 * out, y: p1.y + bisector.1 * out)
    let a1 = atan2(t1.y - centre.y, t1.x - centre.x)
    var sweep = atan2(t2.y - centre.y, t2.x - centre.x) - a1
    if sweep > Double.pi { sweep -= 2 * Double.pi }
    if sweep < -Double.pi { sweep += 2 * Double.pi }
    addArc(
      center: CGPoint(x: centre.x, y: centre.y), radius: radius, startAngle: .radians(a1),
      endAngle: .radians(a1 + sweep), clockwise: sweep < 0, transform: transform)
  }

  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    for command in ShapeKind.rectangle.outline(in: Rect(rect)) { append(command, transform) }
  }

  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect) }
  }

  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    for command in ShapeKind.roundedRectangle(cornerSize: Size(cornerSize), style: style).outline(in: Rect(rect)) {
      append(command, transform)
    }
  }

  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    for command in ShapeKind.ellipse.outline(in: Rect(rect)) { append(command, transform) }
  }

  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for command in path.commands { append(command, transform) }
  }

  /// The path with every point transformed.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var path = Path()
    path.addPath(self, transform: transform)
    return path
  }

  /// The path moved by (dx, dy).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

  public mutating func closeSubpath() { commands.append(.close) }
}

extension Point {
  init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension Size {
  init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension Rect {
  init(_ r: CGRect) {
    self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
  }
}

extension SwiftUI { public typealias Path = ListShotUI.Path }
