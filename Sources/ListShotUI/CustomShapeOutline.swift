import ListShotModel

/// An app's own `Shape`, drawn as its `path(in:)`. The model is lowered before layout, so the
/// size the shape will have is not known yet: the path is asked for in three rectangles of
/// different positions and proportions, and when the three agree as fractions of their
/// rectangles (a triangle from `rect.midX`, a star from `rect.width` and `rect.height`) the
/// outline is kept as those fractions and drawn at the size layout gives it. A path that does
/// not scale so (a fixed corner radius, `min(width, height)`) is refused, never guessed.
enum CustomShapeOutline {
  static let probes = [
    CGRect(x: 0, y: 0, width: 97, height: 89), CGRect(x: 13, y: 7, width: 211, height: 157),
    CGRect(x: 0, y: 0, width: 53, height: 331),
  ]

  /// Two fractions this close are the same point (the probes' arithmetic rounds differently).
  static let tolerance = 1e-9

  @MainActor static func outline<S: Shape>(of shape: S, in context: LoweringContext) throws -> ShapeKind {
    let relative = probes.map { rect in
      shape.path(in: rect).commands.map { command in
        command.mapPoints {
          Point(x: ($0.x - Double(rect.minX)) / Double(rect.width), y: ($0.y - Double(rect.minY)) / Double(rect.height))
        }
      }
    }
    guard relative.dropFirst().allSatisfy({ same($0, relative[0]) }) else {
      throw context.error(
        "\(typeName(of: shape)) is a Shape of the app's own whose path(in:) does not scale with its rect "
          + "(a fixed length or min(width, height) in it), so it cannot be drawn before its size is known",
        hint: "build it from RoundedRectangle, Circle … or draw a Path of fixed points in a fixed .frame")
    }
    return .path(ShapePath(relative[0], isRelative: true))
  }

  static func same(_ a: [ShapePath.Command], _ b: [ShapePath.Command]) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
      guard x.mapPoints({ _ in .zero }) == y.mapPoints({ _ in .zero }) else { return false }
      return zip(x.points, y.points).allSatisfy {
        abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance
      }
    }
  }
}
