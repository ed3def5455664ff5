import ListShotModel

extension LoweringContext {
  /// An accessibility modifier on a piece: around free-form content it is a modifier of that
  /// content (a bare `Text` row keeps its cell: `Row.from` makes it the row's); on a row of a
  /// design system it is the row's own; on a section or list VoiceOver reads the rows inside
  /// as they are.
  func accessibility(_ modifier: AccessibilityModifier, on piece: Piece) -> Piece {
    switch piece {
    case .view(let node):
      return .view(node.spoken(modifier))
    case .row(var row):
      if let node = row.view {
        // Free-form content made a row already: the modifier wraps it, as around a view.
        row.view = node.spoken(modifier)
        let remade = Row.from(row.view!)
        (row.row.content, row.row.accessories) = (remade.content, remade.accessories)
        row.row.accessibility = remade.accessibility
        return .row(row)
      }
      row.row.accessibility = modifier.override.around(row.row.accessibility ?? AccessibilityOverride())
      return .row(row)
    case .section, .list:
      return piece
    }
  }
}

extension Row {
  /// A row of `node` under an accessibility modifier: a cell (a bare `Text` or `Label`) stays
  /// the cell with the override as the row's; free-form content keeps the modifier inside.
  static func from(accessibility modifier: AccessibilityModifier, around node: ViewNode) -> Row? {
    var row = from(node)
    guard case .listCell = row.content else { return nil }
    row.accessibility = modifier.override.around(row.accessibility ?? AccessibilityOverride())
    return row
  }
}

extension Row {
  func with(accessibility: AccessibilityOverride?) -> Row {
    var copy = self
    copy.accessibility = accessibility
    return copy
  }
}

extension ViewNode {
  /// The node under `modifier`; several accessibility modifiers in a row make one, as the
  /// spec writes them (`{ accessibility: { label:, traits: } }`).
  fileprivate func spoken(_ modifier: AccessibilityModifier) -> ViewNode {
    guard let inner = element(as: AccessibilityModifier.self) else { return modified(by: modifier) }
    return ViewNode(AccessibilityModifier(modifier.override.around(inner.override)), children)
  }
}
