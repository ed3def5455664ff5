import ListShotModel

/// A shape, as in SwiftUI: a view that takes the size it is offered and draws its outline,
/// filled with the foreground style unless `.fill`, `.stroke` or `.strokeBorder` says
/// otherwise. ListShot draws its own shapes (`Rectangle`, `RoundedRectangle`, `Capsule`,
/// `Circle`, `Ellipse`, `UnevenRoundedRectangle`); an app's own `Shape` is refused when
/// lowered (its `path(in:)` needs the size only layout knows).
@MainActor @preconcurrency
public protocol Shape: View, Sendable {
  /// The outline in `rect`, in its coordinates (x from the left).
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape on its own is filled with the foreground style.
  public var body: _ShapeView<Self> { _ShapeView(shape: self, drawing: { _ in .fill(nil) }) }
}

/// A shape that can be inset (`.strokeBorder`, `.inset(by:)`).
public protocol InsettableShape: Shape {}

/// A built-in shape's outline in the model.
protocol ShapeOutlineLowering {
  var outline: ShapeKind { get }
}

/// `RoundedCornerStyle`.
public typealias RoundedCornerStyle = CornerStyle

extension Shape {
  /// The model's outline of this shape, or an error for an app's own shape.
  @MainActor func outline(in context: LoweringContext) throws -> ShapeKind {
    if let shape = self as? ShapeOutlineLowering { return shape.outline }
    return try CustomShapeOutline.outline(of: self, in: context)
  }

  /// `.fill(.blue)`, `.fill(.gray.opacity(0.25))`, `.fill(LinearGradient(…))`.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, drawing: { .fill(try content.lowered(in: $0)) })
  }

  /// `.fill()`: the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, drawing: { _ in .fill(nil) })
  }

  /// `.stroke(.blue, lineWidth: 2)`: the outline stroked, centred on it.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(
      shape: self, drawing: { .stroke(try content.lowered(in: $0), lineWidth: Double(lineWidth), isBorder: false) })
  }

  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    stroke(content, lineWidth: style.lineWidth)
  }

  /// `.stroke(lineWidth: 2)`: in the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, drawing: { _ in .stroke(nil, lineWidth: Double(lineWidth), isBorder: false) })
  }

  public func stroke(style: StrokeStyle) -> some View { stroke(lineWidth: style.lineWidth) }
}

extension InsettableShape {
  /// `.strokeBorder(.blue, lineWidth: 2)`: the outline stroked inside the shape.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(
      shape: self, drawing: { .stroke(try content.lowered(in: $0), lineWidth: Double(lineWidth), isBorder: true) })
  }

  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, drawing: { _ in .stroke(nil, lineWidth: Double(lineWidth), isBorder: true) })
  }

  /// `.inset(by: 4)`: the outline moved inwards.
  public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(shape: self, amount: Double(amount)) }
}

/// `FillStyle(eoFill:antialiased:)`: accepted (shapes are drawn with the non-zero rule).
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// `StrokeStyle(lineWidth:)`: its width is drawn (caps, joins and dashes are not yet).
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public init(lineWidth: CGFloat = 1) { self.lineWidth = lineWidth }
}

/// A shape filled or stroked: what `.fill` and `.stroke` return.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  public typealias Body = Never
  let shape: Content
  let drawing: @MainActor (LoweringContext) throws -> ShapeView.Drawing

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering(typeName(of: shape))
    var view = ShapeView(try shape.outline(in: inner), drawing: try drawing(inner))
    if let inset = shape as? InsetAmount { view.inset = inset.amount }
    return [.view(ViewNode(view))]
  }
}

protocol InsetAmount {
  var amount: Double { get }
}

/// A shape moved inwards (`.inset(by:)`).
public struct _InsetShape<Content: InsettableShape>: InsettableShape, PrimitiveView, ShapeOutlineLowering, InsetAmount {
  public typealias Body = Never
  let shape: Content
  let amount: Double
  var outline: ShapeKind { (shape as? ShapeOutlineLowering)?.outline ?? .rectangle }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect.insetBy(dx: CGFloat(amount), dy: CGFloat(amount)))
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    var view = ShapeView(try shape.outline(in: context.entering(typeName(of: shape))))
    view.inset = amount
    return [.view(ViewNode(view))]
  }
}

/// What a built-in shape lowers to on its own: its outline filled with the foreground style.
protocol BuiltInShape: Shape, ShapeOutlineLowering, PrimitiveView {}

