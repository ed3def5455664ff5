import ListShotCore

/// The outline of a `Path` or of an app's own `Shape`: moves, lines, curves and closes, either
/// in points from the view's top-left corner (`Path { p in … }` used as a view) or as fractions
/// of the view's width and height (an app's `Shape` whose `path(in:)` scales with its rect).
///
/// Its points are physical (x from the left), as SwiftUI draws a path in either direction.
public struct ShapePath: Hashable, Sendable {
  public enum Command: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close

    /// The command's points, end point last.
    public var points: [Point] {
      switch self {
      case .move(let p), .line(let p): return [p]
      case .quadCurve(let p, let c): return [c, p]
      case .curve(let p, let c1, let c2): return [c1, c2, p]
      case .close: return []
      }
    }

    /// The command with every point moved by `transform`.
    public func mapPoints(_ transform: (Point) -> Point) -> Command {
      switch self {
      case .move(let p): return .move(transform(p))
      case .line(let p): return .line(transform(p))
      case .quadCurve(let p, let c): return .quadCurve(to: transform(p), control: transform(c))
      case .curve(let p, let c1, let c2):
        return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
      case .close: return .close
      }
    }
  }

  public var commands: [Command]
  /// Whether the points are fractions of the view's size (0 … 1 spans it) rather than points.
  public var isRelative: Bool

  public init(_ commands: [Command], isRelative: Bool = false) {
    self.commands = commands
    self.isRelative = isRelative
  }

  /// At most this many commands: a drawn outline, not a plotted data set.
  public static let maxCommands = 4096

  func issues(_ path: NodePath) -> [ValidationIssue] {
    if commands.count > Self.maxCommands {
      return [ValidationIssue(path: path, "a path of \(commands.count) commands; the limit is \(Self.maxCommands)")]
    }
    // A relative path may reach past its rect (a star's tips), not beyond a few rects' length.
    let bound = isRelative ? -16.0...16.0 : Limits.viewLength
    for (index, command) in commands.enumerated() {
      for p in command.points where !Limits.contains(bound, p.x) || !Limits.contains(bound, p.y) {
        let unit = isRelative ? " (as a fraction of the view's size)" : " pt"
        return [
          ValidationIssue(
            path: path.index(index),
            "the point (\(p.x.clean), \(p.y.clean)) is out of range \(bound.lowerBound.clean)...\(bound.upperBound.clean)\(unit)"
          )
        ]
      }
    }
    return []
  }

  /// `path: [{ move: [0, 20] }, { line: [10, 0] }, { quadCurve: [20, 20], control: [20, 0] }, close]`.
  static let specShape: SpecShape = {
    let point = SpecShape.array(
      ViewLengthCheck.shape(), "A point: [x, y] in points from the top-left.", minItems: 2, maxItems: 2)
    return .array(
      .oneOf([
        .choice(["close"], "Closes the subpath."),
        .object(
          "One command: move, line, quadCurve (with control) or curve (with control1 and control2).",
          ["move" <- point, "line" <- point, "quadCurve" <- point, "curve" <- point]
            + ["control" <- point, "control1" <- point, "control2" <- point]),
      ]),
      "The path's commands, in points from the view's top-left corner (not mirrored in right-to-left).",
      maxItems: maxCommands)
  }()

  static func read(_ value: any ViewSpecValue) throws -> ShapePath {
    ShapePath(
      try value.items().map { item in
        if item.isScalar {
          _ = try item.alternative(0).choice()
          return .close
        }
        let map = try item.alternative(1).mapping("a path command")
        func point(_ key: String) throws -> Point {
          let value = try map.required(key)
          let xy = try value.items()
          guard xy.count == 2 else {
            throw value.error("a point has 2 numbers, found \(xy.count)", expected: "[x, y]", hint: nil)
          }
          return Point(x: try xy[0].number(), y: try xy[1].number())
        }
        let kinds = ["move", "line", "quadCurve", "curve"].filter { map[$0] != nil }
        let controls: [String: [String]] = ["quadCurve": ["control"], "curve": ["control1", "control2"]]
        let extra = ["control", "control1", "control2"].filter {
          map[$0] != nil && !(kinds.count == 1 && controls[kinds[0], default: []].contains($0))
        }
        guard kinds.count == 1, extra.isEmpty else {
          throw map.owner.error(
            kinds.count == 1
              ? "\(extra.joined(separator: " and ")) belongs to another command than \(kinds[0])"
              : "a path command has exactly one of move, line, quadCurve or curve, found \(kinds.count)",
            expected: "{ move: [x, y] }, { line: [x, y] }, { quadCurve: [x, y], control: [x, y] }, "
              + "{ curve: [x, y], control1: [x, y], control2: [x, y] } or close", hint: nil)
        }
        switch kinds[0] {
        case "move": return .move(try point("move"))
        case "line": return .line(try point("line"))
        case "quadCurve": return .quadCurve(to: try point("quadCurve"), control: try point("control"))
        default: return .curve(to: try point("curve"), control1: try point("control1"), control2: try point("control2"))
        }
      })
  }
}
