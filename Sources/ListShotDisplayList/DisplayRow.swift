import ListShotCore

/// The items one row of a list draws: its content, accessories, backgrounds, swipe actions and
/// separator (an outline child is a row of its own, `sections[0].rows[2].children[0]`).
///
/// Layout knows which row each item is drawn for; this keeps it, typed, so nothing after
/// layout has to read it back out of the items' printed ids.
public struct DisplayRow: Hashable, Sendable, Codable {
  public var path: NodePath
  /// Indices into `DisplayList.items`, ascending.
  public var items: [Int]

  public init(path: NodePath, items: [Int]) {
    self.path = path
    self.items = items
  }
}
