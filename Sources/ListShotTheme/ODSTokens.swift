import ListShotCore

/// The legacy ODS `ODSListItem` facts (ods-ios 1.4.0), read from `ods.*`.
///
/// Orange uses the ODS Orange accent (`#F16E00` light, `#FF7900` dark) and functional
/// colours; the other themes use their brand primary and status colours.
public struct ODSTokens: Sendable, Equatable {
  public var accent = Color.clear
  /// `UIColor.systemGray3`.
  public var trailingText = Color.clear
  /// Behind an image that has not loaded (measured from the reference screenshots).
  public var placeholderBackground = Color.clear
  public var placeholderGlyph = Color.clear
  public var negative = Color.clear
  public var positive = Color.clear
  public var spacing = ODSSpacing()
  public var listItem = ODSListItemTokens()

  public init() {}
}

extension ODSTokens: TokenGroup {
  static var fields: [TokenField<ODSTokens>] {
    [
      .color("ods.accent", \.accent),
      .color("ods.trailingText", \.trailingText),
      .color("ods.placeholderBackground", \.placeholderBackground),
      .color("ods.placeholderGlyph", \.placeholderGlyph),
      .color("ods.negative", \.negative),
      .color("ods.positive", \.positive),
    ]
  }
}

/// The ODS spacing scale (`ods.spacing.*`), in points.
public struct ODSSpacing: Sendable, Equatable {
  public var none: Double = 0
  public var xs: Double = 0
  public var s: Double = 0
  public var m: Double = 0
  public var l: Double = 0
  public var xl: Double = 0
  public var xxl: Double = 0

  public init() {}
}

extension ODSSpacing: TokenGroup {
  static var fields: [TokenField<ODSSpacing>] {
    [
      .dimension("ods.spacing.none", \.none),
      .dimension("ods.spacing.xs", \.xs),
      .dimension("ods.spacing.s", \.s),
      .dimension("ods.spacing.m", \.m),
      .dimension("ods.spacing.l", \.l),
      .dimension("ods.spacing.xl", \.xl),
      .dimension("ods.spacing.xxl", \.xxl),
    ]
  }
}

/// `ODSListItem` geometry (`ods.listItem.*`), in points. A row with an image is
/// `imageSize + 2 × imagePaddingVertical` high.
public struct ODSListItemTokens: Sendable, Equatable {
  public var minHeight: Double = 0
  public var paddingHorizontal: Double = 0
  public var gap: Double = 0
  public var textPaddingVertical: Double = 0
  public var imageSize: Double = 0
  public var wideImageWidth: Double = 0
  public var imagePaddingVertical: Double = 0
  public var appIconCornerRadius: Double = 0
  public var infoButtonSize: Double = 0

  public init() {}
}

extension ODSListItemTokens: TokenGroup {
  static var fields: [TokenField<ODSListItemTokens>] {
    [
      .dimension("ods.listItem.minHeight", \.minHeight),
      .dimension("ods.listItem.paddingHorizontal", \.paddingHorizontal),
      .dimension("ods.listItem.gap", \.gap),
      .dimension("ods.listItem.textPaddingVertical", \.textPaddingVertical),
      .dimension("ods.listItem.imageSize", \.imageSize),
      .dimension("ods.listItem.wideImageWidth", \.wideImageWidth),
      .dimension("ods.listItem.imagePaddingVertical", \.imagePaddingVertical),
      .dimension("ods.listItem.appIconCornerRadius", \.appIconCornerRadius),
      .dimension("ods.listItem.infoButtonSize", \.infoButtonSize),
    ]
  }
}
