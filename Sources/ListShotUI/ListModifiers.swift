import ListShotModel

/// SwiftUI's list styles: `.listStyle(.plain)`, `.listStyle(InsetGroupedListStyle())`.
public protocol ListStyle {
  var style: ListShotModel.ListStyle { get }
}

public struct PlainListStyle: ListStyle {
  public init() {}
  public var style: ListShotModel.ListStyle { .plain }
}
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var style: ListShotModel.ListStyle { .grouped }
}
public struct InsetListStyle: ListStyle {
  public init() {}
  public var style: ListShotModel.ListStyle { .inset }
}
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var style: ListShotModel.ListStyle { .insetGrouped }
}
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var style: ListShotModel.ListStyle { .sidebar }
}
/// The iOS default: inset grouped (iOS 16 and later).
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var style: ListShotModel.ListStyle { .insetGrouped }
}

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Which edge a row is swiped from.
public enum HorizontalEdge: Hashable, Sendable {
  case leading, trailing

  var model: SwipeActions.Edge { self == .leading ? .leading : .trailing }
}

extension View {
  /// The style of the lists inside.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    modified("listStyle", .environment { $0.listStyle = style.style })
  }

  /// The row's swipe actions on `edge`: drawn when the picture swipes the row open
  /// (`ScreenState.swiped`). `allowsFullSwipe` changes nothing in a still picture.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    let buttons = content()
    return modified(
      "swipeActions",
      .row { row, context in
        row.swipeActions[edge.model, default: []] += try context.buttons(in: buttons).map {
          try $0.swipeAction(in: context)
        }
      })
  }

  /// The row's context menu: drawn when the picture opens it (`ScreenState.contextMenu`).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    let items = menuItems()
    return modified(
      "contextMenu",
      .row { row, context in
        row.contextMenu = ContextMenuItem.tidied(try context.menuItems(in: items))
      })
  }

  /// `.badge(3)`, `.badge("New")`: the grey count or text at the row's trailing end, as iOS
  /// draws a list badge (the model's `Row.badge`); 0 shows none.
  public func badge(_ count: Int) -> some View {
    modified("badge", .row { row, _ in row.row.badge = .count(count) })
  }

  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modified("badge", .row { row, _ in row.row.badge = label.map { .text(String($0)) } })
  }

  public func badge(_ label: Text?) -> some View { badge(label?.string) }

  /// Pull to refresh: the picture shows the spinner when `ScreenState.isRefreshing`.
  public func refreshable(action: @escaping () async -> Void) -> some View {
    modified("refreshable", .facts { facts, _ in facts.isRefreshable = true })
  }

  /// The search field under the navigation title, showing `text` (or the prompt when empty).
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
    searchable(text: text, prompt: prompt?.string)
  }

  public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S?) -> some View {
    let prompt = prompt.map { String($0) }
    return modified("searchable", .facts { facts, _ in facts.searchable = (text.wrappedValue, prompt) })
  }

  /// `.searchable(text:placement:prompt:)`: the field where the look draws it (iOS 18: under the
  /// title; iOS 26: at the bottom), whatever the placement; `isPresented:` does not open it.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    searchable(text: text, prompt: prompt?.string)
  }

  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, prompt: String(prompt) as String?)
  }

  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    searchable(text: text, prompt: prompt?.string)
  }

  // The row modifiers of "Free-form rows", lowered to the model's row options.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modified("listRowSeparator", .row { row, _ in row.row.separators.set(visibility.model, edges: edges.model) })
  }
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modified(
      "listRowSeparatorTint",
      .row { row, context in
        row.row.separators.setTint(try color?.tint(in: context), edges: edges.model)
      })
  }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modified(
      "listSectionSeparator",
      .row { _, context in
        throw context.error(".listSectionSeparator is drawn on a Section: put it on the Section, not on a row")
      })
  }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modified("listRowInsets", .row { row, _ in row.row.insets = insets })
  }
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modified(
      "listRowBackground",
      .row { row, context in
        guard let view else { return row.row.background = nil }
        if let color = view as? Color {
          row.row.background = .color(try color.tint(in: context))
        } else if let node = try context.lowerSingle(view) {
          row.row.background = .view(node)
        }
      })
  }

  /// `.headerProminence(.increased)` on a `Section`.
  public func headerProminence(_ prominence: Prominence) -> some View {
    modified("headerProminence", .section { $0.headerProminence = prominence == .increased ? .increased : .standard })
  }
}

