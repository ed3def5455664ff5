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
  static let keys = ["accessories", "selected", "highlighted", "swipeActions", "children", "isExpanded"]

  /// `content` with the row keys of `map`, or `content` itself when there are none.
  static func decode(_ content: Row, from map: SpecMapping) throws -> Row {
    guard map.keys.contains(where: keys.contains) else { return content }
    var row = ListRow(content)
    if let list = map["accessories"] {
      row.accessories = try list.sequence().map(ListAccessoryDecoder.decode)
    }
    row.isSelected = try map["selected"]?.bool() ?? false
    row.isHighlighted = try map["highlighted"]?.bool() ?? false
    if let swipe = map["swipeActions"] { row.swipeActions = try swipeActions(swipe) }
    if let children = map["children"] { row.children = try children.sequence().map(RowDecoder.decode) }
    row.isExpanded = try map["isExpanded"]?.bool() ?? false
    return .listRow(row)
  }

  static func swipeActions(_ node: SpecNode) throws -> SwipeActions {
    let map = try node.mapping(allowed: ["edge", "actions"], what: "swipeActions")
    let edge = try map["edge"].map { SwipeActions.Edge(rawValue: try $0.choice(SwipeActions.Edge.allCases.map(\.rawValue)))! }
    return SwipeActions(edge: edge ?? .trailing, try map.required("actions").sequence().map(action))
  }

  static func action(_ node: SpecNode) throws -> SwipeAction {
    let map = try node.mapping(allowed: ["title", "role", "tint"], what: "a swipe action")
    let role = try map["role"].map { SwipeAction.Role(rawValue: try $0.choice(SwipeAction.Role.allCases.map(\.rawValue)))! }
    return SwipeAction(try map.required("title").string(), role: role, tint: try map["tint"].map(tint))
  }

  /// `accent`, `red`, `green`, `blue`, `gray`, or `#RRGGBB` / `#RRGGBBAA`.
  static func tint(_ node: SpecNode) throws -> TintColor {
    let text = try node.string()
    if text.hasPrefix("#") {
      guard let color = Color(hex: text) else {
        throw node.error("'\(text)' is not a colour", expected: "#RRGGBB or #RRGGBBAA")
      }
      return .custom(color)
    }
    switch try node.choice(TintColor.names) {
    case "accent": return .accent
    case "red": return .red
    case "green": return .green
    case "blue": return .blue
    default: return .gray
    }
  }
}
