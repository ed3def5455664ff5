/// A row as a list shows it: content of any kind, and what the list adds around it.
///
/// Outline rows (`OutlineItem` in the Lists module, `List(_:children:)` in SwiftUI) are rows
/// with `children`: the children follow the row, indented one level, when `isExpanded`, and
/// the row gets an outline-disclosure chevron unless its accessories already have one.
public struct ListRow: Hashable, Sendable {
  public var content: Row
  public var accessories: [ListAccessory]
  /// Selected: the selection background, and a filled circle in multi-selection.
  public var isSelected: Bool
  /// Pressed: the highlight background.
  public var isHighlighted: Bool
  /// The row swiped open, showing these actions.
  public var swipeActions: SwipeActions?
  public var children: [Row]
  public var isExpanded: Bool

  public init(
    _ content: Row, accessories: [ListAccessory] = [], isSelected: Bool = false,
    isHighlighted: Bool = false, swipeActions: SwipeActions? = nil, children: [Row] = [],
    isExpanded: Bool = false
  ) {
    self.content = content
    self.accessories = accessories
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.swipeActions = swipeActions
    self.children = children
    self.isExpanded = isExpanded
  }
}

extension Row {
  /// The row with its list options, plain rows having none.
  public var listRow: ListRow {
    if case .listRow(let row) = self { return row }
    return ListRow(self)
  }
}

extension ListRow: RowConvertible {
  public var asRow: Row { .listRow(self) }
}

/// Row modifiers named after the SwiftUI ones: `ODSListItem(…).accessories(.disclosureIndicator)`.
extension RowConvertible {
  private func modified(_ change: (inout ListRow) -> Void) -> ListRow {
    var row = asRow.listRow
    change(&row)
    return row
  }

  /// Adds accessories after the ones the row already has.
  public func accessories(_ accessories: ListAccessory...) -> ListRow {
    modified { $0.accessories += accessories }
  }

  public func selected(_ isSelected: Bool = true) -> ListRow {
    modified { $0.isSelected = isSelected }
  }

  public func highlighted(_ isHighlighted: Bool = true) -> ListRow {
    modified { $0.isHighlighted = isHighlighted }
  }

  /// The row swiped open on `edge`, showing `actions`.
  public func swipeActions(edge: SwipeActions.Edge = .trailing, _ actions: SwipeAction...) -> ListRow {
    modified { $0.swipeActions = SwipeActions(edge: edge, actions) }
  }
}

/// A row with children (the Lists module's `OutlineItem(item:children:isExpanded:)`).
public struct OutlineItem: RowConvertible {
  public var row: ListRow

  public init(_ item: RowConvertible, isExpanded: Bool = false, @RowsBuilder children: () -> [Row]) {
    row = item.asRow.listRow
    row.children = children()
    row.isExpanded = isExpanded
  }

  public var asRow: Row { .listRow(row) }
}
