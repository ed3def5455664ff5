import ListShotCore

/// One kind of view or modifier of free-form content, as plain data: `Text`'s string and
/// font, a `Stepper`'s value, `.padding`'s insets.
///
/// The set is open: a view ListShot learns to draw is a new type that conforms, with its entry
/// in `ViewCatalogue` (its SwiftUI names, spec key, child slots and status). Layout finds how to
/// lay a view out by the element's type (ListShotLayout conforms each element to its layout
/// protocol); nothing else switches over the kinds of view.
///
/// A modifier is an element too: its node's first child is the view it modifies, in the order
/// the modifiers were written (`.padding().background(.blue)` is a background around a
/// padding), as SwiftUI's `ModifiedContent` is.
public protocol ViewElement: Hashable, Sendable {
  /// The element's entry in the catalogue: its SwiftUI name, spec key, child slots, status.
  var entry: ViewEntry { get }

  /// The element's own problems (not its children's), with paths relative to its node as a
  /// spec writes them (`frame.width`, `hstack.spacing`): checked by `ViewNode.validate()`
  /// before any number is used.
  func issues() -> [ValidationIssue]
}

extension ViewElement {
  public func issues() -> [ValidationIssue] { [] }

  /// Whether `other` is an element of this type equal to this one.
  func isEqual(to other: any ViewElement) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// An element that sets something for the views inside it and draws nothing of its own
/// (`.font`, `.foregroundStyle`, `.lineLimit` …): layout applies it to the environment it
/// passes down. Its node holds one child, the view it modifies.
public protocol EnvironmentModifierElement: ViewElement {}
