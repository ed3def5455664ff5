import ListShotCore
import ListShotModel

// The Lists module (Iron-Ham/Lists): `SimpleListView`, `GroupedListView` and `OutlineListView`
// with their inline `@ViewBuilder` content or `CellViewModel` items, `SectionModel`,
// `OutlineItem`, `ListAccessory`, and the UIKit-shaped providers of swipe actions and context
// menus. Each lowers to a list of the model's rows: inline content as SwiftUI content, a
// `CellViewModel` through its `configure(_:)` on a `UICollectionViewListCell`, a
// `SwiftUICellViewModel` through its `body` and `accessories`. The closures that act
// (`onSelect`, `onRefresh`, the actions' handlers) never run; the providers are asked for
// the actions of each row, which builds them without running them.

/// A cell's view model, as the Lists module declares it.
public protocol CellViewModel: Hashable, Sendable {
  associatedtype Cell: UICollectionViewCell = UICollectionViewListCell
  func configure(_ cell: Cell)
}

/// A cell view model whose content is SwiftUI.
public protocol SwiftUICellViewModel: CellViewModel where Cell == UICollectionViewListCell {
  associatedtype Content: View
  @ViewBuilder var body: Content { get }
  var accessories: [ListAccessory] { get }
}

extension SwiftUICellViewModel {
  public var accessories: [ListAccessory] { [] }
  public func configure(_ cell: UICollectionViewListCell) {}
}

/// The Lists module's `ListAccessory`: the accessories a list adds to its cells.
public enum ListAccessory: Hashable, Sendable {
  case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, detail, multiselect
  case label(text: String)
  case badge(String)
  case image(systemName: String)
  case progress(Double)
  case activityIndicator
  case toggle(isOn: Bool)

  public static func toggle(isOn: Bool, key: AnyHashable, onChange: @escaping (Bool) -> Void) -> ListAccessory {
    .toggle(isOn: isOn)
  }

  var model: ListShotModel.ListAccessory {
    switch self {
    case .disclosureIndicator: return .disclosureIndicator
    case .checkmark: return .checkmark
    case .delete: return .delete
    case .reorder: return .reorder
    case .outlineDisclosure: return .outlineDisclosure
    case .detail: return .detail
    case .multiselect: return .multiselect
    case .label(let text): return .label(text)
    case .badge(let text): return .badge(text)
    case .image(let name): return .image(.named(name))
    case .progress(let value): return .progress(value)
    case .activityIndicator: return .activityIndicator
    case .toggle(let isOn): return .toggle(isOn: isOn)
    }
  }
}

/// `SectionModel(id:items:header:footer:)`.
public struct SectionModel<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: Hashable, Sendable {
  public var id: SectionID
  public var items: [Item]
  public var header: String?
  public var footer: String?

  public init(id: SectionID, items: [Item], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }
}

/// `OutlineItem(item:children:isExpanded:)`.
public struct OutlineItem<Item: Hashable & Sendable>: Hashable, Sendable {
  public var item: Item
  public var children: [OutlineItem<Item>]
  public var isExpanded: Bool

  public init(item: Item, children: [OutlineItem<Item>] = [], isExpanded: Bool = false) {
    self.item = item
    self.children = children
    self.isExpanded = isExpanded
  }
}

/// What the three list views declare on every row.
struct ListsRowOptions<Data> {
  var accessories: [ListAccessory] = []
  var trailing: ((Data) -> UISwipeActionsConfiguration?)?
  var leading: ((Data) -> UISwipeActionsConfiguration?)?
  var contextMenu: ((Data) -> UIContextMenuConfiguration?)?
  var deletes = false

  /// The row of `data`, made by `content`, with the accessories and the actions the
  /// providers give it.
  @MainActor
  func row(_ data: Data, id: AnyHashable, _ context: LoweringContext, content: (LoweringContext) throws -> LoweredRow)
    throws -> LoweredRow
  {
    var row = try content(context)
    row.id = id
    row.row.accessories += accessories.map(\.model)
    if let actions = trailing?(data)?.actions {
      row.swipeActions[.trailing] = try actions.map { try $0.swipeAction(in: context) }
    } else if deletes {
      // The Lists module gives a row of a list with onDelete a destructive "Delete" action.
      row.swipeActions[.trailing] = [SwipeAction("Delete", role: .destructive)]
    }
    if let actions = leading?(data)?.actions {
      row.swipeActions[.leading] = try actions.map { try $0.swipeAction(in: context) }
    }
    if let menu = contextMenu?(data) { row.contextMenu = ContextMenuItem.tidied(menu.items) }
    return row
  }
}

