import ListShotCore
import ListShotDisplayList
import ListShotModel

/// The outline of a shape in a rectangle as display-list path elements: the model's outline
/// (`ShapeKind.outline(in:)`), a quadratic curve drawn as the cubic that traces it.
struct ShapeOutline {
  let kind: ShapeKind

  func elements(in rect: Rect) -> [PathElement] { Self.elements(of: kind.outline(in: rect)) }

  static func elements(of commands: [ShapePath.Command]) -> [PathElement] {
    var current = Point(x: 0, y: 0)
    var start = current
    return commands.map { command in
      switch command {
      case .move(let p):
        (current, start) = (p, p)
        return .move(p)
      case .line(let p):
        current = p
        return .line(p)
      case .quadCurve(let p, let c):
        defer { current = p }
        return .curve(
          Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y)),
          Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p)
      case .curve(let p, let c1, let c2):
        current = p
        return .curve(c1, c2, p)
      case .close:
        current = start
        return .close
      }
    }
  }
}
