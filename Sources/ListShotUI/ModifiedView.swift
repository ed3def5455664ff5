import ListShotModel

/// A view with a modifier. What the modifier does when lowered:
enum ModifierAction {
  /// Changes the environment of the views inside (`.environment`, `.listStyle`, `.disabled`).
  case environment((inout EnvironmentValues) -> Void)
  /// A view modifier of the free-form content (`.padding`, `.font` …): the element it wraps
  /// the view in.
  case content(any ViewElement)
  /// A content modifier made when lowered (one that holds a colour or a view): it wraps the
  /// view it is given; nil when it has nothing to draw (an overlay whose views are all absent).
  case resolved(@MainActor (LoweringContext) throws -> ContentWrap?)
  /// `.disabled(true)`: the items' own disabled state, or the content's disabled colours.
  case disabled
  /// Changes the rows the view makes (`.swipeActions`, `.badge`, `.contextMenu`).
  case row(@MainActor (inout LoweredRow, LoweringContext) throws -> Void)
  /// Records what the screen shows around the list (`.navigationTitle`, `.toolbar`,
  /// `.searchable`, `.refreshable`), after the views inside recorded theirs.
  case facts(@MainActor (ScreenFacts, LoweringContext) throws -> Void)
  /// Changes the sections inside (`.headerProminence`).
  case section((inout ListShotModel.Section) -> Void)
  /// Changes the sections inside, or records a fact of the whole list when it holds no
  /// section of its own (`.listSectionSpacing` on a `Section` or on the `List`).
  case sectionsOrFacts(
    section: @MainActor (inout ListShotModel.Section, LoweringContext) throws -> Void,
    facts: @MainActor (ScreenFacts, LoweringContext) throws -> Void)
  /// Runs only in an app (`.onTapGesture`, `.onAppear`, `.task`): nothing to draw.
  case none
}

/// A view and a modifier, as `.padding()` makes it.
public struct ModifiedView: View, PrimitiveView {
  public typealias Body = Never
  let content: any View
  let name: String
  let action: ModifierAction

  init(_ content: any View, _ name: String, _ action: ModifierAction) {
    self.content = content
    self.name = name
    self.action = action
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    switch action {
    case .environment(let change):
      var inner = context
      change(&inner.environment)
      return try inner.lower(content)
    case .content(let element):
      let wrap = ContentWrap(element: element) { ViewNode(element, [$0]) }
      return try context.lower(content).map { try context.apply(wrap, named: name, to: $0) }
    case .resolved(let make):
      guard let wrap = try make(context) else { return try context.lower(content) }
      return try context.lower(content).map { try context.apply(wrap, named: name, to: $0) }
    case .disabled:
      var inner = context
      inner.environment.isEnabled = false
      return try inner.lower(content).map { try context.disable($0) }
    case .row(let change):
      return try context.lower(content).map { piece in
        var row = try context.row(from: piece)
        try change(&row, context.entering(".\(name)"))
        return .row(row)
      }
    case .facts(let record):
      let pieces = try context.lower(content)
      try record(context.facts, context.entering(".\(name)"))
      return pieces
    case .section(let change):
      return try context.lower(content).map { piece in
        guard case .section(var section) = piece else { return piece }
        change(&section.section)
        return .section(section)
      }
    case .sectionsOrFacts(let change, let record):
      let pieces = try context.lower(content)
      let inner = context.entering(".\(name)")
      if pieces.contains(where: { if case .section = $0 { return false } else { return true } }) {
        try record(context.facts, inner)
      }
      return try pieces.map { piece in
        guard case .section(var section) = piece else { return piece }
        try change(&section.section, inner)
        return .section(section)
      }
    case .none:
      return try context.lower(content)
    }
  }
}

