import ListShotCore

/// OUDS list-item / controls-item tokens (`listItem.*`, iOS tokens 2.7.0; Orange Compact
/// 2.6.0): dimensions in points, the two `opacity…` values 0…1, and the colours for the
/// theme's scheme. The `…Current…` tokens belong to the "current page" item, which the
/// 3.0 list item does not draw; they are read so every theme file keeps the whole set.
public struct ListItemTokens: Sendable, Equatable {
  @Token("listItem.sizeMinHeightDefault") public var sizeMinHeightDefault: Double
  @Token("listItem.sizeMinHeightSmall") public var sizeMinHeightSmall: Double
  @Token("listItem.sizeMinWidth") public var sizeMinWidth: Double
  @Token("listItem.sizeMaxWidth") public var sizeMaxWidth: Double
  @Token("listItem.spacePaddingInline") public var spacePaddingInline: Double
  @Token("listItem.spacePaddingBlockDefault") public var spacePaddingBlockDefault: Double
  @Token("listItem.spacePaddingBlockSmall") public var spacePaddingBlockSmall: Double
  @Token("listItem.spaceColumnGap") public var spaceColumnGap: Double
  @Token("listItem.spaceRowGap") public var spaceRowGap: Double
  @Token("listItem.spacePaddingBlockTopHelperText") public var spacePaddingBlockTopHelperText: Double
  @Token("listItem.spacePaddingBlockSlotTextContainer") public var spacePaddingBlockSlotTextContainer: Double
  @Token("listItem.spacePaddingBlockBottomSlotListItemContainer") public
    var spacePaddingBlockBottomSlotListItemContainer: Double
  @Token("listItem.spacePaddingBlockTopAlignmentTopCounterweightDefault") public
    var spacePaddingBlockTopAlignmentTopCounterweightDefault: Double
  @Token("listItem.spacePaddingBlockTopAlignmentTopCounterweightSmall") public
    var spacePaddingBlockTopAlignmentTopCounterweightSmall: Double
  @Token("listItem.spacePaddingBlockTopAlignmentTopTextContainerDefault") public
    var spacePaddingBlockTopAlignmentTopTextContainerDefault: Double
  @Token("listItem.spacePaddingBlockTopAlignmentTopTextContainerSmall") public
    var spacePaddingBlockTopAlignmentTopTextContainerSmall: Double
  @Token("listItem.spacePaddingInlineErrorIcon") public var spacePaddingInlineErrorIcon: Double
  @Token("listItem.sizeControlIndicator") public var sizeControlIndicator: Double
  @Token("listItem.sizeErrorIcon") public var sizeErrorIcon: Double
  @Token("listItem.sizeIcon") public var sizeIcon: Double
  @Token("listItem.sizeLoader") public var sizeLoader: Double
  @Token("listItem.sizeAssetSmall") public var sizeAssetSmall: Double
  @Token("listItem.sizeAssetMedium") public var sizeAssetMedium: Double
  @Token("listItem.sizeAssetLarge") public var sizeAssetLarge: Double
  @Token("listItem.sizeAssetXlarge") public var sizeAssetXlarge: Double
  @Token("listItem.sizeFlagHeight") public var sizeFlagHeight: Double
  @Token("listItem.sizeMaxHeightAssetsContainer") public var sizeMaxHeightAssetsContainer: Double
  @Token("listItem.sizeMaxSizeLeadingTrailingSlot") public var sizeMaxSizeLeadingTrailingSlot: Double
  @Token("listItem.sizeCurrentIndicatorWidth") public var sizeCurrentIndicatorWidth: Double
  @Token("listItem.borderRadiusDefault") public var borderRadiusDefault: Double
  @Token("listItem.borderRadiusItemOnly") public var borderRadiusItemOnly: Double
  @Token("listItem.borderRadiusCurrentIndicator") public var borderRadiusCurrentIndicator: Double
  @Token("listItem.borderRadiusMedia") public var borderRadiusMedia: Double
  @Token("listItem.borderRadiusMediaRounded") public var borderRadiusMediaRounded: Double
  @Token("listItem.borderRadiusRounded") public var borderRadiusRounded: Double
  @Token("listItem.borderWidthDefault") public var borderWidthDefault: Double
  @Token("listItem.borderWidthCurrentPage") public var borderWidthCurrentPage: Double
  @Token(number: "listItem.opacityCurrentIndicator") public var opacityCurrentIndicator: Double
  @Token(number: "listItem.opacityCurrentDivider") public var opacityCurrentDivider: Double
  @Token("listItem.colorBgBadgeSafetyArea") public var colorBgBadgeSafetyArea: Color
  @Token("listItem.colorBgFocus") public var colorBgFocus: Color
  @Token("listItem.colorBgHover") public var colorBgHover: Color
  @Token("listItem.colorBgLoading") public var colorBgLoading: Color
  @Token("listItem.colorBgPressed") public var colorBgPressed: Color
  @Token("listItem.colorBgCurrentDisabled") public var colorBgCurrentDisabled: Color
  @Token("listItem.colorBgCurrentEnabled") public var colorBgCurrentEnabled: Color
  @Token("listItem.colorBgCurrentFocus") public var colorBgCurrentFocus: Color
  @Token("listItem.colorBgCurrentHover") public var colorBgCurrentHover: Color
  @Token("listItem.colorBgCurrentPressed") public var colorBgCurrentPressed: Color
  @Token("listItem.colorContentCurrentDisabled") public var colorContentCurrentDisabled: Color
  @Token("listItem.colorContentCurrentEnabled") public var colorContentCurrentEnabled: Color
  @Token("listItem.colorContentCurrentFocus") public var colorContentCurrentFocus: Color
  @Token("listItem.colorContentCurrentHover") public var colorContentCurrentHover: Color
  @Token("listItem.colorContentCurrentPressed") public var colorContentCurrentPressed: Color
  @Token("listItem.colorContentLoader") public var colorContentLoader: Color
  /// The extra-large avatar's initials (the smaller avatars use label styles).
  @Token("listItem.fontSizeAvatarInitialXlarge") public var fontSizeAvatarInitialXlarge: Double
  @Token("listItem.fontLineHeightAvatarInitialXlarge") public var fontLineHeightAvatarInitialXlarge: Double
  @Token("listItem.fontLetterSpacingAvatarInitialXlarge") public var fontLetterSpacingAvatarInitialXlarge: Double
  /// The error icon's drawing (not a token: a setting on `listItem.sizeErrorIcon`).
  public var errorIconShape: ErrorIconShape = .disc

  public init() {}
}
