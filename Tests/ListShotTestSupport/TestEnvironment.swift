import Foundation
import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotSpec
import ListShotTheme
import XCTest

/// Shared services for tests.
///
/// Layout tests run on `layoutEnvironment`: the themes and the icon name table shipped in the
/// package's resources and the fixed measurer, so they need no Pango, no font and no file
/// outside the package. Render and golden tests use `renderer()` (fonts load once per process).
public enum TestEnvironment {
  public static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static let rendererResult = Result { try ListShotRenderer() }

  public static func renderer() throws -> ListShotRenderer { try rendererResult.get() }

  /// The built-in themes, from the package's resources.
  public static let themes = ThemeLoader()

  /// The built-in OUDS themes: those without a Material container scheme, and not the stock iOS
  /// theme (the OUDS goldens are made in these; the Material themes have goldens of their own).
  public static let oudsThemes = themes.builtinThemeNames().filter {
    $0 != ThemeLoader.stockTheme && (try? themes.load($0, scheme: .light))?.material == nil
  }

  private static let iconsResult = Result { try IconSet.shipped() }

  /// The Material Symbols names and SF Symbol list shipped in the package's resources.
  public static func icons() throws -> IconSet { try iconsResult.get() }

  /// The look the layout tests' figures are of unless a test names another: their numbers
  /// (20 pt insets, 44 pt rows, the 51 × 31 switch …) are iOS 18's, as are the goldens.
  public static let layoutLook = Look.ios18

  /// A layout environment over a real theme with the fixed measurer and the test icons.
  public static func layoutEnvironment(
    theme: String = "orange", scheme: ColorScheme = .light, direction: LayoutDirection = .leftToRight,
    size: DynamicTypeSize = .large, width: Double = 390, scale: Double = 2, viewport: Viewport = .content,
    look: Look = layoutLook
  ) throws -> LayoutEnvironment {
    var environment = LayoutEnvironment(
      theme: try themes.load(theme, scheme: scheme, look: look), direction: direction,
      dynamicTypeSize: size, width: width, scale: scale, measurer: FixedMeasurer(), icons: try icons())
    environment.viewport = viewport
    return environment
  }

  /// Lays `screen` out left to right and right to left from this one declaration, checks that
  /// the right-to-left list is the left-to-right one mirrored (only the glyphs whose ids end
  /// with one of `flipped` redraw their shapes), and returns the list in `direction`.
  public static func layout(
    _ screen: Screen, theme: String = "orange", scheme: ColorScheme = .light,
    direction: LayoutDirection = .leftToRight, size: DynamicTypeSize = .large, width: Double = 390,
    scale: Double = 2, viewport: Viewport = .content, flipped: Set<String> = MirrorCheck.directionalGlyphs,
    look: Look = layoutLook, file: StaticString = #filePath, line: UInt = #line
  ) throws -> DisplayList {
    // Image files are read once here, as the renderer does for a screen built in Swift; a path
    // that names no file (layout tests need none) stays unread, which layout does not mind.
    let images =
      screen.images
      ?? Dictionary(
        uniqueKeysWithValues: screen.imagePaths.compactMap { path in
          (try? ImageFileReader.read(path, check: nil)).map { (path, $0) }
        })
    func lay(_ direction: LayoutDirection) throws -> DisplayList {
      var environment = try layoutEnvironment(
        theme: theme, scheme: scheme, direction: direction, size: size, width: width, scale: scale,
        viewport: viewport, look: look)
      environment.images = images
      return try ScreenLayout.layout(screen, in: environment)
    }
    let ltr = try lay(.leftToRight), rtl = try lay(.rightToLeft)
    MirrorCheck.assertMirrored(ltr, rtl, flipped: flipped, file: file, line: line)
    return direction == .leftToRight ? ltr : rtl
  }
}
