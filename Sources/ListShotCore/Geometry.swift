/// Geometry in points (1 pt = 1 Pango unit at 72 dpi = `scale` device pixels).
///
/// Plain values with no behaviour beyond arithmetic, so layout results compare with `==`
/// in tests and encode to readable JSON.
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var origin: Point { Point(x: x, y: y) }
  public var size: Size { Size(width: width, height: height) }

  public func offsetBy(dx: Double = 0, dy: Double = 0) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  public func insetBy(dx: Double = 0, dy: Double = 0) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// True when `other` lies inside this rectangle, allowing `tolerance` points of slack.
  public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// True when the interiors overlap (touching edges do not count).
  public func intersects(_ other: Rect, tolerance: Double = 0.001) -> Bool {
    other.minX < maxX - tolerance && minX < other.maxX - tolerance
      && other.minY < maxY - tolerance && minY < other.maxY - tolerance
  }

  /// The rectangle reflected horizontally inside a container of width `containerWidth`
  /// (x' = W - maxX), the one operation right-to-left mirroring needs.
  public func mirrored(inWidth containerWidth: Double) -> Rect {
    Rect(x: containerWidth - maxX, y: y, width: width, height: height)
  }

  public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Insets on logical edges: `leading` is left in left-to-right layouts and right in right-to-left.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = EdgeInsets()
}

extension Double {
  /// `3` for 3.0, `2.5` for 2.5: how numbers appear in file names and messages.
  /// Values that are not finite or beyond ±10¹⁵ print as Swift prints them (`inf`, `1e+20`).
  public var clean: String {
    isFinite && abs(self) < 1e15 && self == rounded() ? String(Int(self)) : String(self)
  }
}
