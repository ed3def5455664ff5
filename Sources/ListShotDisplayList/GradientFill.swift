import ListShotCore

/// A gradient a path is filled with, in the list's coordinates (already mirrored): SwiftUI's
/// `LinearGradient`, `RadialGradient` and `AngularGradient` with concrete colours.
public struct GradientFill: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    /// From `start` (location 0) to `end` (location 1).
    case linear
    /// Circles around `start`, from `startRadius` to `endRadius`.
    case radial
    /// Around `start`, from `startAngle` to `endAngle` (degrees, clockwise from the x axis).
    case angular
  }

  public struct Stop: Hashable, Sendable, Codable {
    public var color: Color
    public var location: Double

    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  public var kind: Kind
  public var stops: [Stop]
  public var start: Point
  public var end: Point
  public var startRadius: Double
  public var endRadius: Double
  public var startAngle: Double
  public var endAngle: Double

  public init(
    kind: Kind, stops: [Stop], start: Point, end: Point = .zero, startRadius: Double = 0, endRadius: Double = 0,
    startAngle: Double = 0, endAngle: Double = 360
  ) {
    self.kind = kind
    self.stops = stops
    self.start = start
    self.end = end
    self.startRadius = startRadius
    self.endRadius = endRadius
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// The gradient moved by (dx, dy).
  public func offsetBy(dx: Double, dy: Double) -> GradientFill {
    var copy = self
    copy.start = Point(x: start.x + dx, y: start.y + dy)
    copy.end = Point(x: end.x + dx, y: end.y + dy)
    return copy
  }
}