/// How a Lists-module view makes a row of an item.
enum ListsContent<Data> {
  case inline((Data) -> any View)
  case viewModel
}

extension LoweringContext {
  /// One row of a Lists-module view: inline content, or the item's own cell view model.
  func listsRow<Data>(_ data: Data, _ content: ListsContent<Data>) throws -> LoweredRow {
    switch content {
    case .inline(let make):
      let pieces = try lower(make(data))
      guard pieces.count == 1 else { throw error("a cell shows one view; this one has \(pieces.count)") }
      var row = try row(from: pieces[0])
      row.source = "inline cell"
      return row
    case .viewModel:
      return try cellRow(data)
    }
  }

  /// The row a `CellViewModel` configures.
  func cellRow(_ item: Any) throws -> LoweredRow {
    let name = typeName(of: item)
    let inner = entering(name)
    if let model = item as? any SwiftUICellViewModel {
      var row = try inner.row(from: inner.swiftUIBody(of: model))
      row.row.accessories += model.accessories.map(\.model)
      row.source = name
      return row
    }
    guard let model = item as? any CellViewModel else {
      throw inner.error("\(name) is not a CellViewModel")
    }
    let cell = try inner.configuredCell(model)
    guard let content = cell.contentConfiguration as? UIListContentConfiguration else {
      throw inner.error(
        "\(name).configure(_:) sets no UIListContentConfiguration: a custom cell's UIKit views cannot be drawn",
        hint: "use cell.defaultContentConfiguration(), or SwiftUICellViewModel")
    }
    var row = Row(
      .listCell(
        ListCell(
          content.text ?? "", secondaryText: content.secondaryText,
          image: try content.image.map { try inner.resolvingAsset($0.source) })))
    for accessory in cell.accessories {
      guard let model = accessory.model else { throw inner.error("a custom view accessory cannot be drawn") }
      row.accessories.append(model)
    }
    return LoweredRow(row: row, source: name, path: inner.pathDescription)
  }

  private func swiftUIBody<M: SwiftUICellViewModel>(of model: M) throws -> Piece {
    let pieces = try lower(EnvironmentValues.$current.withValue(environment) { model.body })
    guard pieces.count == 1 else { throw error("a cell shows one view; this one has \(pieces.count)") }
    return pieces[0]
  }

  private func configuredCell<M: CellViewModel>(_ model: M) throws -> UICollectionViewListCell {
    guard let cellType = M.Cell.self as? UICollectionViewListCell.Type else {
      throw error("\(M.Cell.self) is a custom UICollectionViewCell, which ListShot cannot draw")
    }
    let cell = cellType.init()
    model.configure(cell as! M.Cell)
    return cell
  }
}

/// `SimpleListView(items:…)`: one section of rows, plain by default.
public struct SimpleListView: View, PrimitiveView {
  public typealias Body = Never
  let appearance: UICollectionLayoutListConfiguration.Appearance
  let rows: @MainActor (LoweringContext) throws -> [LoweredRow]
  let refreshes: Bool

  /// Items that are their own cell view models.
  public init<Item: CellViewModel>(
    items: [Item], appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
    onSelect: ((Item) -> Void)? = nil, onDeselect: ((Item) -> Void)? = nil, onDelete: ((Item) -> Void)? = nil,
    trailingSwipeActionsProvider: ((Item) -> UISwipeActionsConfiguration?)? = nil,
    leadingSwipeActionsProvider: ((Item) -> UISwipeActionsConfiguration?)? = nil,
    contextMenuProvider: ((Item) -> UIContextMenuConfiguration?)? = nil, onRefresh: (() async -> Void)? = nil
  ) {
    let options = ListsRowOptions(
      trailing: trailingSwipeActionsProvider, leading: leadingSwipeActionsProvider, contextMenu: contextMenuProvider,
      deletes: onDelete != nil)
    self.appearance = appearance
    refreshes = onRefresh != nil
    rows = { context in
      try items.enumerated().map { index, item in
        let at = context.entering("items[\(index)]")
        return try options.row(item, id: AnyHashable(item), at) { try $0.cellRow(item) }
      }
    }
  }

