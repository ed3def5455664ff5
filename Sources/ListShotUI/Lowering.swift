import ListShotCore
import ListShotAssets
import ListShotModel

/// What a view lowers to, on its way to a `Screen`: free-form content, a row, a section or a
/// list. A list turns the views it holds into rows and its runs of rows into sections.
enum Piece {
  case view(ViewNode)
  case row(LoweredRow)
  case section(LoweredSection)
  case list(LoweredList)

  /// The SwiftUI name of what the piece came from, for errors.
  var kindName: String {
    switch self {
    case .view(let node): return node.swiftUIName
    case .row(let row): return row.source
    case .section: return "Section"
    case .list: return "List"
    }
  }
}

/// A row, with what the app declares on it that a still picture shows only when asked
/// (`ScreenState`): its swipe actions and context menu.
struct LoweredRow {
  var row: Row
  /// The SwiftUI type the row came from (`ODSListItem`, `Text`, `HStack` …).
  var source: String
  /// Where the row was declared, for errors: `ContentView/List/ForEach[2]/Text`.
  var path: String
  /// The id of the data element (`ForEach`, `List(data)`): what `List(selection:)` matches.
  var id: AnyHashable?
  var swipeActions: [SwipeActions.Edge: [SwipeAction]] = [:]
  /// The row comes from a `ForEach` with `onDelete` (or `editActions: .delete`), or `onMove`:
  /// in edit mode the other rows of the list get no delete control, or no reorder handle.
  var deletable = false
  var movable = false
  /// The row's context menu (`.contextMenu { }`, a context menu provider), drawn open only
  /// when `ScreenState.contextMenu` names the row.
  var contextMenu: [ContextMenuItem]?
  /// The view the row was made from, when it was one: a modifier on the row modifies it, and
  /// the row is made again (`Toggle("Wi-Fi", isOn:)` is the cell with a switch;
  /// `.tint(.orange)` on it is a tinted toggle, not a tinted cell).
  var view: ViewNode?

  /// The text a `RowReference.titled` matches: the row's title or first text.
  var title: String? { row.content.primaryText }
}

/// A section and its rows, before the list assembles them.
struct LoweredSection {
  var section: ListShotModel.Section
  var rows: [LoweredRow]
}

/// A `List` (or a Lists-module view): its sections and what the list declares.
struct LoweredList {
  var style: ListShotModel.ListStyle
  var sections: [LoweredSection]
  /// The selected ids (`List(selection:)`), nil without a selection binding.
  var selection: Set<AnyHashable>?
  var allowsMultipleSelection = false
  /// In edit mode (`\.editMode` active where the list is).
  var isEditing = false
  var path: String
}

/// What the whole screen collects from anywhere in the view tree (SwiftUI's preferences):
/// the navigation bar and what the list around the rows declares.
@MainActor
final class ScreenFacts {
  let screenName: String
  var navigationTitle: String?
  var displayMode: NavigationTitle.DisplayMode?
  /// `ToolbarItem(placement: .principal)` with a view other than a `Text`: drawn in the inline
  /// title's place.
  var principal: ViewNode?
  /// A `NavigationView` or `NavigationStack` is around the list: iOS draws its bar, with the
  /// bar's buttons, even when no view sets a title.
  var hasNavigationBar = false
  /// `.toolbar(.hidden, for: .navigationBar)`, `.navigationBarHidden(true)`: no bar, no title
  /// and no bar buttons are drawn, wherever in the tree the title was set.
  var hidesNavigationBar = false
  var barItems: [DeviceChrome.BarItem] = []
  /// The leading buttons (`.cancellationAction`, `.topBarLeading`), leading to trailing.
  var leadingBarItems: [DeviceChrome.BarItem] = []
  /// The bottom toolbar's items (`.bottomBar`, `.status`), leading to trailing.
  var bottomItems: [DeviceChrome.BarItem] = []
  var hasEditButton = false
  var isRefreshable = false
  var searchable: (text: String, prompt: String?)?
  var deletes = false
  var moves = false
  /// Where `.selectionDisabled(true)` is: accepted outside edit mode, refused in it (the
  /// selection circles are drawn on every row).
  var selectionDisabled: [ListShotError] = []
  /// `.tint` / `.accentColor` around the list: the screen's accent.
  var accentColor: TintColor?
  /// `.contentMargins(.top, n)`: the list's top content margin.
  var contentMarginTop: Double?
  var contentMarginLeading: Double?
  var contentMarginTrailing: Double?
  var contentMarginBottom: Double?
  /// `.listSectionSpacing` on the list (the innermost one written wins).
  var sectionSpacing: ListShotModel.ListSectionSpacing?
  /// `.listRowSpacing(n)` on the list.
  var rowSpacing: Double?
  /// `.scrollContentBackground(.hidden)` on the list.
  var hidesScrollContentBackground = false
  /// `.background(…)` on the list (the innermost one written).
  var listBackground: ViewNode?
  /// `TabView`: the tab bar at the bottom.
  var tabBar: DeviceChrome.TabBar?
  /// `.toolbarBackground(.visible, for:)`: the bars whose background is drawn.
  var visibleBarBackgrounds: Set<ToolbarPlacement> = []
  /// `.toolbarBackground(Color…, for:)`: their colours (the innermost one written).
  var barBackgroundColors: [ToolbarPlacement: TintColor] = [:]

