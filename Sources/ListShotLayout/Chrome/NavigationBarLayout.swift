import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The navigation bar above a list, below the top safe area, in the look's figures
/// (`look.navigationBar.*`).
///
/// Inline: a row (44 pt in iOS 18) with the title centred in the inline title style (Headline;
/// bar titles do not follow Dynamic Type), on the bar background that also fills the status bar
/// area, with a hairline at its bottom edge; iOS 26 draws neither background nor hairline.
/// Large: an empty row, then the title in the large title style at the leading margin, on the
/// list's own background (the scroll-edge appearance). The bar starts right below the status
/// bar (`Viewport.navigationBarTop`).
///
/// With device chrome the row also holds the back button (iOS 18: a chevron 8 pt from the
/// leading edge, then its title in Body, in the app tint) and the bar buttons from the
/// trailing margin inwards (30 pt symbols or Body titles, 8 pt apart), as on the ods-ios
/// screenshots; in iOS 26 each sits on a glass capsule and the back button shows no title.
/// They do not follow Dynamic Type.
struct NavigationBarLayout {
  let title: NavigationTitle
  let attributes: TextAttributes
  let measured: TextMeasurement
  /// The height below the status bar.
  var height: Double
  var backButton: String?
  var barItems: [DeviceChrome.BarItem] = []
  /// The buttons at the leading end, from the leading margin inwards (`.cancellationAction`).
  var leadingBarItems: [DeviceChrome.BarItem] = []
  /// The bar items that are views (`DeviceChrome.BarItem.view`), by their index.
  var barViews: [Int: BarViewPart] = [:]
  var leadingBarViews: [Int: BarViewPart] = [:]
  /// `NavigationTitle.principal`, drawn in the inline title's place.
  var principal: BarViewPart?
  /// The screen is in edit mode: an `EditButton` reads "Done".
  var isEditing = false
  /// `.searchable`: the search field's band under the title.
  var searchField: SearchFieldLayout?
  /// The height of the search band under the title (0 without one, or with the field at the
  /// bottom of the screen).
  var searchBand = 0.0
  /// The height of the title part, without the search band.
  var titleHeight: Double { height - searchBand }

  static func measure(_ title: NavigationTitle, chrome: DeviceChrome?, env: LayoutEnvironment) throws
    -> NavigationBarLayout
  {
    var bar = try measure(title, env: env)
    bar.backButton = chrome?.backButton
    bar.barItems = chrome?.barItems ?? []
    bar.leadingBarItems = chrome?.leadingBarItems ?? []
    let id = NodePath.key("navigationBar")
    func views(_ items: [DeviceChrome.BarItem], _ key: String) throws -> [Int: BarViewPart] {
      var views: [Int: BarViewPart] = [:]
      for (index, item) in items.enumerated() {
        guard case .view(let node) = item else { continue }
        views[index] = try BarViewPart.measure(
          node, id: id.appending(key).index(index).appending("view"), maxWidth: env.width / 3, env: env)
      }
      return views
    }
    bar.barViews = try views(bar.barItems, "barItems")
    bar.leadingBarViews = try views(bar.leadingBarItems, "leadingBarItems")
    return bar
  }

  /// The bar of `screen`: its title, chrome buttons, edit state and search field.
  static func measure(_ title: NavigationTitle, screen: Screen, env: LayoutEnvironment) throws -> NavigationBarLayout {
    var bar = try measure(title, chrome: screen.chrome, env: env)
    bar.isEditing = screen.editMode != nil
    if let field = screen.searchField, !env.look.searchField.isAtBottom {
      let band = env.look.searchField.bandHeight
      bar.searchField = SearchFieldLayout.measure(field, env: env)
      bar.height += band
      bar.searchBand = band
    }
    return bar
  }

