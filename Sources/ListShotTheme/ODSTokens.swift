import ListShotCore

/// The legacy ODS `ODSListItem` facts (ods-ios 1.4.0), read from `ods.*`.
///
/// Orange uses the ODS Orange accent (`#F16E00` light, `#FF7900` dark) and functional
/// colours; the other themes use their brand primary and status colours.
public struct ODSTokens: Sendable, Equatable {
  @Token("ods.accent") public var accent: Color
  /// `UIColor.systemGray3`.
  @Token("ods.trailingText") public var trailingText: Color
  /// Behind an image that has not loaded (measured from the reference screenshots).
  @Token("ods.placeholderBackground") public var placeholderBackground: Color
  @Token("ods.placeholderGlyph") public var placeholderGlyph: Color
  @Token("ods.negative") public var negative: Color
  @Token("ods.positive") public var positive: Color
  public var spacing = ODSSpacing()
  public var listItem = ODSListItemTokens()

  public init() {}
}

/// The ODS spacing scale (`ods.spacing.*`), in points.
public struct ODSSpacing: Sendable, Equatable {
  @Token("ods.spacing.none") public var none: Double
  @Token("ods.spacing.xs") public var xs: Double
  @Token("ods.spacing.s") public var s: Double
  @Token("ods.spacing.m") public var m: Double
  @Token("ods.spacing.l") public var l: Double
  @Token("ods.spacing.xl") public var xl: Double
  @Token("ods.spacing.xxl") public var xxl: Double

  public init() {}
}

/// `ODSListItem` geometry (`ods.listItem.*`), in points. A row with an image is
/// `imageSize + 2 × imagePaddingVertical` high.
public struct ODSListItemTokens: Sendable, Equatable {
  @Token("ods.listItem.minHeight") public var minHeight: Double
  @Token("ods.listItem.paddingHorizontal") public var paddingHorizontal: Double
  @Token("ods.listItem.gap") public var gap: Double
  @Token("ods.listItem.textPaddingVertical") public var textPaddingVertical: Double
  @Token("ods.listItem.imageSize") public var imageSize: Double
  @Token("ods.listItem.wideImageWidth") public var wideImageWidth: Double
  @Token("ods.listItem.imagePaddingVertical") public var imagePaddingVertical: Double
  @Token("ods.listItem.appIconCornerRadius") public var appIconCornerRadius: Double
  @Token("ods.listItem.infoButtonSize") public var infoButtonSize: Double

  public init() {}
}
