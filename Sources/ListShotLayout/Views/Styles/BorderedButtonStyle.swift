import ListShotCore
import ListShotModel
import ListShotTheme

/// How a button in the built-in styles is drawn, composed of views: its label in the tint
/// (red for a destructive role) and, for the bordered styles, a shape behind it: the tint at
/// 15 % (`.bordered`), or the tint itself with the label in white (`.borderedProminent`).
///
/// The label is inset by the control size's padding and set in its font unless a `.font` above
/// sets one (SwiftUI's bordered buttons on iOS 17–18: mini 13 pt with 3 × 8 pt insets, small
/// 15 pt with 5 × 10, regular 17 pt with 7 × 12, large 14 × 20, extra large 17 × 24). The
/// look says whether the bordered shapes are capsules (iOS 26) or continuous rounded rectangles
/// whose radius grows with the size (iOS 18, `look.borderedButton.capsule`). The padding does not grow with Dynamic Type; the text does.
struct BorderedButtonStyle {
  enum Fill { case none, tinted, prominent }

  var fill: Fill
  var role: ButtonView.Role?
  /// `.disabled(true)`: the label in the disabled colour (the style's), the shape in iOS's
  /// tertiary system fill (the system fill at 60 %).
  var isDisabled = false
  /// The fill's opacity for `.bordered` (and a toggle button that is on).
  var tintedOpacity = 0.15

  /// The button as views, around `label`; `padded`: inset even with no fill (a toggle button
  /// keeps its size on and off).
  func button(
    _ label: ViewNode, size: ControlSizeModifier.Size, look: FormControlLook, setsFont: Bool, padded: Bool = false,
    border: ButtonBorderShapeModifier.Shape = .automatic
  ) -> ViewNode {
    let metrics = Self.metrics(size)
    let tint: ShapePaint = role == .destructive ? .color(.red) : .tint
    var node = label.foregroundStyle(paint: fill == .prominent ? .color(.white) : tint)
    if !setsFont, fill != .none || padded || size != .regular { node = node.font(metrics.font) }
    guard fill != .none || padded else { return node }
    // A circle is as wide as tall around a symbol: the vertical inset on every side.
    let v = metrics.insets.top
    node = node.padding(border == .circle ? EdgeInsets(top: v, leading: v, bottom: v, trailing: v) : metrics.insets)
    func rounded(_ radius: Double) -> ShapeKind {
      .roundedRectangle(cornerSize: Size(width: radius, height: radius), style: .continuous)
    }
    let shape: ShapeKind =
      switch border {
      case .automatic: look.borderedButtonIsCapsule ? .capsule(style: .continuous) : rounded(metrics.radius)
      case .capsule: .capsule(style: .continuous)
      case .circle: .circle
      case .roundedRectangle(let radius): rounded(radius ?? metrics.radius)
      }
    let disabledFill = ShapePaint.color(TintColor.token("ios.fill").opacity(0.6))
    switch fill {
    case .none: return node
    case .tinted:
      let paint = isDisabled ? disabledFill : tint.opacity(tintedOpacity)
      return node.background(ViewNode(ShapeView(shape, drawing: .fill(paint))))
    case .prominent:
      return node.background(ViewNode(ShapeView(shape, drawing: .fill(isDisabled ? disabledFill : tint))))
    }
  }

  /// A control size's font, label insets and iOS 18 corner radius.
  static func metrics(_ size: ControlSizeModifier.Size) -> (font: IOSTextStyle, insets: EdgeInsets, radius: Double) {
    func insets(_ v: Double, _ h: Double) -> EdgeInsets { EdgeInsets(top: v, leading: h, bottom: v, trailing: h) }
    switch size {
    case .mini: return (.footnote, insets(3, 8), 5)
    case .small: return (.subheadline, insets(5, 10), 7)
    case .regular: return (.body, insets(7, 12), 9)
    case .large: return (.body, insets(14, 20), 12)
    case .extraLarge: return (.body, insets(17, 24), 14)
    }
  }
}

extension ButtonView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let fill: BorderedButtonStyle.Fill =
      switch style {
      case .automatic: .none
      case .bordered: .tinted
      case .borderedProminent: .prominent
      }
    // Disabled, only the label takes the disabled colour; the shape is filled as iOS fills it.
    var inner = context.style
    let isDisabled = inner.isDisabled
    inner.isDisabled = false
    let label = context.node.children[0].disabled(isDisabled)
    let node = BorderedButtonStyle(fill: fill, role: role, isDisabled: isDisabled).button(
      label, size: inner.controlSize, look: context.env.look.formControls, setsFont: inner.font != nil,
      border: inner.buttonBorderShape)
    return try context.builder.build(node, id: context.ownID.appending("label"), style: inner, axis: context.axis)
  }
}

extension ControlSizeModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.controlSize = size }
}

extension ButtonBorderShapeModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.buttonBorderShape = shape }
}