  static func measure(_ title: NavigationTitle, env: LayoutEnvironment) throws -> NavigationBarLayout {
    let look = env.look.navigationBar
    let maxWidth = max(0, env.width - 2 * look.margin)
    switch title.displayMode {
    case .inline:
      let attributes = env.iosText(look.inlineTitle, fixedSize: .large)
      let measured = env.measurer.measure(title.text, attributes: attributes, maxWidth: maxWidth, maxLines: 1)
      var bar = NavigationBarLayout(title: title, attributes: attributes, measured: measured, height: look.height)
      if let principal = title.principal {
        bar.principal = try BarViewPart.measure(
          principal, id: NodePath.key("navigationBar").appending("principal"), maxWidth: maxWidth, env: env)
      }
      return bar
    case .large:
      let attributes = env.iosText(look.largeTitle)
      let measured = env.measurer.measure(title.text, attributes: attributes, maxWidth: maxWidth, maxLines: 1)
      // iOS 18: 52 pt at the default size, 3 above the title and 8 below it.
      return NavigationBarLayout(
        title: title, attributes: attributes, measured: measured,
        height: look.height
          + max(look.largeTitleMinHeight, measured.size.height + (look.largeTitleTop + look.largeTitleBottom)))
    }
  }

  func arrange(safeTop: Double, env: LayoutEnvironment) -> Arrangement {
    var builder = ArrangementBuilder(path: "navigationBar", width: env.width, provenance: env.recordsProvenance)
    let look = env.look.navigationBar
    let width = env.width
    let textWidth = max(0, width - 2 * look.margin)
    let system = env.theme.system
    let bar = Rect(x: 0, y: 0, width: width, height: safeTop + height)
    switch title.displayMode {
    case .inline:
      if look.drawsBackground || title.background != nil {
        Self.arrangeBackground(title.background, bar, env, &builder)
      }
      if look.drawsSeparator || title.background != nil { Self.arrangeSeparator(bar, env, &builder) }
      if let principal {
        // Centred in the bar, as the inline title is.
        principal.arrange(
          at: Point(x: (width - principal.size.width) / 2, y: safeTop + (look.height - principal.size.height) / 2),
          into: &builder)
      } else {
        let frame = Rect(
          x: look.margin, y: safeTop + (look.height - measured.size.height) / 2, width: textWidth,
          height: measured.size.height)
        builder.text(
          NodePath.key("navigationBar").appending("title"), title.text, frame, attributes, system.$label,
          alignment: .center, maxLines: 1,
          isTruncated: measured.isTruncated)
      }
    case .large:
      // `.toolbarBackground(.visible)`: the background under the whole bar, the title's band too.
      if title.background != nil {
        Self.arrangeBackground(title.background, bar, env, &builder)
        Self.arrangeSeparator(bar, env, &builder)
      }
      let frame = Rect(
        x: look.margin, y: safeTop + look.height + look.largeTitleTop, width: textWidth, height: measured.size.height)
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
  /// The bar's background in `bar`: the look's bar colour, or the colour of
  /// `.toolbarBackground(Color…, for: .navigationBar)`.
  static func arrangeBackground(
    _ background: BarBackground?, _ bar: Rect, _ env: LayoutEnvironment, _ builder: inout ArrangementBuilder
  ) {
    let id = NodePath.key("navigationBar").appending("background")
    if case .color(let tint)? = background {
      let color = TintToken(tint, in: env, at: id)
      builder.fill(id, bar, color.color)
      builder.note(color.sources(\.fill))
    } else {
      builder.fill(id, bar, env.surfaceColors.bar)
    }
  }

  /// The hairline along the bar's bottom edge.
  static func arrangeSeparator(_ bar: Rect, _ env: LayoutEnvironment, _ builder: inout ArrangementBuilder) {
    builder.line(
      NodePath.key("navigationBar").appending("separator"),
      Rect(x: 0, y: bar.maxY - env.hairline, width: bar.width, height: env.hairline), env.theme.system.$separator)
  }

  /// The back button and the bar buttons in the bar's row below `top`; on glass capsules when
  /// the look has them (`look.navigationBar.button.height` > 0).
  func arrangeButtons(top: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let look = env.look.navigationBar
    let color = Self.buttonColor(env)
    let body = env.iosText(.body, fixedSize: .large)
    let midY = top + look.height / 2
    let capsule = look.buttonHeight
    let id = NodePath.key("navigationBar")
    if let backButton {
      let chevron = look.backChevron
      var chevronX = chevron.minX
      var titleX = look.backTitleX
      if capsule > 0 {
        // A glass circle at the leading margin holding the chevron (and the title, if shown).
        let measured = env.measurer.measure(backButton, attributes: body, maxWidth: env.width / 3, maxLines: 1)
        let width = look.showsBackTitle ? capsule + measured.size.width + look.buttonPadding : capsule
        let frame = Rect(x: look.margin, y: midY - capsule / 2, width: width, height: capsule)
        GlassLayout.arrange(
          frame, cornerRadius: capsule / 2, id: id.appending("backButton").appending("glass"), env: env,
          into: &builder)
        chevronX = frame.minX + (capsule - chevron.width) / 2
        titleX = frame.minX + capsule
      }
      builder.shape(
        id.appending("backButton").appending("chevron"), .chevronBackward,
        Rect(x: chevronX, y: midY - chevron.height / 2, width: chevron.width, height: chevron.height),
        stroke: Stroke(color: color.wrappedValue, width: look.backChevronStroke), mirrorsInRTL: true)
      builder.note(TokenSources(stroke: color.path))
      if look.showsBackTitle {
        let measured = env.measurer.measure(backButton, attributes: body, maxWidth: env.width / 3, maxLines: 1)
        builder.text(
          id.appending("backButton").appending("title"), backButton,
          Rect(
            x: titleX, y: midY - measured.size.height / 2, width: measured.size.width, height: measured.size.height),
          body, color, maxLines: 1, isTruncated: measured.isTruncated)
      }
    }
    var x = env.width - look.margin
    for (index, item) in barItems.enumerated() {
      x = arrange(
        item, view: barViews[index], from: x, towardsLeading: true, top: top,
        id: id.appending("barItems").index(index), env, &builder)
      x -= look.itemGap
    }
    x = look.margin
    for (index, item) in leadingBarItems.enumerated() {
      x = arrange(
        item, view: leadingBarViews[index], from: x, towardsLeading: false, top: top,
        id: id.appending("leadingBarItems").index(index), env, &builder)
      x += look.itemGap
    }
  }

  /// The bar buttons' and back button's colour: the app tint, or the label colour where the
  /// look's buttons are monochrome (iOS 26, `look.navigationBar.button.tinted`).
  static func buttonColor(_ env: LayoutEnvironment) -> Token<Color> {
    env.look.navigationBar.tintsButtons ? env.theme.ods.$accent : env.theme.system.$label
  }

  /// A bar button (or a bar item's `view`) against `edge`, on its glass capsule when the look
  /// has them; answers its far edge (the next button's `edge`). A view sits on a capsule as a
  /// titled button does: iOS 26 puts each bar item on glass (a text item's capsule is not
  /// measured: no reference shows one).
  private func arrange(
    _ item: DeviceChrome.BarItem, view: BarViewPart?, from edge: Double, towardsLeading: Bool, top: Double,
    id itemID: NodePath, _ env: LayoutEnvironment, _ builder: inout ArrangementBuilder
  ) -> Double {
    let look = env.look.navigationBar
    let body = env.iosText(.body, fixedSize: .large)
    let midY = top + look.height / 2
    let capsule = look.buttonHeight
    let size =
      view?.size
      ?? BarItemPart.size(
        of: item, attributes: body, isEditing: isEditing, maxWidth: env.width / 3, symbolSide: look.symbolSide,
        env: env)
    let isSymbol = view == nil && BarItemPart.title(of: item, attributes: body, isEditing: isEditing) == nil
    let width = capsule > 0 ? (isSymbol ? capsule : max(capsule, size.width + 2 * look.buttonPadding)) : size.width
    let minX = towardsLeading ? edge - width : edge
    var content = Rect(x: minX, y: midY - size.height / 2, width: size.width, height: size.height)
    if capsule > 0 {
      let frame = Rect(x: minX, y: midY - capsule / 2, width: width, height: capsule)
      GlassLayout.arrange(frame, cornerRadius: capsule / 2, id: itemID.appending("glass"), env: env, into: &builder)
      content.x = frame.midX - size.width / 2
    }
    if let view {
      view.arrange(at: Point(x: content.minX, y: content.minY), into: &builder)
      return towardsLeading ? minX : minX + width
    }
    BarItemPart.arrange(
      item, in: content, attributes: body, color: TintToken(Self.buttonColor(env)), isEditing: isEditing, env: env,
      id: itemID, into: &builder)
    return towardsLeading ? minX : minX + width
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
