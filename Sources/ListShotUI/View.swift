import ListShotModel

/// A piece of user interface, as in SwiftUI: a type with a `body` made of other views, read on
/// the main actor.
///
/// ListShot never runs an app: a view is *lowered* once per render variant into the model a
/// YAML spec builds (`Screen`, `Section`, `Row`, `ViewNode`), which the usual pipeline lays out
/// and draws. The views this module declares lower themselves; any other view is lowered
/// through its `body`, with `@Environment` reading the variant's values.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { return fatalError("Never has no body") }
}

/// A view ListShot lowers itself (everything SwiftUI calls a primitive view). Its `body` is
/// never asked for.
@MainActor
protocol PrimitiveView {
  func lower(in context: LoweringContext) throws -> [Piece]
}

/// A view that is only the views it holds, in order (`TupleView`, `Group`, the branch an `if`
/// took): where views are walked as a list (a toolbar's items, a menu's buttons), it is its
/// children.
@MainActor
protocol ViewGroup {
  var childViews: [any View] { get }
}

extension ViewGroup {
  func lowerChildren(in context: LoweringContext) throws -> [Piece] {
    try childViews.flatMap { try context.lower($0) }
  }
}

extension View where Body == Never {
  /// Views ListShot lowers itself have no body.
  public var body: Never { return fatalError("\(Self.self) is lowered by ListShot, not through its body") }
}

/// No view at all (`EmptyView()`, an `if` without `else` whose condition is false).
public struct EmptyView: View, PrimitiveView, ViewGroup {
  public typealias Body = Never
  public init() {}
  var childViews: [any View] { [] }
  func lower(in context: LoweringContext) throws -> [Piece] { [] }
}

/// A view of any type.
public struct AnyView: View, PrimitiveView, ViewGroup {
  public typealias Body = Never
  let view: any View

  public init<V: View>(_ view: V) { self.view = view }
  public init<V: View>(erasing view: V) { self.view = view }

  var childViews: [any View] { [view] }
  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(view) }
}

/// Several views in a row: what a `@ViewBuilder` block of more than one view builds. In a list
/// each becomes a row; in a stack, a child.
public struct TupleView<T>: View, PrimitiveView, ViewGroup {
  public typealias Body = Never
  public var value: T
  let childViews: [any View]

  public init(_ value: T) {
    self.value = value
    childViews = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try lowerChildren(in: context) }
}

/// The branch an `if … else` or a `switch` took.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView, ViewGroup {
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  var childViews: [any View] {
    switch storage {
    case .trueContent(let view): return [view]
    case .falseContent(let view): return [view]
    }
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try lowerChildren(in: context) }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView, ViewGroup where Wrapped: View {
  var childViews: [any View] { map { [$0] } ?? [] }
  func lower(in context: LoweringContext) throws -> [Piece] { try lowerChildren(in: context) }
}

/// Views that are `for … in` over an array in a `@ViewBuilder` (SwiftUI writes `ForEach`).
public struct _ViewArray<Content: View>: View, PrimitiveView, ViewGroup {
  public typealias Body = Never
  let views: [Content]
  var childViews: [any View] { views }
  func lower(in context: LoweringContext) throws -> [Piece] { try lowerChildren(in: context) }
}

/// `Group { … }`: its views, as if written where the group is.
public struct Group<Content: View>: View, PrimitiveView, ViewGroup {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  var childViews: [any View] { [content] }
  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

/// SwiftUI's `@ViewBuilder`: blocks of views with `if`, `if let`, `switch` and `#available`,
/// built into typed views (`TupleView`, `_ConditionalContent`, optionals) as SwiftUI builds
/// them, so that an app's own generic containers compile.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .trueContent(first))
  }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .falseContent(second))
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
  /// `for … in` in a block: not SwiftUI's (which writes `ForEach`), kept for earlier ListShot code.
  public static func buildArray<Content: View>(_ content: [Content]) -> _ViewArray<Content> {
    _ViewArray(views: content)
  }
}
