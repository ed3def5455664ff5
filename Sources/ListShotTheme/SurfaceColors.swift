import ListShotCore

/// The colours a screen's surfaces are painted with, resolved from a theme for one `Surface`:
/// the one place that decides between the design system's backgrounds and the iOS system
/// ones. Rows draw on these; their hover, pressed and focus fills are translucent and
/// composite over them. Each is the theme's `Token`, path and value, so that what is drawn
/// with it can say which token it is (`DisplayList.provenance`).
public struct SurfaceColors: Sendable, Equatable {
  /// Behind the rows of plain and inset lists.
  public var page: Token<Color>
  /// Behind the cards of grouped, inset-grouped and sidebar lists.
  public var groupedPage: Token<Color>
  /// The cards of grouped lists, under their rows.
  public var card: Token<Color>
  /// The navigation bar.
  public var bar: Token<Color>

  public init(page: Token<Color>, groupedPage: Token<Color>, card: Token<Color>, bar: Token<Color>) {
    self.page = page
    self.groupedPage = groupedPage
    self.card = card
    self.bar = bar
  }
}

extension Theme {
  /// `theme`: OUDS `color.bg.primary` for the page and the cards and `color.bg.secondary`
  /// behind grouped cards (dark Orange `#141414`, Sosh `#001524`, Wireframe `#101319`); the
  /// bar is the page, as OUDS draws its top bars. `system`: `systemBackground`,
  /// `systemGroupedBackground`, `secondarySystemGroupedBackground` and the bar material.
  public func surfaceColors(_ surface: Surface) -> SurfaceColors {
    switch surface {
    case .theme:
      return SurfaceColors(
        page: colors.$bgPrimary, groupedPage: colors.$bgSecondary, card: colors.$bgPrimary, bar: colors.$bgPrimary)
    case .system:
      return SurfaceColors(
        page: system.$background, groupedPage: system.$groupedBackground,
        card: system.$secondaryGroupedBackground, bar: system.$barBackground)
    }
  }
}
