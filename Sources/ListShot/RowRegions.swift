import ListShotCore
import ListShotDisplayList
import ListShotSnapshot

/// The rows of a laid-out screen as pixel rectangles, named by their model path
/// (`sections[0].rows[2]`), so a failed comparison can say which rows changed.
enum RowRegions {
  static func regions(of list: DisplayList) -> [(name: String, rect: PixelRect)] {
    var order: [String] = []
    var bounds: [String: Rect] = [:]
    for item in list.items {
      guard let frame = item.frame, let row = rowID(of: item.id) else { continue }
      if let existing = bounds[row] {
        let minX = min(existing.minX, frame.minX), minY = min(existing.minY, frame.minY)
        bounds[row] = Rect(
          x: minX, y: minY, width: max(existing.maxX, frame.maxX) - minX,
          height: max(existing.maxY, frame.maxY) - minY)
      } else {
        order.append(row)
        bounds[row] = frame
      }
    }
    return order.map { row in
      let r = bounds[row]!
      let x = Int((r.minX * list.scale).rounded(.down)), y = Int((r.minY * list.scale).rounded(.down))
      return (row, PixelRect(
        x: x, y: y, width: Int((r.maxX * list.scale).rounded(.up)) - x,
        height: Int((r.maxY * list.scale).rounded(.up)) - y))
    }
  }

  /// `sections[0].rows[2]` for any id that starts with it.
  static func rowID(of id: String) -> String? {
    guard id.hasPrefix("sections["), let rows = id.range(of: ".rows[") else { return nil }
    guard let close = id[rows.upperBound...].firstIndex(of: "]") else { return nil }
    return String(id[..<id.index(after: close)])
  }
}
