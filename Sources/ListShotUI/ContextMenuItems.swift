import ListShotModel

extension ContextMenuItem {
  /// The items as iOS draws them: one divider between groups, none at either end or twice in
  /// a row (a `Section` or inline submenu first or last in the menu adds none).
  static func tidied(_ items: [ContextMenuItem]) -> [ContextMenuItem] {
    var result: [ContextMenuItem] = []
    for item in items {
      if item == .divider && (result.isEmpty || result.last == .divider) { continue }
      result.append(item)
    }
    if result.last == .divider { result.removeLast() }
    return result
  }
}
