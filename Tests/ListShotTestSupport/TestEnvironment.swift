import Foundation
import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTheme

/// Shared, lazily created services for tests: one renderer (fonts load once per process).
public enum TestEnvironment {
  public static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static let rendererResult = Result { try ListShotRenderer() }

  public static func renderer() throws -> ListShotRenderer { try rendererResult.get() }

  /// A layout environment over the real theme with the fixed-width measurer.
  public static func layoutEnvironment(
    theme: String = "orange", scheme: ColorScheme = .light, direction: LayoutDirection = .leftToRight,
    size: DynamicTypeSize = .large, width: Double = 390, scale: Double = 2, viewport: Viewport = .content
  ) throws -> LayoutEnvironment {
    let renderer = try renderer()
    var environment = LayoutEnvironment(
      theme: try renderer.themes.load(theme, scheme: scheme), direction: direction,
      dynamicTypeSize: size, width: width, scale: scale, measurer: FixedMeasurer(),
      icons: renderer.icons)
    environment.viewport = viewport
    return environment
  }

  /// Lays out `screen` with the fixed-width measurer.
  public static func layout(
    _ screen: Screen, theme: String = "orange", scheme: ColorScheme = .light,
    direction: LayoutDirection = .leftToRight, size: DynamicTypeSize = .large, width: Double = 390,
    scale: Double = 2, viewport: Viewport = .content
  ) throws -> DisplayList {
    let environment = try layoutEnvironment(
      theme: theme, scheme: scheme, direction: direction, size: size, width: width, scale: scale,
      viewport: viewport)
    return try ScreenLayout.layout(screen, in: environment)
  }
}
