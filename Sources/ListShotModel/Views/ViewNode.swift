import ListShotCore

/// Free-form row content: a tree of SwiftUI-shaped views (`content:` in a spec).
///
/// A node is one element of the catalogue (`Text`, `HStack`, `.padding` …) and the views it
/// holds. Everything SwiftUI writes as a modifier is a node around the view it modifies, in
/// the order written, so `.padding().background(.blue)` and `.background(.blue).padding()` stay
/// different. Layout sizes the tree as SwiftUI does: a size proposal goes down, each view
/// answers with its size, containers place their children.
public struct ViewNode: Hashable, Sendable {
  public let element: any ViewElement
  public var children: [ViewNode]

  public init(_ element: some ViewElement, _ children: [ViewNode] = []) {
    self.element = element
    self.children = children
  }

  /// The element, if it is of type `E`.
  public func element<E: ViewElement>(as type: E.Type) -> E? { element as? E }

  /// The element's catalogue entry.
  public var entry: ViewEntry { element.entry }

  public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.children == rhs.children && lhs.element.isEqual(to: rhs.element)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: element)))
    element.hash(into: &hasher)
    hasher.combine(children)
  }

  /// The spec key and path key of this kind of view (a modified view's is its content's; a
  /// custom view's, its name).
  public var kindName: String {
    if case .modified = entry.children, let content = children.first { return content.kindName }
    if let custom = element(as: CustomView.self) { return custom.name }
    return entry.pathKey ?? entry.name
  }

  /// The SwiftUI name of the view (`HStack`, `Text`, a custom view's type name), seen through
  /// its modifiers.
  public var swiftUIName: String {
    if case .modified = entry.children, let content = children.first { return content.swiftUIName }
    if let custom = element(as: CustomView.self) { return custom.name }
    return entry.name
  }

  /// The view a chain of modifiers is around (itself when it is not a modifier).
  public var unmodified: ViewNode {
    if case .modified = entry.children, let content = children.first { return content.unmodified }
    return self
  }

  /// The number of views in the tree (each modifier counts as one).
  public var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } }

  /// The deepest nesting of the tree (a leaf is 1).
  public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

  /// The first text in the tree, depth first.
  public var firstText: String? {
    if let text = element(as: TextView.self) { return text.text }
    for child in children { if let text = child.firstText { return text } }
    return nil
  }

  /// Each child with its path, as the spec writes it (see `ViewChildren`).
  public func childPaths(at path: NodePath) -> [(ViewNode, NodePath)] {
    let key = entry.pathKey ?? entry.name
    switch entry.children {
    case .none: return []
    case .indexed: return children.enumerated().map { ($1, path.appending(key).index($0)) }
    case .named(let names):
      return zip(children, names).map { ($0, path.appending(key).appending($1)) }
    case .modified(let slots):
      guard let content = children.first else { return [] }
      return [(content, path)] + zip(children.dropFirst(), slots).map { ($0, path.appending($1)) }
    case .transparent: return children.map { ($0, path) }
    case .namedThenIndexed(let names):
      let named = zip(children, names).map { ($0, path.appending(key).appending($1)) }
      return named + children.dropFirst(names.count).enumerated().map { ($1, path.appending(key).index($0)) }
    }
  }

  /// Calls `body` for every node with its path, parents first.
  public func visit(at path: NodePath, _ body: (ViewNode, NodePath) -> Void) {
    body(self, path)
    for (child, childPath) in childPaths(at: path) { child.visit(at: childPath, body) }
  }
}
