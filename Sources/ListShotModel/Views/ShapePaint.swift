import ListShotCore

/// What a shape is filled or stroked with, and what `.foregroundStyle` sets: SwiftUI's
/// `ShapeStyle` values as data.
public enum ShapePaint: Hashable, Sendable {
  /// A colour.
  case color(TintColor)
  /// `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary` as styles: a level of the
  /// foreground style around (0 is the foreground itself). Around the default foreground they
  /// are iOS's label colours.
  case hierarchical(Int)
  /// `.foreground`: the foreground style around.
  case foreground
  /// `.tint`: the tint around (the accent by default).
  case tint
  /// `LinearGradient(colors:startPoint:endPoint:)`.
  case linearGradient(GradientStops, start: UnitPoint, end: UnitPoint)
  /// `RadialGradient(colors:center:startRadius:endRadius:)`.
  case radialGradient(GradientStops, center: UnitPoint, startRadius: Double, endRadius: Double)
  /// `AngularGradient(colors:center:startAngle:endAngle:)`, angles in degrees clockwise from
  /// the leading edge.
  case angularGradient(GradientStops, center: UnitPoint, startAngle: Double, endAngle: Double)
  /// `.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`: a blur of what is behind with a tint.
  case material(MaterialThickness)
  /// A paint at an opacity (`.opacity(_:)` on a style).
  indirect case withOpacity(ShapePaint, Double)

  /// The label colours' names as hierarchical levels (a spec's `foregroundStyle: secondary`).
  public static let levelNames = ["primary", "secondary", "tertiary", "quaternary", "quinary"]

  public func opacity(_ opacity: Double) -> ShapePaint {
    if case .color(let color) = self { return .color(color.opacity(opacity)) }
    return .withOpacity(self, opacity)
  }
}

/// A point in a view's bounds, from its top-leading corner (0, 0) to its bottom-trailing
/// corner (1, 1), on logical edges.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The colours of a gradient and where each stands (0…1).
public struct GradientStops: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: TintColor
    public var location: Double

    public init(color: TintColor, location: Double) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly, as `Gradient(colors:)` spreads them.
  public init(colors: [TintColor]) {
    let last = Double(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : Double($0) / last) }
  }

  /// At most this many stops: a gradient is a few colours.
  public static let maxStops = 64
}

/// The thickness of a material, thinnest first.
public enum MaterialThickness: String, Hashable, Sendable, CaseIterable {
  case ultraThin, thin, regular, thick, ultraThick, bar
}
