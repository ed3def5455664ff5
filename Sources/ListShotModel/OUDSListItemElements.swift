/// `OUDSListItemLeading`: the element before the texts.
public enum OUDSListItemLeading: Hashable, Sendable {
  case icon(OUDSListItemIcon)
  case image(OUDSListItemImage)
  case flag(OUDSListItemFlag)
  case avatar(OUDSListItemAvatar)
}

/// `OUDSListItemTrailing`: the element after the texts.
public enum OUDSListItemTrailing: Hashable, Sendable {
  case text(TextType)
  case badge(BadgeType)
  case tag(OUDSTag)
  case icon(OUDSListItemIcon)
  case image(OUDSListItemImage)
  case flag(OUDSListItemFlag)
  case avatar(OUDSListItemAvatar)

  /// `OUDSListItemTrailing.TextType`. The extra label is hidden in the small size.
  public enum TextType: Hashable, Sendable {
    case label(String)
    case labelMuted(String)
    case labelStrong(String)
    case labelAndExtraLabel(String, String)
  }

  /// `OUDSListItemTrailing.BadgeType`.
  public enum BadgeType: Hashable, Sendable {
    case standard(OUDSBadgeStandard)
    case count(OUDSBadgeCount)
  }
}

/// `OUDSListItemIcon`: a status icon in its colour, or a neutral icon of your own (tinted
/// with the content colour, optionally with a negative dot badge at its top-trailing corner).
public struct OUDSListItemIcon: Hashable, Sendable {
  public var type: IconType
  public var size: Size

  public init(type: IconType, size: Size = .medium) {
    self.type = type
    self.size = size
  }

  public enum IconType: Hashable, Sendable {
    case neutral(asset: Icon, badge: Bool = false)
    case positive, info, warning, negative
  }

  /// Ignored in the small item, which always uses the smallest size.
  public enum Size: String, Hashable, Sendable, CaseIterable {
    case medium, large
  }
}

/// `OUDSListItemImage`: an image of the item's media height, square or 16:9.
public struct OUDSListItemImage: Hashable, Sendable {
  public var asset: ImageSource
  /// Read by VoiceOver; nil for a decorative image.
  public var description: String?
  public var size: Size
  public var ratio: Ratio
  public var contentMode: ContentMode

  public init(
    asset: ImageSource, description: String? = nil, size: Size = .medium, ratio: Ratio = .square,
    contentMode: ContentMode = .fit
  ) {
    self.asset = asset
    self.description = description
    self.size = size
    self.ratio = ratio
    self.contentMode = contentMode
  }

  public enum Size: String, Hashable, Sendable, CaseIterable {
    case medium, large, extraLarge
  }

  public enum Ratio: String, Hashable, Sendable, CaseIterable {
    case square, widescreen
  }

  public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case fit, fill
  }
}

/// `OUDSListItemFlag`: a country flag `listItem.sizeFlagHeight` high, never mirrored.
public struct OUDSListItemFlag: Hashable, Sendable {
  public var asset: Asset
  /// The country or region, for VoiceOver (the component hides the flag itself).
  public var description: String

  public init(asset: Asset, description: String) {
    self.asset = asset
    self.description = description
  }

  public enum Asset: Hashable, Sendable {
    /// One of ListShot's bundled flags, by ISO 3166-1 alpha-2 code (`fr`, `de`, …).
    case country(String)
    /// A PNG, JPEG or SVG file.
    case file(path: String)
  }
}

/// `OUDSListItemAvatar`: a circle with a person icon, up to two initials or an image, and an
/// optional badge at its bottom-trailing corner.
public struct OUDSListItemAvatar: Hashable, Sendable {
  public var type: AvatarType
  public var size: Size
  public var badgeType: BadgeType?

  public init(type: AvatarType, size: Size = .medium, badgeType: BadgeType? = nil) {
    self.type = type
    self.size = size
    self.badgeType = badgeType
  }

  public enum AvatarType: Hashable, Sendable {
    case image(ImageSource)
    /// Two characters at most.
    case initials(String)
    case icon
  }

  /// Ignored in the small item, which always uses the smallest size.
  public enum Size: String, Hashable, Sendable, CaseIterable {
    case medium, large, extraLarge
  }

  /// A dot in the status colour, or a functional status icon (positive, info, warning,
  /// negative).
  public enum BadgeType: Hashable, Sendable {
    case standard(OUDSBadgeStatus)
    case icon(OUDSBadgeStatus)
  }
}

/// The statuses of `OUDSBadgeStandard` and `OUDSBadgeCount`.
public enum OUDSBadgeStatus: String, Hashable, Sendable, CaseIterable {
  case neutral, accent, positive, info, warning, negative

  /// The statuses that have their own icon.
  public var isFunctional: Bool { self != .neutral && self != .accent }
}

/// `OUDSBadgeStandard`: a dot in the status colour.
public struct OUDSBadgeStandard: Hashable, Sendable {
  public var status: OUDSBadgeStatus
  public var size: Size
  public var accessibilityLabel: String

  public init(accessibilityLabel: String = "", status: OUDSBadgeStatus = .neutral, size: Size = .medium) {
    self.accessibilityLabel = accessibilityLabel
    self.status = status
    self.size = size
  }

  public enum Size: String, Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large
  }
}

/// `OUDSBadgeCount`: a number from 0 to 99 (more shows "+99") in a pill of the status colour.
public struct OUDSBadgeCount: Hashable, Sendable {
  public var count: Int
  public var status: OUDSBadgeStatus
  public var size: Size
  public var accessibilityLabel: String

  public init(_ count: Int, accessibilityLabel: String = "", status: OUDSBadgeStatus = .neutral, size: Size = .medium) {
    self.count = count
    self.accessibilityLabel = accessibilityLabel
    self.status = status
    self.size = size
  }

  public enum Size: String, Hashable, Sendable, CaseIterable {
    case medium, large
  }

  /// The text drawn: the count, or "+99" above 99.
  public var text: String { count > 99 ? "+99" : String(count) }
}

/// `OUDSTag`: a short label on a coloured surface, emphasized or muted, with an optional
/// bullet or icon before the label.
public struct OUDSTag: Hashable, Sendable {
  public var label: String
  public var status: Status
  public var appearance: Appearance
  public var shape: Shape
  public var size: Size

  public init(
    label: String, status: Status = Status(), appearance: Appearance = .emphasized, shape: Shape = .rounded,
    size: Size = .default
  ) {
    self.label = label
    self.status = status
    self.appearance = appearance
    self.shape = shape
    self.size = size
  }

  /// The category sets the colours; the leading element is nothing, a bullet, the status
  /// icon of a functional category, or an icon of your own.
  public struct Status: Hashable, Sendable {
    public var category: OUDSBadgeStatus
    public var leading: Leading

    public init(category: OUDSBadgeStatus = .neutral, leading: Leading = .none) {
      self.category = category
      self.leading = leading
    }

    public enum Leading: Hashable, Sendable {
      case none, bullet, statusIcon
      case icon(Icon)
    }
  }

  public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case emphasized, muted
  }

  public enum Shape: String, Hashable, Sendable, CaseIterable {
    case rounded, square
  }

  public enum Size: String, Hashable, Sendable, CaseIterable {
    case `default`, small
  }
}
