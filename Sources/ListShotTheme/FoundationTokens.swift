import ListShotCore

/// Semantic border radii and widths (`border.radius.*`, `border.width.*`), in points.
public struct BorderTokens: Sendable, Equatable {
  @Token("border.radius.none") public var radiusNone: Double
  @Token("border.radius.default") public var radiusDefault: Double
  @Token("border.radius.small") public var radiusSmall: Double
  @Token("border.radius.medium") public var radiusMedium: Double
  @Token("border.radius.large") public var radiusLarge: Double
  @Token("border.radius.pill") public var radiusPill: Double
  @Token("border.width.none") public var widthNone: Double
  @Token("border.width.thin") public var widthThin: Double
  @Token("border.width.default") public var widthDefault: Double
  @Token("border.width.medium") public var widthMedium: Double
  @Token("border.width.thick") public var widthThick: Double
  @Token("border.width.thicker") public var widthThicker: Double
  @Token("border.width.focus") public var widthFocus: Double
  @Token("border.width.focusInset") public var widthFocusInset: Double

  public init() {}
}

/// Semantic sizes (`size.*`), in points: the minimum touch area and the icon sizes next to a
/// large label.
public struct SizeTokens: Sendable, Equatable {
  @Token("size.minInteractiveArea") public var minInteractiveArea: Double
  @Token("size.iconWithLabelLarge.xsmall") public var iconWithLabelLargeXsmall: Double
  @Token("size.iconWithLabelLarge.small") public var iconWithLabelLargeSmall: Double
  @Token("size.iconWithLabelLarge.medium") public var iconWithLabelLargeMedium: Double
  @Token("size.iconWithLabelLarge.large") public var iconWithLabelLargeLarge: Double
  @Token("size.iconWithLabelLarge.xlarge") public var iconWithLabelLargeXlarge: Double

  public init() {}
}

/// Semantic spaces (`space.paddingInline.*`, `space.paddingBlock.*`, `space.columnGap.*`),
/// in points. The property is the path camel-cased: `space.paddingInline.3xsmall` →
/// `paddingInline3xsmall`.
public struct SpaceTokens: Sendable, Equatable {
  @Token("space.paddingInline.4xsmall") public var paddingInline4xsmall: Double
  @Token("space.paddingInline.3xsmall") public var paddingInline3xsmall: Double
  @Token("space.paddingInline.2xsmall") public var paddingInline2xsmall: Double
  @Token("space.paddingInline.xsmall") public var paddingInlineXsmall: Double
  @Token("space.paddingInline.small") public var paddingInlineSmall: Double
  @Token("space.paddingInline.medium") public var paddingInlineMedium: Double
  @Token("space.paddingInline.large") public var paddingInlineLarge: Double
  @Token("space.paddingInline.xlarge") public var paddingInlineXlarge: Double
  @Token("space.paddingInline.2xlarge") public var paddingInline2xlarge: Double
  @Token("space.paddingBlock.4xsmall") public var paddingBlock4xsmall: Double
  @Token("space.paddingBlock.3xsmall") public var paddingBlock3xsmall: Double
  @Token("space.paddingBlock.2xsmall") public var paddingBlock2xsmall: Double
  @Token("space.paddingBlock.xsmall") public var paddingBlockXsmall: Double
  @Token("space.paddingBlock.small") public var paddingBlockSmall: Double
  @Token("space.paddingBlock.medium") public var paddingBlockMedium: Double
  @Token("space.paddingBlock.large") public var paddingBlockLarge: Double
  @Token("space.paddingBlock.xlarge") public var paddingBlockXlarge: Double
  @Token("space.paddingBlock.2xlarge") public var paddingBlock2xlarge: Double
  @Token("space.paddingBlock.3xlarge") public var paddingBlock3xlarge: Double
  @Token("space.columnGap.xsmall") public var columnGapXsmall: Double
  @Token("space.columnGap.small") public var columnGapSmall: Double
  @Token("space.columnGap.medium") public var columnGapMedium: Double
  @Token("space.columnGap.large") public var columnGapLarge: Double

  public init() {}
}

/// Semantic opacities (`opacity.*`), 0…1.
public struct OpacityTokens: Sendable, Equatable {
  @Token(number: "opacity.disabled") public var disabled: Double
  @Token(number: "opacity.weak") public var weak: Double
  @Token(number: "opacity.medium") public var medium: Double
  @Token(number: "opacity.strong") public var strong: Double

  public init() {}
}
