import ListShotCore

/// OUDS badge tokens (`badge.*`): the standard badge's four sizes (a count badge uses medium
/// and large), the count's inline padding, and the insets of an icon badge, in points.
public struct BadgeTokens: Sendable, Equatable {
  @Token("badge.sizeXsmall") public var sizeXsmall: Double
  @Token("badge.sizeSmall") public var sizeSmall: Double
  @Token("badge.sizeMedium") public var sizeMedium: Double
  @Token("badge.sizeLarge") public var sizeLarge: Double
  @Token("badge.spaceInsetXsmall") public var spaceInsetXsmall: Double
  @Token("badge.spaceInsetSmall") public var spaceInsetSmall: Double
  @Token("badge.spaceInsetMediumLarge") public var spaceInsetMediumLarge: Double
  @Token("badge.spacePaddingInlineMedium") public var spacePaddingInlineMedium: Double
  @Token("badge.spacePaddingInlineLarge") public var spacePaddingInlineLarge: Double

  public init() {}
}

/// OUDS tag tokens (`tag.*`), in points; a radius of 2000 means a pill.
public struct TagTokens: Sendable, Equatable {
  @Token("tag.borderRadius") public var borderRadius: Double
  @Token("tag.sizeAssetDefault") public var sizeAssetDefault: Double
  @Token("tag.sizeAssetSmall") public var sizeAssetSmall: Double
  @Token("tag.sizeMinHeightDefault") public var sizeMinHeightDefault: Double
  @Token("tag.sizeMinHeightSmall") public var sizeMinHeightSmall: Double
  @Token("tag.sizeMinWidthDefault") public var sizeMinWidthDefault: Double
  @Token("tag.sizeMinWidthSmall") public var sizeMinWidthSmall: Double
  @Token("tag.spaceColumnGapDefault") public var spaceColumnGapDefault: Double
  @Token("tag.spaceColumnGapSmall") public var spaceColumnGapSmall: Double
  @Token("tag.spaceInsetBulletDefault") public var spaceInsetBulletDefault: Double
  @Token("tag.spaceInsetBulletSmall") public var spaceInsetBulletSmall: Double
  @Token("tag.spaceInsetIconDefault") public var spaceInsetIconDefault: Double
  @Token("tag.spaceInsetIconSmall") public var spaceInsetIconSmall: Double
  @Token("tag.spacePaddingBlockDefault") public var spacePaddingBlockDefault: Double
  @Token("tag.spacePaddingBlockSmall") public var spacePaddingBlockSmall: Double
  @Token("tag.spacePaddingInlineAssetDefault") public var spacePaddingInlineAssetDefault: Double
  @Token("tag.spacePaddingInlineAssetSmall") public var spacePaddingInlineAssetSmall: Double
  @Token("tag.spacePaddingInlineDefault") public var spacePaddingInlineDefault: Double
  @Token("tag.spacePaddingInlineSmall") public var spacePaddingInlineSmall: Double

  public init() {}
}

/// The OUDS tokens of other components the list item draws with: the link's chevron colour
/// (the navigation indicator) and the two layers of the warning status icon.
public struct ListItemPartColors: Sendable, Equatable {
  @Token("link.colorChevronEnabled") public var linkChevronEnabled: Color
  /// The triangle.
  @Token("icon.colorContentStatusWarningExternalShape") public var warningExternalShape: Color
  /// The exclamation mark.
  @Token("icon.colorContentStatusWarningInternalShape") public var warningInternalShape: Color

  public init() {}
}
