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
/// The bar starts right below the status bar (`Viewport.navigationBarTop`).
///
/// With device chrome the 44 pt row also holds the back button (a chevron 8 pt from the
/// leading edge, then its title in Body, in the app tint) and the bar buttons from the
/// trailing margin inwards (30 pt symbols or Body titles, 8 pt apart), as on the ods-ios
/// screenshots. They do not follow Dynamic Type.
struct NavigationBarLayout {
  let title: NavigationTitle
  let attributes: TextAttributes
  let measured: TextMeasurement
  /// The height below the status bar.
  let height: Double
  var backButton: String?
  var barItems: [DeviceChrome.BarItem] = []
  /// The screen is in edit mode: an `EditButton` reads "Done".
  var isEditing = false
  /// `.searchable`: the search field's band under the title.
  var searchField: SearchFieldLayout?
  /// The height of the title part, without the search band.
  var titleHeight: Double { height - (searchField == nil ? 0 : SearchFieldLayout.height) }

  static let barHeight = 44.0
  static let margin = 16.0
  static let backChevron = Rect(x: 8, y: 0, width: 13, height: 21)
  static let backTitleX = 31.5
  static let itemGap = 8.0

  static func measure(_ title: NavigationTitle, chrome: DeviceChrome?, env: LayoutEnvironment) -> NavigationBarLayout {
    var bar = measure(title, env: env)
    bar.backButton = chrome?.backButton
    bar.barItems = chrome?.barItems ?? []
    return bar
  }

  /// The bar of `screen`: its title, chrome buttons, edit state and search field.
  static func measure(_ title: NavigationTitle, screen: Screen, env: LayoutEnvironment) -> NavigationBarLayout {
    var bar = measure(title, chrome: screen.chrome, env: env)
    bar.isEditing = screen.editMode != nil
    if let field = screen.searchField {
      bar.searchField = SearchFieldLayout.measure(field, env: env)
      bar = NavigationBarLayout(
        title: bar.title, attributes: bar.attributes, measured: bar.measured,
        height: bar.height + SearchFieldLayout.height,
        backButton: bar.backButton, barItems: bar.barItems, isEditing: bar.isEditing, searchField: bar.searchField)
    }
    return bar
  }

  static func measure(_ title: NavigationTitle, env: LayoutEnvironment) -> NavigationBarLayout {
    let maxWidth = max(0, env.width - 2 * margin)
    switch title.displayMode {
    case .inline:
      let attributes = env.iosText(.headline, fixedSize: .large)
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

  func arrange(safeTop: Double, env: LayoutEnvironment) -> Arrangement {
    var builder = ArrangementBuilder(path: "navigationBar", width: env.width, provenance: env.recordsProvenance)
    let width = env.width
    let textWidth = max(0, width - 2 * Self.margin)
    let system = env.theme.system
    switch title.displayMode {
    case .inline:
      let bar = Rect(x: 0, y: 0, width: width, height: safeTop + height)
      builder.fill(NodePath.key("navigationBar").appending("background"), bar, env.surfaceColors.bar)
      builder.line(
        NodePath.key("navigationBar").appending("separator"),
        Rect(x: 0, y: bar.maxY - env.hairline, width: width, height: env.hairline),
        system.$separator)
      let frame = Rect(
        x: Self.margin, y: safeTop + (Self.barHeight - measured.size.height) / 2, width: textWidth,
        height: measured.size.height)
      builder.text(
        NodePath.key("navigationBar").appending("title"), title.text, frame, attributes, system.$label,
        alignment: .center, maxLines: 1,
        isTruncated: measured.isTruncated)
    case .large:
      let frame = Rect(
        x: Self.margin, y: safeTop + Self.barHeight + 3, width: textWidth, height: measured.size.height)
      builder.text(
        NodePath.key("navigationBar").appending("title"), title.text, frame, attributes, system.$label, maxLines: 1,
        isTruncated: measured.isTruncated)
    }
    arrangeButtons(top: safeTop, env: env, into: &builder)
    searchField?.arrange(top: safeTop + titleHeight, env: env, into: &builder)
    return builder.arrangement
  }
}

extension NavigationBarLayout {
  /// The back button and the bar buttons in the 44 pt row below `top`.
  func arrangeButtons(top: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let tint = env.theme.ods.accent
    let body = env.iosText(.body, fixedSize: .large)
    let midY = top + Self.barHeight / 2
    if let backButton {
      let chevron = Self.backChevron
      builder.shape(
        NodePath.key("navigationBar").appending("backButton").appending("chevron"), .chevronBackward,
        Rect(x: chevron.minX, y: midY - chevron.height / 2, width: chevron.width, height: chevron.height),
        stroke: Stroke(color: tint, width: 2.2), mirrorsInRTL: true)
      builder.note(TokenSources(stroke: env.theme.ods.$accent.path))
      let measured = env.measurer.measure(backButton, attributes: body, maxWidth: env.width / 3, maxLines: 1)
      builder.text(
        NodePath.key("navigationBar").appending("backButton").appending("title"), backButton,
        Rect(
          x: Self.backTitleX, y: midY - measured.size.height / 2, width: measured.size.width,
          height: measured.size.height),
        body, env.theme.ods.$accent, maxLines: 1, isTruncated: measured.isTruncated)
    }
    var x = env.width - Self.margin
    for (index, item) in barItems.enumerated() {
      let size = BarItemPart.size(
        of: item, attributes: body, isEditing: isEditing, maxWidth: env.width / 3, env: env)
      x -= size.width
      BarItemPart.arrange(
        item, in: Rect(x: x, y: midY - size.height / 2, width: size.width, height: size.height), attributes: body,
        color: TintToken(env.theme.ods.$accent), isEditing: isEditing, env: env,
        id: NodePath.key("navigationBar").appending("barItems").index(index), into: &builder)
      x -= Self.itemGap
    }
  }
}

/// Pull to refresh in progress: a 60 pt band above the first row with the activity indicator
/// in its middle.
enum RefreshControlLayout {
  static let height = 60.0

  static func arrange(y: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let size = ActivityIndicator.size
    let frame = Rect(
      x: (env.width - size.width) / 2, y: y + (height - size.height) / 2, width: size.width, height: size.height)
    ActivityIndicator.arrange(in: frame, color: env.theme.system.$gray, id: "refreshControl", into: &builder)
  }
}
