import ListShotModel

/// `NavigationView { … }`: its content under a navigation bar that shows the content's
/// `.navigationTitle`.
public struct NavigationView: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }

  func lower(in context: LoweringContext) throws -> [Piece] {
    var inner = context.entering("NavigationView")
    inner.inNavigation = true
    return try inner.lower(content)
  }
}

/// `NavigationStack { … }` (its `path:` is accepted; the picture shows the root).
public struct NavigationStack: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  public init<Root: View>(@ViewBuilder root: () -> Root) { content = root() }
  public init<Path, Root: View>(path: Binding<Path>, @ViewBuilder root: () -> Root) { content = root() }

  func lower(in context: LoweringContext) throws -> [Piece] {
    var inner = context.entering("NavigationStack")
    inner.inNavigation = true
    return try inner.lower(content)
  }
}

/// `NavigationLink { destination } label: { … }`, `NavigationLink("Title") { destination }`,
/// `NavigationLink("Title", value:)`, `NavigationLink(destination:label:)`. In a list its label
/// is the row, with the chevron iOS adds (an `ODSListItem` label draws its own, as ods-ios
/// asks). The destination is never shown.
public struct NavigationLink: View, PrimitiveView {
  public typealias Body = Never
  let label: any View

  public init<Label: View, Destination: View>(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public init<Label: View, Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<S: StringProtocol, Destination: View>(_ title: S, @ViewBuilder destination: () -> Destination) {
    label = Text(title)
  }

  public init<S: StringProtocol, Destination: View>(_ title: S, destination: Destination) {
    label = Text(title)
  }

  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }

  public init<Label: View, P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("NavigationLink")
    let pieces = try inner.lower(label)
    guard pieces.count == 1 else {
      throw inner.error("a NavigationLink's label is one row; this one has \(pieces.count) views")
    }
    var row = try inner.row(from: pieces[0])
    if case .odsListItem(var item) = row.row.content {
      item.isNavigationLink = true
      row.row.content = .odsListItem(item)
    } else {
      row.row.accessories.append(.disclosureIndicator)
    }
    return [.row(row)]
  }
}

/// `.navigationBarTitleDisplayMode(.inline)`.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

extension View {
  /// The title of the navigation bar around the view (inside a `NavigationView` or
  /// `NavigationStack`; elsewhere iOS shows none either).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    let title = String(title)
    return modified(
      "navigationTitle",
      .facts { facts, context in
        if context.inNavigation, facts.navigationTitle == nil { facts.navigationTitle = title }
      })
  }

  public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }

  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
    modified(
      "navigationBarTitleDisplayMode",
      .facts { facts, _ in
        guard facts.displayMode == nil else { return }
        switch mode {
        case .inline: facts.displayMode = .inline
        case .large: facts.displayMode = .large
        case .automatic: break
        }
      })
  }

  /// `.toolbar { EditButton() }`, `.toolbar { ToolbarItem(placement: .navigationBarTrailing) { … } }`:
  /// the buttons of the navigation bar.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = content()
    return modified(
      "toolbar",
      .facts { facts, context in
        try context.recordToolbar(items, into: facts)
      })
  }

  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modified("navigationBarItems", .facts { facts, context in try context.recordToolbar(trailing, into: facts) })
  }
}

/// A toolbar item: where it goes and what it shows.
public struct ToolbarItem: View, PrimitiveView {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: any View

  public init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

/// `ToolbarItemGroup(placement:) { … }`.
public struct ToolbarItemGroup: View, PrimitiveView {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: any View

  public init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

public enum ToolbarItemPlacement: Hashable, Sendable {
  case automatic, primaryAction, navigationBarTrailing, topBarTrailing, navigationBarLeading, topBarLeading
  case bottomBar, principal, confirmationAction, cancellationAction
}

extension LoweringContext {
  /// The navigation bar's buttons: `EditButton` ("Edit", or "Done" in edit mode), buttons with
  /// a title or a symbol. Other placements than the bar's trailing end cannot be drawn yet.
  func recordToolbar(_ view: any View, into facts: ScreenFacts) throws {
    func items(_ view: any View, _ placement: ToolbarItemPlacement) throws {
      switch view {
      case let group as any ViewGroup:
        for child in group.childViews { try items(child, placement) }
      case let item as ToolbarItem:
        try items(item.content, item.placement)
      case let group as ToolbarItemGroup:
        try items(group.content, group.placement)
      case is EditButton:
        guard [.automatic, .primaryAction, .navigationBarTrailing, .topBarTrailing].contains(placement) else {
          throw error("a toolbar item placed at \(placement) cannot be drawn yet; only the bar's trailing end")
        }
        facts.hasEditButton = true
        facts.barItems.append(.editButton)
      case let button as Button:
        guard [.automatic, .primaryAction, .navigationBarTrailing, .topBarTrailing].contains(placement) else {
          throw error("a toolbar item placed at \(placement) cannot be drawn yet; only the bar's trailing end")
        }
        facts.barItems.append(try button.barItem(in: self))
      default:
        throw error("\(typeName(of: view)) in a toolbar cannot be drawn; the bar shows EditButton and Button")
      }
    }
    try items(view, .automatic)
  }
}
