import ListShotCore
import ListShotModel

/// Decodes the SwiftUI list modifiers written beside a row's kind, on a section, and on a
/// screen (docs/list-modifiers.md):
///
/// ```yaml
/// - listCell: { text: Inbox }
///   listRowSeparator: hidden                        # or { visibility: hidden, edges: bottom }
///   listRowSeparatorTint: red                       # or { color: red, edges: top }
///   listRowInsets: { leading: 20, trailing: 20 }    # or one number for every edge
///   listRowBackground: "#FFF4E5"                  # or a view: { color: blue, opacity: 0.2 }
///   badge: 3                                        # or a text: badge: New
///   contextMenu:
///     - { title: Copy, systemImage: doc.on.doc }
///     - divider
///     - { title: Delete, systemImage: trash, role: destructive }
///   accessibility: { label: Inbox, value: 3 unread, traits: [button] }
///   deleteDisabled: true                            # no delete control in edit mode
///   moveDisabled: true                              # no reorder handle in edit mode
/// ```
enum ListModifierDecoder {
  static func decodeRow(_ map: SpecMapping, into row: inout Row) throws {
    if let node = map["listRowSeparator"] {
      let (visibility, edges) = try separator(node)
      row.separators.set(visibility, edges: edges)
    }
    if let node = map["listRowSeparatorTint"] {
      if case .scalar = node.node {
        row.separators.setTint(try ListRowDecoder.tint(node), edges: .all)
      } else {
        let tint = try node.mapping(SpecShapes.separatorTint, what: "listRowSeparatorTint")
        row.separators.setTint(
          try ListRowDecoder.tint(tint.required("color")),
          edges: try tint.choice("edges", as: SeparatorEdges.self) ?? .all)
      }
    }
    if let node = map["listRowInsets"] { row.insets = try insets(node) }
    if let node = map["listRowBackground"] {
      if case .scalar = node.node {
        row.background = .color(try ListRowDecoder.tint(node))
      } else {
        row.background = .view(try ViewDecoder.decodeContent(node))
      }
    }
    if let node = map["badge"] { row.badge = try badge(node) }
    if let node = map["contextMenu"] { row.contextMenu = ContextMenu(try node.sequence().map(menuItem)) }
    if let node = map["deleteDisabled"] { row.deleteDisabled = try node.bool() }
    if let node = map["moveDisabled"] { row.moveDisabled = try node.bool() }
    if let node = map["accessibility"] {
      row.accessibility = try AccessibilityOverride.read(SpecViewValue(node, AccessibilityOverride.specShape))
    }
  }

  static func decodeSection(_ map: SpecMapping, into section: inout Section) throws {
    if let node = map["listSectionSeparator"] {
      let (visibility, edges) = try separator(node)
      section.separators.set(visibility, edges: edges)
    }
    try ListSpacingDecoder.decodeSection(map, into: &section)
  }

  static func decodeScreen(_ map: SpecMapping, into screen: inout Screen) throws {
    screen.viewsAbove = try map["viewsAbove"]?.sequence().map(ViewDecoder.decodeContent) ?? []
    screen.viewsBelow = try map["viewsBelow"]?.sequence().map(ViewDecoder.decodeContent) ?? []
    try ListSpacingDecoder.decodeScreen(map, into: &screen)
    guard let node = map["searchable"] else { return }
    if case .scalar = node.node {
      screen.searchField = try node.bool() ? SearchField() : nil
      return
    }
    let search = try node.mapping(SpecShapes.searchable, what: "searchable")
    screen.searchField = SearchField(text: try search["text"]?.string() ?? "", prompt: try search["prompt"]?.string())
  }

  /// `hidden` or `{ visibility: hidden, edges: bottom }`.
  static func separator(_ node: SpecNode) throws -> (Visibility, SeparatorEdges) {
    if case .scalar = node.node {
      return (try node.choice(declared: SpecShapes.separatorVisibility, as: Visibility.self), .all)
    }
    let map = try node.mapping(SpecShapes.separatorVisibility, what: "a separator visibility")
    return (
      try map.choice("visibility", as: Visibility.self) ?? .automatic,
      try map.choice("edges", as: SeparatorEdges.self) ?? .all
    )
  }

  static func insets(_ node: SpecNode) throws -> EdgeInsets {
    if case .scalar = node.node {
      return EdgeInsets(all: try node.double(declared: SpecShapes.rowInsets.oneOf![0]))
    }
    let map = try node.mapping(SpecShapes.rowInsets, what: "listRowInsets")
    return EdgeInsets(
      top: try map.double("top") ?? 0, leading: try map.double("leading") ?? 0, bottom: try map.double("bottom") ?? 0,
      trailing: try map.double("trailing") ?? 0)
  }

  /// A whole number is a count, anything else a text.
  static func badge(_ node: SpecNode) throws -> RowBadge {
    if case .scalar(let scalar) = node.node, scalar.tagName == .int {
      return .count(try node.int(declared: SpecShapes.rowBadge.oneOf![0]))
    }
    let text = try node.string()
    guard !text.isEmpty else { throw node.error("the badge text is empty", expected: "a count or a text") }
    return .text(text)
  }

  static func menuItem(_ node: SpecNode) throws -> ContextMenuItem {
    let shape = SpecShapes.contextMenu.itemShapes[0]
    if case .scalar = node.node {
      _ = try node.choice(declared: shape)
      return .divider
    }
    let map = try node.mapping(shape, what: "a context menu action")
    var symbol: String?
    if let image = map["systemImage"] {
      let name = try image.string()
      if let check = image.context.iconCheck, let error = check(name, image.location) { throw error }
      symbol = name
    }
    return .action(
      ContextMenuAction(
        try map.required("title").string(), systemImage: symbol,
        role: try map.choice("role", as: ContextMenuAction.Role.self)))
  }
}