  /// The background of `bar` as `.toolbarBackground` sets it; nil: the look's.
  func barBackground(_ bar: ToolbarPlacement) -> BarBackground? {
    guard visibleBarBackgrounds.contains(bar) else { return nil }
    return barBackgroundColors[bar].map { .color($0) } ?? .standard
  }

  /// The asset catalogues the screen's state names, read once per lowering.
  let assets: AssetCatalogues
  /// The variant's scheme and scale, which pick an asset image's file.
  let variant: ScreenVariant

  init(screenName: String, assets: AssetCatalogues = AssetCatalogues([]), variant: ScreenVariant = ScreenVariant()) {
    self.screenName = screenName
    self.assets = assets
    self.variant = variant
  }
}

/// Where lowering is: the environment the views see, the path to the view being lowered, and
/// the screen's facts.
@MainActor
struct LoweringContext {
  var environment: EnvironmentValues
  var path: [String]
  let facts: ScreenFacts
  /// Inside a `NavigationView` / `NavigationStack`: a navigation title shows.
  var inNavigation = false
  /// Inside a `Form`: a `List` written there draws its rows inline.
  var inForm = false

  /// The same context one level deeper, at `name`.
  func entering(_ name: String) -> LoweringContext {
    var copy = self
    copy.path.append(name)
    return copy
  }

  var pathDescription: String { path.joined(separator: "/") }

  /// An error at the current view: names the screen and the path to the view.
  func error(_ message: String, hint: String? = nil) -> ListShotError {
    ListShotError(
      .badInput, at: SourceLocation(file: "screen '\(facts.screenName)'", path: pathDescription), message, hint: hint)
  }

  /// Lowers any view: itself if ListShot knows it, else through its `body`, evaluated with
  /// this context's environment.
  func lower(_ view: any View) throws -> [Piece] {
    // A container's closures (ForEach's content, a NavigationLink's label) run while it is
    // lowered, after the body that made it returned: they read this environment too.
    if let primitive = view as? PrimitiveView {
      return try EnvironmentValues.$current.withValue(environment) { try primitive.lower(in: self) }
    }
    let inner = entering(typeName(of: view))
    if view is any UIViewRepresentable {
      throw inner.error(
        "\(typeName(of: view)) is a UIKit view (UIViewRepresentable), which ListShot cannot draw",
        hint: "snapshot the SwiftUI views around it, or describe the view with stacks, texts and images")
    }
    try inner.checkEnvironmentObjects(of: view)
    if inner.path.count > Limits.maxViewDepth {
      throw inner.error("the views nest more than \(Limits.maxViewDepth) levels deep (a view that contains itself?)")
    }
    let body: any View = EnvironmentValues.$current.withValue(environment) { view.body }
    let pieces = try inner.lower(body)
    // A view of the app's own that makes one piece of content is a custom view: its name is
    // kept (for errors, provenance and the audit), as a spec's named fragment keeps it.
    if pieces.count == 1, case .view(let node) = pieces[0] {
      return [.view(.custom(name: typeName(of: view), body: node))]
    }
    return pieces
  }

  /// Lowers `view` into free-form content only: stacks, texts, images … (a row's label, a
  /// stack's child). A row, section or list there cannot be drawn.
  func lowerContent(_ view: any View) throws -> [ViewNode] {
    try contentNodes(try lower(view))
  }

  /// Pieces that must all be free-form content.
  func contentNodes(_ pieces: [Piece]) throws -> [ViewNode] {
    try pieces.map { piece in
      switch piece {
      case .view(let node): return node
      case .row(let row) where row.swipeActions.isEmpty && row.contextMenu == nil && row.view != nil:
        return row.view!
      case .row(let row)
      where row.swipeActions.isEmpty && row.contextMenu == nil
        && row.row == Row(row.row.content).with(accessibility: row.row.accessibility):
        // A design system's row inside a stack keeps its own layout.
        let node = row.row.content.viewNode ?? ViewNode(HostedRowView(row.row.content))
        return row.row.accessibility.map { node.modified(by: AccessibilityModifier($0)) } ?? node
      default:
        throw error(
          "\(piece.kindName) cannot stand inside other views' content here; it is a list row of its own",
          hint: "put it directly in the List")
      }
    }
  }

  /// `lowerContent` for a place that holds one view: several are stacked vertically, as
  /// SwiftUI does in a row.
  func lowerSingle(_ view: any View) throws -> ViewNode? {
    let nodes = try lowerContent(view)
    switch nodes.count {
    case 0: return nil
    case 1: return nodes[0]
    default: return .vstack(alignment: .leading, nodes)
    }
  }

