import ListShotCore
import ListShotDisplayList
import ListShotSnapshot

/// The rows of a laid-out screen and their parts as pixel rectangles, named by their model
/// path (`sections[0].rows[2]`, and `sections[0].rows[2].title` for a part; an outline child
/// counts as part of its top-level row), so a failed comparison can say which rows changed
/// and which part of each.
enum RowRegions {
  /// Each row, then each of its parts (the first key after the row in the id of an item the
  /// row draws: the `title`, the `leading` image, the `toggle`…), in the order they are first
  /// drawn. Regions are named by typed paths, printed only where they are reported.
  static func regions(of list: DisplayList) -> [(name: NodePath, rect: PixelRect)] {
    var order: [NodePath] = []
    var bounds: [NodePath: Rect] = [:]
    func add(_ name: NodePath, _ frame: Rect) {
      if let existing = bounds[name] {
        let minX = min(existing.minX, frame.minX), minY = min(existing.minY, frame.minY)
        bounds[name] = Rect(
          x: minX, y: minY, width: max(existing.maxX, frame.maxX) - minX,
          height: max(existing.maxY, frame.maxY) - minY)
      } else {
        order.append(name)
        bounds[name] = frame
      }
    }
    for displayRow in list.rows {
      guard let row = displayRow.path.row else { continue }
      for index in displayRow.items where list.items.indices.contains(index) {
        let item = list.items[index]
        guard let frame = item.frame else { continue }
        add(row, frame)
        if let part = part(of: item.id, row: row) { add(part, frame) }
      }
    }
    return order.map { name in
      let r = bounds[name]!
      let x = Int((r.minX * list.scale).rounded(.down)), y = Int((r.minY * list.scale).rounded(.down))
      return (
        name,
        PixelRect(
          x: x, y: y, width: Int((r.maxX * list.scale).rounded(.up)) - x,
          height: Int((r.maxY * list.scale).rounded(.up)) - y)
      )
    }
  }

  /// `sections[0].rows[2].leading` for the item `sections[0].rows[2].leading.clip` that row
  /// `sections[0].rows[2]` draws: the row and the key that follows it in the item's id; nil
  /// for the row's own items and for an id outside the row.
  static func part(of id: NodePath, row: NodePath) -> NodePath? {
    let count = row.components.count
    guard id.components.count > count, id.components.starts(with: row.components),
      case .key(let key) = id.components[count]
    else { return nil }
    return row.appending(key)
  }

  /// Whether a region from `regions(of:)` is a row (`…rows[2]`) rather than a part
  /// (`…rows[2].title`).
  static func isRow(_ name: NodePath) -> Bool { name.row == name }
}
