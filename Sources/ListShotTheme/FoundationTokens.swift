import ListShotCore

/// Semantic border radii and widths (`border.radius.*`, `border.width.*`), in points.
public struct BorderTokens: Sendable, Equatable {
  public var radiusNone: Double = 0
  public var radiusDefault: Double = 0
  public var radiusSmall: Double = 0
  public var radiusMedium: Double = 0
  public var radiusLarge: Double = 0
  public var radiusPill: Double = 0
  public var widthNone: Double = 0
  public var widthThin: Double = 0
  public var widthDefault: Double = 0
  public var widthMedium: Double = 0
  public var widthThick: Double = 0
  public var widthThicker: Double = 0
  public var widthFocus: Double = 0
  public var widthFocusInset: Double = 0

  public init() {}
}

extension BorderTokens: TokenGroup {
  static var fields: [TokenField<BorderTokens>] {
    [
      .dimension("border.radius.none", \.radiusNone),
      .dimension("border.radius.default", \.radiusDefault),
      .dimension("border.radius.small", \.radiusSmall),
      .dimension("border.radius.medium", \.radiusMedium),
      .dimension("border.radius.large", \.radiusLarge),
      .dimension("border.radius.pill", \.radiusPill),
      .dimension("border.width.none", \.widthNone),
      .dimension("border.width.thin", \.widthThin),
      .dimension("border.width.default", \.widthDefault),
      .dimension("border.width.medium", \.widthMedium),
      .dimension("border.width.thick", \.widthThick),
      .dimension("border.width.thicker", \.widthThicker),
      .dimension("border.width.focus", \.widthFocus),
      .dimension("border.width.focusInset", \.widthFocusInset),
    ]
  }
}

/// Semantic sizes (`size.*`), in points: the minimum touch area and the icon sizes next to a
/// large label.
public struct SizeTokens: Sendable, Equatable {
  public var minInteractiveArea: Double = 0
  public var iconWithLabelLargeXsmall: Double = 0
  public var iconWithLabelLargeSmall: Double = 0
  public var iconWithLabelLargeMedium: Double = 0
  public var iconWithLabelLargeLarge: Double = 0
  public var iconWithLabelLargeXlarge: Double = 0

  public init() {}
}

extension SizeTokens: TokenGroup {
  static var fields: [TokenField<SizeTokens>] {
    [
      .dimension("size.minInteractiveArea", \.minInteractiveArea),
      .dimension("size.iconWithLabelLarge.xsmall", \.iconWithLabelLargeXsmall),
      .dimension("size.iconWithLabelLarge.small", \.iconWithLabelLargeSmall),
      .dimension("size.iconWithLabelLarge.medium", \.iconWithLabelLargeMedium),
      .dimension("size.iconWithLabelLarge.large", \.iconWithLabelLargeLarge),
      .dimension("size.iconWithLabelLarge.xlarge", \.iconWithLabelLargeXlarge),
    ]
  }
}

/// Semantic spaces (`space.paddingInline.*`, `space.paddingBlock.*`, `space.columnGap.*`),
/// in points. The property is the path camel-cased: `space.paddingInline.3xsmall` →
/// `paddingInline3xsmall`.
public struct SpaceTokens: Sendable, Equatable {
  public var paddingInline4xsmall: Double = 0
  public var paddingInline3xsmall: Double = 0
  public var paddingInline2xsmall: Double = 0
  public var paddingInlineXsmall: Double = 0
  public var paddingInlineSmall: Double = 0
  public var paddingInlineMedium: Double = 0
  public var paddingInlineLarge: Double = 0
  public var paddingInlineXlarge: Double = 0
  public var paddingInline2xlarge: Double = 0
  public var paddingBlock4xsmall: Double = 0
  public var paddingBlock3xsmall: Double = 0
  public var paddingBlock2xsmall: Double = 0
  public var paddingBlockXsmall: Double = 0
  public var paddingBlockSmall: Double = 0
  public var paddingBlockMedium: Double = 0
  public var paddingBlockLarge: Double = 0
  public var paddingBlockXlarge: Double = 0
  public var paddingBlock2xlarge: Double = 0
  public var paddingBlock3xlarge: Double = 0
  public var columnGapXsmall: Double = 0
  public var columnGapSmall: Double = 0
  public var columnGapMedium: Double = 0
  public var columnGapLarge: Double = 0

  public init() {}
}

extension SpaceTokens: TokenGroup {
  static var fields: [TokenField<SpaceTokens>] {
    [
      .dimension("space.paddingInline.4xsmall", \.paddingInline4xsmall),
      .dimension("space.paddingInline.3xsmall", \.paddingInline3xsmall),
      .dimension("space.paddingInline.2xsmall", \.paddingInline2xsmall),
      .dimension("space.paddingInline.xsmall", \.paddingInlineXsmall),
      .dimension("space.paddingInline.small", \.paddingInlineSmall),
      .dimension("space.paddingInline.medium", \.paddingInlineMedium),
      .dimension("space.paddingInline.large", \.paddingInlineLarge),
      .dimension("space.paddingInline.xlarge", \.paddingInlineXlarge),
      .dimension("space.paddingInline.2xlarge", \.paddingInline2xlarge),
      .dimension("space.paddingBlock.4xsmall", \.paddingBlock4xsmall),
      .dimension("space.paddingBlock.3xsmall", \.paddingBlock3xsmall),
      .dimension("space.paddingBlock.2xsmall", \.paddingBlock2xsmall),
      .dimension("space.paddingBlock.xsmall", \.paddingBlockXsmall),
      .dimension("space.paddingBlock.small", \.paddingBlockSmall),
      .dimension("space.paddingBlock.medium", \.paddingBlockMedium),
      .dimension("space.paddingBlock.large", \.paddingBlockLarge),
      .dimension("space.paddingBlock.xlarge", \.paddingBlockXlarge),
      .dimension("space.paddingBlock.2xlarge", \.paddingBlock2xlarge),
      .dimension("space.paddingBlock.3xlarge", \.paddingBlock3xlarge),
      .dimension("space.columnGap.xsmall", \.columnGapXsmall),
      .dimension("space.columnGap.small", \.columnGapSmall),
      .dimension("space.columnGap.medium", \.columnGapMedium),
      .dimension("space.columnGap.large", \.columnGapLarge),
    ]
  }
}

/// Semantic opacities (`opacity.*`), 0…1.
public struct OpacityTokens: Sendable, Equatable {
  public var disabled: Double = 0
  public var weak: Double = 0
  public var medium: Double = 0
  public var strong: Double = 0

  public init() {}
}

extension OpacityTokens: TokenGroup {
  static var fields: [TokenField<OpacityTokens>] {
    [
      .number("opacity.disabled", \.disabled),
      .number("opacity.weak", \.weak),
      .number("opacity.medium", \.medium),
      .number("opacity.strong", \.strong),
    ]
  }
}
