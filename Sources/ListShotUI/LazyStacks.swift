import ListShotModel

/// `LazyVStack(alignment:spacing:pinnedViews:) { … }`: a VStack as wide as it is offered, its
/// children aligned in that width (SwiftUI's lazy stack fills its container's width; a VStack
/// hugs its children). Loading children lazily shows nothing in a still picture.
public struct LazyVStack: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let stack: VStack

  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    stack = VStack(alignment: alignment, spacing: spacing, content: content)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    try context.lower(stack.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)))
  }
}

/// `LazyHStack(alignment:spacing:pinnedViews:) { … }`: drawn as an HStack.
public struct LazyHStack: View, PrimitiveView {
  public typealias Body = Never
  let stack: HStack

  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = HStack(alignment: alignment, spacing: spacing, content: content)
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(stack) }
}

/// The headers and footers a lazy stack pins while it scrolls (none move in a still).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension SwiftUI {
  public typealias LazyVStack = ListShotUI.LazyVStack
  public typealias LazyHStack = ListShotUI.LazyHStack
  public typealias PinnedScrollableViews = ListShotUI.PinnedScrollableViews
}
