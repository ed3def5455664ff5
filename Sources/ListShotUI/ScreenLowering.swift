import Foundation
import ListShotAssets
import ListShotCore
import ListShotModel

/// A screen of SwiftUI-shaped views: `Screen("oceans") { ContentView() }`.
///
/// It holds the views as the app wrote them; the renderer asks it for the model's screen once
/// per render variant (`ScreenSource`), and it lowers the views then, with the variant's
/// colour scheme, layout direction and Dynamic Type size in their `@Environment`, on the main
/// actor as SwiftUI reads a body. A view that cannot be drawn fails the render with a message
/// naming the view and its path in the view tree.
public struct Screen: ScreenSource, AssetCatalogueScreen {
  public let name: String
  public let width: Double?
  public let locale: String?
  /// What the still picture chooses (a row swiped open, edit mode …).
  public private(set) var state: ScreenState
  let content: any View

  public init<Content: View>(
    _ name: String, width: Double? = nil, locale: String? = nil, state: ScreenState = ScreenState(),
    @ViewBuilder content: () -> Content
  ) {
    self.name = name
    self.width = width
    self.locale = locale
    self.state = state
    self.content = content()
  }

  public func drawing(fromAssetCatalogues catalogues: [URL]) -> any ScreenSource {
    var copy = self
    copy.state.assetCatalogues += catalogues.filter { !state.assetCatalogues.contains($0) }
    return copy
  }

  /// The lowering refuses what `validate()` refuses, with the view's path: the renderer need
  /// not validate each variant's screen again.
  public var validatesScreens: Bool { true }

  /// The model's screen in `variant`, the views lowered on the main actor (on the main thread
  /// when called from another one).
  public func screen(for variant: ScreenVariant) throws -> ListShotModel.Screen {
    let lowering = ScreenLowering(name: name, width: width, locale: locale, state: state)
    let content = self.content
    if MainQueue.isCurrent {
      return try MainActor.assumeIsolated { try lowering.screen(of: content, in: variant) }
    }
    return try DispatchQueue.main.sync {
      try MainActor.assumeIsolated { try lowering.screen(of: content, in: variant) }
    }
  }
}

/// Lowers a view tree to a `Screen` in one variant.
@MainActor
struct ScreenLowering {
  let name: String
  let width: Double?
  let locale: String?
  let state: ScreenState

