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

/// A colour named the iOS way, resolved by the theme, or given as RGB.
public enum TintColor: Hashable, Sendable {
  /// The app tint: the theme's accent.
  case accent
  case red, green, blue, gray
  /// The text colour (`UIColor.label`): black in light, white in dark.
  case label
  case custom(Color)

  public static let names = ["accent", "red", "green", "blue", "gray", "label"]
}