extension BuiltInShape {
  func lower(in context: LoweringContext) throws -> [Piece] { [.view(ViewNode(ShapeView(outline)))] }

  public func path(in rect: CGRect) -> Path { Path(outline, in: rect) }
}

public struct Rectangle: InsettableShape, BuiltInShape {
  public typealias Body = Never
  public init() {}
  var outline: ShapeKind { .rectangle }
}

public struct RoundedRectangle: InsettableShape, BuiltInShape {
  public typealias Body = Never
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.cornerSize = cornerSize
    self.style = style
  }

  var outline: ShapeKind {
    .roundedRectangle(
      cornerSize: Size(width: Double(cornerSize.width), height: Double(cornerSize.height)), style: style)
  }
}

public struct Capsule: InsettableShape, BuiltInShape {
  public typealias Body = Never
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .circular) { self.style = style }
  var outline: ShapeKind { .capsule(style: style) }
}

public struct Circle: InsettableShape, BuiltInShape {
  public typealias Body = Never
  public init() {}
  var outline: ShapeKind { .circle }
}

public struct Ellipse: InsettableShape, BuiltInShape {
  public typealias Body = Never
  public init() {}
  var outline: ShapeKind { .ellipse }
}

public struct UnevenRoundedRectangle: InsettableShape, BuiltInShape {
  public typealias Body = Never
  let radii: CornerRadii
  public var style: RoundedCornerStyle

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .circular
  ) {
    radii = CornerRadii(
      topLeading: Double(topLeadingRadius), bottomLeading: Double(bottomLeadingRadius),
      bottomTrailing: Double(bottomTrailingRadius), topTrailing: Double(topTrailingRadius))
    self.style = style
  }

  var outline: ShapeKind { .unevenRoundedRectangle(radii, style: style) }
}

extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension View {
  /// `.clipShape(Circle())`: the view clipped to a shape's outline.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    ModifiedView(
      self, "clipShape",
      .resolved { context in
        let element = ClipShapeModifier(try shape.outline(in: context.entering(".clipShape")))
        return ContentWrap(element: element) { ViewNode(element, [$0]) }
      })
  }

  /// `.mask { RoundedRectangle(cornerRadius: 8) }`: a shape's outline clips the view.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    let mask = mask()
    return ModifiedView(
      self, "mask",
      .resolved { context in
        let inner = context.entering(".mask")
        let node = try inner.lowerSingle(mask) ?? .spacer(minLength: 0)
        // Only a shape masks (a clip to its outline); other masks need compositing.
        guard node.unmodified.element(as: ShapeView.self) != nil else {
          throw inner.error(
            ".mask with \(node.swiftUIName) cannot be drawn yet: only a shape masks",
            hint: "mask with a Circle, RoundedRectangle … or use .clipShape")
        }
        return ContentWrap(element: MaskModifier(alignment: alignment.guide)) {
          ViewNode(MaskModifier(alignment: alignment.guide), [$0, node])
        }
      })
  }

  /// `.background(.red, in: RoundedRectangle(cornerRadius: 7, style: .continuous))`.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    shapeBehind(style, shape, name: "background")
  }

  /// `.background(in: Capsule())`: the shape in the background style (the system background).
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    shapeBehind(Color(model: .system(.gray6)), shape, name: "background")
  }

  /// `.background(.ultraThinMaterial)`, `.background(.red)`: a style behind, sized to the view.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    shapeBehind(style, Rectangle(), name: "background")
  }

  /// `.overlay(.blue.opacity(0.2), in: Circle())`.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
  {
    ModifiedView(
      self, "overlay",
      .resolved { context in
        let inner = context.entering(".overlay")
        let view = ViewNode(ShapeView(try shape.outline(in: inner), drawing: .fill(try style.lowered(in: inner))))
        return ContentWrap(element: OverlayModifier()) { $0.overlay(view) }
      })
  }

  private func shapeBehind<S: ShapeStyle, T: Shape>(_ style: S, _ shape: T, name: String) -> ModifiedView {
    ModifiedView(
      self, name,
      .resolved { context in
        let inner = context.entering(".\(name)")
        let view = ViewNode(ShapeView(try shape.outline(in: inner), drawing: .fill(try style.lowered(in: inner))))
        return ContentWrap(element: BackgroundModifier()) { $0.background(view) }
      })
  }
}
