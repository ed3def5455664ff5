import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Lays out a list screen: the navigation bar and pull-to-refresh band below the top safe
/// area, then the sections one after another, on the style's page background.
///
/// Everything is measured first, so the canvas height is known before anything is arranged.
/// Without a device the canvas is exactly as tall as the content. With one it is the device
/// screen: a shorter list leaves the page background below it, a longer one is cut at the
/// device height (items wholly below it are dropped) unless the viewport asks for the full
/// height, and the content starts below the top safe area and ends above the bottom one.
enum ListLayout {
  static func layout(_ screen: Screen, in env: LayoutEnvironment) throws -> DisplayList {
    let metrics = ListStyleMetrics(screen.style, system: env.theme.system)
    let safeArea = env.viewport.safeArea
    let bar = screen.navigationTitle.map { NavigationBarLayout.measure($0, env: env) }
    let refresh = screen.isRefreshing ? RefreshControlLayout.height : 0
    let sections = try screen.sections.enumerated().map { index, section in
      try SectionLayout.measure(section, index: index, screen: screen, metrics: metrics, env: env)
    }
    let top = safeArea.top + (bar?.height ?? 0)
    let contentHeight = top + refresh + sections.reduce(0) { $0 + $1.height } + safeArea.bottom
    let height = max(env.viewport.canvasHeight(forContent: contentHeight), env.hairline)

    var builder = DisplayListBuilder(width: env.width, direction: env.direction)
    bar?.arrange(safeTop: safeArea.top, env: env, into: &builder)
    var y = top
    if screen.isRefreshing {
      RefreshControlLayout.arrange(y: y, env: env, into: &builder)
      y += refresh
    }
    for section in sections {
      section.arrange(y: y, env: env, into: &builder)
      y += section.height
    }
    return DisplayList(
      size: Size(width: env.width, height: height), scale: env.scale, background: metrics.pageBackground,
      items: visible(builder.items, height: height), semantics: builder.semantics)
  }

  /// The items that can paint above `height`; clips stay so that pushes and pops pair up.
  static func visible(_ items: [DisplayItem], height: Double) -> [DisplayItem] {
    items.filter { item in
      switch item {
      case .pushClip, .popClip: return true
      default: return (item.frame?.minY ?? 0) < height
      }
    }
  }
}
