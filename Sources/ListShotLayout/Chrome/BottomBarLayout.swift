import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The tab bar or toolbar above the bottom safe area, in the look's figures
/// (`look.tabBar.*`, `look.toolbar.*`). iOS 18: edge to edge on the bar background with a
/// hairline along its top edge, covering the list behind it, its background running down to the
/// bottom of the screen. iOS 26: a floating glass capsule inset from the screen's sides and
/// bottom, the selected tab on a highlight of its own.
///
/// Tab bar (iOS 18): 49 pt; equally wide tabs, each a 30 pt symbol 2 pt below the bar's top and
/// its title (10 pt medium) 34 pt below it, as on the ods-ios screenshots; the selected tab in the
/// app tint, the others in `unselectedTint` (iOS's gray by default). Toolbar: 44 pt; items
/// spread evenly (flexible space between them) in the app tint, or, when it has spacers, spread
/// by them (`flexible`). Bars do not follow Dynamic
/// Type. Tabs run from the leading edge, so they mirror in right-to-left layouts.
struct BottomBarLayout {
  let bar: DeviceChrome.BottomBar
  /// The screen is in edit mode: an `EditButton` reads "Done".
  var isEditing = false
  let look: BottomBarLook
  /// The toolbar items that are views (`DeviceChrome.BarItem.view`), by their index.
  var views: [Int: BarViewPart] = [:]
  /// `.toolbarBackground(.visible, for: .tabBar)`: a colour of its own for the edge-to-edge bar
  /// (the floating glass capsule keeps its glass).
  var background: BarBackground?

  init(
    bar: DeviceChrome.BottomBar, isEditing: Bool = false, background: BarBackground? = nil, env: LayoutEnvironment
  ) throws {
    self.bar = bar
    self.isEditing = isEditing
    self.background = background
    look = env.look.bottomBar
    guard case .toolbar(let items) = bar else { return }
    // A view is offered the bar's width less its margins and the buttons' widths.
    let body = env.iosText(.body, fixedSize: .large)
    let width = look.floats ? max(0, env.width - 2 * look.sideInset) : env.width
    let buttons = items.reduce(0.0) { sum, item in
      if case .view = item { return sum }
      if item == .spacer { return sum }
      return sum
        + BarItemPart.size(
          of: item, attributes: body, isEditing: isEditing, maxWidth: width / 2, symbolSide: look.iconSide, env: env
        ).width + look.toolbarMargin
    }
    for (index, item) in items.enumerated() {
      guard case .view(let node) = item else { continue }
      views[index] = try BarViewPart.measure(
        node, id: NodePath.key("toolbar").appending("items").index(index).appending("view"),
        maxWidth: max(0, width - 2 * look.toolbarMargin - buttons), env: env)
    }
  }

  /// The bar's own height (the capsule's, when it floats).
  var height: Double {
    switch bar {
    case .tabBar: return look.tabBarHeight
    case .toolbar: return look.toolbarHeight
    }
  }

  /// How much of the screen above the bottom safe area the bar covers.
  func band(safeBottom: Double) -> Double {
    look.floats ? max(0, look.bottomInset + height - safeBottom) : height
  }

  /// Draws the bar over a screen whose bottom is `bottom` and whose bottom safe area is
  /// `safeBottom` tall.
  func arrange(bottom: Double, safeBottom: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    if look.floats {
      let frame = Rect(
        x: look.sideInset, y: bottom - look.bottomInset - height, width: max(0, env.width - 2 * look.sideInset),
        height: height)
      GlassLayout.arrange(
        frame, cornerRadius: height / 2, id: NodePath.key("bottomBar").appending("background"), env: env,
        into: &builder)
      arrangeItems(in: frame, env: env, into: &builder)
    } else {
      let top = bottom - safeBottom - height
      let width = env.width
      let id = NodePath.key("bottomBar").appending("background")
      let area = Rect(x: 0, y: top, width: width, height: bottom - top)
      if case .color(let tint)? = background {
        let color = TintToken(tint, in: env, at: id)
        builder.fill(id, area, color.color)
        builder.note(color.sources(\.fill))
      } else {
        builder.fill(id, area, env.surfaceColors.bar)
      }
      builder.line(
        NodePath.key("bottomBar").appending("separator"), Rect(x: 0, y: top, width: width, height: env.hairline),
        env.theme.system.$separator)
      arrangeItems(in: Rect(x: 0, y: top, width: width, height: height), env: env, into: &builder)
    }
  }

