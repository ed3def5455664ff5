import ListShotModel

/// SwiftUI's `List`, in all its initialisers: static content, data (`Identifiable`, `id:`),
/// `selection:` single and multiple, and `children:` for a tree. It lowers to the screen's
/// sections: its rows outside any `Section` form sections of their own.
public struct List: View, PrimitiveView {
  public typealias Body = Never
  let content: (LoweringContext) throws -> [Piece]
  let selection: () -> (ids: Set<AnyHashable>, multiple: Bool)?

  init(
    content: @escaping (LoweringContext) throws -> [Piece],
    selection: @escaping () -> (ids: Set<AnyHashable>, multiple: Bool)?
  ) {
    self.content = content
    self.selection = selection
  }

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    let view = content()
    self.init(content: { try $0.lower(view) }, selection: { nil })
  }

  public init<SelectionValue: Hashable, Content: View>(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    let view = content()
    self.init(content: { try $0.lower(view) }, selection: { Self.single(selection) })
  }

  public init<SelectionValue: Hashable, Content: View>(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    let view = content()
    self.init(content: { try $0.lower(view) }, selection: { Self.multiple(selection) })
  }

  public init<SelectionValue: Hashable, Content: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    let view = content()
    self.init(content: { try $0.lower(view) }, selection: { ([AnyHashable(selection.wrappedValue)], false) })
  }

  // Data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable {
    self.init(data, id: \.id, rowContent: rowContent)
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    let each = ForEach(data, id: id, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { nil })
  }

  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable {
    let each = ForEach(data, id: \.id, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { Self.single(selection) })
  }

  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable {
    let each = ForEach(data, id: \.id, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { Self.multiple(selection) })
  }

  public init<Data: RandomAccessCollection, ID: Hashable, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    let each = ForEach(data, id: id, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { Self.single(selection) })
  }

  public init<Data: RandomAccessCollection, ID: Hashable, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    let each = ForEach(data, id: id, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { Self.multiple(selection) })
  }

  // Trees: `List(files, children: \.children) { Text($0.name) }`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable {
    self.init(data, id: \.id, children: children, rowContent: rowContent)
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    let group = OutlineGroup(data, id: id, children: children, content: rowContent)
    self.init(content: { try $0.lower(group) }, selection: { nil })
  }

  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable {
    let group = OutlineGroup(data, id: \.id, children: children, content: rowContent)
    self.init(content: { try $0.lower(group) }, selection: { Self.single(selection) })
  }

  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable {
    let group = OutlineGroup(data, id: \.id, children: children, content: rowContent)
    self.init(content: { try $0.lower(group) }, selection: { Self.multiple(selection) })
  }

  static func single<V: Hashable>(_ binding: Binding<V?>?) -> (ids: Set<AnyHashable>, multiple: Bool)? {
    guard let binding else { return nil }
    return (binding.wrappedValue.map { [AnyHashable($0)] } ?? [], false)
  }

  static func multiple<V: Hashable>(_ binding: Binding<Set<V>>?) -> (ids: Set<AnyHashable>, multiple: Bool)? {
    guard let binding else { return nil }
    return (Set(binding.wrappedValue.map(AnyHashable.init)), true)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    var inner = context.entering("List")
    inner.inForm = false
    let pieces = try content(inner)
    let selected = selection()
    var list = LoweredList(
      style: context.environment.listStyle ?? .insetGrouped, sections: try inner.sections(from: pieces),
      selection: selected?.ids, allowsMultipleSelection: selected?.multiple ?? false,
      isEditing: context.environment.editMode?.wrappedValue.isEditing ?? false, path: inner.pathDescription)
    list.markSelection()
    return [.list(list)]
  }
}

extension LoweringContext {
  /// A list's content as sections: each `Section` is one, each run of rows outside a section
  /// another, without header.
  func sections(from pieces: [Piece]) throws -> [LoweredSection] {
    var sections: [LoweredSection] = []
    var loose: [LoweredRow] = []
    func flush() {
      if !loose.isEmpty { sections.append(LoweredSection(section: ListShotModel.Section(rows: []), rows: loose)) }
      loose = []
    }
    for piece in pieces {
      switch piece {
      case .section(let section):
        flush()
        sections.append(section)
      case .list(let list) where inForm:
        // A List written directly in a Form: its sections are the form's.
        flush()
        sections += list.sections
      case .list:
        throw error("a List inside a List cannot be drawn", hint: "put its rows in the outer List, or in a Form")
      case .view, .row:
        loose.append(try row(from: piece))
      }
    }
    flush()
    return sections
  }
}

extension LoweredList {
  /// Marks the rows whose id the selection binding holds.
  mutating func markSelection() {
    guard let selection, !selection.isEmpty else { return }
    for s in sections.indices {
      for r in sections[s].rows.indices {
        if let id = sections[s].rows[r].id, selection.contains(id) { sections[s].rows[r].row.isSelected = true }
      }
    }
  }
}

/// `ForEach(data) { … }`, `ForEach(data, id: \.self)`, `ForEach(0..<3)`: one set of views per
/// element, each row keeping the element's id for the list's selection.
public struct ForEach: View, PrimitiveView {
  public typealias Body = Never
  var elements: [(id: AnyHashable, content: () -> any View)]
  var deletes = false
  var moves = false

  public init<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    elements = data.map { element in (AnyHashable(element[keyPath: id]), { content(element) }) }
  }

  public init<Data: RandomAccessCollection, Content: View>(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable {
    self.init(data, id: \.id, content: content)
  }

  public init<Content: View>(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }

  /// `.onDelete(perform:)`: in edit mode the rows show delete controls.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.deletes = action != nil
    return copy
  }

  /// `.onMove(perform:)`: in edit mode the rows show reorder handles.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.moves = action != nil
    return copy
  }

  /// A row of deletable data swipes open to iOS's Delete button unless it declares its own
  /// trailing actions.
  private func swipeToDelete(_ row: LoweredRow) -> LoweredRow {
    guard deletes, row.swipeActions[.trailing, default: []].isEmpty else { return row }
    var row = row
    row.swipeActions[.trailing] = [SwipeAction("Delete", role: .destructive)]
    return row
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    if deletes { context.facts.deletes = true }
    if moves { context.facts.moves = true }
    return try elements.enumerated().flatMap { index, element -> [Piece] in
      let inner = context.entering("ForEach[\(index)]")
      // The row's views are made now, so what they read with @Environment is this place's.
      let view = EnvironmentValues.$current.withValue(context.environment) { element.content() }
      return try inner.lower(view).map { piece in
        switch piece {
        case .row(var row):
          row.id = row.id ?? element.id
          row.deletable = row.deletable || deletes
          row.movable = row.movable || moves
          return .row(swipeToDelete(row))
        case .view:
          var row = try inner.row(from: piece)
          row.id = element.id
          row.deletable = deletes
          row.movable = moves
          return .row(swipeToDelete(row))
        case .section, .list:
          return piece
        }
      }
    }
  }
}
