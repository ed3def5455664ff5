import ListShotCore

/// A row swiped open (`.swipeActions(edge:)`): its content slides away from `edge` and the
/// actions fill the space, the first one at the edge.
public struct SwipeActions: Hashable, Sendable {
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    case leading, trailing
  }

  public var edge: Edge
  public var actions: [SwipeAction]

  public init(edge: Edge = .trailing, _ actions: [SwipeAction]) {
    self.edge = edge
    self.actions = actions
  }
}

/// One button of a swiped row: a title on a coloured panel.
public struct SwipeAction: Hashable, Sendable {
  /// `Button(role: .destructive)` is red unless tinted.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    case destructive
  }

  public var title: String
  public var role: Role?
  /// The panel colour (`.tint`); nil is red for a destructive action, else gray.
  public var tint: TintColor?

  public init(_ title: String, role: Role? = nil, tint: TintColor? = nil) {
    self.title = title
    self.role = role
    self.tint = tint
  }
}
