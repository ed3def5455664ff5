import ListShotCore
import ListShotDisplayList

/// Tests name items by their printed ids (`"sections[0].rows[2].title"`), as a reader of the
/// JSON does: these lookups compare printed text and never parse it into a path.
extension DisplayList {
  /// The items whose id prints as `id`.
  public func items(withID id: String) -> [DisplayItem] { items.filter { $0.id.description == id } }

  /// The first text item whose id prints as `id`.
  public func text(_ id: String) -> TextItem? {
    for case .text(let item) in items where item.id.description == id { return item }
    return nil
  }

  /// The printed ids of the items, in drawing order.
  public var printedIDs: [String] { items.map(\.id.description) }
}

extension DisplayItem {
  /// The item's id as the JSON prints it.
  public var printedID: String { id.description }
}
