import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Turns a `ViewNode` tree into `ViewBox`es: each element of the catalogue builds its own box
/// (`LayoutBuildable`, one conformance per view, beside its layout); modifiers that set the
/// environment change the style the views inside are built with.
struct ViewBoxBuilder {
  let env: LayoutEnvironment

  /// SwiftUI's default spacing between two views in a stack, and a spacer's default minimum
  /// length.
  static let defaultSpacing = 8.0

  /// The box of `node` at `id`, built with `style` inside a stack of `axis` (nil: none).
  func build(_ node: ViewNode, id: NodePath, style: ViewStyle = ViewStyle(), axis: StackAxis? = nil) throws -> ViewBox {
    let context = ViewBuildContext(builder: self, node: node, id: id, style: style, axis: axis)
    if let modifier = node.element as? any EnvironmentApplying {
      var inner = style
      modifier.apply(to: &inner, context: context)
      return try build(node.children[0], id: id, style: inner, axis: axis)
    }
    guard let element = node.element as? any LayoutBuildable else {
      throw LayoutError(
        at: id.appending(node.kindName), "\(node.swiftUIName) cannot be drawn yet: ListShot has no layout for it")
    }
    return try element.makeBox(in: context)
  }
}

/// A catalogue element that lays out and draws: it makes its box (ListShotLayout conforms each
/// element, in the file of its layout).
protocol LayoutBuildable: ViewElement {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox
}

/// A modifier that only changes what the views inside are built with (`.font`, `.tint` …).
protocol EnvironmentApplying: ViewElement {
  func apply(to style: inout ViewStyle, context: ViewBuildContext)
}

/// What an element builds its box with: the node, its id, the style from above, the axis of
/// the stack around it, and the builder for its children.
struct ViewBuildContext {
  let builder: ViewBoxBuilder
  let node: ViewNode
  let id: NodePath
  let style: ViewStyle
  let axis: StackAxis?

  var env: LayoutEnvironment { builder.env }

  /// The id of the box itself: the node's id under its path key (`…hstack`).
  var ownID: NodePath { id.appending(node.entry.pathKey ?? node.kindName) }

  /// The children's boxes at their paths (`hstack[1]`, `label.icon`, a modifier's content at
  /// the node's own id), built with `style` (default: this one) inside a stack of `axis`.
  func children(style: ViewStyle? = nil, axis: StackAxis? = nil) throws -> [ViewBox] {
    try node.childPaths(at: id).map { try builder.build($0, id: $1, style: style ?? self.style, axis: axis) }
  }

  /// Child `index` at its path, built with `style` (default: this one). A modifier's content
  /// (child 0) stands where the modifier stands, in the stack around it; its other views
  /// (a background) stand in none.
  func child(_ index: Int, style: ViewStyle? = nil) throws -> ViewBox {
    let (node, path) = self.node.childPaths(at: id)[index]
    return try builder.build(node, id: path, style: style ?? self.style, axis: index == 0 ? axis : nil)
  }

  /// A control's label: its first child, unless it has none or `.labelsHidden()` is above.
  func label() throws -> ViewBox? {
    node.children.isEmpty || style.labelsHidden ? nil : try child(0)
  }

  /// An error at this node.
  func error(_ message: String) -> LayoutError { LayoutError(at: ownID, message) }
}
