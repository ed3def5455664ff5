import Foundation
import ListShotModel

/// What a still picture of a screen must choose that the app's code leaves to the user: which
/// row is swiped open, whose context menu is open, what the search field holds, whether the
/// list is refreshing or editing, what is selected and which outline rows are expanded.
///
/// The defaults are iOS's first frame: nothing swiped or open, no search text, not
/// refreshing, not editing, nothing selected beyond what the app's own selection binding
/// holds, every outline row collapsed.
///
/// ```swift
/// Screen("contacts", state: ScreenState(swiped: .titled("Ada"), editMode: .active)) { ContactsView() }
/// ```
public struct ScreenState: Hashable, Sendable {
  /// The row swiped open; its swipe actions on `swipeEdge` (declared with `.swipeActions` or a
  /// swipe actions provider) are drawn.
  public var swiped: RowReference?
  public var swipeEdge: HorizontalEdge
  /// The row whose context menu is open (declared with `.contextMenu` or a context menu
  /// provider).
  public var contextMenu: RowReference?
  /// The search field's text (needs `.searchable`); nil: the text its binding holds.
  public var searchText: String?
  /// Pull to refresh in progress (needs `.refreshable` or `onRefresh`).
  public var isRefreshing: Bool
  /// `\.editMode` of the whole screen; nil: as the app sets it (`.environment(\.editMode, …)`),
  /// else inactive.
  public var editMode: EditMode?
  /// Rows drawn selected, in addition to those the list's selection binding holds.
  public var selection: [RowReference]
  /// Outline rows (`List(_:children:)`, `OutlineGroup`, `OutlineItem`) drawn expanded.
  public var expanded: [RowReference]
  /// The render's clock: `Text(date, style: .relative / .offset / .timer)` is measured from it,
  /// and `@Environment(\.now)` and `Date.now` read it (`PinnedClock`: in a file that imports only
  /// ListShotUI; one that imports Foundation itself reads the machine's).
  public var now: Date
  /// The time zone dates are written in (`Text(date, style:)`, `Text(_:format:)`).
  public var timeZone: TimeZone
  /// The locale texts are formatted in; nil: the screen's `locale`, else en_US.
  public var locale: Locale?
  /// The app's asset catalogue folders (`Assets.xcassets`), searched in order for
  /// `Color("Brand")`, `UIColor(named:)`, `Image("logo")`, `UIImage(named:)` and
  /// `Image(decorative:)`. An image name found in none of them is looked up in the icon set;
  /// a colour name is refused, naming the catalogues searched (docs/swiftui.md, "Asset
  /// catalogues").
  public var assetCatalogues: [URL]

  /// 9 June 2025, 09:41 UTC: the default clock, so a golden never depends on the machine.
  public static let defaultNow = Date(timeIntervalSince1970: 1_749_462_060)
  public static let defaultTimeZone = TimeZone(identifier: "UTC")!
  public static let defaultLocale = Locale(identifier: "en_US")

  static func calendar(_ locale: Locale, _ timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    return calendar
  }

  public init(
    swiped: RowReference? = nil, swipeEdge: HorizontalEdge = .trailing, contextMenu: RowReference? = nil,
    searchText: String? = nil, isRefreshing: Bool = false, editMode: EditMode? = nil, selection: [RowReference] = [],
    expanded: [RowReference] = [], now: Date = ScreenState.defaultNow,
    timeZone: TimeZone = ScreenState.defaultTimeZone, locale: Locale? = nil, assetCatalogues: [URL] = []
  ) {
    self.swiped = swiped
    self.swipeEdge = swipeEdge
    self.contextMenu = contextMenu
    self.searchText = searchText
    self.isRefreshing = isRefreshing
    self.editMode = editMode
    self.selection = selection
    self.expanded = expanded
    self.now = now
    self.timeZone = timeZone
    self.locale = locale
    self.assetCatalogues = assetCatalogues
  }
}

/// A row of the screen, as a picture names it.
public enum RowReference: Hashable, Sendable, CustomStringConvertible {
  /// The row at this index of this section (both from 0), as drawn.
  case at(section: Int, row: Int)
  /// The first row, depth first, whose title (or first text) is this string.
  case titled(String)

  public var description: String {
    switch self {
    case .at(let section, let row): return "sections[\(section)].rows[\(row)]"
    case .titled(let title): return "the row titled '\(title)'"
    }
  }
}
