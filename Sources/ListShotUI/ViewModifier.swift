import ListShotModel

/// An app's own modifier, as in SwiftUI: `struct Card: ViewModifier { func body(content:) … }`
/// applied with `.modifier(Card())`. Its body is lowered with the modified view in place of
/// `content`.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` modifies, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView, ViewGroup {
  public typealias Body = Never
  let view: any View

  var childViews: [any View] { [view] }
  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(view) }
}

/// A view with an app's own modifier (`.modifier(Card())`), or two modifiers in one
/// (`Card().concat(Shadowed())`).
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering(typeName(of: modifier))
    let modifier = self.modifier, content = self.content
    let body: any View = EnvironmentValues.$current.withValue(context.environment) {
      modifier.body(content: _ViewModifier_Content(view: content))
    }
    return try inner.lower(body)
  }
}

/// The modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
  public static let identity = EmptyModifier()
  public init() {}
  public func body(content: Content) -> Content { content }
}

extension View {
  /// `.modifier(Card())`: the view with an app's own modifier applied.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// `Card().concat(Shadowed())`: both modifiers, this one inside.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}
