import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The navigation bar above a list, below the top safe area.
///
/// Inline: a 44 pt bar with the title centred in Headline (17 pt semibold; bar titles do not
/// follow Dynamic Type), on the bar background that also fills the status bar area, with a
/// hairline at its bottom edge. Large: an empty 44 pt bar, then the title in Large Title bold
/// at the 16 pt leading margin, on the list's own background (the scroll-edge appearance).
struct NavigationBarLayout {
  let title: NavigationTitle
  let attributes: TextAttributes
  let measured: TextMeasurement
  /// The height below the safe area.
  let height: Double

  static let barHeight = 44.0
  static let margin = 16.0

  static func measure(_ title: NavigationTitle, env: LayoutEnvironment) -> NavigationBarLayout {
    let maxWidth = max(0, env.width - 2 * margin)
    switch title.displayMode {
    case .inline:
      let metrics = IOSTextStyle.headline.metrics(at: .large)
      let attributes = TextAttributes(
        font: FontDescriptor(family: env.theme.fonts.system.family, size: metrics.size, weight: .semibold),
        lineHeight: metrics.lineHeight)
      let measured = env.measurer.measure(title.text, attributes: attributes, maxWidth: maxWidth, maxLines: 1)
      return NavigationBarLayout(title: title, attributes: attributes, measured: measured, height: barHeight)
    case .large:
      let attributes = env.iosText(.largeTitle, weight: .bold)
      let measured = env.measurer.measure(title.text, attributes: attributes, maxWidth: maxWidth, maxLines: 1)
      // 52 pt at the default size: 3 above the title and 8 below it.
      return NavigationBarLayout(
        title: title, attributes: attributes, measured: measured,
        height: barHeight + max(52, measured.size.height + 11))
    }
  }

  func arrange(safeTop: Double, env: LayoutEnvironment, into builder: inout DisplayListBuilder) {
    let width = env.width
    let textWidth = max(0, width - 2 * Self.margin)
    let system = env.theme.system
    switch title.displayMode {
    case .inline:
      let bar = Rect(x: 0, y: 0, width: width, height: safeTop + height)
      builder.fill("navigationBar.background", bar, system.barBackground)
      builder.line(
        "navigationBar.separator", Rect(x: 0, y: bar.maxY - env.hairline, width: width, height: env.hairline),
        system.separator)
      let frame = Rect(
        x: Self.margin, y: safeTop + (height - measured.size.height) / 2, width: textWidth,
        height: measured.size.height)
      builder.text(
        "navigationBar.title", title.text, frame, attributes, system.label, alignment: .center, maxLines: 1,
        isTruncated: measured.isTruncated)
    case .large:
      let frame = Rect(
        x: Self.margin, y: safeTop + Self.barHeight + 3, width: textWidth, height: measured.size.height)
      builder.text(
        "navigationBar.title", title.text, frame, attributes, system.label, maxLines: 1,
        isTruncated: measured.isTruncated)
    }
  }
}

/// Pull to refresh in progress: a 60 pt band above the first row with the activity indicator
/// in its middle.
enum RefreshControlLayout {
  static let height = 60.0

  static func arrange(y: Double, env: LayoutEnvironment, into builder: inout DisplayListBuilder) {
    let size = ActivityIndicator.size
    let frame = Rect(
      x: (env.width - size.width) / 2, y: y + (height - size.height) / 2, width: size.width, height: size.height)
    ActivityIndicator.arrange(in: frame, color: env.theme.system.gray, id: "refreshControl", into: &builder)
  }
}
