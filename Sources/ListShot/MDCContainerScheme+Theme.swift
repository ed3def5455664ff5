import ListShotModel
import ListShotTheme

extension MDCContainerScheme {
  /// The built-in theme that holds this scheme's values: `material-dark` for a dark colour
  /// scheme, `material-baseline` otherwise. Render in it to see the cells as the scheme draws
  /// them (`RenderVariant(theme: scheme.themeName)`).
  public var themeName: String {
    colorScheme.defaults == .materialDark201907 ? ThemeLoader.materialDarkTheme : ThemeLoader.materialBaselineTheme
  }
}
