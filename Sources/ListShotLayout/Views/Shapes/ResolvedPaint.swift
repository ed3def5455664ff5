import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A shape's paint with the environment resolved: one colour, a gradient in the shape's frame,
/// or a material (a blur of what is behind, under a tint).
enum ResolvedPaint {
  case color(TintToken)
  case gradient(GradientFill)
  case material(blur: Double, tint: TintToken)

  /// Materials: a blur of what is behind (σ in points) under the system background at an
  /// opacity by thickness, thinnest first. iOS draws its materials with vibrancy and a
  /// saturation boost ListShot does not reproduce; this is their look in a still picture,
  /// close enough to tell the thicknesses apart.
  static let materials: [MaterialThickness: (blur: Double, opacity: Double)] = [
    .ultraThin: (10, 0.35), .thin: (12, 0.55), .regular: (15, 0.7), .thick: (18, 0.85), .ultraThick: (20, 0.92),
    .bar: (15, 0.8),
  ]

  /// `paint` (nil: the foreground around) for a shape drawn in `frame`.
  init(_ paint: ShapePaint?, in frame: Rect, style: ViewStyle, env: LayoutEnvironment, at id: NodePath) {
    let opacity = style.opacity
    func stops(_ stops: GradientStops) -> [GradientFill.Stop] {
      stops.stops.map {
        GradientFill.Stop(
          color: style.color($0.color, fallback: env.theme.system.$label, env: env, at: id).color, location: $0.location
        )
      }
    }
    func point(_ unit: UnitPoint) -> Point {
      Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
    switch paint {
    case .linearGradient(let g, let start, let end)?:
      self = .gradient(GradientFill(kind: .linear, stops: stops(g), start: point(start), end: point(end)))
    case .radialGradient(let g, let center, let startRadius, let endRadius)?:
      self = .gradient(
        GradientFill(
          kind: .radial, stops: stops(g), start: point(center), startRadius: startRadius, endRadius: endRadius))
    case .angularGradient(let g, let center, let startAngle, let endAngle)?:
      // SwiftUI measures angles clockwise from the trailing side; the gradient's logical
      // frame is mirrored as a whole in right-to-left.
      self = .gradient(
        GradientFill(kind: .angular, stops: stops(g), start: point(center), startAngle: startAngle, endAngle: endAngle))
    case .material(let thickness)?:
      let look = Self.materials[thickness] ?? (15, 0.7)
      let base =
        thickness == .bar ? TintToken(env.theme.system.$barBackground) : TintToken(env.theme.system.$background)
      self = .material(blur: look.blur, tint: base.withOpacity(look.opacity * opacity))
    case .withOpacity(let inner, let alpha)?:
      var faded = style
      faded.opacity *= alpha
      self = ResolvedPaint(inner, in: frame, style: faded, env: env, at: id)
    case .color(let color)?:
      self = .color(style.color(color, fallback: env.theme.system.$label, env: env, at: id))
    case .tint?:
      self = .color(style.tintColor(env: env, at: id))
    case .hierarchical, .foreground, nil:
      var inner = style
      if let paint { inner.setForeground(paint) }
      switch inner.foreground {
      case nil, .color?:
        self = .color(inner.color(nil, fallback: env.theme.system.$label, env: env, at: id))
      case let other?:
        var plain = inner
        plain.foreground = nil
        self = ResolvedPaint(other, in: frame, style: plain, env: env, at: id)
      }
    }
  }

  /// The one colour that stands for the paint (a stroke's, the audit's).
  var solidColor: Color {
    switch self {
    case .color(let token): return token.color
    case .gradient(let g): return g.stops.first?.color ?? .clear
    case .material(_, let tint): return tint.color
    }
  }
}
