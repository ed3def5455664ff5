import ListShotCore

/// The OUDS composite text styles (`typography.*`), mobile (compact size class) values.
/// A list row uses `labelDefaultLarge` for its label, `labelStrongMedium` for the extra label
/// and `labelDefaultMedium` for the description and the error text. The family is the
/// theme's brand font (`Theme.fonts.brand`).
public struct Typography: Sendable, Equatable {
  public var labelDefaultXlarge: TextStyleToken = .empty
  public var labelModerateXlarge: TextStyleToken = .empty
  public var labelStrongXlarge: TextStyleToken = .empty
  public var labelDefaultLarge: TextStyleToken = .empty
  public var labelModerateLarge: TextStyleToken = .empty
  public var labelStrongLarge: TextStyleToken = .empty
  public var labelDefaultMedium: TextStyleToken = .empty
  public var labelModerateMedium: TextStyleToken = .empty
  public var labelStrongMedium: TextStyleToken = .empty
  public var labelDefaultSmall: TextStyleToken = .empty
  public var labelModerateSmall: TextStyleToken = .empty
  public var labelStrongSmall: TextStyleToken = .empty
  public var bodyDefaultLarge: TextStyleToken = .empty
  public var bodyModerateLarge: TextStyleToken = .empty
  public var bodyStrongLarge: TextStyleToken = .empty
  public var bodyDefaultMedium: TextStyleToken = .empty
  public var bodyModerateMedium: TextStyleToken = .empty
  public var bodyStrongMedium: TextStyleToken = .empty
  public var bodyDefaultSmall: TextStyleToken = .empty
  public var bodyModerateSmall: TextStyleToken = .empty
  public var bodyStrongSmall: TextStyleToken = .empty
  public var headingXlarge: TextStyleToken = .empty
  public var headingLarge: TextStyleToken = .empty
  public var headingMedium: TextStyleToken = .empty
  public var headingSmall: TextStyleToken = .empty
  public var displayLarge: TextStyleToken = .empty
  public var displayMedium: TextStyleToken = .empty
  public var displaySmall: TextStyleToken = .empty

  public init() {}
}

extension Typography: TokenGroup {
  static var fields: [TokenField<Typography>] {
    [
      .style("typography.labelDefaultXlarge", \.labelDefaultXlarge),
      .style("typography.labelModerateXlarge", \.labelModerateXlarge),
      .style("typography.labelStrongXlarge", \.labelStrongXlarge),
      .style("typography.labelDefaultLarge", \.labelDefaultLarge),
      .style("typography.labelModerateLarge", \.labelModerateLarge),
      .style("typography.labelStrongLarge", \.labelStrongLarge),
      .style("typography.labelDefaultMedium", \.labelDefaultMedium),
      .style("typography.labelModerateMedium", \.labelModerateMedium),
      .style("typography.labelStrongMedium", \.labelStrongMedium),
      .style("typography.labelDefaultSmall", \.labelDefaultSmall),
      .style("typography.labelModerateSmall", \.labelModerateSmall),
      .style("typography.labelStrongSmall", \.labelStrongSmall),
      .style("typography.bodyDefaultLarge", \.bodyDefaultLarge),
      .style("typography.bodyModerateLarge", \.bodyModerateLarge),
      .style("typography.bodyStrongLarge", \.bodyStrongLarge),
      .style("typography.bodyDefaultMedium", \.bodyDefaultMedium),
      .style("typography.bodyModerateMedium", \.bodyModerateMedium),
      .style("typography.bodyStrongMedium", \.bodyStrongMedium),
      .style("typography.bodyDefaultSmall", \.bodyDefaultSmall),
      .style("typography.bodyModerateSmall", \.bodyModerateSmall),
      .style("typography.bodyStrongSmall", \.bodyStrongSmall),
      .style("typography.headingXlarge", \.headingXlarge),
      .style("typography.headingLarge", \.headingLarge),
      .style("typography.headingMedium", \.headingMedium),
      .style("typography.headingSmall", \.headingSmall),
      .style("typography.displayLarge", \.displayLarge),
      .style("typography.displayMedium", \.displayMedium),
      .style("typography.displaySmall", \.displaySmall),
    ]
  }
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
