/// The OUDS list item, as `OUDSStaticListItem` and `OUDSNavigationListItem` draw it in
/// ouds-ios 3.0.0: texts (`OUDSListItemData`), an optional leading and trailing element, and,
/// for a navigation item, its indicator; plus what SwiftUI sets with the list-item view
/// modifiers (size, containers alignment, content style, rounded media) and `.disabled`.
///
/// A static item only displays information, so it is enabled or disabled; a navigation item
/// is a button, so it can also be drawn hovered, pressed or focused. `validate()` reports the
/// combinations the component forbids, and warns about settings the component ignores
/// (an overline in the small size, a leading element next to the `previous` indicator).
public struct OUDSListItem: Hashable, Sendable {
  public var data: OUDSListItemData
  /// Nil for `OUDSStaticListItem`; the indicator of an `OUDSNavigationListItem`.
  public var indicatorType: OUDSNavigationListItemIndicatorType?
  public var leading: OUDSListItemLeading?
  public var trailing: OUDSListItemTrailing?
  /// `.oudsListItemSize(_:)`.
  public var size: OUDSListItemSize
  /// `.oudsListItemContainerAlignment(_:)`.
  public var containersAlignment: OUDSListItemContainersAlignment
  /// `.oudsListContentStyle(_:)`, `.oudsListItemStyle(divider:background:)`, `.oudsListCardStyle(_:)`.
  public var contentStyle: OUDSListItemContentStyle
  /// `.oudsListItemRoundedMedia(_:)`: images with the rounded media radius.
  public var hasRoundedMedia: Bool
  /// `.disabled(true)`.
  public var isDisabled: Bool
  /// The pointer or keyboard state drawn; only a navigation item has one.
  public var interaction: Interaction

  public init(
    data: OUDSListItemData, indicatorType: OUDSNavigationListItemIndicatorType? = nil,
    leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil, size: OUDSListItemSize = .standard,
    containersAlignment: OUDSListItemContainersAlignment = .center,
    contentStyle: OUDSListItemContentStyle = .item(), hasRoundedMedia: Bool = false, isDisabled: Bool = false,
    interaction: Interaction = .enabled
  ) {
    self.data = data
    self.indicatorType = indicatorType
    self.leading = leading
    self.trailing = trailing
    self.size = size
    self.containersAlignment = containersAlignment
    self.contentStyle = contentStyle
    self.hasRoundedMedia = hasRoundedMedia
    self.isDisabled = isDisabled
    self.interaction = interaction
  }

  /// The interaction being drawn on a navigation item (`OUDSButtonInteractionState` without
  /// its disabled and read-only cases, which are properties of the item).
  public enum Interaction: String, Hashable, Sendable, CaseIterable {
    case enabled, hover, pressed, focus
  }

  public var isNavigation: Bool { indicatorType != nil }

  /// The leading element as drawn: none beside the `previous` indicator, as in the component.
  public var visibleLeading: OUDSListItemLeading? { indicatorType == .previous ? nil : leading }
}

/// The texts of a list item (`OUDSListItemData`). Overline and extra label are hidden in the
/// small size, as the component does.
public struct OUDSListItemData: Hashable, Sendable {
  public var label: String
  public var hasBoldLabel: Bool
  public var description: String?
  public var overline: String?
  public var extraLabel: String?
  /// Shown under the row, outside its background and border.
  public var helperText: String?

  public init(
    label: String, hasBoldLabel: Bool = false, description: String? = nil, overline: String? = nil,
    extraLabel: String? = nil, helperText: String? = nil
  ) {
    self.label = label
    self.hasBoldLabel = hasBoldLabel
    self.description = description
    self.overline = overline
    self.extraLabel = extraLabel
    self.helperText = helperText
  }
}

/// `OUDSNavigationListItemIndicatorType`: a chevron to the next or previous screen (the
/// previous one replaces the leading element), or the external-link icon.
public enum OUDSNavigationListItemIndicatorType: String, Hashable, Sendable, CaseIterable {
  case previous, next, external
}

/// `OUDSListItemSize`: the small size uses the small paddings and heights, the smallest media,
/// and hides the overline and extra labels.
public enum OUDSListItemSize: String, Hashable, Sendable, CaseIterable {
  case standard, small
}

/// `OUDSListItemContainersAlignment`: leading, texts and trailing centred, or at the top.
public enum OUDSListItemContainersAlignment: String, Hashable, Sendable, CaseIterable {
  case top, center
}

/// `OUDSListItemContentStyle`: the item's background, divider and border.
public enum OUDSListItemContentStyle: Hashable, Sendable {
  /// A card: outlined, or with a background and a divider.
  case card(CardDecoration = .standard())
  /// A plain item: a divider at the bottom (default), a background or only the interaction fill.
  case item(divider: Bool = true, background: Bool = false)

  public enum CardDecoration: Hashable, Sendable {
    /// A border around the card; `onlyOnInteraction` draws it only while pressed (and in the
    /// disabled colour), which a static item never is.
    case outlined(onlyOnInteraction: Bool = false)
    case standard(divider: Bool = true, background: Bool = true)
  }

  /// Whether the divider is drawn at the bottom.
  public var hasDivider: Bool {
    switch self {
    case .card(.outlined): return false
    case .card(.standard(let divider, _)), .item(let divider, _): return divider
    }
  }

  /// Whether the background is filled in every state (otherwise only while interacting).
  public var hasBackground: Bool {
    switch self {
    case .card(.outlined): return false
    case .card(.standard(_, let background)), .item(_, let background): return background
    }
  }

  public var isCard: Bool {
    if case .card = self { return true }
    return false
  }
}
