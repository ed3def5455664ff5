import ListShotModel

/// `Picker("Sort by", selection: $order) { Text("Name").tag(Order.name) … }`: the options are
/// its content's views, each matched to the selection by its `.tag` (or a `ForEach`'s id).
/// Drawn in the style `.pickerStyle(…)` sets around it: the menu style by default (the label,
/// the selected option in grey and the up-down chevrons), `.navigationLink` (the value and the
/// disclosure chevron), `.segmented` and `.palette` (the segmented control), `.inline` (a
/// section of rows, the selected one checkmarked); `.wheel` is refused.
public struct Picker: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let content: any View
  let selection: AnyHashable

  public init<S: StringProtocol, SelectionValue: Hashable, Content: View>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    label = Text(title)
    self.content = content()
    self.selection = AnyHashable(selection.wrappedValue)
  }

  public init<S: StringProtocol, SelectionValue: Hashable, Content: View>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    label = Label(title, systemImage: systemImage)
    self.content = content()
    self.selection = AnyHashable(selection.wrappedValue)
  }

  public init<SelectionValue: Hashable, Content: View, Label: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.selection = AnyHashable(selection.wrappedValue)
  }

  /// The older spelling: `Picker(selection: $value, label: Text("Title")) { … }`.
  public init<SelectionValue: Hashable, Label: View, Content: View>(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.label = label
    self.content = content()
    self.selection = AnyHashable(selection.wrappedValue)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("Picker")
    let options = inner.pickerOptions(content)
    let selected = options.firstIndex { $0.tag.map(selection.matches) ?? false }
    let style = context.environment[PickerStyleKey.self]
    switch style {
    case .wheel:
      throw inner.error(
        "a picker in the wheel style (.pickerStyle(.wheel)) cannot be drawn yet",
        hint: "use .pickerStyle(.menu), .inline or .navigationLink, which iOS draws in a list row")
    case .inline:
      return try inlineRows(options, selected: selected, in: inner)
    case .menu, .navigationLink, .segmented, .palette:
      let label = try inner.entering("label").lowerControlLabel(label) ?? .text("")
      let nodes = try options.enumerated().map { index, option in
        try inner.entering("option[\(index)]").lowerSingle(option.view) ?? .text("")
      }
      let element = PickerView(style: PickerView.Style(rawValue: style.rawValue)!, selection: selected)
      return [.view(ViewNode(element, [label] + nodes))]
    }
  }

  /// The inline style: a row per option, the selected one with a checkmark; in a `Section`
  /// they are its rows, elsewhere a section of their own under the label.
  private func inlineRows(_ options: [PickerOption], selected: Int?, in context: LoweringContext) throws -> [Piece] {
    let rows = try options.enumerated().map { index, option -> LoweredRow in
      let at = context.entering("option[\(index)]")
      let pieces = try at.lower(option.view)
      guard pieces.count == 1 else { throw at.error("a picker option is one view; this one has \(pieces.count)") }
      var row = try at.row(from: pieces[0])
      row.view = nil
      if index == selected { row.row.accessories.append(.checkmark) }
      return row
    }
    guard !context.path.contains("Section") else { return rows.map { .row($0) } }
    var section = ListShotModel.Section(rows: [])
    switch try context.entering("label").sectionText(label) {
    case .text(let text, _)?: section.header = text
    case .view(let view)?: section.headerView = view
    case nil: break
    }
    return [.section(LoweredSection(section: section, rows: rows))]
  }
}

/// One option of a picker: its view and the tag that matches it to the selection.
struct PickerOption {
  var tag: AnyHashable?
  var view: any View
}

extension LoweringContext {
  /// The options of a picker's content: each view, through groups, `ForEach` (whose ids tag
  /// the views that have no `.tag`), modifiers and the app's own views, with its tag.
  func pickerOptions(_ view: any View) -> [PickerOption] {
    if let tagged = view as? TaggedView { return [PickerOption(tag: tagged.tag, view: view)] }
    if let each = view as? ForEach {
      return each.elements.flatMap { element in
        pickerOptions(element.content()).map { PickerOption(tag: $0.tag ?? element.id, view: $0.view) }
      }
    }
    if let modified = view as? ModifiedView {
      let inner = pickerOptions(modified.content)
      return inner.count == 1 ? [PickerOption(tag: inner[0].tag, view: view)] : inner
    }
    if let group = view as? ViewGroup { return group.childViews.flatMap { pickerOptions($0) } }
    if view is PrimitiveView { return [PickerOption(tag: nil, view: view)] }
    let body: any View = EnvironmentValues.$current.withValue(environment) { view.body }
    let inner = pickerOptions(body)
    return inner.count == 1 ? [PickerOption(tag: inner[0].tag, view: view)] : inner
  }
}

extension AnyHashable {
  /// Whether a tag matches this selection: equal, or equal to the value an optional
  /// selection holds (`.tag(3)` selects `Int?.some(3)`).
  func matches(_ tag: AnyHashable) -> Bool {
    if self == tag { return true }
    let mirror = Mirror(reflecting: base)
    guard mirror.displayStyle == .optional, let value = mirror.children.first?.value as? AnyHashable else {
      return false
    }
    return value == tag
  }
}

/// `.tag(value)`: the value a picker's selection matches this view with.
struct TaggedView: View, PrimitiveView {
  typealias Body = Never
  let content: any View
  let tag: AnyHashable

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

extension View {
  /// `.tag(value)`: the value a `Picker`'s selection (or a `List`'s) matches this view with.
  public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: AnyHashable(tag)) }

  /// `.tag(value, includeOptional:)` (iOS 17).
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    TaggedView(content: self, tag: AnyHashable(tag))
  }
}

extension SwiftUI { public typealias Picker = ListShotUI.Picker }
