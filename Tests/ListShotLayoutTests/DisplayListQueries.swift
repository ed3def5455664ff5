import ListShotCore
import ListShotDisplayList
import XCTest

/// Lookups into a display list for the layout tests.
extension XCTestCase {
  func frame(_ id: String, _ list: DisplayList) -> Rect? { list.items(withID: id).first?.frame }

  func path(_ id: String, _ list: DisplayList) -> PathItem? {
    guard case .path(let item)? = list.items(withID: id).first else { return nil }
    return item
  }

  func rect(_ id: String, _ list: DisplayList) -> RectItem? {
    guard case .rect(let item)? = list.items(withID: id).first else { return nil }
    return item
  }

  /// The bounds of a path's end points (exact for ellipses and polygons).
  func bounds(_ item: PathItem) -> Rect {
    var points: [Point] = []
    for element in item.elements {
      switch element {
      case .move(let p), .line(let p), .curve(_, _, let p): points.append(p)
      case .close: break
      }
    }
    let xs = points.map(\.x), ys = points.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// The distance between a ring's outer and inner sub-paths, along the left edge.
  func innerInset(_ ring: PathItem) -> Double {
    var subpaths: [[Point]] = []
    for element in ring.elements {
      switch element {
      case .move(let p): subpaths.append([p])
      case .line(let p): subpaths[subpaths.count - 1].append(p)
      case .curve(_, _, let p): subpaths[subpaths.count - 1].append(p)
      case .close: break
      }
    }
    guard subpaths.count >= 2 else { return 0 }
    let minX = subpaths.map { $0.map(\.x).min()! }
    return ((minX[1] - minX[0]) * 1e6).rounded() / 1e6
  }
}

/// Lookups by id for the container tests.
extension DisplayList {
  /// The frame of the first item with `id`.
  func frame(_ id: String) -> Rect? { items(withID: id).first?.frame }

  /// The fill colour of the rect item `id`.
  func fill(_ id: String) -> Color? {
    for case .rect(let item) in items where item.id.description == id { return item.fill }
    return nil
  }

  func rect(_ id: String) -> RectItem? {
    for case .rect(let item) in items where item.id.description == id { return item }
    return nil
  }

  func line(_ id: String) -> LineItem? {
    for case .line(let item) in items where item.id.description == id { return item }
    return nil
  }

  func path(_ id: String) -> PathItem? {
    for case .path(let item) in items where item.id.description == id { return item }
    return nil
  }

  /// Every id that starts with `prefix`.
  func ids(startingWith prefix: String) -> [String] { items.map(\.id.description).filter { $0.hasPrefix(prefix) } }
}
