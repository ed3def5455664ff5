import ListShotCore

/// An open context menu (`.contextMenu { … }` after a long press): the row lifted above the
/// dimmed, blurred screen and the menu of its actions beside it.
public struct ContextMenu: Hashable, Sendable {
  public var items: [ContextMenuItem]

  public init(_ items: [ContextMenuItem]) {
    self.items = items
  }

  /// The actions, without the dividers.
  public var actions: [ContextMenuAction] {
    items.compactMap { if case .action(let action) = $0 { return action } else { return nil } }
  }

  /// Bounds checked by `validate()`: a menu taller than a phone is not a menu.
  public static let maxItems = 20
}

/// One entry of a context menu: an action (`Button`) or a `Divider()` between groups.
public enum ContextMenuItem: Hashable, Sendable {
  case action(ContextMenuAction)
  case divider

  /// `Button(title, systemImage:role:)`.
  public static func button(_ title: String, systemImage: String? = nil, role: ContextMenuAction.Role? = nil)
    -> ContextMenuItem
  {
    .action(ContextMenuAction(title, systemImage: systemImage, role: role))
  }
}

/// A menu action: its title, an optional SF Symbol on the trailing side, and its role
/// (destructive actions are red).
public struct ContextMenuAction: Hashable, Sendable {
  public enum Role: String, Hashable, Sendable, CaseIterable {
    case destructive
  }

  public var title: String
  public var systemImage: String?
  public var role: Role?

  public init(_ title: String, systemImage: String? = nil, role: Role? = nil) {
    self.title = title
    self.systemImage = systemImage
    self.role = role
  }
}

@resultBuilder
public enum ContextMenuBuilder {
  public static func buildExpression(_ item: ContextMenuItem) -> [ContextMenuItem] { [item] }
  public static func buildBlock(_ parts: [ContextMenuItem]...) -> [ContextMenuItem] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [ContextMenuItem]?) -> [ContextMenuItem] { part ?? [] }
  public static func buildEither(first part: [ContextMenuItem]) -> [ContextMenuItem] { part }
  public static func buildEither(second part: [ContextMenuItem]) -> [ContextMenuItem] { part }
}
