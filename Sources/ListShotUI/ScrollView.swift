import ListShotModel

/// `ScrollView(.horizontal) { HStack { … } }`: its content at its full width from the leading
/// edge, cut at the scroll view's edges, as it shows before it is scrolled. A vertical scroll
/// view draws its content as written: a still picture shows its top, where the content begins.
public struct ScrollView: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: AnyView

  public init<Content: View>(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = AnyView(content())
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("ScrollView")
    guard axes.contains(.horizontal) else { return try inner.lower(content) }
    return try inner.lower(
      content.fixedSize(horizontal: true, vertical: axes.contains(.vertical))
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading).clipped())
  }
}

/// `ScrollViewReader { proxy in … }`: its content (nothing scrolls in a still picture).
public struct ScrollViewReader: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  public init<Content: View>(@ViewBuilder content: (ScrollViewProxy) -> Content) {
    self.content = content(ScrollViewProxy())
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

/// What `ScrollViewReader` gives its content: `scrollTo` does nothing in a still picture.
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

extension SwiftUI {
  public typealias ScrollView = ListShotUI.ScrollView
  public typealias ScrollViewReader = ListShotUI.ScrollViewReader
  public typealias ScrollViewProxy = ListShotUI.ScrollViewProxy
}
