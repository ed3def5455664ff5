import ListShotCore

/// Which theme tokens produced the values of one display item: data beside the item, for
/// the impact report and the live preview ("this orange is `color.action.selected`"). The
/// painter never reads it.
///
/// Encoded flat: `{"item": 12, "id": "sections[0].rows[2].indicator.box", "idPath": ["sections", 0,
/// "rows", 2, "indicator", "box"], "fill": "color.action.selected", "cornerRadius":
/// "checkbox.borderRadius"}`; a property no token decided is left out. The id is printed under
/// `id` and read back from its components under `idPath`, as for display items.
public struct ItemProvenance: Hashable, Sendable, Codable {
  /// The index of the item in `DisplayList.items`.
  public var item: Int
  /// The item's id, to read the JSON without counting.
  public var id: NodePath
  public var sources: TokenSources

  public init(item: Int, id: NodePath, sources: TokenSources) {
    self.item = item
    self.id = id
    self.sources = sources
  }

  private enum CodingKeys: String, CodingKey { case item, id, idPath }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      item: try container.decode(Int.self, forKey: .item), id: try container.decode(NodePath.self, forKey: .idPath),
      sources: try TokenSources(from: decoder))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(item, forKey: .item)
    try container.encode(id, printed: .id, components: .idPath)
    try sources.encode(to: encoder)
  }
}
