import ListShotModel

/// Decodes a screen's `chrome`: what a device screenshot shows around the list.
///
/// ```yaml
/// chrome: true                                     # the status bar and the home indicator
/// chrome:
///   statusBar: { time: "10:24", cellular: 4, wifi: 3, battery: 0.8 }   # or true / false
///   backButton: Modules                            # needs a navigationTitle
///   barItems: [editButton, { icon: paintpalette }, { title: Share }]   # editButton: EditButton()
///   leadingBarItems: [{ title: Cancel }]       # from the leading edge; not with a backButton
///   tabBar: { selected: 2, unselectedTint: label, items: [{ title: Home, icon: house }] }
///   toolbar: [{ icon: trash }, { view: { text: Updated just now, font: caption } }, { title: Done }]
///   toolbar: [{ icon: folder }, spacer, { view: { text: 3 items } }, spacer, { icon: trash }]   # flexible spaces
///   homeIndicator: true
/// ```
enum ChromeDecoder {
  static var tabBarShape: SpecShape { SpecShapes.chrome.mappingShape!.field("tabBar")! }

  static func decode(_ node: SpecNode) throws -> DeviceChrome? {
    if case .scalar = node.node { return try node.bool() ? .standard : nil }
    let map = try node.mapping(SpecShapes.chrome, what: "chrome")
    var chrome = DeviceChrome()
    if let bar = map["statusBar"] { chrome.statusBar = try statusBar(bar) }
    chrome.backButton = try map["backButton"]?.string()
    chrome.barItems = try map["barItems"]?.sequence().map(barItem) ?? []
    chrome.leadingBarItems = try map["leadingBarItems"]?.sequence().map(barItem) ?? []
    switch (map["tabBar"], map["toolbar"]) {
    case (let tabs?, nil): chrome.bottomBar = .tabBar(try tabBar(tabs))
    case (nil, let items?): chrome.bottomBar = .toolbar(try items.sequence().map(barItem))
    case (.some, .some): throw node.error("chrome has a tabBar or a toolbar, not both")
    case (nil, nil): break
    }
    chrome.homeIndicator = try map["homeIndicator"]?.bool() ?? true
    return chrome
  }

  static func statusBar(_ node: SpecNode) throws -> DeviceChrome.StatusBar? {
    if case .scalar = node.node { return try node.bool() ? DeviceChrome.StatusBar() : nil }
    let map = try node.mapping(SpecShapes.chrome.mappingShape!.field("statusBar")!, what: "statusBar")
    var bar = DeviceChrome.StatusBar()
    if let time = map["time"] { bar.time = try time.string() }
    if let cellular = try map.int("cellular") { bar.cellularBars = cellular }
    if let wifi = try map.int("wifi") { bar.wifiBars = wifi }
    if let battery = try map.double("battery") { bar.batteryLevel = battery }
    return bar
  }

  /// `{icon: NAME}` (or `{icon: {file: …}}`) or `{title: TEXT}`, or `{view: VIEW}` (a view that
  /// is not a button: `{view: {text: Updated just now, font: caption}}`).
  static func barItem(_ node: SpecNode) throws -> DeviceChrome.BarItem {
    if case .scalar = node.node {
      return try node.choice(declared: SpecShapes.barItem.choiceShape!) == "spacer" ? .spacer : .editButton
    }
    let map = try node.mapping(SpecShapes.barItem, what: "a bar item")
    switch (map["icon"], map["title"], map["view"]) {
    case (let icon?, nil, nil): return .icon(try ImageSourceDecoder.icon(icon))
    case (nil, let title?, nil): return .title(try title.string())
    case (nil, nil, let view?): return .view(try ViewDecoder.decodeContent(view))
    default:
      throw node.error(
        "a bar item has an 'icon', a 'title' or a 'view'", expected: "{icon: NAME}, {title: TEXT} or {view: VIEW}")
    }
  }

  static func tabBar(_ node: SpecNode) throws -> DeviceChrome.TabBar {
    let map = try node.mapping(tabBarShape, what: "tabBar")
    let items = try map.required("items").sequence().map { item -> DeviceChrome.TabItem in
      let tab = try item.mapping(tabBarShape.field("items")!.itemShapes[0], what: "a tab")
      return DeviceChrome.TabItem(
        try tab.required("title").string(), icon: try ImageSourceDecoder.icon(tab.required("icon")))
    }
    guard (1...DeviceChrome.maxTabs).contains(items.count) else {
      throw node.error("a tab bar has 1 to \(DeviceChrome.maxTabs) items, not \(items.count)")
    }
    return DeviceChrome.TabBar(
      items: items, selected: try map.int("selected", upTo: items.count - 1) ?? 0,
      unselectedTint: try map["unselectedTint"].map(ListRowDecoder.tint))
  }
}
