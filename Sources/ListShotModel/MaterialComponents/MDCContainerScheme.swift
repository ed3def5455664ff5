/// `MDCContainerScheme`: the colour, typography and shape schemes a cell is themed with.
///
/// ListShot renders a screen in one theme, chosen with `--theme` (or `RenderVariant.theme`),
/// and the built-in Material themes are these schemes as tokens: `material-baseline` is
/// `MDCContainerScheme()` (colours .material201804, type .material201902, shapes
/// .material201809; its dark scheme the 2019 dark colours), `material-dark` is
/// `colorScheme = MDCSemanticColorScheme(defaults: .materialDark201907)`, `shrine` the Shrine
/// codelab's scheme. A scheme built here says which of them a cell was written for; what is
/// drawn comes from the theme the screen is rendered in (`applyTheme(withScheme:)` makes the
/// cell use that theme's `material.*` typography and colours).
public final class MDCContainerScheme {
  public var colorScheme: MDCSemanticColorScheme
  public var typographyScheme: MDCTypographyScheme
  public var shapeScheme: MDCShapeScheme

  public init() {
    colorScheme = MDCSemanticColorScheme(defaults: .material201804)
    typographyScheme = MDCTypographyScheme(defaults: .material201902)
    shapeScheme = MDCShapeScheme(defaults: .material201809)
  }
}

/// `MDCSemanticColorScheme`, named by its defaults.
public final class MDCSemanticColorScheme {
  public let defaults: MDCColorSchemeDefaults

  public init(defaults: MDCColorSchemeDefaults) { self.defaults = defaults }
  public convenience init() { self.init(defaults: .material201804) }
}

/// `MDCColorSchemeDefaults`.
public enum MDCColorSchemeDefaults: Sendable, Hashable {
  /// Material's 2018 baseline colours (light).
  case material201804
  /// The 2019 dynamic colours: the baseline in light, the dark colours in dark.
  case material201907
  /// The 2019 dark colours.
  case materialDark201907
}

/// `MDCTypographyScheme`, named by its defaults.
public final class MDCTypographyScheme {
  public let defaults: MDCTypographySchemeDefaults

  public init(defaults: MDCTypographySchemeDefaults) { self.defaults = defaults }
  public convenience init() { self.init(defaults: .material201804) }
}

/// `MDCTypographySchemeDefaults`.
public enum MDCTypographySchemeDefaults: Sendable, Hashable {
  case material201804
  case material201902
}

/// `MDCShapeScheme`, named by its defaults.
public final class MDCShapeScheme {
  public let defaults: MDCShapeSchemeDefaults

  public init(defaults: MDCShapeSchemeDefaults) { self.defaults = defaults }
  public convenience init() { self.init(defaults: .material201809) }
}

/// `MDCShapeSchemeDefaults`.
public enum MDCShapeSchemeDefaults: Sendable, Hashable {
  case material201809
}