  /// The tabs or toolbar items in the bar's `frame`.
  private func arrangeItems(in frame: Rect, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let top = frame.minY, width = frame.width, system = env.theme.system, tint = env.theme.ods.$accent
    switch bar {
    case .tabBar(let tabs):
      let itemWidth = width / Double(max(1, tabs.items.count))
      let label = env.systemText(size: look.titleSize, weight: look.titleWeight, lineHeight: look.titleLineHeight)
      let unselected =
        tabs.unselectedTint.map {
          TintToken($0, in: env, at: NodePath.key("tabBar").appending("unselectedTint"))
        } ?? TintToken(system.$gray)
      for (index, item) in tabs.items.enumerated() {
        let id = NodePath.key("tabBar").appending("items").index(index)
        let color = index == tabs.selected ? TintToken(tint) : unselected
        let x = frame.minX + Double(index) * itemWidth
        if index == tabs.selected, look.selection.isVisible {
          let inset = look.selectionInset
          let highlight = Rect(x: x, y: top, width: itemWidth, height: height).insetBy(dx: inset, dy: inset)
          builder.fill(id.appending("selection"), highlight, look.selection, cornerRadius: highlight.height / 2)
        }
        let side = look.iconSide
        let icon = Rect(x: x + (itemWidth - side) / 2, y: top + look.iconTop, width: side, height: side)
        BarIcon.arrange(item.icon, in: icon, color: color, env: env, id: id.appending("icon"), into: &builder)
        let measured = env.measurer.measure(item.title, attributes: label, maxWidth: itemWidth - 4, maxLines: 1)
        builder.text(
          id.appending("title"), item.title,
          Rect(x: x + 2, y: top + look.titleTop, width: itemWidth - 4, height: measured.size.height),
          label, color.color, alignment: .center, maxLines: 1, isTruncated: measured.isTruncated)
        builder.note(color.sources(\.color))
      }
    case .toolbar(let items):
      let body = env.iosText(.body, fixedSize: .large)
      let sizes = items.enumerated().map { index, item -> Size in
        views[index]?.size
          ?? BarItemPart.size(
            of: item, attributes: body, isEditing: isEditing, maxWidth: width / 2, symbolSide: look.iconSide, env: env)
      }
      let margin = look.toolbarMargin
      var xs: [Double]
      if items.contains(.spacer) {
        xs = Self.flexible(items, sizes.map(\.width), from: frame.minX + margin, to: frame.maxX - margin)
      } else if let centred = views.keys.min(), items.count > 1 {
        // A view (a `.status` text) in the middle of the bar, the buttons before it spread over
        // the leading part and those after it over the trailing part.
        let minX = frame.minX + (width - sizes[centred].width) / 2
        xs = Self.spread(
          sizes[..<centred].map(\.width), from: frame.minX + margin, to: minX, leading: true)
        xs.append(minX)
        xs += Self.spread(
          sizes[(centred + 1)...].map(\.width), from: minX + sizes[centred].width, to: frame.maxX - margin,
          leading: false)
      } else {
        // Flexible space between the items, within the margins.
        let free = max(0, width - 2 * margin - sizes.reduce(0) { $0 + $1.width })
        let gap = items.count > 1 ? free / Double(items.count - 1) : 0
        var x = frame.minX + (items.count == 1 ? (width - sizes[0].width) / 2 : margin)
        xs = sizes.map { size in
          defer { x += size.width + gap }
          return x
        }
      }
      for (index, item) in items.enumerated() where item != .spacer {
        let size = sizes[index]
        let frame = Rect(x: xs[index], y: top + (height - size.height) / 2, width: size.width, height: size.height)
        if let view = views[index] {
          view.arrange(at: Point(x: frame.minX, y: frame.minY), into: &builder)
          continue
        }
        BarItemPart.arrange(
          item, in: frame, attributes: body, color: TintToken(tint), isEditing: isEditing, env: env,
          id: NodePath.key("toolbar").appending("items").index(index), into: &builder)
      }
    }
  }

  /// UIKit's fixed space between two bar items with no flexible space between them (as seen,
  /// not measured).
  static let adjacentGap = 8.0

