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

extension ShapePaint {
  /// `fill: blue`, `fill: { linearGradient: { colors: [blue, purple], startPoint: top, endPoint: bottom } }`,
  /// `{ radialGradient: … }`, `{ angularGradient: … }`, `{ material: thin }`.
  static let specShape: SpecShape = .oneOf(
    [
      .ref("color"),
      .object(
        "A gradient or a material.",
        [
          "linearGradient" <- gradientShape(["startPoint" <- UnitPoint.specShape, "endPoint" <- UnitPoint.specShape]),
          "radialGradient"
            <- gradientShape([
              "center" <- UnitPoint.specShape, "startRadius" <- ViewLengthCheck.shape(minimum: 0),
              "endRadius" <- ViewLengthCheck.shape(minimum: 0),
            ]),
          "angularGradient"
            <- gradientShape([
              "center" <- UnitPoint.specShape, "startAngle" <- .number(minimum: -3600, maximum: 3600),
              "endAngle" <- .number(minimum: -3600, maximum: 3600),
            ]),
          "material" <- .choice(MaterialThickness.allCases.map(\.rawValue)),
        ]
      ) {
        $0.minProperties = 1; $0.maxProperties = 1
      },
    ], "A colour, a gradient or a material.")

  private static func gradientShape(_ fields: [SpecField]) -> SpecShape {
    .object(
      [
        "colors" <- .array(.ref("color"), minItems: 1, maxItems: GradientStops.maxStops),
        "stops"
          <- .array(
            .object(
              required: ["color", "location"],
              ["color" <- .ref("color"), "location" <- .number(minimum: 0, maximum: 1)]),
            minItems: 1, maxItems: GradientStops.maxStops),
      ] + fields
    ) { $0.oneOf = [.requiring("colors"), .requiring("stops")] }
  }

  /// A paint written in a spec.
  static func read(_ value: any ViewSpecValue) throws -> ShapePaint {
    guard value.isMapping, let map = try? value.alternative(1).mapping("a gradient or a material") else {
      return .color(try value.color())
    }
    if let material = map["material"] { return .material(MaterialThickness(rawValue: try material.choice())!) }
    for kind in ["linearGradient", "radialGradient", "angularGradient"] {
      guard let gradient = map[kind] else { continue }
      let g = try gradient.mapping(kind)
      let stops: GradientStops
      switch (g["colors"], g["stops"]) {
      case (let colors?, nil): stops = GradientStops(colors: try colors.items().map { try $0.color() })
      case (nil, let list?):
        stops = GradientStops(
          stops: try list.items().map { item in
            let stop = try item.mapping("a stop")
            return GradientStops.Stop(
              color: try stop.required("color").color(), location: try stop.required("location").number())
          })
      default:
        throw gradient.error(
          "a gradient has colors or stops", expected: "colors: [red, blue], or stops: [{ color: red, location: 0 }, …]",
          hint: nil)
      }
      switch kind {
      case "linearGradient":
        return .linearGradient(
          stops, start: try g["startPoint"].map(UnitPoint.read) ?? .top,
          end: try g["endPoint"].map(UnitPoint.read) ?? .bottom)
      case "radialGradient":
        return .radialGradient(
          stops, center: try g["center"].map(UnitPoint.read) ?? .center,
          startRadius: try g["startRadius"]?.number() ?? 0,
          endRadius: try g["endRadius"]?.number() ?? 50)
      default:
        return .angularGradient(
          stops, center: try g["center"].map(UnitPoint.read) ?? .center, startAngle: try g["startAngle"]?.number() ?? 0,
          endAngle: try g["endAngle"]?.number() ?? 360)
      }
    }
    throw value.error("a paint mapping has one of linearGradient, radialGradient, angularGradient or material")
  }

  /// The paint's problems: a gradient of too many stops, or stops out of 0…1.
  func issues(_ path: NodePath) -> [ValidationIssue] {
    switch self {
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      if stops.stops.isEmpty || stops.stops.count > GradientStops.maxStops {
        return [
          ValidationIssue(path: path, "a gradient has 1 to \(GradientStops.maxStops) colours, not \(stops.stops.count)")
        ]
      }
      if let bad = stops.stops.first(where: { !Limits.contains(0...1, $0.location) }) {
        return [ValidationIssue(path: path, "a gradient stop's location \(bad.location) is out of range 0...1")]
      }
      if case .radialGradient(_, _, let start, let end) = self {
        return ViewLengthCheck.sizeIssues(start, name: "startRadius", path)
          + ViewLengthCheck.sizeIssues(end, name: "endRadius", path)
      }
      if case .angularGradient(_, _, let start, let end) = self,
        !Limits.contains(-3600...3600, start) || !Limits.contains(-3600...3600, end)
      {
        return [ValidationIssue(path: path, "a gradient's angles are within -3600...3600 degrees")]
      }
      return []
    case .withOpacity(let inner, let opacity):
      return inner.issues(path) + ViewLengthCheck.rangeIssues(opacity, in: 0...1, name: "opacity", path)
    case .color, .hierarchical, .foreground, .tint, .material:
      return []
    }
  }
}

extension UnitPoint {
  /// The names SwiftUI gives (`top`, `bottomTrailing` …), or `{ x, y }` in 0…1.
  static let names: [String: UnitPoint] = [
    "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
    "bottomTrailing": .bottomTrailing,
  ]

  static let specShape: SpecShape = .oneOf([
    .choice(names.keys.sorted()),
    .object(
      required: ["x", "y"], ["x" <- .number(minimum: -10, maximum: 10), "y" <- .number(minimum: -10, maximum: 10)]),
  ])

  static func read(_ value: any ViewSpecValue) throws -> UnitPoint {
    guard value.isMapping else { return names[try value.alternative(0).choice()]! }
    let map = try value.alternative(1).mapping("a unit point")
    return UnitPoint(x: try map.required("x").number(), y: try map.required("y").number())
  }
}
