import ListShotCore
import ListShotModel

/// Free-form row content (`content:`) and custom views (`views:`): SwiftUI's view names, one
/// kind key a mapping, and its modifiers as keys beside it, applied in the order written.
/// Every key comes from the view catalogue (`ViewCatalogue`): its views' and modifiers' spec
/// forms.
extension SpecShapes {
  /// The view kinds, in the order the schema lists them.
  static let viewKinds = ViewCatalogue.viewSpecKeys

  /// The kinds that may be written as a bare word (`- spacer`).
  static let bareWords = ViewCatalogue.views.compactMap { $0.spec?.bareWord != nil ? $0.spec?.key : nil }

  static let view: SpecShape = .oneOf(
    [
      .choice(bareWords, "A view without arguments."),
      viewObject,
    ], "A SwiftUI-shaped view: exactly one kind key, and modifier keys beside it, applied in the order written.")

  static let viewObject: SpecShape = .object(
    ViewCatalogue.views.compactMap { entry in entry.spec.map { $0.key <- $0.shape } } + ViewCatalogue.viewOptions
      + ViewCatalogue.modifiers.compactMap { entry in entry.spec.map { $0.key <- $0.shape } }
  ) { $0.oneOf = viewKinds.map { .requiring($0) } }

  /// A custom view: a named fragment rows use with `{ view: NAME }`.
  static let customView: SpecShape = .object(
    "A reusable view, used in content as { view: NAME }.", required: ["name", "body"],
    ["name" <- .string(pattern: "^[A-Za-z_][A-Za-z0-9_]*$"), "body" <- .ref("view")])
}