  func screen(of view: any View, in variant: ScreenVariant) throws -> ListShotModel.Screen {
    var environment = EnvironmentValues()
    environment.colorScheme = variant.scheme
    environment.layoutDirection = variant.direction
    environment.dynamicTypeSize = variant.dynamicTypeSize
    if let locale { environment.locale = Locale(identifier: locale) }
    if let editMode = state.editMode { environment.editMode = .constant(editMode) }
    environment.locale = state.locale ?? locale.map { Locale(identifier: $0) } ?? ScreenState.defaultLocale
    environment.timeZone = state.timeZone
    environment.calendar = ScreenState.calendar(environment.locale, state.timeZone)
    environment.now = state.now
    let assets: AssetCatalogues
    do {
      assets = try AssetCatalogues.read(state.assetCatalogues)
    } catch var error as ListShotError {
      error.message = "ScreenState.assetCatalogues: " + error.message
      throw error
    }
    let facts = ScreenFacts(screenName: name, assets: assets, variant: variant)
    let pieces = try LoweringContext(environment: environment, path: [], facts: facts).lower(view)
    // Errors about the screen as a whole name the view it was built from.
    let context = LoweringContext(environment: environment, path: rootName(of: view).map { [$0] } ?? [], facts: facts)

    // The list, and the views a VStack puts above and below it (`Text("\(n) selections")`).
    var lists: [LoweredList] = []
    var above: [ViewNode] = []
    var below: [ViewNode] = []
    for piece in pieces {
      switch piece {
      case .list(let list): lists.append(list)
      case .view(let node): if lists.isEmpty { above.append(node) } else { below.append(node) }
      case .row, .section:
        throw context.error(
          "\(piece.kindName) stands outside the List: rows and sections belong in a List",
          hint: "put it inside the List")
      }
    }
    guard lists.count == 1, var list = lists.first else {
      throw context.error(
        lists.isEmpty
          ? "the view shows no List (or SimpleListView, GroupedListView, OutlineListView): ListShot draws list screens"
          : "the view shows \(lists.count) lists; a screen draws one")
    }
    try apply(state, to: &list, context)
    if list.isEditing {
      // Only the rows of a ForEach with onDelete (onMove) get a delete control (a handle).
      for s in list.sections.indices {
        for r in list.sections[s].rows.indices {
          if facts.deletes, !list.sections[s].rows[r].deletable { list.sections[s].rows[r].row.deleteDisabled = true }
          if facts.moves, !list.sections[s].rows[r].movable { list.sections[s].rows[r].row.moveDisabled = true }
        }
      }
    }

    var screen = ListShotModel.Screen(
      name: name, style: list.style, width: width, locale: locale,
      sections: list.sections.map { lowered in
        var section = lowered.section
        section.rows = lowered.rows.map(\.row)
        return section
      })
    if facts.hidesNavigationBar {
      facts.principal = nil
      facts.navigationTitle = nil
      facts.barItems = []
      facts.leadingBarItems = []
    }
    if let principal = facts.principal {
      // The view in the title's place; VoiceOver reads the title, else the view's first text.
      screen.navigationTitle = NavigationTitle(
        facts.navigationTitle ?? principal.firstText ?? "", displayMode: .inline, principal: principal)
    } else if let title = facts.navigationTitle {
      screen.navigationTitle = NavigationTitle(title, displayMode: facts.displayMode ?? .large)
    } else if facts.hasNavigationBar, !facts.barItems.isEmpty || !facts.leadingBarItems.isEmpty {
      // A navigation stack with toolbar buttons and no title: iOS draws the inline bar with
      // only its buttons.
      screen.navigationTitle = NavigationTitle("", displayMode: .inline)
    }
    if !facts.barItems.isEmpty || !facts.leadingBarItems.isEmpty || !facts.bottomItems.isEmpty || facts.tabBar != nil {
      // SwiftUI lays the trailing items out in the order written; the model counts from the
      // trailing edge inwards.
      let bottomBar: DeviceChrome.BottomBar? =
        facts.tabBar.map { .tabBar($0) } ?? (facts.bottomItems.isEmpty ? nil : .toolbar(facts.bottomItems))
      screen.chrome = DeviceChrome(
        statusBar: nil, barItems: facts.barItems.reversed(), bottomBar: bottomBar, homeIndicator: false)
      screen.chrome?.leadingBarItems = facts.leadingBarItems
    }
    screen.navigationTitle?.background = facts.barBackground(.navigationBar)
    if screen.chrome?.bottomBar != nil {
      screen.chrome?.bottomBarBackground = facts.barBackground(facts.tabBar == nil ? .bottomBar : .tabBar)
    }
    screen.viewsAbove = above
    screen.viewsBelow = below
    screen.accentColor = facts.accentColor
    screen.contentMarginTop = facts.contentMarginTop
    screen.contentMarginLeading = facts.contentMarginLeading
    screen.contentMarginTrailing = facts.contentMarginTrailing
    screen.contentMarginBottom = facts.contentMarginBottom
    screen.sectionSpacing = facts.sectionSpacing
    screen.rowSpacing = facts.rowSpacing
    screen.hidesScrollContentBackground = facts.hidesScrollContentBackground
    screen.background = facts.listBackground
    if list.isEditing, let disabled = facts.selectionDisabled.first { throw disabled }
    if list.isEditing {
      let multiselect = list.allowsMultipleSelection
      let editMode = ListShotModel.EditMode(
        delete: facts.deletes && !multiselect, reorder: facts.moves, multiselect: multiselect)
      // Editing with no row controls still turns an EditButton into "Done".
      if editMode != ListShotModel.EditMode() || facts.hasEditButton { screen.editMode = editMode }
    }
    if state.isRefreshing {
      guard facts.isRefreshable else {
        throw context.error("ScreenState.isRefreshing: the list has no .refreshable (or onRefresh) to refresh")
      }
      screen.isRefreshing = true
    }
    if let search = facts.searchable {
      screen.searchField = SearchField(text: state.searchText ?? search.text, prompt: search.prompt)
    } else if state.searchText != nil {
      throw context.error("ScreenState.searchText: the screen has no .searchable")
    }
    try refuseForbiddenCombinations(of: screen, list, context)
    return screen
  }

