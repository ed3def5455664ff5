/// `Group { … }`: several views as one, so that a modifier applies to each. In a list each view is
/// a row, as if written without the group; in a `PreviewProvider`'s `previews`, each is a preview.
public struct Group<Content: View>: View, PrimitiveView, ViewGroup {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }

  var groupContent: any View { content }
}

/// A `Group` of any content.
protocol ViewGroup {
  var groupContent: any View { get }
}
