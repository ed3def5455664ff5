import ListShotModel

/// `List($items, editActions: .all) { $item in … }`: what the person may do to the rows of
/// editable data. In edit mode `.delete` shows delete controls and `.move` reorder handles;
/// `.delete` also lets a row be swiped open on its trailing edge to a red Delete button.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static var move: EditActions { EditActions(rawValue: 1) }
  public static var delete: EditActions { EditActions(rawValue: 2) }
  public static var all: EditActions { [.move, .delete] }
}

extension ForEach {
  /// `ForEach($items) { $item in … }`, optionally with `editActions:`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, Content: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data> = [],
    @ViewBuilder content: @escaping (Binding<Data.Element>) -> Content
  ) {
    let collection = data.wrappedValue
    let indices = Array(collection.indices)
    self.init(0..<indices.count) { offset in
      let index = indices[offset]
      return content(
        Binding(
          get: { data.wrappedValue[index] },
          set: { newValue in
            var changed = data.wrappedValue
            changed[index] = newValue
            data.wrappedValue = changed
          }))
    }
    // Each element keeps its own id (what a selection holds), not its index.
    for (offset, index) in indices.enumerated() {
      elements[offset].id = AnyHashable(collection[index][keyPath: id])
    }
    deletes = editActions.contains(.delete)
    moves = editActions.contains(.move)
  }

  public init<Data: MutableCollection & RandomAccessCollection, Content: View>(
    _ data: Binding<Data>, editActions: EditActions<Data> = [],
    @ViewBuilder content: @escaping (Binding<Data.Element>) -> Content
  ) where Data.Element: Identifiable {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }
}

extension List {
  /// `List($items) { $item in … }`, `List($items, editActions: .all) { $item in … }`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data> = [],
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Data.Element: Identifiable {
    let each = ForEach(data, editActions: editActions, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { nil })
  }

  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data> = [],
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) {
    let each = ForEach(data, id: id, editActions: editActions, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { nil })
  }

  public init<Data: MutableCollection & RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data> = [], selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Data.Element: Identifiable {
    let each = ForEach(data, editActions: editActions, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { Self.multiple(selection) })
  }

  public init<Data: MutableCollection & RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data> = [], selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Data.Element: Identifiable {
    let each = ForEach(data, editActions: editActions, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { Self.single(selection) })
  }

  public init<
    Data: MutableCollection & RandomAccessCollection, ID: Hashable, SelectionValue: Hashable, RowContent: View
  >(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data> = [],
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) {
    let each = ForEach(data, id: id, editActions: editActions, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { Self.multiple(selection) })
  }

  public init<
    Data: MutableCollection & RandomAccessCollection, ID: Hashable, SelectionValue: Hashable, RowContent: View
  >(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data> = [],
    selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) {
    let each = ForEach(data, id: id, editActions: editActions, content: rowContent)
    self.init(content: { try $0.lower(each) }, selection: { Self.single(selection) })
  }
}
