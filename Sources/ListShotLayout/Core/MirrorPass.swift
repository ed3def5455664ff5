import ListShotCore
import ListShotDisplayList

/// The one pass that applies direction: it turns a screen's logical arrangement into
/// physical display items and semantic nodes, in paint order.
///
/// A logical frame, moved by the origins of the parts it is in, is mirrored in the content
/// width in right-to-left (x' = width − maxX); text alignment swaps its ends; a glyph, shape
/// or image mirrors its *content* only when it asked to (`mirrorsInRTL`). Last, the content
/// moves past the device's leading safe area (trailing, in right-to-left) onto the canvas.
struct MirrorPass {
  let width: Double
  let direction: LayoutDirection
  var images: ImageFiles = [:]
  private(set) var items: [DisplayItem] = []
  /// The row each item is drawn for: the innermost part named by a row's path.
  private(set) var itemRows: [NodePath?] = []
  private(set) var semantics: [SemanticNode] = []
  /// The tokens recorded for items, by item index (empty unless layout recorded provenance).
  private(set) var sources: [Int: TokenSources] = [:]
  /// The indices of the `pushShadow` items whose `popShadow` is still to come.
  private var openShadows: [Int] = []

  private var isRTL: Bool { direction.isRightToLeft }

  /// The physical items (with the row each is drawn for) and semantics of `screen` in
  /// `direction`.
  static func run(
    _ screen: ScreenArrangement, direction: LayoutDirection
  ) -> (items: [DisplayItem], itemRows: [NodePath?], semantics: [SemanticNode], sources: [Int: TokenSources]) {
    var pass = MirrorPass(width: screen.contentWidth, direction: direction, images: screen.images)
    pass.walk(screen.content, origin: 0, row: nil)
    let insets = screen.contentInsets
    guard insets.leading > 0 || insets.trailing > 0 else {
      return (pass.items, pass.itemRows, pass.semantics, pass.sources)
    }
    let inset = pass.isRTL ? insets.trailing : insets.leading
    let semantics = pass.semantics.map { node in
      var node = node
      node.frame = node.frame.offsetBy(dx: inset)
      node.hitFrame = node.hitFrame?.offsetBy(dx: inset)
      return node
    }
    return (pass.items.map { $0.offsetBy(dx: inset, dy: 0) }, pass.itemRows, semantics, pass.sources)
  }

  private mutating func walk(_ part: Arrangement, origin: Double, row: NodePath?) {
    let origin = origin + part.originX
    let row = part.path.flatMap { $0.row == nil ? nil : $0 } ?? row
    for element in part.elements {
      switch element {
      case .item(let item):
        items.append(physical(item, origin: origin))
        itemRows.append(row)
        closeShadowGroup()
      case .semantic(let node): semantics.append(physical(node, origin: origin))
      case .part(let child): walk(child, origin: origin, row: row)
      case .provenance(let noted):
        guard let last = items.indices.last else { break }
        sources[last] = sources[last].map { $0.merging(noted) } ?? noted
      }
    }
  }

  /// At a `pushShadow`, notes it open; at its `popShadow`, grows its frame to the area the
  /// items between them paint (a text wider than its view, an overlay beyond it).
  private mutating func closeShadowGroup() {
    switch items.last {
    case .pushShadow: openShadows.append(items.count - 1)
    case .popShadow:
      guard let start = openShadows.popLast(), case .pushShadow(var group) = items[start] else { return }
      // A nested group counts with its shadow, which the outer shadow is cast from too.
      let inner = items[(start + 1)..<(items.count - 1)]
      group.frame = ShadowGroupItem.bounds(of: inner).map { ShadowGroupItem.union(group.frame, $0) } ?? group.frame
      items[start] = .pushShadow(group)
    default: break
    }
  }

  /// A point of a logical path, moved and mirrored as its frame is.
  func physical(_ point: Point, origin: Double) -> Point {
    let x = point.x + origin
    return Point(x: isRTL ? width - x : x, y: point.y)
  }

  func physical(_ element: PathElement, origin: Double) -> PathElement {
    element.mapPoints { physical($0, origin: origin) }
  }

  /// A logical gradient mirrored with its shape: points mirror, and an angle measured
  /// clockwise from the leading side turns the other way.
  func physical(_ gradient: GradientFill, origin: Double) -> GradientFill {
    var copy = gradient
    copy.start = physical(gradient.start, origin: origin)
    copy.end = physical(gradient.end, origin: origin)
    if isRTL {
      copy.startAngle = 180 - gradient.startAngle
      copy.endAngle = 180 - gradient.endAngle
    }
    return copy
  }