  /// The model's `validate()` errors (the design systems' forbidden combinations …), refused
  /// here as the renderer would refuse them, with the path to the view that made the row.
  private func refuseForbiddenCombinations(
    of screen: ListShotModel.Screen, _ list: LoweredList, _ context: LoweringContext
  ) throws {
    let errors = screen.validate().filter { $0.severity == .error }
    guard let issue = errors.first else { return }
    var place = context.pathDescription
    if case .key("sections")? = issue.path.components.first, issue.path.components.count >= 4,
      case .index(let s) = issue.path.components[1], case .index(let r) = issue.path.components[3],
      list.sections.indices.contains(s), list.sections[s].rows.indices.contains(r)
    {
      place = list.sections[s].rows[r].path
    }
    let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
    throw ListShotError(
      .badInput, at: SourceLocation(file: "screen '\(name)'", path: place), "\(issue.path): \(issue.message)\(more)")
  }

  /// The name of the view a screen is built from: `ContentView` in `Screen("x") { ContentView() }`.
  private func rootName(of view: any View) -> String? {
    switch view {
    case let group as any ViewGroup:
      return group.childViews.count == 1 ? rootName(of: group.childViews[0]) : nil
    case let modified as ModifiedView: return rootName(of: modified.content)
    default: return typeName(of: view)
    }
  }

  /// The picture's choices applied to the list's rows.
  private func apply(_ state: ScreenState, to list: inout LoweredList, _ context: LoweringContext) throws {
    if let reference = state.swiped {
      try list.withRow(reference, context) { row in
        guard let actions = row.swipeActions[state.swipeEdge.model], !actions.isEmpty else {
          throw context.error(
            "ScreenState.swiped: \(reference) has no swipe actions on its \(state.swipeEdge) edge",
            hint: "declare them with .swipeActions(edge:) or a swipe actions provider")
        }
        row.row.swipeActions = SwipeActions(edge: state.swipeEdge.model, actions)
      }
    }
    if let reference = state.contextMenu {
      try list.withRow(reference, context) { row in
        guard let items = row.contextMenu else {
          throw context.error("ScreenState.contextMenu: \(reference) has no context menu")
        }
        row.row.contextMenu = ContextMenu(items)
      }
    }
    for reference in state.selection {
      try list.withRow(reference, context) { $0.row.isSelected = true }
    }
    for reference in state.expanded {
      try list.expand(reference, context)
    }
  }
}

extension LoweredList {
  /// Changes the row `reference` names (a top-level row of a section).
  @MainActor
  mutating func withRow(
    _ reference: RowReference, _ context: LoweringContext, _ change: (inout LoweredRow) throws -> Void
  ) throws {
    switch reference {
    case .at(let s, let r):
      guard sections.indices.contains(s), sections[s].rows.indices.contains(r) else {
        throw context.error("\(reference) is not a row of the screen")
      }
      try change(&sections[s].rows[r])
    case .titled(let title):
      for s in sections.indices {
        if let r = sections[s].rows.firstIndex(where: { $0.title == title }) { return try change(&sections[s].rows[r]) }
      }
      throw context.error(
        "no row is titled '\(title)'", hint: "name rows by the text they show, or by .at(section:row:)")
    }
  }

  /// Expands the outline row `reference` names, at any depth for a title.
  @MainActor
  mutating func expand(_ reference: RowReference, _ context: LoweringContext) throws {
    func expand(_ rows: inout [Row], _ title: String) -> Bool {
      for i in rows.indices {
        if rows[i].content.primaryText == title {
          rows[i].isExpanded = true
          return true
        }
        if expand(&rows[i].children, title) { return true }
      }
      return false
    }
    if case .titled(let title) = reference {
      for s in sections.indices {
        var rows = sections[s].rows.map(\.row)
        if expand(&rows, title) {
          for r in rows.indices { sections[s].rows[r].row = rows[r] }
          return
        }
      }
      throw context.error("no outline row is titled '\(title)'")
    }
    try withRow(reference, context) { $0.row.isExpanded = true }
  }
}
