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
/// height, and the content starts below the top safe area and ends above the bottom one; in
/// landscape it lies between the leading and trailing safe areas.
enum ListLayout {
  static func arrange(_ screen: Screen, in canvas: LayoutEnvironment) throws -> ScreenArrangement {
    let safeArea = canvas.viewport.safeArea
    // A device's leading and trailing safe areas (landscape) narrow the content; the canvas
    // keeps the device width, and the mirror pass moves the content past the leading inset.
    var env = canvas
    env.width = canvas.width - safeArea.leading - safeArea.trailing
    env.surface = screen.resolvedSurface
    env.contrast = screen.contrast
    let metrics = ListStyleMetrics(screen.style, env: env)
    let bar = try screen.navigationTitle.map { try NavigationBarLayout.measure($0, screen: screen, env: env) }
    let chrome = try screen.chrome.map { try ChromeLayout.measure($0, isEditing: screen.editMode != nil, env: env) }
    let refresh = screen.isRefreshing ? RefreshControlLayout.height : 0
    let above = try OutsideViewsLayout.measure(screen.viewsAbove, key: "viewsAbove", env: env)
    let below = try OutsideViewsLayout.measure(screen.viewsBelow, key: "viewsBelow", env: env)
    let sections = try screen.sections.enumerated().map { index, section in
      try SectionLayout.measure(section, index: index, screen: screen, metrics: metrics, env: env)
    }
    let barBottom = bar.map { env.viewport.navigationBarTop + $0.height } ?? safeArea.top
    let top = barBottom + (above?.band ?? 0)
    // iOS 26 on iPhone: `.searchable` floats above the bottom bar, not in the navigation bar.
    let bottomSearch =
      env.look.searchField.isAtBottom ? screen.searchField.map { SearchFieldLayout.measure($0, env: env) } : nil
    let searchBand = bottomSearch == nil ? 0 : env.look.searchField.bandHeight
    let bottom = safeArea.bottom + (chrome?.bottomBarHeight ?? 0) + searchBand
    var contentHeight =
      top + refresh + sections.reduce(0) { $0 + $1.height } + (screen.contentMarginBottom ?? 0) + (below?.band ?? 0)
      + bottom
    let menu = try ContextMenuLayout.measure(screen, sections: sections, top: top + refresh, env: env)
    if let menu { contentHeight = max(contentHeight, menu.requiredHeight + bottom) }
    let height = max(env.viewport.canvasHeight(forContent: contentHeight), env.hairline)

    var builder = ArrangementBuilder(width: env.width, provenance: env.recordsProvenance)
    let page = ListBackgroundLayout.pageColor(screen, metrics: metrics, env: env)
    try ListBackgroundLayout.arrange(screen, height: height, env: env, into: &builder)
    if let bar { builder.place(bar.arrange(safeTop: env.viewport.navigationBarTop, env: env)) }
    above?.arrange(top: barBottom, env: env, into: &builder)
    var y = top
    if screen.isRefreshing {
      RefreshControlLayout.arrange(y: y, env: env, into: &builder)
      y += refresh
    }
    for section in sections {
      builder.place(section.arrange(y: y, env: env))
      y += section.height
    }
    y += screen.contentMarginBottom ?? 0
    if let below {
      // Below the list, or at the bottom of a device screen, on the page covering the list.
      let belowTop = env.viewport.height == nil ? y + OutsideViewsLayout.spacing : height - bottom - below.height
      if env.viewport.height != nil {
        builder.fill(
          NodePath.key("viewsBelow").appending("background"),
          Rect(x: 0, y: belowTop - OutsideViewsLayout.spacing, width: env.width, height: below.band),
          page)
      }
      below.arrange(top: belowTop, env: env, into: &builder)
    }
    chrome?.arrange(height: height, env: env, into: &builder)
    bottomSearch?.arrangeAtBottom(
      bottom: height - safeArea.bottom, band: chrome?.bottomBarHeight ?? 0, env: env, into: &builder)
    menu?.arrange(height: height, safeBottom: bottom, env: env, into: &builder)
    return ScreenArrangement(
      size: Size(width: canvas.width, height: height), scale: env.scale,
      background: page.wrappedValue,
      contentInsets: EdgeInsets(leading: safeArea.leading, trailing: safeArea.trailing),
      contentWidth: env.width, content: builder.arrangement, recordsProvenance: env.recordsProvenance,
      backgroundToken: page.path)
  }
}
