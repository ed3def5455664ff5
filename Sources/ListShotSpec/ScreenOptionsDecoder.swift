import ListShotCore
import ListShotModel

/// Decodes the screen keys around the list: the navigation bar, edit mode, pull to refresh,
/// the device chrome, the surface and the contrast.
///
/// ```yaml
/// navigationTitle: List
/// navigationBarTitleDisplayMode: inline     # or large (the default)
/// principal: { vstack: [{ text: Title, font: headline }, { text: subtitle, font: caption }] }
/// editMode: { delete: true, reorder: true } # or { multiselect: true }
/// refreshing: true
/// surface: theme                            # or system; default: what the rows are made for
/// contrast: increased                       # or standard (the default)
/// chrome: true                              # see ChromeDecoder
/// searchable: { text: Sal, prompt: Recipes } # or true: the search field under the title
/// accentColor: "#009AC7"                    # the app tint (.tint / .accentColor on the root view)
/// contentMargins: { top: 4, leading: 0, trailing: 0, bottom: 20 }  # .contentMargins
/// scrollContentBackground: hidden           # with background: a colour or a view behind
/// background: { linearGradient: … }
/// ```
enum ScreenOptionsDecoder {
  /// `toolbarBackground: { navigationBar: visible, bottomBar: orange }`.
  static func decodeBarBackgrounds(_ node: SpecNode, into screen: inout Screen) throws {
    let shape = SpecShapes.screen.mappingShape!.field("toolbarBackground")!
    let bars = try node.mapping(shape, what: "toolbarBackground")
    func background(_ node: SpecNode) throws -> BarBackground {
      if case .scalar = node.node, try node.string() == "visible" { return .standard }
      return .color(try ColorDecoder.decode(node))
    }
    if let bar = bars["navigationBar"] {
      guard screen.navigationTitle != nil else {
        throw bar.error("toolbarBackground.navigationBar needs a navigationTitle: the bar it draws behind")
      }
      screen.navigationTitle?.background = try background(bar)
    }
    if let bar = bars["bottomBar"] {
      guard screen.chrome?.bottomBar != nil else {
        throw bar.error("toolbarBackground.bottomBar needs chrome.tabBar or chrome.toolbar: the bar it draws behind")
      }
      screen.chrome?.bottomBarBackground = try background(bar)
    }
  }

  static func decode(_ map: SpecMapping, into screen: inout Screen) throws {
    let mode = try map.choice("navigationBarTitleDisplayMode", as: NavigationTitle.DisplayMode.self)
    if let node = map["principal"] {
      // The view in the inline bar's title place (`ToolbarItem(placement: .principal)`).
      if mode == .large, let modeNode = map["navigationBarTitleDisplayMode"] {
        throw modeNode.error("a principal view is drawn in the inline bar; the display mode cannot be large")
      }
      let principal = try ViewDecoder.decodeContent(node)
      screen.navigationTitle = NavigationTitle(
        try map["navigationTitle"]?.string() ?? principal.firstText ?? "", displayMode: .inline, principal: principal)
    } else if let title = map["navigationTitle"] {
      screen.navigationTitle = NavigationTitle(try title.string(), displayMode: mode ?? .large)
    } else if let node = map["navigationBarTitleDisplayMode"] {
      throw node.error("navigationBarTitleDisplayMode needs a navigationTitle")
    }
    if let node = map["editMode"] {
      let edit = try node.mapping(SpecShapes.editMode, what: "editMode")
      screen.editMode = EditMode(
        delete: try edit["delete"]?.bool() ?? false, reorder: try edit["reorder"]?.bool() ?? false,
        multiselect: try edit["multiselect"]?.bool() ?? false)
    }
    screen.isRefreshing = try map["refreshing"]?.bool() ?? false
    screen.chrome = try map["chrome"].flatMap(ChromeDecoder.decode)
    if let node = map["toolbarBackground"] { try decodeBarBackgrounds(node, into: &screen) }
    screen.surface = try map.choice("surface", as: Surface.self)
    screen.contrast = try map.choice("contrast", as: ColorContrast.self) ?? .standard
    screen.accentColor = try map["accentColor"].map(ColorDecoder.decode)
    if let node = map["contentMargins"] {
      let margins = try node.mapping(SpecShapes.contentMargins, what: "contentMargins")
      screen.contentMarginTop = try margins.double("top")
      screen.contentMarginLeading = try margins.double("leading")
      screen.contentMarginTrailing = try margins.double("trailing")
      screen.contentMarginBottom = try margins.double("bottom")
    }
    screen.hidesScrollContentBackground = try map.choice("scrollContentBackground", as: Visibility.self) == .hidden
    if let node = map["background"] {
      if case .mapping = node.node {
        screen.background = try ViewDecoder.decodeContent(node)
      } else {
        screen.background = .color(try ColorDecoder.decode(node))
      }
    }
    try ListModifierDecoder.decodeScreen(map, into: &screen)
  }
}
