import ListShotModel

/// `TabView { … }` with `.tabItem { Label("Home", systemImage: "house") }` on each tab, or
/// iOS 18's `Tab("Home", systemImage: "house") { … }`: the tab bar at the bottom, the first
/// tab selected and its content shown, as an app opens. The other tabs' content is not built.
public struct TabView: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }
  /// The picture shows the first tab, whatever the selection holds.
  public init<SelectionValue: Hashable, Content: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("TabView")
    let tabs = Self.tabs(in: content)
    guard let first = tabs.first else { throw inner.error("a TabView with no tab cannot be drawn") }
    guard tabs.count <= DeviceChrome.maxTabs else {
      throw inner.error(
        "a TabView of \(tabs.count) tabs cannot be drawn: iPhone shows \(DeviceChrome.maxTabs) (the fifth is More)",
        hint: "keep at most \(DeviceChrome.maxTabs) tabs")
    }
    var items: [DeviceChrome.TabItem] = []
    for (index, tab) in tabs.enumerated() {
      let path = inner.entering("tab[\(index)]").entering(".tabItem")
      if tab.hasBadge {
        throw path.error("a tab's .badge cannot be drawn yet", hint: "leave the badge out of the picture")
      }
      guard let label = tab.label else { throw path.error("a tab without .tabItem (or Tab) cannot be drawn") }
      items.append(try path.tabItem(label))
    }
    context.facts.tabBar = DeviceChrome.TabBar(items: items, selected: 0)
    return try inner.entering("tab[0]").lower(first.content)
  }

  /// The tabs: the views of the content, each with the label its `.tabItem` gives it.
  static func tabs(in view: any View) -> [(content: any View, label: (any View)?, hasBadge: Bool)] {
    switch view {
    case let tab as Tab: return [(tab.content, tab.label, false)]
    case let group as any ViewGroup where !(view is TabItemView): return group.childViews.flatMap { tabs(in: $0) }
    default: return [item(of: view).map { ($0.content, $0.label, hasBadge(view)) } ?? (view, nil, false)]
    }
  }

  /// Whether a `.badge` is written after the tab's `.tabItem`.
  private static func hasBadge(_ view: any View) -> Bool {
    guard let modified = view as? ModifiedView else { return false }
    return modified.name == "badge" || hasBadge(modified.content)
  }

  /// The `.tabItem` of a tab, under the modifiers written after it (`.tag`, `.badge`: the tab
  /// item's, not its content's).
  private static func item(of view: any View) -> TabItemView? {
    switch view {
    case let item as TabItemView: return item
    case let modified as ModifiedView: return item(of: modified.content)
    default: return nil
    }
  }
}

/// iOS 18's `Tab("Home", systemImage: "house") { HomeView() }` in a `TabView`.
public struct Tab: View, PrimitiveView {
  public typealias Body = Never
  let content: any View
  let label: any View

  public init<S: StringProtocol, Content: View>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    label = Label(title, systemImage: systemImage)
  }

  public init<S: StringProtocol, V: Hashable, Content: View>(
    _ title: S, systemImage: String, value: V, @ViewBuilder content: () -> Content
  ) {
    self.init(title, systemImage: systemImage, content: content)
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

/// A view and the label `.tabItem` gives it in a `TabView`; elsewhere, the view.
struct TabItemView: View, PrimitiveView, ViewGroup {
  typealias Body = Never
  let content: any View
  let label: any View

  var childViews: [any View] { [content] }
  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

extension View {
  /// The tab's title and symbol in the `TabView`'s tab bar.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    TabItemView(content: self, label: label())
  }
}

extension LoweringContext {
  /// A tab bar item from a tab's label: `Label(_:systemImage:)`, or an `Image` and a `Text`.
  func tabItem(_ label: any View) throws -> DeviceChrome.TabItem {
    var title: String?
    var icon: Icon?
    func visit(_ node: ViewNode) {
      let node = node.unmodified
      if let text = node.element(as: TextView.self) {
        title = title ?? text.text
      } else if let image = node.element(as: ImageView.self) {
        icon = icon ?? image.source
      } else {
        node.children.forEach(visit)
      }
    }
    try lowerContent(label).forEach(visit)
    guard let title, let icon else {
      throw error(
        "a tab item shows a symbol and a title; this one has \(title == nil ? "no title" : "no image")",
        hint: "write .tabItem { Label(\"Home\", systemImage: \"house\") }")
    }
    return DeviceChrome.TabItem(title, icon: icon)
  }
}
