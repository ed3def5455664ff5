import ListShotCore

/// `.shadow(color:radius:x:y:)`, `.shadow(radius:)`: a shadow of everything the view draws (its
/// alpha), blurred by `radius`, moved by `x` and `y` points and tinted with `color` (SwiftUI's
/// default: black at 33 %), painted under the view.
///
/// `x` is a physical offset: a positive `x` moves the shadow right in both directions.
/// SwiftUI mirrors the *positions* of views in right-to-left ("SwiftUI horizontally flips the x
/// position of each view within its parent", `LayoutDirection`'s documentation), and a
/// shadow's offset is not a position but a rendering effect of the view, as its colour is.
public struct ShadowModifier: ViewElement {
  /// SwiftUI's default colour: `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
  public static let defaultColor = TintColor.custom(Color(red: 0, green: 0, blue: 0, alpha: 84))
  /// The blur radii drawn, in points: beyond a screen's shadows (1 … 30 pt) with room to spare;
  /// the blurred area grows by 1.5 × radius on every side.
  public static let radiusRange: ClosedRange<Double> = 0...200

  public var color: TintColor
  public var radius: Double
  public var x: Double
  public var y: Double

  public init(color: TintColor = ShadowModifier.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    ViewLengthCheck.rangeIssues(radius, in: Self.radiusRange, name: "shadow radius", "shadow")
      + ViewLengthCheck.issues(x, NodePath.key("shadow").appending("x"))
      + ViewLengthCheck.issues(y, NodePath.key("shadow").appending("y"))
  }

  public static let entry = ViewEntry(
    ".shadow", role: .modifier, initialisers: [".shadow(color:radius:x:y:)", ".shadow(radius:)"],
    pathKey: "shadow", children: .modified(slots: []),
    summary:
      "a blurred copy of what the view draws under it, tinted (black at 33 % by default) and moved by x and y (not mirrored in right-to-left)",
    spec: .modifier(
      "shadow",
      .object(
        "SwiftUI's .shadow: the blur radius in points, an optional colour (black at 33 %) and offset.",
        required: ["radius"],
        [
          "radius" <- .number(minimum: radiusRange.lowerBound, maximum: radiusRange.upperBound),
          "color" <- .ref("color"),
          "x" <- ViewLengthCheck.shape(),
          "y" <- ViewLengthCheck.shape(),
        ])
    ) { value, content in
      let map = try value.mapping("shadow")
      return content.modified(
        by: ShadowModifier(
          color: try map["color"]?.color() ?? defaultColor, radius: try map.required("radius").number(),
          x: try map["x"]?.number() ?? 0, y: try map["y"]?.number() ?? 0))
    },
    example:
      "{ color: white, frame: { width: 120, height: 44 }, cornerRadius: 12, shadow: { radius: 4, y: 2 } }"
  )
}
