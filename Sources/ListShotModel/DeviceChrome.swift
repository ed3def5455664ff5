import ListShotCore

/// What a screenshot shows around the app's list: the system's status bar and home
/// indicator, and the app's navigation bar buttons and tab bar or toolbar, as iOS draws them
/// on a device (the ods-ios documentation screenshots show all of them).
///
/// A screen opts in with `chrome`, or every screen of a run with `--chrome` (then `standard`:
/// the status bar and the home indicator). Without it nothing is drawn around the list.
public struct DeviceChrome: Hashable, Sendable {
  /// Time, cellular and Wi-Fi bars and battery, in the top safe area; nil hides it.
  public var statusBar: StatusBar?
  /// The back button's title (`Modules`), drawn with the back chevron before the title of
  /// the navigation bar; needs a `navigationTitle`.
  public var backButton: String?
  /// The navigation bar's trailing buttons, from the trailing edge inwards.
  public var barItems: [BarItem]
  /// The navigation bar's leading buttons (`.cancellationAction`, `.topBarLeading`), from the
  /// leading edge inwards; not with a back button.
  public var leadingBarItems: [BarItem] = []
  /// A tab bar or toolbar above the bottom safe area.
  public var bottomBar: BottomBar?
  /// `.toolbarBackground(.visible, for: .tabBar)` (or `.bottomBar`): the bottom bar's
  /// background, in a colour of its own when one is named.
  public var bottomBarBackground: BarBackground?
  /// The bar at the bottom of a device without a home button.
  public var homeIndicator: Bool

  public init(
    statusBar: StatusBar? = StatusBar(), backButton: String? = nil, barItems: [BarItem] = [],
    bottomBar: BottomBar? = nil, homeIndicator: Bool = true
  ) {
    self.statusBar = statusBar
    self.backButton = backButton
    self.barItems = barItems
    self.bottomBar = bottomBar
    self.homeIndicator = homeIndicator
  }

  /// The status bar and the home indicator: what `--chrome` draws.
  public static let standard = DeviceChrome()

  /// The status bar's content. The defaults are Apple's marketing screenshot: 9:41, full bars.
  public struct StatusBar: Hashable, Sendable {
    public var time: String
    /// Filled cellular bars, 0 to 4.
    public var cellularBars: Int
    /// Filled Wi-Fi arcs, 0 to 3.
    public var wifiBars: Int
    /// Battery charge, 0 to 1.
    public var batteryLevel: Double

    public init(time: String = "9:41", cellularBars: Int = 4, wifiBars: Int = 3, batteryLevel: Double = 1) {
      self.time = time
      self.cellularBars = cellularBars
      self.wifiBars = wifiBars
      self.batteryLevel = batteryLevel
    }
  }

  /// A bar item: a button (a symbol or a title, in the app tint), or a view that is not a
  /// button.
  public enum BarItem: Hashable, Sendable {
    case icon(Icon)
    case title(String)
    /// SwiftUI's `EditButton()`: "Edit", or "Done" in semibold while the screen is in edit
    /// mode (`Screen.editMode`), in the app tint.
    case editButton
    /// A view that is not a button (`Text("Updated just now").font(.caption)`, a `Label`'s
    /// icon, an `HStack`): laid out by the view engine at its ideal size, in the label colour
    /// unless it sets its own; bars do not follow Dynamic Type, so it is laid out at the
    /// default (Large) size. In a bottom toolbar the first one is centred in the bar, the
    /// buttons before it at the leading end and those after it at the trailing end.
    case view(ViewNode)
    /// A flexible space in a bottom toolbar (`Spacer()` among a `ToolbarItemGroup`'s items, as
    /// UIKit's flexible space): the spacers share what the items leave of the bar's width, and
    /// items with no spacer between them sit side by side.
    case spacer
  }

  /// A tab bar (`TabView`) or a toolbar (`.toolbar { ToolbarItem(placement: .bottomBar) }`).
  public enum BottomBar: Hashable, Sendable {
    case tabBar(TabBar)
    case toolbar([BarItem])
  }

  /// The tabs, equally wide; the selected one in the app tint, the others in
  /// `unselectedTint` (iOS: gray; an app may set its own, as ods-ios does with the label colour).
  public struct TabBar: Hashable, Sendable {
    public var items: [TabItem]
    public var selected: Int
    public var unselectedTint: TintColor?

