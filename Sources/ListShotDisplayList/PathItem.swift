import ListShotCore

/// A vector shape in absolute points, filled and/or stroked.
public struct PathItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  /// The bounds the shape was designed into (not its exact ink bounds).
  public var frame: Rect
  public var elements: [PathElement]
  public var fill: Color?
  /// Fills with a gradient (over `fill`); encoded only when set.
  public var gradient: GradientFill?
  public var stroke: Stroke?
  /// Fill with the even-odd rule, so inner sub-paths cut holes.
  public var isEvenOdd: Bool

  private enum CodingKeys: String, CodingKey { case frame, elements, fill, gradient, stroke, isEvenOdd }

  public init(
    id: NodePath, frame: Rect, elements: [PathElement], fill: Color? = nil, gradient: GradientFill? = nil,
    stroke: Stroke? = nil, isEvenOdd: Bool = false
  ) {
    self.id = id
    self.frame = frame
    self.elements = elements
    self.fill = fill
    self.gradient = gradient
    self.stroke = stroke
    self.isEvenOdd = isEvenOdd
  }
}

/// One path segment. Encodes as SVG-like text (`M 1 2`, `L 3 4`, `C …`, `Z`) so display-list
/// JSON stays readable.
public enum PathElement: Hashable, Sendable, Codable {
  case move(Point)
  case line(Point)
  case curve(Point, Point, Point)
  case close

  public func mapPoints(_ transform: (Point) -> Point) -> PathElement {
    switch self {
    case .move(let p): return .move(transform(p))
    case .line(let p): return .line(transform(p))
    case .curve(let a, let b, let c): return .curve(transform(a), transform(b), transform(c))
    case .close: return .close
    }
  }

  var text: String {
    func f(_ value: Double) -> String {
      let rounded = (value * 10_000).rounded() / 10_000
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    switch self {
    case .move(let p): return "M \(f(p.x)) \(f(p.y))"
    case .line(let p): return "L \(f(p.x)) \(f(p.y))"
    case .curve(let a, let b, let c):
      return "C \(f(a.x)) \(f(a.y)) \(f(b.x)) \(f(b.y)) \(f(c.x)) \(f(c.y))"
    case .close: return "Z"
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let parts = text.split(separator: " ")
    let numbers = parts.dropFirst().compactMap { Double($0) }
    func point(_ i: Int) -> Point { Point(x: numbers[2 * i], y: numbers[2 * i + 1]) }
    switch (parts.first, numbers.count) {
    case ("M"?, 2): self = .move(point(0))
    case ("L"?, 2): self = .line(point(0))
    case ("C"?, 6): self = .curve(point(0), point(1), point(2))
    case ("Z"?, 0): self = .close
    default:
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "bad path element \"\(text)\"")
    }
  }
}

/// Builds path elements from a few primitives, in the coordinates of the caller.
public struct PathBuilder {
  public private(set) var elements: [PathElement] = []

  public init() {}

  public mutating func move(_ x: Double, _ y: Double) { elements.append(.move(Point(x: x, y: y))) }
  public mutating func line(_ x: Double, _ y: Double) { elements.append(.line(Point(x: x, y: y))) }
  public mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
    elements.append(.curve(Point(x: x1, y: y1), Point(x: x2, y: y2), Point(x: x, y: y)))
  }
  public mutating func close() { elements.append(.close) }

  /// A full ellipse inscribed in `rect`, as four cubic Béziers.
  public mutating func ellipse(in rect: Rect) {
    let k = 0.5522847498307936
    let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
    move(cx + rx, cy)
    curve(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry)
    curve(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy)
    curve(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry)
    curve(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy)
    close()
  }

  /// A rectangle with all corners rounded by `radius` (clamped to half the short side).
  public mutating func roundedRect(_ rect: Rect, radius: Double) {
    let r = min(radius, rect.width / 2, rect.height / 2)
    guard r > 0 else {
      move(rect.minX, rect.minY); line(rect.maxX, rect.minY); line(rect.maxX, rect.maxY)
      line(rect.minX, rect.maxY); close()
      return
    }
    let k = 0.5522847498307936 * r
    move(rect.minX + r, rect.minY)
    line(rect.maxX - r, rect.minY)
    curve(rect.maxX - r + k, rect.minY, rect.maxX, rect.minY + r - k, rect.maxX, rect.minY + r)
    line(rect.maxX, rect.maxY - r)
    curve(rect.maxX, rect.maxY - r + k, rect.maxX - r + k, rect.maxY, rect.maxX - r, rect.maxY)
    line(rect.minX + r, rect.maxY)
    curve(rect.minX + r - k, rect.maxY, rect.minX, rect.maxY - r + k, rect.minX, rect.maxY - r)
    line(rect.minX, rect.minY + r)
    curve(rect.minX, rect.minY + r - k, rect.minX + r - k, rect.minY, rect.minX + r, rect.minY)
    close()
  }
}