  /// Inline content: `SimpleListView(items: contacts) { contact in … }`.
  public init<Data: Hashable & Sendable, Content: View>(
    items: [Data], appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
    accessories: [ListAccessory] = [], onSelect: ((Data) -> Void)? = nil, onDeselect: ((Data) -> Void)? = nil,
    onDelete: ((Data) -> Void)? = nil, trailingSwipeActionsProvider: ((Data) -> UISwipeActionsConfiguration?)? = nil,
    leadingSwipeActionsProvider: ((Data) -> UISwipeActionsConfiguration?)? = nil,
    contextMenuProvider: ((Data) -> UIContextMenuConfiguration?)? = nil, onRefresh: (() async -> Void)? = nil,
    @ViewBuilder content: @escaping (Data) -> Content
  ) {
    let options = ListsRowOptions(
      accessories: accessories, trailing: trailingSwipeActionsProvider, leading: leadingSwipeActionsProvider,
      contextMenu: contextMenuProvider, deletes: onDelete != nil)
    self.appearance = appearance
    refreshes = onRefresh != nil
    rows = { context in
      try items.enumerated().map { index, item in
        let at = context.entering("items[\(index)]")
        return try options.row(item, id: AnyHashable(item), at) { try $0.listsRow(item, .inline(content)) }
      }
    }
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("SimpleListView")
    if refreshes { context.facts.isRefreshable = true }
    let section = LoweredSection(section: ListShotModel.Section(rows: []), rows: try rows(inner))
    return [.list(LoweredList(style: appearance.style, sections: [section], path: inner.pathDescription))]
  }
}

/// `GroupedListView(sections:…)`: sections with text headers and footers, inset grouped by
/// default.
public struct GroupedListView: View, PrimitiveView {
  public typealias Body = Never
  let appearance: UICollectionLayoutListConfiguration.Appearance
  let sections: (LoweringContext) throws -> [LoweredSection]
  let refreshes: Bool

  public init<SectionID: Hashable & Sendable, Item: CellViewModel>(
    sections: [SectionModel<SectionID, Item>],
    appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
    onSelect: ((Item) -> Void)? = nil, onDeselect: ((Item) -> Void)? = nil, onDelete: ((Item) -> Void)? = nil,
    trailingSwipeActionsProvider: ((Item) -> UISwipeActionsConfiguration?)? = nil,
    leadingSwipeActionsProvider: ((Item) -> UISwipeActionsConfiguration?)? = nil,
    contextMenuProvider: ((Item) -> UIContextMenuConfiguration?)? = nil, onRefresh: (() async -> Void)? = nil
  ) {
    let options = ListsRowOptions(
      trailing: trailingSwipeActionsProvider, leading: leadingSwipeActionsProvider, contextMenu: contextMenuProvider,
      deletes: onDelete != nil)
    self.init(appearance: appearance, refreshes: onRefresh != nil, sections: sections) { item, context in
      try options.row(item, id: AnyHashable(item), context) { try $0.cellRow(item) }
    }
  }

  public init<SectionID: Hashable & Sendable, Data: Hashable & Sendable, Content: View>(
    sections: [SectionModel<SectionID, Data>],
    appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
    accessories: [ListAccessory] = [], onSelect: ((Data) -> Void)? = nil, onDeselect: ((Data) -> Void)? = nil,
    onDelete: ((Data) -> Void)? = nil, trailingSwipeActionsProvider: ((Data) -> UISwipeActionsConfiguration?)? = nil,
    leadingSwipeActionsProvider: ((Data) -> UISwipeActionsConfiguration?)? = nil,
    contextMenuProvider: ((Data) -> UIContextMenuConfiguration?)? = nil, onRefresh: (() async -> Void)? = nil,
    @ViewBuilder content: @escaping (Data) -> Content
  ) {
    let options = ListsRowOptions(
      accessories: accessories, trailing: trailingSwipeActionsProvider, leading: leadingSwipeActionsProvider,
      contextMenu: contextMenuProvider, deletes: onDelete != nil)
    self.init(appearance: appearance, refreshes: onRefresh != nil, sections: sections) { item, context in
      try options.row(item, id: AnyHashable(item), context) { try $0.listsRow(item, .inline(content)) }
    }
  }