public enum Prominence: Hashable, Sendable { case standard, increased }
public enum Visibility: Hashable, Sendable {
  case automatic, visible, hidden

  var model: ListShotModel.Visibility {
    switch self {
    case .automatic: return .automatic
    case .visible: return .visible
    case .hidden: return .hidden
    }
  }
}
public enum VerticalEdge: Int8, Hashable, Sendable {
  case top, bottom
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]

    var model: SeparatorEdges {
      switch (contains(.top), contains(.bottom)) {
      case (true, false): return .top
      case (false, true): return .bottom
      default: return .all
      }
    }
  }
}

extension LoweringContext {
  /// The items of `.contextMenu { }`: its buttons, and a divider for each `Divider()` and
  /// around each `Section`, as iOS groups a menu's sections.
  func menuItems(in view: any View) throws -> [ContextMenuItem] {
    switch view {
    case let group as any ViewGroup: return try group.childViews.flatMap { try menuItems(in: $0) }
    case let each as ForEach: return try each.elements.flatMap { try menuItems(in: $0.content()) }
    case let section as Section: return [.divider] + (try menuItems(in: section.content)) + [.divider]
    case is Divider: return [.divider]
    case let modified as ModifiedView where modified.name != "tint": return try menuItems(in: modified.content)
    default: return try buttons(in: view).map { try $0.menuItem(in: self) }
    }
  }

  /// The buttons of `.swipeActions { }` / `.contextMenu { }` (a `ForEach` or `if` among them
  /// is allowed; any other view cannot be an action).
  func buttons(in view: any View) throws -> [Button] {
    switch view {
    case let button as Button: return [button]
    case let group as any ViewGroup: return try group.childViews.flatMap { try buttons(in: $0) }
    case let each as ForEach: return try each.elements.flatMap { try buttons(in: $0.content()) }
    case is Divider, is EmptyView: return []
    case let modified as ModifiedView:
      if modified.name == "tint", case .resolved = modified.action {
        throw error("write .tint(…) directly on the Button of a swipe action")
      }
      return try buttons(in: modified.content)
    default:
      throw error("\(typeName(of: view)) cannot be a swipe or menu action; use Button")
    }
  }
}

/// Where `.searchable` asks for its field (`.navigationBarDrawer(displayMode: .always)`).
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    .navigationBarDrawer
  }

  /// Whether the drawer's field shows before the list is pulled down (it does at the top).
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

extension SwiftUI { public typealias SearchFieldPlacement = ListShotUI.SearchFieldPlacement }

extension View {
  /// `.listItemTint(.fixed(.orange))`, `.listItemTint(.yellow)`: the tint of the rows' icons and
  /// controls inside, as `.tint`; `.monochrome` tints them system grey (not measured).
  public func listItemTint(_ tint: ListItemTint?) -> some View { self.tint(tint?.color) }

  public func listItemTint(_ color: Color?) -> some View { listItemTint(color.map { .fixed($0) }) }

  /// `.badgeProminence(.standard)` is the list's badge; `.increased` and `.decreased` are not
  /// drawn yet (their looks are not measured).
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    modified(
      "badgeProminence",
      .resolved { context in
        guard prominence == .standard else {
          throw context.entering(".badgeProminence").error(
            ".badgeProminence(.\(prominence)) cannot be drawn yet: only the standard badge is", hint: "leave it out")
        }
        return nil
      })
  }
}

/// What `.listItemTint` gives the rows.
public struct ListItemTint: Hashable, Sendable {
  let color: Color?
  public static let monochrome = ListItemTint(color: .gray)
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
}

/// A badge's prominence (`.badgeProminence(.increased)`).
public enum BadgeProminence: Hashable, Sendable { case standard, increased, decreased }

extension SwiftUI {
  public typealias ListItemTint = ListShotUI.ListItemTint
  public typealias BadgeProminence = ListShotUI.BadgeProminence
}
