import ListShotCore

/// SwiftUI's `Visibility`: whether something the list draws by itself is shown.
public enum Visibility: String, Hashable, Sendable, CaseIterable {
  /// As the list style does.
  case automatic
  case visible
  case hidden
}

/// The edges a separator modifier applies to (SwiftUI's `VerticalEdge.Set`): `top`,
/// `bottom`, or `all`.
public enum SeparatorEdges: String, Hashable, Sendable, CaseIterable {
  case top, bottom, all

  var includesTop: Bool { self != .bottom }
  var includesBottom: Bool { self != .top }
}

/// A row's `listRowSeparator` and `listRowSeparatorTint`, per edge.
///
/// The separator between two rows is the upper row's bottom edge and the lower row's top
/// edge: it is hidden when either hides it, and drawn in the upper row's bottom tint, else
/// the lower row's top tint, else the separator colour.
public struct RowSeparators: Hashable, Sendable {
  public var top: Visibility = .automatic
  public var bottom: Visibility = .automatic
  public var topTint: TintColor?
  public var bottomTint: TintColor?

  public init(
    top: Visibility = .automatic, bottom: Visibility = .automatic, topTint: TintColor? = nil,
    bottomTint: TintColor? = nil
  ) {
    self.top = top
    self.bottom = bottom
    self.topTint = topTint
    self.bottomTint = bottomTint
  }

  /// `listRowSeparator(visibility, edges:)` applied on top of these.
  public mutating func set(_ visibility: Visibility, edges: SeparatorEdges) {
    if edges.includesTop { top = visibility }
    if edges.includesBottom { bottom = visibility }
  }

  /// `listRowSeparatorTint(color, edges:)` applied on top of these.
  public mutating func setTint(_ color: TintColor?, edges: SeparatorEdges) {
    if edges.includesTop { topTint = color }
    if edges.includesBottom { bottomTint = color }
  }
}

/// A section's `listSectionSeparator`, per edge: the full-width hairlines a list draws above a
/// section's first row and below its last.
public struct SectionSeparators: Hashable, Sendable {
  public var top: Visibility = .automatic
  public var bottom: Visibility = .automatic

  public init(top: Visibility = .automatic, bottom: Visibility = .automatic) {
    self.top = top
    self.bottom = bottom
  }

  public mutating func set(_ visibility: Visibility, edges: SeparatorEdges) {
    if edges.includesTop { top = visibility }
    if edges.includesBottom { bottom = visibility }
  }
}

/// `listRowBackground(…)`: a colour, or a view laid out in the row's frame.
public enum RowBackground: Hashable, Sendable {
  case color(TintColor)
  /// A view filling the row's frame (drawn by the free-form view layout).
  case view(ViewNode)
}

/// SwiftUI's `.badge(…)` on a list row: a count or a text drawn in the secondary label colour
/// at the row's trailing side, before the disclosure chevron, without a pill. (The tinted pill
/// of the Lists module is the accessory `ListAccessory.badge`.) `.badge(0)` draws nothing, as
/// in SwiftUI.
public enum RowBadge: Hashable, Sendable {
  case count(Int)
  case text(String)

  /// What is drawn, nil for a zero count.
  public var displayedText: String? {
    switch self {
    case .count(let count): return count == 0 ? nil : String(count)
    case .text(let text): return text
    }
  }
}

/// The SwiftUI list-row modifiers, named and spelled as SwiftUI's:
/// `ODSListItem(…).listRowSeparator(.hidden, edges: .bottom).badge(3)`.
extension RowConvertible {
  private func modifiedRow(_ change: (inout Row) -> Void) -> Row {
    var row = asRow
    change(&row)
    return row
  }

  public func listRowSeparator(_ visibility: Visibility, edges: SeparatorEdges = .all) -> Row {
    modifiedRow { $0.separators.set(visibility, edges: edges) }
  }

  public func listRowSeparatorTint(_ color: TintColor?, edges: SeparatorEdges = .all) -> Row {
    modifiedRow { $0.separators.setTint(color, edges: edges) }
  }

  /// The row's content insets on logical edges (see `Row.insets`).
  public func listRowInsets(_ insets: EdgeInsets?) -> Row {
    modifiedRow { $0.insets = insets }
  }

  public func listRowBackground(_ color: TintColor?) -> Row {
    modifiedRow { $0.background = color.map(RowBackground.color) }
  }

  public func listRowBackground(_ view: ViewNode?) -> Row {
    modifiedRow { $0.background = view.map(RowBackground.view) }
  }

  /// SwiftUI's `.badge(_:)` with a count: grey, trailing, no pill; 0 draws nothing.
  public func badge(_ count: Int) -> Row {
    modifiedRow { $0.badge = .count(count) }
  }

  /// SwiftUI's `.badge(_:)` with a text; nil removes the badge.
  public func badge(_ text: String?) -> Row {
    modifiedRow { $0.badge = text.map(RowBadge.text) }
  }

  /// `.contextMenu { … }` drawn open over this row (one row per screen).
  public func contextMenu(_ items: [ContextMenuItem]) -> Row {
    modifiedRow { $0.contextMenu = ContextMenu(items) }
  }

  public func contextMenu(@ContextMenuBuilder _ items: () -> [ContextMenuItem]) -> Row {
    contextMenu(items())
  }
}

extension Section {
  /// `listSectionSeparator(visibility, edges:)`.
  public func listSectionSeparator(_ visibility: Visibility, edges: SeparatorEdges = .all) -> Section {
    var section = self
    section.separators.set(visibility, edges: edges)
    return section
  }
}
