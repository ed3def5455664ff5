import ListShotModel

/// Decodes `listCell:`, the default UIKit list cell.
///
/// ```yaml
/// - listCell: { text: Inbox, secondaryText: 3 unread, image: tray, imageColor: blue }
/// ```
enum ListCellDecoder {
  static func decode(_ node: SpecNode) throws -> ListCell {
    let map = try node.mapping(SpecShapes.listCell, what: "listCell")
    return ListCell(
      try map.required("text").string(), secondaryText: try map["secondaryText"]?.string(),
      image: try map["image"].map(ImageSourceDecoder.icon), imageColor: try map["imageColor"].map(ColorDecoder.decode),
      imageRendering: try map.choice("imageRendering", as: SymbolRendering.self) ?? .monochrome)
  }
}