  /// The leading x of `items` (`widths` wide) over `start…end` when some are spacers: the
  /// spacers share what the others leave, and two items with no spacer between them sit
  /// `adjacentGap` apart. A spacer's x is where it starts.
  static func flexible(_ items: [DeviceChrome.BarItem], _ widths: [Double], from start: Double, to end: Double)
    -> [Double]
  {
    let spacers = items.filter { $0 == .spacer }.count
    let adjacent = zip(items, items.dropFirst()).filter { $0 != .spacer && $1 != .spacer }.count
    let fixed = zip(items, widths).reduce(0.0) { $0 + ($1.0 == .spacer ? 0 : $1.1) }
    let share = max(0, end - start - fixed - Double(adjacent) * adjacentGap) / Double(max(1, spacers))
    var x = start
    return items.indices.map { index in
      let position = x
      if items[index] == .spacer {
        x += share
      } else {
        x += widths[index]
        if index + 1 < items.count, items[index + 1] != .spacer { x += adjacentGap }
      }
      return position
    }
  }

  /// The leading x of items `widths` wide spread over `start…end`: equal gaps between them, and
  /// one more gap on the side of the centred view (`leading`: they start at `start`; else they
  /// end at `end`).
  static func spread(_ widths: [Double], from start: Double, to end: Double, leading: Bool) -> [Double] {
    guard !widths.isEmpty else { return [] }
    let gap = max(0, end - start - widths.reduce(0, +)) / Double(widths.count)
    var x = leading ? start : start + gap
    return widths.map { width in
      defer { x += width + gap }
      return x
    }
  }
}

/// A bar button's content: a symbol, or a title in Body.
///
/// `EditButton` is a title: "Edit" in Body, or "Done" in Body semibold while the screen is in
/// edit mode (as iOS draws the done style of a bar button).
enum BarItemPart {
  static let editTitle = "Edit"
  static let doneTitle = "Done"

  /// The title a bar button shows and its attributes, nil for a symbol.
  static func title(of item: DeviceChrome.BarItem, attributes: TextAttributes, isEditing: Bool) -> (
    String, TextAttributes
  )? {
    switch item {
    case .icon, .view, .spacer: return nil
    case .title(let text): return (text, attributes)
    case .editButton:
      guard isEditing else { return (editTitle, attributes) }
      var done = attributes
      done.font.weight = .semibold
      return (doneTitle, done)
    }
  }

  /// The item's size: a symbol of `symbolSide`, or its title's.
  static func size(
    of item: DeviceChrome.BarItem, attributes: TextAttributes, isEditing: Bool, maxWidth: Double,
    symbolSide: Double, env: LayoutEnvironment
  ) -> Size {
    if item == .spacer { return Size(width: 0, height: 0) }
    guard let (text, attributes) = title(of: item, attributes: attributes, isEditing: isEditing) else {
      return Size(width: symbolSide, height: symbolSide)
    }
    return env.measurer.measure(text, attributes: attributes, maxWidth: maxWidth, maxLines: 1).size
  }

  static func arrange(
    _ item: DeviceChrome.BarItem, in frame: Rect, attributes: TextAttributes, color: TintToken,
    isEditing: Bool = false, env: LayoutEnvironment, id: NodePath, into builder: inout ArrangementBuilder
  ) {
    if case .icon(let icon) = item {
      BarIcon.arrange(icon, in: frame, color: color, env: env, id: id.appending("icon"), into: &builder)
    } else if let (text, attributes) = title(of: item, attributes: attributes, isEditing: isEditing) {
      let key = item == .editButton ? "editButton" : "title"
      builder.text(
        id.appending(key), text, frame, attributes, color.color, alignment: .center, maxLines: 1, isTruncated: false)
      builder.note(color.sources(\.color))
    }
  }
}

/// A symbol of the built-in set, or an SVG or PNG file, tinted: bar buttons and tabs.
enum BarIcon {
  static func arrange(
    _ icon: Icon, in frame: Rect, color: TintToken, env: LayoutEnvironment, id: NodePath,
    into builder: inout ArrangementBuilder
  ) {
    switch icon {
    case .named(let name):
      if let glyph = env.icons.drawable(name, side: frame.height) {
        builder.glyph(id, glyph.character, frame, glyph.font, color.color, mirrorsInRTL: false)
      }
    case .file(let path):
      builder.image(id, path: path, frame, contentMode: .fit, tint: color.color)
    }
    builder.note(color.sources(\.color))
  }
}