  /// A control's label (a Toggle's, a Button's, a LabeledContent's …): as `lowerSingle`, but
  /// the texts after the first view are its subtitles, in Subheadline and the secondary colour
  /// unless they set their own, as iOS draws a form's labels (`Toggle(isOn:) { Text("Title");
  /// Text("Subtitle") }`); after a `Label` they stand under its title, past its icon. A stack
  /// the app wrote is left as it is.
  func lowerControlLabel(_ view: any View) throws -> ViewNode? {
    let nodes = try lowerContent(view)
    guard nodes.count >= 2,
      nodes.dropFirst().allSatisfy({ $0.unmodified.element(as: TextView.self) != nil })
    else { return try lowerSingle(view) }
    let subtitles = nodes.dropFirst().map { $0.font(.subheadline).foregroundStyle(paint: .hierarchical(1)) }
    let first = nodes[0]
    if first.element(as: LabelView.self) != nil, first.children.count == 2 {
      var label = first
      label.children[1] = .vstack(alignment: .leading, [first.children[1]] + subtitles)
      return label
    }
    return .vstack(alignment: .leading, [first] + subtitles)
  }

  /// Lowers `view` to the rows it makes (a list's content).
  func lowerRows(_ view: any View) throws -> [LoweredRow] {
    try lower(view).map { try row(from: $0) }
  }

  /// A piece as a list row.
  func row(from piece: Piece) throws -> LoweredRow {
    switch piece {
    case .row(let row): return row
    case .view(let node):
      return LoweredRow(row: Row.from(node), source: node.swiftUIName, path: pathDescription, view: node)
    case .section, .list:
      throw error(
        "\(piece.kindName) cannot be a row",
        hint: "a Section belongs directly in a List; a List cannot be nested in a row")
    }
  }
}

/// A type's name without its generic arguments: `ContentView`, `ModifiedView`.
func typeName(of value: Any) -> String {
  let full = String(describing: type(of: value))
  return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
}

extension Row {
  /// What a view in a list row lowers to: a bare `Text` is the default cell iOS draws for it
  /// (`ListCell`), a bare `Label(title, systemImage:)` the cell with its symbol, a bare
  /// `Toggle("Title", isOn:)` the cell with a switch; anything else is free-form content.
  static func from(_ node: ViewNode) -> Row {
    if let modifier = node.element(as: AccessibilityModifier.self),
      let row = from(accessibility: modifier, around: node.children[0])
    {
      return row
    }
    if node.element(as: CustomView.self) != nil, let body = node.children.first {
      // A custom view of a bare text or label is drawn as the text or label.
      let row = from(body)
      if case .listCell = row.content { return row }
      return Row(.view(node))
    }
    if let text = node.element(as: TextView.self), text == TextView(text.text) {
      return Row(.listCell(ListCell(text.text)))
    }
    if node.element(as: LabelView.self) != nil, let title = node.children[1].element(as: TextView.self),
      let image = node.children[0].element(as: ImageView.self), title == TextView(title.text),
      image == ImageView(image.source)
    {
      return Row(.listCell(ListCell(title.text, image: image.source)))
    }
    if let picker = node.element(as: PickerView.self), picker.style == .navigationLink,
      let title = node.children[0].element(as: TextView.self), title == TextView(title.text)
    {
      // A navigation-link picker is the cell with its value and the disclosure chevron.
      let value = picker.selected(among: node.children.count - 1).flatMap { node.children[$0 + 1].firstText }
      return Row(
        .listCell(ListCell(title.text)), accessories: (value.map { [.label($0)] } ?? []) + [.disclosureIndicator])
    }
    if let toggle = node.element(as: ToggleView.self), let title = node.children.first?.element(as: TextView.self),
      title == TextView(title.text)
    {
      return Row(.listCell(ListCell(title.text)), accessories: [.toggle(isOn: toggle.isOn)])
    }
    return Row(.view(node))
  }
}

extension RowContent {
  /// The free-form content of a row that is only that (a cell from a bare `Text` or `Label`
  /// counts, as the view it came from).
  var viewNode: ViewNode? {
    switch self {
    case .view(let node): return node
    case .listCell(let cell) where cell.secondaryText == nil:
      if let image = cell.image { return .label(title: .text(cell.text), icon: .image(ImageView(image))) }
      return .text(cell.text)
    default: return nil
    }
  }

  /// The row's title, or the first text of its content.
  var primaryText: String? {
    switch self {
    case .odsListItem(let item): return item.title
    case .controlItem(let item): return item.label
    case .oudsListItem(let item): return item.data.label
    case .materialCell(let cell): return cell.title
    case .listCell(let cell): return cell.text
    case .view(let node): return node.firstText
    }
  }
}
