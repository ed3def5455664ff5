import ListShotCore

/// A row as a list shows it: its content, of any kind, and what the list adds around it.
///
/// Every row of a section is one of these; a row the list adds nothing to has the default
/// options. Outline rows (`OutlineItem` in the Lists module, `List(_:children:)` in SwiftUI)
/// are rows with `children`: the children follow the row, indented one level, when
/// `isExpanded`, and the row gets an outline-disclosure chevron unless its accessories
/// already have one.
public struct Row: Hashable, Sendable {
  public var content: RowContent
  public var accessories: [ListAccessory]
  /// Selected: the selection background, and a filled circle in multi-selection.
  public var isSelected: Bool
  /// Pressed: the highlight background.
  public var isHighlighted: Bool
  /// The row swiped open, showing these actions.
  public var swipeActions: SwipeActions?
  public var children: [Row]
  public var isExpanded: Bool
  /// `listRowSeparator` and `listRowSeparatorTint`, per edge.
  public var separators = RowSeparators()
  /// `listRowInsets`: the content's insets on logical edges; nil keeps the row's own. The
  /// built-in row kinds carry iOS's 16 pt side margins inside them, so leading and trailing
  /// replace those 16 pt, and top and bottom add to the row's own vertical padding.
  public var insets: EdgeInsets?
  /// `listRowBackground`: nil keeps the list style's.
  public var background: RowBackground?
  /// SwiftUI's `.badge`: a grey count or text at the trailing side (not the Lists module's
  /// pill, which is `ListAccessory.badge`).
  public var badge: RowBadge?
  /// An open context menu over this row.
  public var contextMenu: ContextMenu?
  /// What VoiceOver reads of the row besides (or in place of) what it draws: the accessibility
  /// modifiers on the whole row.
  public var accessibility: AccessibilityOverride?
  /// `.deleteDisabled(true)`: no delete control in edit mode (SwiftUI gives one only to the
  /// rows of a `ForEach` with `onDelete`).
  public var deleteDisabled = false
  /// `.moveDisabled(true)`: no reorder handle in edit mode (only a `ForEach` with `onMove`
  /// gives its rows one).
  public var moveDisabled = false

  public init(
    _ content: RowContent, accessories: [ListAccessory] = [], isSelected: Bool = false,
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

  /// The spec key and Swift type name of the row's content.
  public var kindName: String { content.kindName }
}

/// Row modifiers named after the SwiftUI ones: `ODSListItem(…).accessories(.disclosureIndicator)`.
extension RowConvertible {
  private func modified(_ change: (inout Row) -> Void) -> Row {
    var row = asRow
    change(&row)
    return row
  }

  /// Adds accessories after the ones the row already has.
  public func accessories(_ accessories: ListAccessory...) -> Row {
    modified { $0.accessories += accessories }
  }

  public func selected(_ isSelected: Bool = true) -> Row {
    modified { $0.isSelected = isSelected }
  }

  public func highlighted(_ isHighlighted: Bool = true) -> Row {
    modified { $0.isHighlighted = isHighlighted }
  }

  /// The row swiped open on `edge`, showing `actions`.
  public func swipeActions(edge: SwipeActions.Edge = .trailing, _ actions: SwipeAction...) -> Row {
    modified { $0.swipeActions = SwipeActions(edge: edge, actions) }
  }
}

/// A row with children (the Lists module's `OutlineItem(item:children:isExpanded:)`).
public struct OutlineItem: RowConvertible {
  public var row: Row

  public init(_ item: RowConvertible, isExpanded: Bool = false, @RowsBuilder children: () -> [Row]) {
    row = item.asRow
    row.children = children()
    row.isExpanded = isExpanded
  }

  public var asRow: Row { row }
}
