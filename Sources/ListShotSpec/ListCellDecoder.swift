import ListShotModel

/// Decodes `listCell:`, the default UIKit list cell.
///
/// ```yaml
/// - listCell: { text: Inbox, secondaryText: 3 unread, image: tray }
/// ```
enum ListCellDecoder {
  static var keys: [String] { SpecShapes.listCell.keys }

  static func decode(_ node: SpecNode) throws -> ListCell {
    let map = try node.mapping(allowed: keys, what: "listCell")
    return ListCell(
      try map.required("text").string(), secondaryText: try map["secondaryText"]?.string(),
      image: try map["image"].map(ImageSourceDecoder.icon))
  }
}
