import ListShotCore
import ListShotDisplayList

/// Collects display items from layout code that thinks in logical edges.
///
/// Layout code places everything in *logical* frames: x is measured from the leading edge.
/// The builder turns each frame into a physical one for the environment's direction
/// (x' = width − maxX in right-to-left), and decides per item whether its *content* mirrors
/// too: directional glyphs such as chevrons do, checkmarks and photos never do. This is the
/// only place in layout where direction is applied.
public struct DisplayListBuilder {
  public let width: Double
  public let direction: LayoutDirection
  public private(set) var items: [DisplayItem] = []
  /// Added to every logical x: where the content being arranged starts (a container moves a
  /// row's content past its leading controls and indentation this way).
  public private(set) var originX = 0.0
  public private(set) var semantics: [SemanticNode] = []

  public init(width: Double, direction: LayoutDirection) {
    self.width = width
    self.direction = direction
  }

  private var isRTL: Bool { direction.isRightToLeft }

  /// The physical frame of a logical one.
  public func physical(_ logical: Rect) -> Rect {
    let moved = logical.offsetBy(dx: originX)
    return isRTL ? moved.mirrored(inWidth: width) : moved
  }

  /// Runs `body` with logical x measured from `dx` further along the leading edge.
  public mutating func offset(by dx: Double, _ body: (inout DisplayListBuilder) -> Void) {
    let saved = originX
    originX += dx
    body(&self)
    originX = saved
  }

  /// Logical leading/trailing alignment as a physical alignment.
  public func physical(_ alignment: LogicalAlignment) -> TextAlignment {
    switch (alignment, isRTL) {
    case (.leading, false), (.trailing, true): return .left
    case (.leading, true), (.trailing, false): return .right
    case (.center, _): return .center
    }
  }

  public mutating func fill(_ id: String, _ frame: Rect, _ color: Color, cornerRadius: Double = 0) {
    items.append(.rect(RectItem(id: id, frame: physical(frame), fill: color, cornerRadius: cornerRadius)))
  }

  public mutating func line(_ id: String, _ frame: Rect, _ color: Color) {
    items.append(.line(LineItem(id: id, frame: physical(frame), color: color)))
  }

  public mutating func text(
    _ id: String, _ text: String, _ frame: Rect, _ attributes: TextAttributes, _ color: Color,
    alignment: LogicalAlignment = .leading, maxLines: Int, isTruncated: Bool
  ) {
    items.append(
      .text(
        TextItem(
          id: id, text: text, frame: physical(frame), attributes: attributes, color: color,
          alignment: physical(alignment), direction: direction, maxLines: maxLines,
          isTruncated: isTruncated)))
  }

  /// Adds an icon-font glyph. `mirrorsInRTL` flips it in right-to-left layouts only;
  /// `flipped` flips it in every direction (an explicit request such as OUDS `flipIcon`).
  public mutating func glyph(
    _ id: String, _ character: String, _ frame: Rect, _ font: FontDescriptor, _ color: Color,
    mirrorsInRTL: Bool, flipped: Bool = false
  ) {
    items.append(
      .glyph(
        GlyphItem(
          id: id, frame: physical(frame), character: character, font: font, color: color,
          isFlipped: flipped != (isRTL && mirrorsInRTL))))
  }

  /// Adds a vector glyph drawn into `frame`. `mirrorsInRTL` flips the shape itself.
  public mutating func shape(
    _ id: String, _ glyph: VectorGlyph, _ frame: Rect, fill: Color? = nil, stroke: Stroke? = nil,
    mirrorsInRTL: Bool
  ) {
    let target = physical(frame)
    let elements = glyph.elements(in: target, flipped: isRTL && mirrorsInRTL)
    items.append(
      .path(
        PathItem(
          id: id, frame: target, elements: elements, fill: fill, stroke: stroke,
          isEvenOdd: glyph.isEvenOdd)))
  }

  public mutating func image(
    _ id: String, path: String, _ frame: Rect, contentMode: ImageItem.ContentMode, tint: Color? = nil,
    mirrorsInRTL: Bool = false, flipped: Bool = false
  ) {
    items.append(
      .image(
        ImageItem(
          id: id, frame: physical(frame), path: path, contentMode: contentMode, tint: tint,
          isFlipped: flipped != (isRTL && mirrorsInRTL))))
  }

  public mutating func pushClip(_ id: String, _ frame: Rect, cornerRadius: Double = 0, isEllipse: Bool = false) {
    items.append(.pushClip(ClipItem(id: id, frame: physical(frame), cornerRadius: cornerRadius, isEllipse: isEllipse)))
  }

  public mutating func popClip() { items.append(.popClip) }

  /// Adds a semantic node given in logical frames.
  public mutating func semantic(_ node: SemanticNode) {
    var node = node
    node.frame = physical(node.frame)
    node.hitFrame = node.hitFrame.map(physical)
    semantics.append(node)
  }

  /// The distinct ids of the items added since `start` (an earlier `items.count`).
  public func itemIDs(since start: Int) -> [String] {
    var seen = Set<String>()
    return items[start...].map(\.id).filter { !$0.isEmpty && seen.insert($0).inserted }
  }
}

public enum LogicalAlignment: Hashable, Sendable {
  case leading, center, trailing
}
