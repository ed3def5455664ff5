/// `.ignoresSafeArea(.keyboard)`: which safe areas a view ignores.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// `.ignoresSafeArea()`, `.ignoresSafeArea(.keyboard, edges: .bottom)`: accepted with nothing
  /// to draw. A screen's backgrounds already reach under its bars to the screen's edges, a
  /// list's rows have no safe area of their own on an iPhone held upright, and a still shows
  /// no keyboard.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    ModifiedView(self, "ignoresSafeArea", .none)
  }

  /// `.edgesIgnoringSafeArea(.all)`: the older spelling of `.ignoresSafeArea(edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ModifiedView(self, "edgesIgnoringSafeArea", .none)
  }
}

/// `.safeAreaInset(edge: .bottom) { Button(…) }`: the view at that edge of the screen with the
/// list between, as a VStack of the list and the view draws it (a still shows the list at its
/// top, so nothing scrolls under the inset yet). On a view that holds no list, the view and
/// the inset stacked on that edge.
struct SafeAreaInsetView: View, PrimitiveView {
  typealias Body = Never
  let base: AnyView
  let inset: AnyView
  let edge: Edge
  let spacing: Double?

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering(".safeAreaInset")
    let pieces = try inner.lower(base)
    if pieces.contains(where: { if case .list = $0 { return true } else { return false } }) {
      guard edge == .top || edge == .bottom else {
        throw inner.error(".safeAreaInset(edge: .\(edge)) on a List: only the top and bottom edges can be drawn")
      }
      let views = try inner.lower(inset)
      return edge == .top ? views + pieces : pieces + views
    }
    // The view is lowered once: a second lowering would record its toolbar and title twice.
    let view = try inner.contentNodes(pieces), inset = try inner.lowerContent(self.inset)
    let nodes = edge == .top || edge == .leading ? inset + view : view + inset
    return edge == .top || edge == .bottom
      ? [.view(.vstack(alignment: .center, spacing: spacing, nodes))]
      : [.view(.hstack(alignment: .center, spacing: spacing, nodes))]
  }
}

extension View {
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetView(
      base: AnyView(self), inset: AnyView(content()), edge: edge == .top ? .top : .bottom,
      spacing: spacing.map(Double.init))
  }

  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetView(
      base: AnyView(self), inset: AnyView(content()), edge: edge == .leading ? .leading : .trailing,
      spacing: spacing.map(Double.init))
  }
}
