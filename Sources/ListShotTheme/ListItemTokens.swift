/// OUDS list-item / controls-item dimensions (`listItem.*`, iOS tokens 2.7.0; Orange Compact
/// 2.6.0), in points. The two `opacity…` values are 0…1.
public struct ListItemTokens: Sendable, Equatable {
  public var sizeMinHeightDefault: Double = 0
  public var sizeMinHeightSmall: Double = 0
  public var sizeMinWidth: Double = 0
  public var sizeMaxWidth: Double = 0
  public var spacePaddingInline: Double = 0
  public var spacePaddingBlockDefault: Double = 0
  public var spacePaddingBlockSmall: Double = 0
  public var spaceColumnGap: Double = 0
  public var spaceRowGap: Double = 0
  public var spacePaddingBlockTopHelperText: Double = 0
  public var spacePaddingBlockSlotTextContainer: Double = 0
  public var spacePaddingBlockBottomSlotListItemContainer: Double = 0
  public var spacePaddingBlockTopAlignmentTopCounterweightDefault: Double = 0
  public var spacePaddingBlockTopAlignmentTopCounterweightSmall: Double = 0
  public var spacePaddingBlockTopAlignmentTopTextContainerDefault: Double = 0
  public var spacePaddingBlockTopAlignmentTopTextContainerSmall: Double = 0
  public var spacePaddingInlineErrorIcon: Double = 0
  public var sizeControlIndicator: Double = 0
  public var sizeErrorIcon: Double = 0
  public var sizeIcon: Double = 0
  public var sizeLoader: Double = 0
  public var sizeAssetSmall: Double = 0
  public var sizeAssetMedium: Double = 0
  public var sizeAssetLarge: Double = 0
  public var sizeAssetXlarge: Double = 0
  public var sizeFlagHeight: Double = 0
  public var sizeMaxHeightAssetsContainer: Double = 0
  public var sizeMaxSizeLeadingTrailingSlot: Double = 0
  public var sizeCurrentIndicatorWidth: Double = 0
  public var borderRadiusDefault: Double = 0
  public var borderRadiusItemOnly: Double = 0
  public var borderRadiusCurrentIndicator: Double = 0
  public var borderRadiusMedia: Double = 0
  public var borderRadiusMediaRounded: Double = 0
  public var borderRadiusRounded: Double = 0
  public var borderWidthDefault: Double = 0
  public var borderWidthCurrentPage: Double = 0
  public var opacityCurrentIndicator: Double = 0
  public var opacityCurrentDivider: Double = 0

  public init() {}
}

extension ListItemTokens: TokenGroup {
  static var fields: [TokenField<ListItemTokens>] {
    [
      .dimension("listItem.sizeMinHeightDefault", \.sizeMinHeightDefault),
      .dimension("listItem.sizeMinHeightSmall", \.sizeMinHeightSmall),
      .dimension("listItem.sizeMinWidth", \.sizeMinWidth),
      .dimension("listItem.sizeMaxWidth", \.sizeMaxWidth),
      .dimension("listItem.spacePaddingInline", \.spacePaddingInline),
      .dimension("listItem.spacePaddingBlockDefault", \.spacePaddingBlockDefault),
      .dimension("listItem.spacePaddingBlockSmall", \.spacePaddingBlockSmall),
      .dimension("listItem.spaceColumnGap", \.spaceColumnGap),
      .dimension("listItem.spaceRowGap", \.spaceRowGap),
      .dimension("listItem.spacePaddingBlockTopHelperText", \.spacePaddingBlockTopHelperText),
      .dimension(
        "listItem.spacePaddingBlockSlotTextContainer", \.spacePaddingBlockSlotTextContainer),
      .dimension(
        "listItem.spacePaddingBlockBottomSlotListItemContainer",
        \.spacePaddingBlockBottomSlotListItemContainer),
      .dimension(
        "listItem.spacePaddingBlockTopAlignmentTopCounterweightDefault",
        \.spacePaddingBlockTopAlignmentTopCounterweightDefault),
      .dimension(
        "listItem.spacePaddingBlockTopAlignmentTopCounterweightSmall",
        \.spacePaddingBlockTopAlignmentTopCounterweightSmall),
      .dimension(
        "listItem.spacePaddingBlockTopAlignmentTopTextContainerDefault",
        \.spacePaddingBlockTopAlignmentTopTextContainerDefault),
      .dimension(
        "listItem.spacePaddingBlockTopAlignmentTopTextContainerSmall",
        \.spacePaddingBlockTopAlignmentTopTextContainerSmall),
      .dimension("listItem.spacePaddingInlineErrorIcon", \.spacePaddingInlineErrorIcon),
      .dimension("listItem.sizeControlIndicator", \.sizeControlIndicator),
      .dimension("listItem.sizeErrorIcon", \.sizeErrorIcon),
      .dimension("listItem.sizeIcon", \.sizeIcon),
      .dimension("listItem.sizeLoader", \.sizeLoader),
      .dimension("listItem.sizeAssetSmall", \.sizeAssetSmall),
      .dimension("listItem.sizeAssetMedium", \.sizeAssetMedium),
      .dimension("listItem.sizeAssetLarge", \.sizeAssetLarge),
      .dimension("listItem.sizeAssetXlarge", \.sizeAssetXlarge),
      .dimension("listItem.sizeFlagHeight", \.sizeFlagHeight),
      .dimension("listItem.sizeMaxHeightAssetsContainer", \.sizeMaxHeightAssetsContainer),
      .dimension("listItem.sizeMaxSizeLeadingTrailingSlot", \.sizeMaxSizeLeadingTrailingSlot),
      .dimension("listItem.sizeCurrentIndicatorWidth", \.sizeCurrentIndicatorWidth),
      .dimension("listItem.borderRadiusDefault", \.borderRadiusDefault),
      .dimension("listItem.borderRadiusItemOnly", \.borderRadiusItemOnly),
      .dimension("listItem.borderRadiusCurrentIndicator", \.borderRadiusCurrentIndicator),
      .dimension("listItem.borderRadiusMedia", \.borderRadiusMedia),
      .dimension("listItem.borderRadiusMediaRounded", \.borderRadiusMediaRounded),
      .dimension("listItem.borderRadiusRounded", \.borderRadiusRounded),
      .dimension("listItem.borderWidthDefault", \.borderWidthDefault),
      .dimension("listItem.borderWidthCurrentPage", \.borderWidthCurrentPage),
      .number("listItem.opacityCurrentIndicator", \.opacityCurrentIndicator),
      .number("listItem.opacityCurrentDivider", \.opacityCurrentDivider),
    ]
  }
}
