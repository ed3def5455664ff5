import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Device chrome drawn over a list screen (`DeviceChrome`): the status bar in the top safe
/// area, the tab bar or toolbar above the bottom one, and the home indicator in it. The
/// navigation bar's back button and bar buttons are drawn by `NavigationBarLayout`.
///
/// Everything here is drawn after the list, so it covers what scrolls behind it.
struct ChromeLayout {
  let chrome: DeviceChrome
  let bottomBar: BottomBarLayout?

  /// The home indicator: a 134 × 5 pt capsule 8 pt above the bottom edge, in the label colour.
  static let homeIndicatorSize = Size(width: 134, height: 5)
  static let homeIndicatorBottom = 8.0

  static func measure(_ chrome: DeviceChrome, isEditing: Bool = false, env: LayoutEnvironment) throws -> ChromeLayout {
    let path = NodePath.key("chrome")
    var icons: [(Icon, NodePath)] = chrome.barItems.enumerated().compactMap { index, item in
      if case .icon(let icon) = item { return (icon, path.appending("barItems").index(index).appending("icon")) }
      return nil
    }
    icons += chrome.leadingBarItems.enumerated().compactMap { index, item in
      guard case .icon(let icon) = item else { return nil }
      return (icon, path.appending("leadingBarItems").index(index).appending("icon"))
    }
    switch chrome.bottomBar {
    case .tabBar(let tabs)?:
      icons += tabs.items.enumerated().map {
        ($1.icon, path.appending("tabBar").appending("items").index($0).appending("icon"))
      }
    case .toolbar(let items)?:
      icons += items.enumerated().compactMap { index, item in
        if case .icon(let icon) = item { return (icon, path.appending("toolbar").index(index).appending("icon")) }
        return nil
      }
    case nil:
      break
    }
    for case (.named(let name), let path) in icons where env.icons.character(for: name) == nil {
      throw LayoutError.unknownIcon(name, at: path, in: env.icons)
    }
    return ChromeLayout(
      chrome: chrome,
      bottomBar: try chrome.bottomBar.map {
        try BottomBarLayout(bar: $0, isEditing: isEditing, background: chrome.bottomBarBackground, env: env)
      },
      safeBottom: env.viewport.safeArea.bottom)
  }

  /// The bottom safe area the bar is placed against.
  var safeBottom = 0.0

  /// The height the tab bar or toolbar takes above the bottom safe area.
  var bottomBarHeight: Double { bottomBar?.band(safeBottom: safeBottom) ?? 0 }

  /// Draws the chrome on a canvas `height` points tall.
  func arrange(height: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let viewport = env.viewport
    if let bar = chrome.statusBar, viewport.safeArea.top >= 20 {
      StatusBarLayout(bar: bar, height: viewport.navigationBarTop, hasDynamicIsland: viewport.hasDynamicIsland)
        .arrange(env: env, into: &builder)
    }
    if let bottomBar {
      bottomBar.arrange(bottom: height, safeBottom: viewport.safeArea.bottom, env: env, into: &builder)
    }
    if chrome.homeIndicator, viewport.safeArea.bottom > 0 {
      let size = Self.homeIndicatorSize
      let frame = Rect(
        x: (env.width - size.width) / 2, y: height - Self.homeIndicatorBottom - size.height, width: size.width,
        height: size.height)
      builder.fill("homeIndicator", frame, env.theme.system.$label, cornerRadius: size.height / 2)
    }
  }
}
