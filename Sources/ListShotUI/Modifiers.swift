import ListShotCore
import ListShotModel

/// SwiftUI's `EdgeInsets(top:leading:bottom:trailing:)`: the model's, on logical edges.
public typealias EdgeInsets = ListShotCore.EdgeInsets

/// The edges `.padding(_:_:)` pads.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

// The view modifiers of free-form content: each lowers to the model's `ViewModifier` of the
// same name, around the view it modifies, in the order written.
extension View {
  /// `.padding()`: 16 on every edge; `.padding(8)`, `.padding(.horizontal, 8)`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value = length ?? EdgeInsets.standard.top
    return content(
      "padding",
      PaddingModifier(
        EdgeInsets(
          top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
          bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)))
  }

  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
  public func padding(_ insets: EdgeInsets) -> some View { content("padding", PaddingModifier(insets)) }

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    content(
      "frame",
      FrameModifier(
        FrameSpec(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.guide))
    )
  }

  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    content(
      "frame",
      FrameModifier(
        FrameSpec(
          minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
          maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
          idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init), alignment: alignment.guide))
    )
  }

  public func font(_ font: Font?) -> some View {
    guard let font else { return ModifiedView(self, "font", .none) }
    guard font.design != .default || font.isItalic || font.hasTabularDigits else {
      return content("font", FontModifier(font.spec))
    }
    // `.body.italic()`, `.title2.monospacedDigit()`: the font, then its face and digits.
    let elements = font.elements
    return ModifiedView(
      self, "font",
      .resolved { _ in
        ContentWrap(element: elements[0]) { node in elements.reduce(node) { ViewNode($1, [$0]) } }
      })
  }

  public func fontWeight(_ weight: Font.Weight?) -> some View {
    guard let weight else { return ModifiedView(self, "fontWeight", .none) }
    return content("fontWeight", FontWeightModifier(weight))
  }

  public func bold(_ isActive: Bool = true) -> some View {
    ModifiedView(self, "bold", isActive ? .content(FontWeightModifier(.bold)) : .none)
  }

  public func italic(_ isActive: Bool = true) -> some View {
    ModifiedView(self, "italic", isActive ? .content(ItalicModifier()) : .none)
  }

  /// `.foregroundStyle(.secondary)`, `.foregroundStyle(.blue)`, `.foregroundStyle(.tint)`,
  /// a gradient: the style of the texts, symbols and shapes inside.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { foreground("foregroundStyle", style) }

  /// `.foregroundStyle(primary, secondary)`: a palette; the texts inside take the first.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foreground("foregroundStyle", primary)
  }

  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foreground("foregroundStyle", primary)
  }

  public func foregroundColor(_ color: Color?) -> some View {
    guard let color else { return ModifiedView(self, "foregroundColor", .none) }
    return foreground("foregroundColor", color)
  }

  private func foreground<S: ShapeStyle>(_ name: String, _ style: S) -> ModifiedView {
    ModifiedView(
      ModifiedView(self, name, .environment { $0.hasForegroundStyle = true }), name,
      .resolved { context in
        let element = ForegroundModifier(try style.lowered(in: context.entering(".\(name)")))
        return ContentWrap(element: element) { ViewNode(element, [$0]) }
      })
  }
  public func tint(_ color: Color?) -> some View {
    guard let color else { return ModifiedView(self, "tint", .none) }
    return colored("tint", color) { TintModifier($0) }
  }

  /// The deprecated spelling of `.tint`: on the root view, the app's accent.
  public func accentColor(_ color: Color?) -> some View {
    guard let color else { return ModifiedView(self, "accentColor", .none) }
    return colored("accentColor", color) { TintModifier($0) }
  }

  /// A modifier taking a colour, refused when lowered if the model cannot draw the colour.
  private func colored(_ name: String, _ color: Color, _ make: @escaping (TintColor) -> any ViewElement)
    -> ModifiedView
  {
    ModifiedView(
      self, name,
      .resolved { context in
        let element = make(try color.tint(in: context.entering(".\(name)")))
        return ContentWrap(element: element) { ViewNode(element, [$0]) }
      })
  }

  public func lineLimit(_ limit: Int?) -> some View { content("lineLimit", LineLimitModifier(limit)) }

  /// `.lineLimit(3, reservesSpace: true)`: at most 3 lines, and 3 lines tall when it has fewer.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    content("lineLimit", LineLimitModifier(limit, minimum: reservesSpace ? limit : nil))
  }

  /// `.lineLimit(2...5)`: at least 2 lines tall, at most 5 lines.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    content("lineLimit", LineLimitModifier(limit.upperBound, minimum: limit.lowerBound))
  }

  /// `.lineLimit(2...)`: at least 2 lines tall, as many lines as it takes.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    content("lineLimit", LineLimitModifier(nil, minimum: limit.lowerBound))
  }

  /// `.lineLimit(...3)`: at most 3 lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    content("lineLimit", LineLimitModifier(limit.upperBound))
  }

  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    content("multilineTextAlignment", MultilineTextAlignmentModifier(alignment.guide))
  }

  public func background(_ color: Color) -> some View {
    ModifiedView(
      self, "background",
      .resolved { context in
        let color = try color.tint(in: context)
        return ContentWrap(element: BackgroundModifier()) { $0.background(color) }
      })
  }

  public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background)
    -> some View
  {
    let background = content()
    return ModifiedView(
      self, "background",
      .resolved { context in
        let view = try context.lowerSingle(background) ?? .color(.custom(.clear))
        return ContentWrap(element: BackgroundModifier(alignment: alignment.guide)) {
          $0.background(view, alignment: alignment.guide)
        }
      })
  }

  /// `.background(Capsule().fill(.blue))`: a view behind (SwiftUI's older spelling).
  /// Disfavoured, as SwiftUI's: a gradient, both a view and a style, takes the style's
  /// `.background(_:ignoresSafeAreaEdges:)` (`.background(LinearGradient(…))` compiles).
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    self.background(alignment: alignment) { background }
  }

  /// `.overlay(Circle().fill(.red))`: a view in front (SwiftUI's older spelling).
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    self.overlay(alignment: alignment) { overlay }
  }

  /// `.cornerRadius(8)`: clipped to a rounded rectangle.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    content("cornerRadius", CornerRadiusModifier(Double(radius)))
  }

  public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
    let overlay = content()
    return ModifiedView(
      self, "overlay",
      .resolved { context in
        // `.overlay { if items.isEmpty { ContentUnavailableView(…) } }` with items: nothing over
        // the view, on a List as anywhere.
        guard let view = try context.lowerSingle(overlay) else { return nil }
        return ContentWrap(element: OverlayModifier(alignment: alignment.guide)) {
          $0.overlay(view, alignment: alignment.guide)
        }
      })
  }

  public func layoutPriority(_ value: Double) -> some View { content("layoutPriority", LayoutPriorityModifier(value)) }
  public func opacity(_ opacity: Double) -> some View { content("opacity", OpacityModifier(opacity)) }
  /// `.hidden()`: its space kept, nothing of it drawn or read by VoiceOver.
  public func hidden() -> some View { opacity(0).accessibilityHidden(true) }
  public func fixedSize() -> some View { content("fixedSize", FixedSizeModifier()) }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    guard horizontal || vertical else { return ModifiedView(self, "fixedSize", .none) }
    return content("fixedSize", FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    content("offset", OffsetModifier(x: Double(x), y: Double(y)))
  }
  public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
  /// `.border(.red, width: 2)`: a rectangle's outline inside the view's edges, over it.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
  /// `.clipped()`: what reaches past the view's frame is cut.
  public func clipped(antialiased: Bool = false) -> some View { cornerRadius(0) }

  public func imageScale(_ scale: Image.Scale) -> some View {
    content("imageScale", ImageScaleModifier(scale == .small ? .small : scale == .large ? .large : .medium))
  }

  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    guard let mode else { return ModifiedView(self, "symbolRenderingMode", .none) }
    return content("symbolRenderingMode", SymbolRenderingModeModifier(mode.rendering))
  }

  /// `.disabled(true)`: the design-system items draw their disabled look; free-form content
  /// its disabled colours.
  public func disabled(_ isDisabled: Bool) -> some View {
    ModifiedView(self, "disabled", isDisabled ? .disabled : .none)
  }

  // Gestures and life-cycle: they run only in an app, and draw nothing.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    ModifiedView(self, "onTapGesture", .none)
  }
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedView(self, "onAppear", .none) }
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedView(self, "onDisappear", .none) }
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
    ModifiedView(self, "task", .none)
  }
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    ModifiedView(self, "onChange", .none)
  }
  public func id<ID: Hashable>(_ id: ID) -> some View { ModifiedView(self, "id", .none) }
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    spoken("accessibilityLabel", label: String(label))
  }
}

/// `.multilineTextAlignment(.center)`.
public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
  var guide: ViewAlignment.Horizontal {
    switch self {
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    }
  }
}
