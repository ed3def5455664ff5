import ListShotModel

/// A piece of user interface, as in SwiftUI: a type with a `body` made of other views.
///
/// ListShot never runs an app: a view is *lowered* once per render variant into the model a
/// YAML spec builds (`Screen`, `Section`, `Row`, `ViewNode`), which the usual pipeline lays out
/// and draws. The views this module declares lower themselves; any other view is lowered
/// through its `body`, with `@Environment` reading the variant's values.
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { return fatalError("Never has no body") }
}

/// A view ListShot lowers itself (everything SwiftUI calls a primitive view). Its `body` is
/// never asked for.
protocol PrimitiveView {
  func lower(in context: LoweringContext) throws -> [Piece]
}

extension View where Body == Never {
  /// Views ListShot lowers itself have no body.
  public var body: Never { return fatalError("\(Self.self) is lowered by ListShot, not through its body") }
}

/// No view at all (`EmptyView()`, an `if` without `else` whose condition is false).
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func lower(in context: LoweringContext) throws -> [Piece] { [] }
}

/// A view of any type.
public struct AnyView: View, PrimitiveView {
  public typealias Body = Never
  let view: any View

  public init<V: View>(_ view: V) { self.view = view }
  public init<V: View>(erasing view: V) { self.view = view }

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(view) }
}

/// Several views in a row: what a `@ViewBuilder` block builds. In a list each becomes a row;
/// in a stack, a child.
public struct ViewList: View, PrimitiveView {
  public typealias Body = Never
  let views: [any View]

  func lower(in context: LoweringContext) throws -> [Piece] {
    try views.flatMap { try context.lower($0) }
  }
}

/// SwiftUI's `@ViewBuilder`: blocks of views with `if`, `if let`, `switch` and `for`
/// (`ForEach` in SwiftUI code).
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<V: View>(_ view: V) -> ViewList { ViewList(views: [view]) }
  public static func buildBlock() -> ViewList { ViewList(views: []) }
  public static func buildBlock(_ parts: ViewList...) -> ViewList { ViewList(views: parts.flatMap(\.views)) }
  public static func buildOptional(_ part: ViewList?) -> ViewList { part ?? ViewList(views: []) }
  public static func buildEither(first part: ViewList) -> ViewList { part }
  public static func buildEither(second part: ViewList) -> ViewList { part }
  public static func buildArray(_ parts: [ViewList]) -> ViewList { ViewList(views: parts.flatMap(\.views)) }
  public static func buildLimitedAvailability(_ part: ViewList) -> ViewList { part }
}
