import ListShotModel

/// `HStack(alignment:spacing:) { … }`.
public struct HStack: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: any View

  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let children = try context.entering("HStack").lowerContent(content)
    return [.view(.hstack(alignment: alignment.guide, spacing: spacing, children))]
  }
}

/// `VStack(alignment:spacing:) { … }`.
public struct VStack: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: any View

  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("VStack")
    let pieces = try inner.lower(content)
    // A VStack holding the list and views around it is the screen's layout, not a row's.
    if pieces.contains(where: { if case .list = $0 { return true } else { return false } }) {
      return pieces
    }
    let children = try inner.contentNodes(pieces)
    return [.view(.vstack(alignment: alignment.guide, spacing: spacing, children))]
  }
}

/// `ZStack(alignment:) { … }`.
public struct ZStack: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment
  let content: any View

  public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("ZStack")
    // `.zIndex` orders the stack's own children, back to front; equal ones keep their order.
    let views = (content as? ViewGroup)?.childViews ?? [content]
    guard views.contains(where: { $0 is ZIndexView }) else {
      return [.view(.zstack(alignment: alignment.guide, try inner.lowerContent(content)))]
    }
    let ordered = views.enumerated().sorted { a, b in
      let (za, zb) = ((a.element as? ZIndexView)?.value ?? 0, (b.element as? ZIndexView)?.value ?? 0)
      return za != zb ? za < zb : a.offset < b.offset
    }
    return [.view(.zstack(alignment: alignment.guide, try ordered.flatMap { try inner.lowerContent($0.element) }))]
  }
}

/// `.zIndex(1)`: where a view goes among its ZStack's children (higher in front); elsewhere
/// views do not overlap, and it changes nothing.
struct ZIndexView: View, PrimitiveView {
  typealias Body = Never
  let content: AnyView
  let value: Double

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

extension View {
  public func zIndex(_ value: Double) -> some View { ZIndexView(content: AnyView(self), value: value) }
}

/// `Spacer(minLength:)`.
public struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  let minLength: Double?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength.map(Double.init) }
  func lower(in context: LoweringContext) throws -> [Piece] { [.view(.spacer(minLength: minLength))] }
}

/// `Divider()`.
public struct Divider: View, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func lower(in context: LoweringContext) throws -> [Piece] { [.view(.divider)] }
}

/// `VerticalAlignment` of an `HStack`.
public struct VerticalAlignment: Hashable, Sendable {
  let guide: ViewAlignment.Vertical
  public static let top = VerticalAlignment(guide: .top)
  public static let center = VerticalAlignment(guide: .center)
  public static let bottom = VerticalAlignment(guide: .bottom)
  public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
  public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// `HorizontalAlignment` of a `VStack`.
public struct HorizontalAlignment: Hashable, Sendable {
  let guide: ViewAlignment.Horizontal
  public static let leading = HorizontalAlignment(guide: .leading)
  public static let center = HorizontalAlignment(guide: .center)
  public static let trailing = HorizontalAlignment(guide: .trailing)
}

/// `Alignment` of a `ZStack` or a `.frame`.
public struct Alignment: Hashable, Sendable {
  let guide: ViewAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    guide = ViewAlignment(horizontal: horizontal.guide, vertical: vertical.guide)
  }
  init(_ guide: ViewAlignment) { self.guide = guide }
  public static let center = Alignment(.center)
  public static let leading = Alignment(.leading)
  public static let trailing = Alignment(.trailing)
  public static let top = Alignment(.top)
  public static let bottom = Alignment(.bottom)
  public static let topLeading = Alignment(.topLeading)
  public static let topTrailing = Alignment(.topTrailing)
  public static let bottomLeading = Alignment(.bottomLeading)
  public static let bottomTrailing = Alignment(.bottomTrailing)
}
