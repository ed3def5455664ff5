import ListShotCore

extension ViewCatalogue {
  /// The names that are not views or modifiers of free-form content: the list's containers
  /// and modifiers, the screen's, the types views are made of, state. Filled as ListShotUI
  /// declares them.
  static let names: [ViewEntry] = []
}
