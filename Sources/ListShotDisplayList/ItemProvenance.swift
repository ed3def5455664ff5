/// Which theme tokens produced the values of one display item: data beside the item, for
/// the impact report and the live preview ("this orange is `color.action.selected`"). The
/// painter never reads it.
///
/// Encoded flat: `{"item": 12, "id": "row[0].indicator.box", "fill": "color.action.selected",
/// "cornerRadius": "checkbox.borderRadius"}`; a property no token decided is left out.
public struct ItemProvenance: Hashable, Sendable, Codable {
  /// The index of the item in `DisplayList.items`.
  public var item: Int
  /// The item's id, to read the JSON without counting.
  public var id: String
  public var sources: TokenSources

  public init(item: Int, id: String, sources: TokenSources) {
    self.item = item
    self.id = id
    self.sources = sources
  }

  private enum CodingKeys: String, CodingKey { case item, id }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      item: try container.decode(Int.self, forKey: .item), id: try container.decode(String.self, forKey: .id),
      sources: try TokenSources(from: decoder))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(item, forKey: .item)
    try container.encode(id, forKey: .id)
    try sources.encode(to: encoder)
  }
}
