import ListShotCore
import ListShotModel

/// A spec value as the view catalogue's forms read it (`ViewSpecValue`): a `SpecNode` with the
/// shape it is declared with, so that every read is checked against that shape and fails at
/// the node's line and column.
struct SpecViewValue: ViewSpecValue {
  let node: SpecNode
  let shape: SpecShape

  init(_ node: SpecNode, _ shape: SpecShape) {
    self.node = node
    self.shape = shape.resolved
  }

  var isScalar: Bool {
    if case .scalar = node.node { return true }
    return false
  }

  var isSequence: Bool {
    if case .sequence = node.node { return true }
    return false
  }

  var isMapping: Bool {
    if case .mapping = node.node { return true }
    return false
  }

  func string() throws -> String { try node.string() }
  func bool() throws -> Bool { try node.bool() }
  func number() throws -> Double { try node.double(declared: shape) }
  func integer() throws -> Int { try node.int(declared: shape) }
  func choice() throws -> String { try node.choice(declared: shape.choiceShape ?? shape) }

  func items() throws -> [any ViewSpecValue] {
    // The number of items is the model's to check (`validate()` names the limit).
    let items = try node.sequence()
    let itemShape = shape.itemShapes.first ?? SpecShape()
    return items.map { SpecViewValue($0, itemShape) }
  }

  /// A mapping; null (`{ capsule, fill: blue }` leaves the kind's value out) is an empty one.
  func mapping(_ what: String) throws -> any ViewSpecMapping {
    if node.isNull {
      return SpecViewMapping(map: SpecMapping(owner: node, entries: [], shape: shape, what: what), value: self)
    }
    return SpecViewMapping(map: try node.mapping(shape, what: what), value: self)
  }

  var isNull: Bool { node.isNull }

  func alternative(_ index: Int) -> any ViewSpecValue {
    guard let alternatives = shape.oneOf, alternatives.indices.contains(index) else { return self }
    return SpecViewValue(node, alternatives[index])
  }

  func view() throws -> ViewNode { try ViewDecoder.decode(node) }
  func color() throws -> TintColor { try ColorDecoder.decode(node) }
  func icon() throws -> Icon { try ImageSourceDecoder.icon(node) }
  func imageFile() throws -> String { try ImageSourceDecoder.existingFile(node) }
  func assetImageFile() throws -> String { try AssetCatalogueDecoder.image(node) }
  func customView() throws -> ViewNode { try ViewDecoder.custom(node) }

  func rowContent() throws -> RowContent {
    let row = try RowDecoder.decode(node)
    guard row == Row(row.content) else {
      throw node.error("a row inside a view takes its content only", hint: "write the row options on the list's row")
    }
    if case .view = row.content {
      throw node.error(
        "content: inside a view is the view itself", hint: "write the view in place of { row: { content: … } }")
    }
    return row.content
  }

  func error(_ message: String, expected: String?, hint: String?) -> Error {
    node.error(message, expected: expected, hint: hint)
  }
}

/// The keys of one mapping of a view's spec, each value read against its declared shape.
struct SpecViewMapping: ViewSpecMapping {
  let map: SpecMapping
  let value: SpecViewValue

  subscript(key: String) -> (any ViewSpecValue)? {
    guard let node = map[key] else { return nil }
    return SpecViewValue(node, map.shape.field(key) ?? SpecShape())
  }

  var owner: any ViewSpecValue { value }
}
