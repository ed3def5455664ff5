import ListShotCore

/// Starts a group whose items, up to the matching `popShadow`, cast a shadow: the alpha of
/// what they paint, blurred by a Gaussian of standard deviation `sigma` points, moved by
/// `offset` points, tinted with `color` and painted under them (SwiftUI's `.shadow`).
///
/// Everything is concrete and physical: `frame` is the area the group's items paint (layout
/// writes the union of their frames), and `offset` is not mirrored in right-to-left (a
/// shadow's x offset is a rendering effect, not a position SwiftUI mirrors).
public struct ShadowGroupItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  /// The area the group's items paint, in points.
  public var frame: Rect
  public var color: Color
  public var sigma: Double
  /// The shadow's offset from the items, in points (x right, y down, in both directions).
  public var offset: Point

  private enum CodingKeys: String, CodingKey { case frame, color, sigma, offset }

  public init(id: NodePath, frame: Rect, color: Color, sigma: Double, offset: Point) {
    self.id = id
    self.frame = frame
    self.color = color
    self.sigma = sigma
    self.offset = offset
  }

  /// Where the shadow may paint: `frame` moved by the offset and grown by 3σ (beyond it a
  /// Gaussian adds less than 0.15 % of its colour).
  public var shadowFrame: Rect {
    frame.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -3 * sigma, dy: -3 * sigma)
  }

  /// What the group may paint: its items and its shadow.
  public var paintedFrame: Rect { Self.union(frame, shadowFrame) }

  /// The smallest rectangle around `a` and `b`.
  public static func union(_ a: Rect, _ b: Rect) -> Rect {
    let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
    return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
  }

  /// The index of the `popShadow` that closes a group whose items start `items`, nested groups
  /// counted; nil when there is none.
  public static func end(of items: ArraySlice<DisplayItem>) -> Int? {
    var depth = 0
    for index in items.indices {
      switch items[index] {
      case .pushShadow: depth += 1
      case .popShadow:
        if depth == 0 { return index }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  /// The area `items` may paint (`frame` of each that has one), nil if none does.
  public static func bounds(of items: some Sequence<DisplayItem>) -> Rect? {
    items.reduce(nil) { bounds, item in
      guard let frame = item.frame else { return bounds }
      return bounds.map { union($0, frame) } ?? frame
    }
  }
}