  private init<SectionID: Hashable & Sendable, Item: Hashable & Sendable>(
    appearance: UICollectionLayoutListConfiguration.Appearance, refreshes: Bool,
    sections: [SectionModel<SectionID, Item>], row: @escaping (Item, LoweringContext) throws -> LoweredRow
  ) {
    self.appearance = appearance
    self.refreshes = refreshes
    self.sections = { context in
      try sections.enumerated().map { s, model in
        var section = ListShotModel.Section(rows: [])
        section.header = model.header
        section.footer = model.footer
        let rows = try model.items.enumerated().map { r, item in
          try row(item, context.entering("sections[\(s)].items[\(r)]"))
        }
        return LoweredSection(section: section, rows: rows)
      }
    }
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("GroupedListView")
    if refreshes { context.facts.isRefreshable = true }
    return [.list(LoweredList(style: appearance.style, sections: try sections(inner), path: inner.pathDescription))]
  }
}

/// `OutlineListView(items: [OutlineItem(…)]) { item in … }`: a tree, sidebar style by default.
public struct OutlineListView: View, PrimitiveView {
  public typealias Body = Never
  let appearance: UICollectionLayoutListConfiguration.Appearance
  let rows: @MainActor (LoweringContext) throws -> [LoweredRow]
  let refreshes: Bool

  public init<Item: CellViewModel>(
    items: [OutlineItem<Item>], appearance: UICollectionLayoutListConfiguration.Appearance = .sidebar,
    onSelect: ((Item) -> Void)? = nil, onDeselect: ((Item) -> Void)? = nil, onDelete: ((Item) -> Void)? = nil,
    trailingSwipeActionsProvider: ((Item) -> UISwipeActionsConfiguration?)? = nil,
    leadingSwipeActionsProvider: ((Item) -> UISwipeActionsConfiguration?)? = nil,
    contextMenuProvider: ((Item) -> UIContextMenuConfiguration?)? = nil, onRefresh: (() async -> Void)? = nil
  ) {
    let options = ListsRowOptions(
      trailing: trailingSwipeActionsProvider, leading: leadingSwipeActionsProvider, contextMenu: contextMenuProvider,
      deletes: onDelete != nil)
    self.init(appearance: appearance, refreshes: onRefresh != nil, items: items) { item, context in
      try options.row(item, id: AnyHashable(item), context) { try $0.cellRow(item) }
    }
  }

  public init<Data: Hashable & Sendable, Content: View>(
    items: [OutlineItem<Data>], appearance: UICollectionLayoutListConfiguration.Appearance = .sidebar,
    accessories: [ListAccessory] = [], onSelect: ((Data) -> Void)? = nil, onDeselect: ((Data) -> Void)? = nil,
    onDelete: ((Data) -> Void)? = nil, trailingSwipeActionsProvider: ((Data) -> UISwipeActionsConfiguration?)? = nil,
    leadingSwipeActionsProvider: ((Data) -> UISwipeActionsConfiguration?)? = nil,
    contextMenuProvider: ((Data) -> UIContextMenuConfiguration?)? = nil, onRefresh: (() async -> Void)? = nil,
    @ViewBuilder content: @escaping (Data) -> Content
  ) {
    let options = ListsRowOptions(
      accessories: accessories, trailing: trailingSwipeActionsProvider, leading: leadingSwipeActionsProvider,
      contextMenu: contextMenuProvider, deletes: onDelete != nil)
    self.init(appearance: appearance, refreshes: onRefresh != nil, items: items) { item, context in
      try options.row(item, id: AnyHashable(item), context) { try $0.listsRow(item, .inline(content)) }
    }
  }

  @MainActor
  private init<Item: Hashable & Sendable>(
    appearance: UICollectionLayoutListConfiguration.Appearance, refreshes: Bool, items: [OutlineItem<Item>],
    row: @escaping (Item, LoweringContext) throws -> LoweredRow
  ) {
    self.appearance = appearance
    self.refreshes = refreshes
    rows = { context in
      @MainActor func outline(_ items: [OutlineItem<Item>], _ path: String, depth: Int) throws -> [LoweredRow] {
        guard depth <= Limits.maxViewDepth else {
          throw context.error("the outline nests more than \(Limits.maxViewDepth) levels deep")
        }
        return try items.enumerated().map { index, item in
          let at = context.entering("\(path)[\(index)]")
          var lowered = try row(item.item, at)
          lowered.row.children = try outline(item.children, "\(path)[\(index)].children", depth: depth + 1).map(\.row)
          lowered.row.isExpanded = item.isExpanded
          return lowered
        }
      }
      return try outline(items, "items", depth: 0)
    }
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("OutlineListView")
    if refreshes { context.facts.isRefreshable = true }
    let section = LoweredSection(section: ListShotModel.Section(rows: []), rows: try rows(inner))
    return [.list(LoweredList(style: appearance.style, sections: [section], path: inner.pathDescription))]
  }
}
