import ListShotCore
import ListShotModel

/// Decodes the row keys that sit next to a row's kind and apply to a row of any kind:
///
/// ```yaml
/// - odsListItem: { title: Summer Salad }
///   accessories: [disclosureIndicator, { badge: "3" }]
///   selected: true
///   swipeActions: { edge: trailing, actions: [{ title: Delete, role: destructive }] }
/// - listCell: { text: Folders }
///   isExpanded: true
///   children:
///     - listCell: { text: Work }
/// ```
enum ListRowDecoder {
  /// The row keys of the declaration other than the kinds and `audit`.
  static var keys: [String] {
    SpecShapes.row.keys.filter { !RowDecoder.kinds.contains($0) && $0 != RowAuditDecoder.key }
  }

  /// `content` with the row keys of `map` (the defaults when there are none).
  static func decode(_ content: RowContent, from map: SpecMapping) throws -> Row {
    var row = Row(content)
    guard map.keys.contains(where: keys.contains) else { return row }
    if let list = map["accessories"] {
      row.accessories = try list.sequence().map(ListAccessoryDecoder.decode)
    }
    row.isSelected = try map["selected"]?.bool() ?? false
    row.isHighlighted = try map["highlighted"]?.bool() ?? false
    if let swipe = map["swipeActions"] { row.swipeActions = try swipeActions(swipe) }
    if let children = map["children"] { row.children = try children.sequence().map(RowDecoder.decode) }
    row.isExpanded = try map["isExpanded"]?.bool() ?? false
    try ListModifierDecoder.decodeRow(map, into: &row)
    return row
  }

  static func swipeActions(_ node: SpecNode) throws -> SwipeActions {
    let map = try node.mapping(SpecShapes.swipeActions, what: "swipeActions")
    let edge = try map.choice("edge", as: SwipeActions.Edge.self)
    return SwipeActions(edge: edge ?? .trailing, try map.required("actions").sequence().map(action))
  }

  static func action(_ node: SpecNode) throws -> SwipeAction {
    let map = try node.mapping(SpecShapes.swipeAction, what: "a swipe action")
    let role = try map.choice("role", as: SwipeAction.Role.self)
    return SwipeAction(try map.required("title").string(), role: role, tint: try map["tint"].map(tint))
  }

  /// A colour (`ColorDecoder`): a name, hex, `{token:}`, `{red:green:blue:}` or `{color:opacity:}`.
  static func tint(_ node: SpecNode) throws -> TintColor { try ColorDecoder.decode(node) }
}
