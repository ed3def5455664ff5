import ListShotModel

/// What a shape is filled with and what `.foregroundStyle` takes, as in SwiftUI: a `Color`,
/// a level of the foreground (`.secondary`), the tint, a gradient or a material. Each lowers
/// to the model's `ShapePaint`.
public protocol ShapeStyle: Sendable {}

/// A style ListShot knows how to lower (every built-in one; an app's own `ShapeStyle` is
/// refused when lowered, naming it).
protocol PaintLowering {
  @MainActor func paint(in context: LoweringContext) throws -> ShapePaint
}

extension ShapeStyle {
  /// The model's paint for this style, or an error naming a style ListShot cannot draw.
  @MainActor func lowered(in context: LoweringContext) throws -> ShapePaint {
    guard let known = self as? PaintLowering else {
      throw context.error("\(typeName(of: self)) is a ShapeStyle of the app's own, which ListShot cannot draw")
    }
    return try known.paint(in: context)
  }

  /// The one colour a style stands for where the model takes a colour (a joined text's part,
  /// a design system's icon): a colour, a level of the label colours, the tint.
  @MainActor func color(in context: LoweringContext) throws -> TintColor {
    switch try lowered(in: context) {
    case .color(let color): return color
    case .hierarchical(let level):
      return [TintColor.primary, .secondary, .tertiary, .quaternary][min(max(level, 0), 3)]
    case .tint: return .accent
    default: throw context.error("\(typeName(of: self)) cannot colour this: it takes one colour")
    }
  }

  /// The style at an opacity (`.gray.opacity(0.25)` is a `Color`; this is any other style's).
  public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintLowering {
  let base: Base
  let opacity: Double
  func paint(in context: LoweringContext) throws -> ShapePaint { try base.lowered(in: context).opacity(opacity) }
}

extension Color: ShapeStyle, PaintLowering {
  func paint(in context: LoweringContext) throws -> ShapePaint { .color(try tint(in: context)) }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`: levels of the foreground
/// style around (iOS's label colours around the default one).
public struct HierarchicalShapeStyle: ShapeStyle, PaintLowering, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)
  func paint(in context: LoweringContext) throws -> ShapePaint { .hierarchical(level) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// `.foreground`: the foreground style around.
public struct ForegroundStyle: ShapeStyle, PaintLowering, Hashable {
  public init() {}
  func paint(in context: LoweringContext) throws -> ShapePaint { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// `.tint`: the tint around (the accent by default).
public struct TintShapeStyle: ShapeStyle, PaintLowering, Hashable {
  public init() {}
  func paint(in context: LoweringContext) throws -> ShapePaint { .tint }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Any style, its type erased.
public struct AnyShapeStyle: ShapeStyle, PaintLowering {
  let base: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { base = style }
  func paint(in context: LoweringContext) throws -> ShapePaint { try base.lowered(in: context) }
}

// The colours as styles: `.fill(.blue)`, `.foregroundStyle(.red)`.
extension ShapeStyle where Self == Color {
  public static var accentColor: Color { .accentColor }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
}

/// `Gradient(colors:)`, `Gradient(stops:)`.
public struct Gradient: Hashable, Sendable, ShapeStyle, PaintLowering {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(colors: [Color]) {
    let last = Double(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat(Double($0) / last)) }
  }

  public init(stops: [Stop]) { self.stops = stops }

  @MainActor func model(in context: LoweringContext) throws -> GradientStops {
    GradientStops(stops: try stops.map { .init(color: try $0.color.tint(in: context), location: Double($0.location)) })
  }

  /// A gradient as a style is drawn top to bottom, as SwiftUI's `.linearGradient` default.
  func paint(in context: LoweringContext) throws -> ShapePaint {
    .linearGradient(try model(in: context), start: .top, end: .bottom)
  }
}

extension UnitPoint {
  public init(x: CGFloat, y: CGFloat) { self.init(x: Double(x), y: Double(y)) }
}

/// `LinearGradient(colors:startPoint:endPoint:)`.
public struct LinearGradient: ShapeStyle, PaintLowering, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  func paint(in context: LoweringContext) throws -> ShapePaint {
    .linearGradient(try gradient.model(in: context), start: startPoint, end: endPoint)
  }

  /// As a view it fills what it is offered, as SwiftUI's gradients do.
  func lower(in context: LoweringContext) throws -> [Piece] {
    [.view(ViewNode(ShapeView(.rectangle, drawing: .fill(try paint(in: context.entering("LinearGradient"))))))]
  }
}

/// `RadialGradient(colors:center:startRadius:endRadius:)`.
public struct RadialGradient: ShapeStyle, PaintLowering, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  func paint(in context: LoweringContext) throws -> ShapePaint {
    .radialGradient(
      try gradient.model(in: context), center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    [.view(ViewNode(ShapeView(.rectangle, drawing: .fill(try paint(in: context.entering("RadialGradient"))))))]
  }
}

/// `Angle.degrees(90)`, `.radians(.pi)`.
public struct Angle: Hashable, Sendable {
  public var degrees: Double
  public var radians: Double { degrees * .pi / 180 }
  public init(degrees: Double) { self.degrees = degrees }
  public init(radians: Double) { degrees = radians * 180 / .pi }
  public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
  public static let zero = Angle(degrees: 0)
}

/// `AngularGradient(colors:center:startAngle:endAngle:)`.
public struct AngularGradient: ShapeStyle, PaintLowering, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  func paint(in context: LoweringContext) throws -> ShapePaint {
    .angularGradient(
      try gradient.model(in: context), center: center, startAngle: startAngle.degrees, endAngle: endAngle.degrees)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    [.view(ViewNode(ShapeView(.rectangle, drawing: .fill(try paint(in: context.entering("AngularGradient"))))))]
  }
}

/// `.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`.
public struct Material: ShapeStyle, PaintLowering, Hashable {
  let thickness: MaterialThickness
  public static let ultraThin = Material(thickness: .ultraThin)
  public static let thin = Material(thickness: .thin)
  public static let regular = Material(thickness: .regular)
  public static let thick = Material(thickness: .thick)
  public static let ultraThick = Material(thickness: .ultraThick)
  public static let bar = Material(thickness: .bar)
  func paint(in context: LoweringContext) throws -> ShapePaint { .material(thickness) }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}