extension LoweringContext {
  /// A content modifier on a piece: wraps free-form content (also a row's); on a row of a
  /// design system, the text and colour modifiers are the component's business (it sets its
  /// own, as on iOS), and the ones that would change its size or look cannot be drawn.
  func apply(_ modifier: ContentWrap, named name: String, to piece: Piece) throws -> Piece {
    if let spoken = modifier.element as? AccessibilityModifier { return accessibility(spoken, on: piece) }
    switch piece {
    case .view(let node):
      return .view(modifier.wrap(node))
    case .row(var row):
      if let node = row.view ?? row.row.content.viewNode {
        let wrapped = modifier.wrap(node)
        let remade = Row.from(wrapped)
        row.row.content = remade.content
        row.row.accessories = remade.accessories
        row.view = wrapped
        return .row(row)
      }
      switch modifier.element {
      case is any EnvironmentModifierElement where !(modifier.element is OpacityModifier):
        return .row(row)
      default:
        throw entering(".\(name)").error(
          ".\(name) on \(row.source) cannot be drawn: the component draws its own size and background",
          hint: "remove it, or use the component's own options")
      }
    case .list(var list):
      // `.tint` / `.accentColor` on the root view (around the List): the app's accent.
      if let tint = modifier.element as? TintModifier {
        facts.accentColor = tint.color
        return piece
      }
      // `.frame(maxWidth: .infinity, maxHeight: .infinity)`: the list fills the screen already.
      if let frame = modifier.element as? FrameModifier, frame.frame.lengths.allSatisfy({ $0.value == .infinity }) {
        return piece
      }
      // `.background(…)` on a List: the screen behind it, seen where
      // `.scrollContentBackground(.hidden)` hides the list's own.
      if modifier.element is BackgroundModifier {
        let wrapped = modifier.wrap(.color(.custom(.clear)))
        if facts.listBackground == nil, wrapped.children.count == 2 { facts.listBackground = wrapped.children[1] }
        return piece
      }
      try refuseUninherited(modifier, named: name, on: piece)
      for s in list.sections.indices {
        list.sections[s].rows = try rows(list.sections[s].rows, modified: modifier, name)
        colourViews(of: &list.sections[s].section, modifier)
      }
      return .list(list)
    case .section(var section):
      try refuseUninherited(modifier, named: name, on: piece)
      section.rows = try rows(section.rows, modified: modifier, name)
      colourViews(of: &section.section, modifier)
      return .section(section)
    }
  }

  /// A modifier the views inside inherit (`.font`, `.foregroundStyle`, `.tint` …) on a list
  /// or section applies to each of its rows, as SwiftUI's environment does; any other cannot
  /// be drawn there.
  private func refuseUninherited(_ modifier: ContentWrap, named name: String, on piece: Piece) throws {
    guard !(modifier.element is any EnvironmentModifierElement) || modifier.element is OpacityModifier else { return }
    let what =
      modifier.element is FrameModifier
      ? "the list fills the screen (give the screen a width with Screen(width:))" : "put it on the rows"
    throw entering(".\(name)").error(".\(name) on a \(piece.kindName) cannot be drawn; \(what)")
  }

  /// A foreground style on a list or section colours its header and footer views too (a
  /// `Text` header or footer keeps iOS's header style).
  private func colourViews(of section: inout ListShotModel.Section, _ modifier: ContentWrap) {
    guard modifier.element is ForegroundModifier else { return }
    section.headerView = section.headerView.map(modifier.wrap)
    section.footerView = section.footerView.map(modifier.wrap)
  }

  private func rows(_ rows: [LoweredRow], modified modifier: ContentWrap, _ name: String) throws -> [LoweredRow] {
    try rows.map { row in
      guard case .row(let modified) = try apply(modifier, named: name, to: .row(row)) else { return row }
      return modified
    }
  }
}

extension LoweringContext {
  /// `.disabled(true)` on a piece: the OUDS items' `isDisabled`, the content's `.disabled`.
  func disable(_ piece: Piece) throws -> Piece {
    switch piece {
    case .view(let node): return .view(node.disabled())
    case .row(var row):
      switch row.row.content {
      case .controlItem(var item):
        item.isDisabled = true
        row.row.content = .controlItem(item)
      case .oudsListItem(var item):
        item.isDisabled = true
        row.row.content = .oudsListItem(item)
      default:
        guard let node = row.view ?? row.row.content.viewNode else {
          throw entering(".disabled").error("\(row.source) has no disabled look to draw")
        }
        let disabled = node.disabled()
        let remade = Row.from(disabled)
        row.row.content = remade.content
        row.row.accessories = remade.accessories
        row.view = disabled
      }
      return .row(row)
    case .section(var section):
      section.rows = try section.rows.map {
        guard case .row(let row) = try disable(.row($0)) else { return $0 }
        return row
      }
      return .section(section)
    case .list(var list):
      list.sections = try list.sections.map { section in
        var section = section
        section.rows = try section.rows.map {
          guard case .row(let row) = try disable(.row($0)) else { return $0 }
          return row
        }
        return section
      }
      return .list(list)
    }
  }
}

extension View {
  func modified(_ name: String, _ action: ModifierAction) -> ModifiedView { ModifiedView(self, name, action) }
  func content(_ name: String, _ element: any ViewElement) -> ModifiedView {
    ModifiedView(self, name, .content(element))
  }
}

/// A modifier of free-form content as lowering applies it: the element, and how it wraps a
/// view (a background holds a second view).
struct ContentWrap {
  let element: any ViewElement
  let wrap: (ViewNode) -> ViewNode
}
