import ListShotCore

/// The Swift spellings of `ViewNode`, after SwiftUI's:
///
/// ```swift
/// ViewNode.hstack(
///   .image(systemName: "person.circle.fill").foregroundStyle(.blue),
///   .vstack(alignment: .leading, .text("Ada"), .text("ada@example.com").font(.caption).foregroundStyle(.secondary)))
/// ```
extension ViewNode {
  public static func hstack(
    alignment: ViewAlignment.Vertical = .center, spacing: Double? = nil, _ children: ViewNode...
  ) -> ViewNode {
    hstack(alignment: alignment, spacing: spacing, children)
  }

  public static func hstack(alignment: ViewAlignment.Vertical = .center, spacing: Double? = nil, _ children: [ViewNode])
    -> ViewNode
  {
    ViewNode(StackView(axis: .horizontal, alignment: ViewAlignment(vertical: alignment), spacing: spacing), children)
  }

  public static func vstack(
    alignment: ViewAlignment.Horizontal = .center, spacing: Double? = nil, _ children: ViewNode...
  ) -> ViewNode {
    vstack(alignment: alignment, spacing: spacing, children)
  }

  public static func vstack(
    alignment: ViewAlignment.Horizontal = .center, spacing: Double? = nil, _ children: [ViewNode]
  ) -> ViewNode {
    ViewNode(StackView(axis: .vertical, alignment: ViewAlignment(horizontal: alignment), spacing: spacing), children)
  }

  public static func zstack(alignment: ViewAlignment = .center, _ children: ViewNode...) -> ViewNode {
    zstack(alignment: alignment, children)
  }

  public static func zstack(alignment: ViewAlignment = .center, _ children: [ViewNode]) -> ViewNode {
    ViewNode(ZStackView(alignment: alignment), children)
  }

  public static func text(_ text: String) -> ViewNode { ViewNode(TextView(text)) }
  public static func text(_ text: TextView) -> ViewNode { ViewNode(text) }

  /// A text made of styled spans, joined in order: `Text("a").bold() + Text("b")`.
  public static func text(_ spans: [TextSpan]) -> ViewNode { ViewNode(TextView(spans: spans)) }

  public static func spacer(minLength: Double? = nil) -> ViewNode { ViewNode(SpacerView(minLength: minLength)) }
  public static var divider: ViewNode { ViewNode(DividerView()) }
  public static func color(_ color: TintColor) -> ViewNode { ViewNode(ColorView(color)) }

  /// An SF Symbol (or a Material icon name).
  public static func image(systemName: String) -> ViewNode { ViewNode(ImageView(.named(systemName))) }

  /// A PNG or SVG file.
  public static func image(file path: String) -> ViewNode { ViewNode(ImageView(.file(path: path))) }

  public static func image(_ image: ImageView) -> ViewNode { ViewNode(image) }

  /// `Label(title, systemImage:)`.
  public static func label(_ title: String, systemImage: String) -> ViewNode {
    .label(title: .text(title), icon: .image(systemName: systemImage))
  }

  /// This view inside the modifier `element`.
  public func modified(by element: some ViewElement) -> ViewNode { ViewNode(element, [self]) }

  public func padding(_ length: Double = 16) -> ViewNode { padding(EdgeInsets(all: length)) }
  public func padding(_ insets: EdgeInsets) -> ViewNode { modified(by: PaddingModifier(insets)) }

  public func frame(width: Double? = nil, height: Double? = nil, alignment: ViewAlignment = .center) -> ViewNode {
    modified(by: FrameModifier(FrameSpec(width: width, height: height, alignment: alignment)))
  }

  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: ViewAlignment = .center
  ) -> ViewNode {
    modified(
      by: FrameModifier(
        FrameSpec(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }

  public func font(_ style: IOSTextStyle, weight: FontWeight? = nil) -> ViewNode { font(.style(style, weight: weight)) }
  public func font(_ font: FontSpec) -> ViewNode { modified(by: FontModifier(font)) }
  public func fontWeight(_ weight: FontWeight) -> ViewNode { modified(by: FontWeightModifier(weight)) }
  public func bold() -> ViewNode { fontWeight(.bold) }
  public func italic() -> ViewNode { modified(by: ItalicModifier()) }

  /// `.foregroundStyle(…)` with a colour; the label colours (`.secondary` …) are the levels of
  /// the style around, as in SwiftUI.
  public func foregroundStyle(_ color: TintColor) -> ViewNode {
    switch color {
    case .primary: return foregroundStyle(paint: .hierarchical(0))
    case .secondary: return foregroundStyle(paint: .hierarchical(1))
    case .tertiary: return foregroundStyle(paint: .hierarchical(2))
    case .quaternary: return foregroundStyle(paint: .hierarchical(3))
    default: return foregroundStyle(paint: .color(color))
    }
  }

  public func foregroundStyle(paint: ShapePaint) -> ViewNode { modified(by: ForegroundModifier(paint)) }
  public func tint(_ color: TintColor) -> ViewNode { modified(by: TintModifier(color)) }
  public func lineLimit(_ limit: Int?, minimum: Int? = nil) -> ViewNode {
    modified(by: LineLimitModifier(limit, minimum: minimum))
  }

  public func multilineTextAlignment(_ alignment: ViewAlignment.Horizontal) -> ViewNode {
    modified(by: MultilineTextAlignmentModifier(alignment))
  }

  /// `.background(.blue)`: a colour behind, sized to this view.
  public func background(_ color: TintColor) -> ViewNode { background(.color(color)) }

  /// `.background { … }`: a view behind, proposed this view's size.
  public func background(_ view: ViewNode, alignment: ViewAlignment = .center) -> ViewNode {
    ViewNode(BackgroundModifier(alignment: alignment), [self, view])
  }

  public func overlay(_ view: ViewNode, alignment: ViewAlignment = .center) -> ViewNode {
    ViewNode(OverlayModifier(alignment: alignment), [self, view])
  }

  /// `.cornerRadius(…)`: clipped to a rounded rectangle.
  public func cornerRadius(_ radius: Double) -> ViewNode { modified(by: CornerRadiusModifier(radius)) }

  public func layoutPriority(_ priority: Double) -> ViewNode { modified(by: LayoutPriorityModifier(priority)) }
  public func opacity(_ opacity: Double) -> ViewNode { modified(by: OpacityModifier(opacity)) }
  public func shadow(color: TintColor = ShadowModifier.defaultColor, radius: Double, x: Double = 0, y: Double = 0)
    -> ViewNode
  { modified(by: ShadowModifier(color: color, radius: radius, x: x, y: y)) }
  public func imageScale(_ scale: ImageView.Scale) -> ViewNode { modified(by: ImageScaleModifier(scale)) }

  public func symbolRenderingMode(_ mode: ImageView.Rendering) -> ViewNode {
    modified(by: SymbolRenderingModeModifier(mode))
  }

  public func disabled(_ isDisabled: Bool = true) -> ViewNode { isDisabled ? modified(by: DisabledModifier()) : self }
}

extension ViewNode: RowConvertible {
  /// A list row showing this view (SwiftUI's `List { HStack { … } }`).
  public var asRow: Row { Row(.view(self)) }
}
