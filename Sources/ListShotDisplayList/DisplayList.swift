import ListShotCore

/// A fully resolved drawing of one screen: what the painter draws, and nothing else.
///
/// Everything in it is concrete: colours are RGBA, frames are in points and already mirrored
/// for right-to-left, fonts are resolved families and sizes after Dynamic Type, and text is
/// the final string. No token, theme or layout direction survives into it, so the painter is
/// one `switch` and layout can be tested on this value alone, without pixels.
public struct DisplayList: Hashable, Sendable, Codable {
  /// The canvas size in points.
  public var size: Size
  /// Device pixels per point.
  public var scale: Double
  /// The colour the canvas is cleared to.
  public var background: Color
  public var items: [DisplayItem]
  /// What assistive technology sees: roles, labels, states and hit areas per row. The
  /// painter ignores it; the audit reads it.
  public var semantics: [SemanticNode]
  /// Which items each row of the list draws, in the order rows first appear. The painter
  /// ignores it; the audit and the changed-rows report read it.
  public var rows: [DisplayRow]
  /// Which tokens produced each item's colours and sizes, by item index, ascending; nil
  /// unless layout was asked to record it (`LayoutEnvironment.recordsProvenance`), so the
  /// default list and its JSON stay as they were. The painter ignores it.
  public var provenance: [ItemProvenance]?
  /// The token `background` is (`color.bg.primary`, `ios.groupedBackground`), recorded with
  /// `provenance` and nil without it.
  public var backgroundToken: String? = nil

  public init(
    size: Size, scale: Double, background: Color, items: [DisplayItem], semantics: [SemanticNode] = [],
    rows: [DisplayRow] = [], provenance: [ItemProvenance]? = nil
  ) {
    self.size = size
    self.scale = scale
    self.background = background
    self.items = items
    self.semantics = semantics
    self.rows = rows
    self.provenance = provenance
  }

  private enum CodingKeys: String, CodingKey {
    case size, scale, background, items, semantics, rows, provenance, backgroundToken
  }

  /// Display-list JSON written before semantics or rows existed still reads.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      size: try container.decode(Size.self, forKey: .size), scale: try container.decode(Double.self, forKey: .scale),
      background: try container.decode(Color.self, forKey: .background),
      items: try container.decode([DisplayItem].self, forKey: .items),
      semantics: try container.decodeIfPresent([SemanticNode].self, forKey: .semantics) ?? [],
      rows: try container.decodeIfPresent([DisplayRow].self, forKey: .rows) ?? [],
      provenance: try container.decodeIfPresent([ItemProvenance].self, forKey: .provenance))
    backgroundToken = try container.decodeIfPresent(String.self, forKey: .backgroundToken)
  }

  /// The row each item is drawn for (nil for the bar, headers, footers and section cards).
  public var itemRows: [NodePath?] {
    var result = [NodePath?](repeating: nil, count: items.count)
    for row in rows { for index in row.items where result.indices.contains(index) { result[index] = row.path } }
    return result
  }

  /// The canvas size in device pixels.
  public var pixelWidth: Int { Self.pixels(size.width * scale) }
  public var pixelHeight: Int { Self.pixels(size.height * scale) }

  /// Device pixels for a length, without trapping: a length that is not finite counts as 0
  /// and one beyond 2³¹ as 2³¹, both then refused by the canvas limits.
  private static func pixels(_ length: Double) -> Int {
    guard length.isFinite else { return 0 }
    return Int(min(max(length.rounded(), -2_147_483_648), 2_147_483_648))
  }

  /// The items whose `id` equals `id`, for tests and audits.
  public func items(withID id: NodePath) -> [DisplayItem] { items.filter { $0.id == id } }

  /// The token sources recorded for the item at `index` (nil: none, or not recorded).
  public func sources(ofItem index: Int) -> TokenSources? {
    provenance?.first { $0.item == index }?.sources
  }

  /// The first text item whose id is `id`.
  public func text(_ id: NodePath) -> TextItem? {
    for case .text(let item) in items where item.id == id { return item }
    return nil
  }
}