    public init(items: [TabItem], selected: Int = 0, unselectedTint: TintColor? = nil) {
      self.items = items
      self.selected = selected
      self.unselectedTint = unselectedTint
    }
  }

  public struct TabItem: Hashable, Sendable {
    public var title: String
    public var icon: Icon

    public init(_ title: String, icon: Icon) {
      self.title = title
      self.icon = icon
    }
  }

  /// Limits checked by `validate()`.
  public static let maxTabs = 5
}

extension Screen {
  /// Problems in the screen's chrome: ranges, empty titles, and buttons without the bar they
  /// sit in.
  func chromeIssues() -> [ValidationIssue] {
    guard let chrome else { return [] }
    var issues: [ValidationIssue] = []
    func issue(_ path: NodePath, _ message: String) {
      issues.append(ValidationIssue(path: NodePath.key("chrome").appending(path), message))
    }
    if let bar = chrome.statusBar {
      if !(0...4).contains(bar.cellularBars) {
        issue(
          NodePath.key("statusBar").appending("cellular"), "cellular bars \(bar.cellularBars) is out of range 0...4")
      }
      if !(0...3).contains(bar.wifiBars) {
        issue(NodePath.key("statusBar").appending("wifi"), "Wi-Fi bars \(bar.wifiBars) is out of range 0...3")
      }
      if !(bar.batteryLevel >= 0 && bar.batteryLevel <= 1) {
        issue(NodePath.key("statusBar").appending("battery"), "battery level \(bar.batteryLevel) is out of range 0...1")
      }
    }
    if navigationTitle == nil {
      if chrome.backButton != nil {
        issue("backButton", "chrome.backButton needs a navigationTitle: the back button sits in the navigation bar")
      }
      if !chrome.barItems.isEmpty {
        issue("barItems", "chrome.barItems needs a navigationTitle: bar buttons sit in the navigation bar")
      }
      if !chrome.leadingBarItems.isEmpty {
        issue(
          "leadingBarItems", "chrome.leadingBarItems needs a navigationTitle: bar buttons sit in the navigation bar")
      }
    }
    if chrome.backButton?.isEmpty == true { issue("backButton", "the back button title is empty") }
    if chrome.backButton != nil, !chrome.leadingBarItems.isEmpty {
      issue("leadingBarItems", "chrome has a backButton or leadingBarItems at the bar's leading end, not both")
    }
    // The items of every bar: an empty title, a view's own problems; a spacer only in the toolbar.
    var bars = [("barItems", chrome.barItems), ("leadingBarItems", chrome.leadingBarItems)]
    if case .toolbar(let items)? = chrome.bottomBar { bars.append(("toolbar", items)) }
    for (key, items) in bars {
      for (index, item) in items.enumerated() {
        if item == .spacer, key != "toolbar" {
          issue(
            NodePath.key(key).index(index),
            "a spacer spreads a bottom toolbar's items; the navigation bar's buttons have none (put it in chrome.toolbar)"
          )
        }
        if case .title(let text) = item, text.isEmpty {
          issue(NodePath.key(key).index(index), "the bar button title is empty")
        }
        if case .view(let node) = item {
          issues += node.validate().map {
            $0.prefixed(NodePath.key("chrome").appending(key).index(index).appending("view"))
          }
        }
      }
    }
    if chrome.bottomBarBackground != nil, chrome.bottomBar == nil {
      issue("bottomBarBackground", "chrome.bottomBarBackground needs a tab bar or a toolbar: the bar it draws behind")
    }
    switch chrome.bottomBar {
    case .tabBar(let tabs)?:
      if tabs.items.isEmpty || tabs.items.count > DeviceChrome.maxTabs {
        issue(
          NodePath.key("tabBar").appending("items"),
          "a tab bar has 1 to \(DeviceChrome.maxTabs) items, not \(tabs.items.count)")
      } else if !tabs.items.indices.contains(tabs.selected) {
        issue(
          NodePath.key("tabBar").appending("selected"),
          "selected tab \(tabs.selected) is out of range 0...\(tabs.items.count - 1)")
      }
    case .toolbar(let items)?:
      if items.isEmpty { issue(NodePath.key("toolbar").appending("items"), "a toolbar has at least one item") }
      if !items.isEmpty, items.allSatisfy({ $0 == .spacer }) {
        issue(NodePath.key("toolbar").appending("items"), "a toolbar of spacers only has nothing to spread")
      }
    case nil:
      break
    }
    return issues
  }
}