  /// The physical frame of a logical one.
  func physical(_ logical: Rect, origin: Double) -> Rect {
    let moved = logical.offsetBy(dx: origin)
    return isRTL ? moved.mirrored(inWidth: width) : moved
  }

  /// Logical leading/trailing alignment as a physical alignment.
  func physical(_ alignment: LogicalAlignment) -> TextAlignment {
    switch (alignment, isRTL) {
    case (.leading, false), (.trailing, true): return .left
    case (.leading, true), (.trailing, false): return .right
    case (.center, _): return .center
    }
  }

  func physical(_ node: SemanticNode, origin: Double) -> SemanticNode {
    var node = node
    node.frame = physical(node.frame, origin: origin)
    node.hitFrame = node.hitFrame.map { physical($0, origin: origin) }
    return node
  }

  func physical(_ item: ArrangedItem, origin: Double) -> DisplayItem {
    func frame(_ logical: Rect) -> Rect { physical(logical, origin: origin) }
    switch item {
    case .fill(let id, let logical, let color, let cornerRadius):
      return .rect(RectItem(id: id, frame: frame(logical), fill: color, cornerRadius: cornerRadius))
    case .line(let id, let logical, let color):
      return .line(LineItem(id: id, frame: frame(logical), color: color))
    case .text(
      let id, let text, let runs, let logical, let attributes, let color, let alignment, let maxLines, let isTruncated):
      return .text(
        TextItem(
          id: id, text: text, runs: runs, frame: frame(logical), attributes: attributes, color: color,
          alignment: physical(alignment), direction: direction, maxLines: maxLines, isTruncated: isTruncated))
    case .glyph(let id, let character, let logical, let font, let color, let mirrorsInRTL, let flipped):
      return .glyph(
        GlyphItem(
          id: id, frame: frame(logical), character: character, font: font, color: color,
          isFlipped: flipped != (isRTL && mirrorsInRTL)))
    case .shape(let id, let glyph, let logical, let fill, let stroke, let mirrorsInRTL):
      let target = frame(logical)
      return .path(
        PathItem(
          id: id, frame: target, elements: glyph.elements(in: target, flipped: isRTL && mirrorsInRTL), fill: fill,
          stroke: stroke, isEvenOdd: glyph.isEvenOdd))
    case .image(let id, let path, let logical, let contentMode, let tint, let mirrorsInRTL, let flipped):
      return .image(
        ImageItem(
          id: id, frame: frame(logical), file: images[path] ?? .unread(path), contentMode: contentMode, tint: tint,
          isFlipped: flipped != (isRTL && mirrorsInRTL)))
    case .shadow(let id, let logical, let cornerRadius, let color, let sigma):
      return .shadow(ShadowItem(id: id, frame: frame(logical), cornerRadius: cornerRadius, color: color, sigma: sigma))
    case .backdropBlur(let id, let logical, let sigma):
      return .backdropBlur(BackdropBlurItem(id: id, frame: frame(logical), sigma: sigma))
    case .pushClip(let id, let logical, let cornerRadius, let isEllipse):
      return .pushClip(ClipItem(id: id, frame: frame(logical), cornerRadius: cornerRadius, isEllipse: isEllipse))
    case .pushPathClip(let id, let logical, let elements, let mirrorsInRTL):
      return .pushClip(
        ClipItem(id: id, frame: frame(logical), elements: placed(elements, logical, mirrorsInRTL, origin: origin)))
    case .popClip:
      return .popClip
    case .pushShadow(let id, let logical, let color, let sigma, let offset):
      return .pushShadow(ShadowGroupItem(id: id, frame: frame(logical), color: color, sigma: sigma, offset: offset))
    case .popShadow:
      return .popShadow
    case .path(let id, let logical, let elements, let fill, let gradient, let stroke, let mirrorsInRTL):
      let target = frame(logical)
      return .path(
        PathItem(
          id: id, frame: target, elements: placed(elements, logical, mirrorsInRTL, origin: origin), fill: fill,
          gradient: gradient.map { physical($0, origin: origin) },
          stroke: stroke))
    }
  }
}

extension MirrorPass {
  /// A logical outline in physical points: reflected with its frame when it mirrors in right
  /// to left (a chevron, uneven corners), otherwise only moved with it (a `Path`).
  func placed(_ elements: [PathElement], _ logical: Rect, _ mirrorsInRTL: Bool, origin: Double) -> [PathElement] {
    if isRTL && mirrorsInRTL { return elements.map { physical($0, origin: origin) } }
    let dx = physical(logical, origin: origin).minX - logical.minX
    return elements.map { $0.mapPoints { Point(x: $0.x + dx, y: $0.y) } }
  }
}
