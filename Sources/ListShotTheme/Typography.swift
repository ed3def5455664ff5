import ListShotCore

/// The OUDS composite text styles (`typography.*`), mobile (compact size class) values.
/// A list row uses `labelDefaultLarge` for its label, `labelStrongMedium` for the extra label
/// and `labelDefaultMedium` for the description and the error text. The family is the
/// theme's brand font (`Theme.fonts.brand`).
public struct Typography: Sendable, Equatable {
  @Token("typography.labelDefaultXlarge") public var labelDefaultXlarge: TextStyleToken
  @Token("typography.labelModerateXlarge") public var labelModerateXlarge: TextStyleToken
  @Token("typography.labelStrongXlarge") public var labelStrongXlarge: TextStyleToken
  @Token("typography.labelDefaultLarge") public var labelDefaultLarge: TextStyleToken
  @Token("typography.labelModerateLarge") public var labelModerateLarge: TextStyleToken
  @Token("typography.labelStrongLarge") public var labelStrongLarge: TextStyleToken
  @Token("typography.labelDefaultMedium") public var labelDefaultMedium: TextStyleToken
  @Token("typography.labelModerateMedium") public var labelModerateMedium: TextStyleToken
  @Token("typography.labelStrongMedium") public var labelStrongMedium: TextStyleToken
  @Token("typography.labelDefaultSmall") public var labelDefaultSmall: TextStyleToken
  @Token("typography.labelModerateSmall") public var labelModerateSmall: TextStyleToken
  @Token("typography.labelStrongSmall") public var labelStrongSmall: TextStyleToken
  @Token("typography.bodyDefaultLarge") public var bodyDefaultLarge: TextStyleToken
  @Token("typography.bodyModerateLarge") public var bodyModerateLarge: TextStyleToken
  @Token("typography.bodyStrongLarge") public var bodyStrongLarge: TextStyleToken
  @Token("typography.bodyDefaultMedium") public var bodyDefaultMedium: TextStyleToken
  @Token("typography.bodyModerateMedium") public var bodyModerateMedium: TextStyleToken
  @Token("typography.bodyStrongMedium") public var bodyStrongMedium: TextStyleToken
  @Token("typography.bodyDefaultSmall") public var bodyDefaultSmall: TextStyleToken
  @Token("typography.bodyModerateSmall") public var bodyModerateSmall: TextStyleToken
  @Token("typography.bodyStrongSmall") public var bodyStrongSmall: TextStyleToken
  @Token("typography.headingXlarge") public var headingXlarge: TextStyleToken
  @Token("typography.headingLarge") public var headingLarge: TextStyleToken
  @Token("typography.headingMedium") public var headingMedium: TextStyleToken
  @Token("typography.headingSmall") public var headingSmall: TextStyleToken
  @Token("typography.displayLarge") public var displayLarge: TextStyleToken
  @Token("typography.displayMedium") public var displayMedium: TextStyleToken
  @Token("typography.displaySmall") public var displaySmall: TextStyleToken

  public init() {}
}

/// One text style: size, absolute line height and letter spacing in points, and weight.
public struct TextStyleToken: Sendable, Equatable, Hashable {
  public var size: Double
  public var lineHeight: Double
  public var letterSpacing: Double
  public var weight: FontWeight

  public init(size: Double, lineHeight: Double, letterSpacing: Double, weight: FontWeight) {
    self.size = size
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
    self.weight = weight
  }

  static let empty = TextStyleToken(size: 0, lineHeight: 0, letterSpacing: 0, weight: .regular)
}