/// One drawing operation. A closed set: adding a case means teaching the painter to draw it.
public enum DisplayItem: Hashable, Sendable {
  /// A filled (optionally rounded, optionally stroked) rectangle.
  case rect(RectItem)
  /// A straight line drawn as a crisp filled band, e.g. a hairline separator.
  case line(LineItem)
  /// A run of text laid out by Pango inside `frame`.
  case text(TextItem)
  /// A glyph from an icon font, centred in its frame.
  case glyph(GlyphItem)
  /// A vector shape: chevrons, checkmarks, switch thumbs.
  case path(PathItem)
  /// A raster or SVG image file drawn into a frame.
  case image(ImageItem)
  /// A shape blurred into a soft shadow (Material elevation).
  case shadow(ShadowItem)
  /// Blurs what is painted in a rectangle (behind an open context menu).
  case backdropBlur(BackdropBlurItem)
  /// Clips everything up to the matching `popClip` to a (rounded) rectangle.
  case pushClip(ClipItem)
  case popClip
  /// Makes everything up to the matching `popShadow` cast a blurred shadow of its alpha.
  case pushShadow(ShadowGroupItem)
  case popShadow

  /// The model path layout gave the item (`sections[0].rows[2].title`), the root (printed
  /// empty) for `popClip` and `popShadow`, which have none to set.
  public var id: NodePath {
    get {
      switch self {
      case .rect(let item): return item.id
      case .line(let item): return item.id
      case .text(let item): return item.id
      case .glyph(let item): return item.id
      case .path(let item): return item.id
      case .image(let item): return item.id
      case .shadow(let item): return item.id
      case .backdropBlur(let item): return item.id
      case .pushClip(let item): return item.id
      case .pushShadow(let item): return item.id
      case .popClip, .popShadow: return .root
      }
    }
    set {
      switch self {
      case .rect(var item): item.id = newValue; self = .rect(item)
      case .line(var item): item.id = newValue; self = .line(item)
      case .text(var item): item.id = newValue; self = .text(item)
      case .glyph(var item): item.id = newValue; self = .glyph(item)
      case .path(var item): item.id = newValue; self = .path(item)
      case .image(var item): item.id = newValue; self = .image(item)
      case .shadow(var item): item.id = newValue; self = .shadow(item)
      case .backdropBlur(var item): item.id = newValue; self = .backdropBlur(item)
      case .pushClip(var item): item.id = newValue; self = .pushClip(item)
      case .pushShadow(var item): item.id = newValue; self = .pushShadow(item)
      case .popClip, .popShadow: break
      }
    }
  }

  /// The area the item may paint, in points.
  public var frame: Rect? {
    switch self {
    case .rect(let item): return item.frame
    case .line(let item): return item.frame
    case .text(let item): return item.frame
    case .glyph(let item): return item.frame
    case .path(let item): return item.frame
    case .image(let item): return item.frame
    case .shadow(let item): return item.paintedFrame
    case .backdropBlur(let item): return item.frame
    case .pushClip(let item): return item.frame
    case .pushShadow(let item): return item.paintedFrame
    case .popClip, .popShadow: return nil
    }
  }
}

extension DisplayItem {
  /// The item moved by (dx, dy), shapes included: for composing display lists into sheets.
  public func offsetBy(dx: Double, dy: Double) -> DisplayItem {
    switch self {
    case .rect(var item): item.frame = item.frame.offsetBy(dx: dx, dy: dy); return .rect(item)
    case .line(var item): item.frame = item.frame.offsetBy(dx: dx, dy: dy); return .line(item)
    case .text(var item): item.frame = item.frame.offsetBy(dx: dx, dy: dy); return .text(item)
    case .glyph(var item): item.frame = item.frame.offsetBy(dx: dx, dy: dy); return .glyph(item)
    case .image(var item): item.frame = item.frame.offsetBy(dx: dx, dy: dy); return .image(item)
    case .shadow(var item): item.frame = item.frame.offsetBy(dx: dx, dy: dy); return .shadow(item)
    case .backdropBlur(var item): item.frame = item.frame.offsetBy(dx: dx, dy: dy); return .backdropBlur(item)
    case .pushClip(var item):
      item.frame = item.frame.offsetBy(dx: dx, dy: dy)
      item.elements = item.elements?.map { $0.mapPoints { Point(x: $0.x + dx, y: $0.y + dy) } }
      return .pushClip(item)
    case .popClip: return .popClip
    case .pushShadow(var item): item.frame = item.frame.offsetBy(dx: dx, dy: dy); return .pushShadow(item)
    case .popShadow: return .popShadow
    case .path(var item):
      item.frame = item.frame.offsetBy(dx: dx, dy: dy)
      item.elements = item.elements.map { $0.mapPoints { Point(x: $0.x + dx, y: $0.y + dy) } }
      item.gradient = item.gradient?.offsetBy(dx: dx, dy: dy)
      return .path(item)
    }
  }
}
