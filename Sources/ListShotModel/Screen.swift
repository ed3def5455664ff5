import ListShotCore

/// One list screen: the unit that renders to one PNG.
///
/// A screen is plain data. It says *what* is on screen (sections of rows in a list style);
/// the environment it is rendered in (theme, scheme, text size, direction, device) is given
/// separately, so one screen renders to a whole matrix of variants.
public struct Screen: Hashable, Sendable {
  /// A file-name-safe identifier, unique within a spec.
  public var name: String
  public var style: ListStyle
  public var sections: [Section]
  /// Width in points; nil means the width chosen on the command line or the default.
  public var width: Double?
  /// BCP 47 locale such as `ar` or `he-IL`; a right-to-left language implies that direction.
  public var locale: String?
  /// The navigation bar above the list (`.navigationTitle`); nil draws no bar.
  public var navigationTitle: NavigationTitle?
  /// Active edit mode and the controls it shows on every row; nil when not editing.
  public var editMode: EditMode?
  /// Pull to refresh in progress: a spinner above the first row.
  public var isRefreshing = false
  /// The page's and cards' colours; nil takes the one the rows are designed for
  /// (`resolvedSurface`).
  public var surface: Surface?
  /// `increased` draws the OUDS items as with iOS Increase Contrast or Android high-contrast
  /// text on.
  public var contrast: ColorContrast = .standard
  /// The status bar, navigation bar buttons, tab bar or toolbar and home indicator drawn
  /// around the list (see `DeviceChrome`); nil draws none unless the run asks for them.
  public var chrome: DeviceChrome?
  /// Row paths (`sections[0].rows[2]`) to the audit findings accepted on them, any row kind.
  public var auditSuppressions: [NodePath: AuditSuppression] = [:]
  /// `.searchable`: the search field under the navigation title; nil draws none.
  public var searchField: SearchField?
  /// Views above the list, full width (`VStack { Text(…); List { … } }`), top to bottom.
  public var viewsAbove: [ViewNode] = []
  /// Views below the list, full width (`VStack { List { … }; Text("3 selections") }`).
  public var viewsBelow: [ViewNode] = []
  /// The image files the screen names, by the path its model holds, each read once
  /// (`ImageFileReader`) when the spec or Swift screen is read: layout and the painter take
  /// them from here and never open a file. The spec reader fills it; nil (a screen built in
  /// Swift) has the renderer read the files the screen names (`imagePaths`) first. Not part
  /// of equality: a screen is what it names, read or not.
  @IgnoredInEquality public var images: ImageFiles? = nil
  /// The app's accent (`accentColor:` in a spec, `.tint` / `.accentColor` on the root view): the
  /// app tint that tinted rows, checkmarks, bar buttons and symbols take; nil: the theme's
  /// (`ods.accent`; the system blue in the `ios` theme).
  public var accentColor: TintColor?
  /// `.contentMargins(.top, n)`: the list's top content margin, in place of the look's
  /// (`look.list.<style>.contentMarginTop`); nil keeps the look's.
  public var contentMarginTop: Double?
  /// `.contentMargins(.leading / .trailing / .horizontal, n)`: the sections' inset from the
  /// screen's side, in place of the look's (`look.list.<style>.sectionInset`); nil keeps it.
  public var contentMarginLeading: Double?
  public var contentMarginTrailing: Double?
  /// `.contentMargins(.bottom, n)`: n points below the last section (the list draws no bottom
  /// margin of its own in ListShot; seen on a canvas as tall as the content).
  public var contentMarginBottom: Double?
  /// `.listSectionSpacing(_:)` on the list; nil: the look's (see `ListSectionSpacing`).
  public var sectionSpacing: ListSectionSpacing?
  /// `.listRowSpacing(n)`: n points between rows; in an inset-grouped list each row is then a
  /// card of its own. Nil or 0: rows touch, as iOS draws them.
  public var rowSpacing: Double?
  /// `.scrollContentBackground(.hidden)`: the list's page colour not drawn; `background` (or
  /// the system background, as behind any view) shows in its place. The cards keep theirs.
  public var hidesScrollContentBackground = false
  /// `.background(…)` on the list: a colour, gradient or view filling the screen behind it,
  /// seen only where the list's own background is hidden (iOS draws it under an opaque page).
  public var background: ViewNode?

  public init(
    name: String, style: ListStyle = .plain, width: Double? = nil, locale: String? = nil,
    sections: [Section]
  ) {
    self.name = name
    self.style = style
    self.width = width
    self.locale = locale
    self.sections = sections
  }

  /// Every row with its index path, in display order.
  public var indexedRows: [(section: Int, row: Int, value: Row)] {
    sections.enumerated().flatMap { s, section in
      section.rows.enumerated().map { (s, $0.offset, $0.element) }
    }
  }
}

/// The list container styles of SwiftUI `List` (`.listStyle`) and UIKit list layouts.
public enum ListStyle: String, Hashable, Sendable, CaseIterable {
  case plain, grouped, inset, insetGrouped, sidebar
}

/// A run of rows with an optional header and footer (see `SectionOptions.swift`).
public struct Section: Hashable, Sendable {
  public var rows: [Row]
  public var header: String?
  public var footer: String?
  /// A header that is a view (`Section { } header: { HStack { … } }`), drawn in the header's
  /// style (its font, colour and case for the texts that set none); nil: `header`.
  public var headerView: ViewNode?
  /// A footer that is a view, drawn in the footer's style; nil: `footer`.
  public var footerView: ViewNode?
  /// The footer's text style (SwiftUI `.font(…)` on the footer's `Text`); nil: Footnote.
  public var footerStyle: IOSTextStyle?
  /// How the header is cased; nil follows the list style.
  public var textCase: TextCase?
  public var headerProminence: HeaderProminence = .standard
  /// Nil: not collapsible. True or false: collapsible (the sidebar style draws the disclosure
  /// indicator); a collapsed section draws its header only.
  public var isExpanded: Bool?
  /// `listSectionSeparator`, per edge.
  public var separators = SectionSeparators()
  /// `.listSectionSpacing(_:)` on this section: wins over the list's.
  public var spacing: ListSectionSpacing?

  public init(rows: [Row]) {
    self.rows = rows
  }
}

/// What a row shows: every kind of row a list can hold. The list's options around it are
/// `Row`'s.
public enum RowContent: Hashable, Sendable {
  case odsListItem(ODSListItem)
  /// An OUDS checkbox, radio button or switch item.
  case controlItem(OUDSControlItem)
  /// An OUDS list item (`OUDSStaticListItem`, `OUDSNavigationListItem`).
  case oudsListItem(OUDSListItem)
  /// A Material Components list cell (MDCSelfSizingStereoCell).
  case materialCell(MaterialListCell)
  /// A default UIKit list cell (text, secondary text, image).
  case listCell(ListCell)
  /// Free-form content: SwiftUI-shaped views (`content:` in a spec).
  case view(ViewNode)

  /// The spec key and Swift type name of this kind of row.
  public var kindName: String {
    switch self {
    case .odsListItem: return "odsListItem"
    case .controlItem(let item): return item.control.kindName
    case .oudsListItem: return "oudsListItem"
    case .materialCell: return "materialCell"
    case .listCell: return "listCell"
    case .view: return "content"
    }
  }
}
