import ListShotCore
import ListShotDisplayList

/// A part of a screen, arranged: what it draws, in paint order, in *logical* frames (x from
/// the leading edge), before direction is applied.
///
/// Layout runs in three steps that each return a value: rows and containers measure, then
/// arrange into this tree; `MirrorPass` turns the tree physical for the screen's direction;
/// `ScreenLayout` emits the display list. A part's logical x = 0 lies `originX` along the
/// leading edge of its parent's (a list moves a row's content past its leading accessories
/// and indentation this way).
public struct Arrangement: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case item(ArrangedItem)
    /// What assistive technology sees, in logical frames.
    case semantic(SemanticNode)
    case part(Arrangement)
    /// The tokens behind the values of the item just before it in this part; recorded only
    /// when layout is asked for provenance (`ArrangementBuilder.recordsProvenance`).
    case provenance(TokenSources)
  }

  /// The model node the part draws (`sections[0].rows[2]`, `navigationBar`), if any.
  public var path: NodePath?
  public var originX: Double
  public var elements: [Element]

  public init(path: NodePath? = nil, originX: Double = 0, elements: [Element] = []) {
    self.path = path
    self.originX = originX
    self.elements = elements
  }
}

/// A whole screen arranged: the canvas, where the content sits on it, and the content's tree.
/// It holds no direction: the same arrangement mirrors to either.
public struct ScreenArrangement: Hashable, Sendable {
  /// The canvas size in points.
  public var size: Size
  public var scale: Double
  public var background: Color
  /// The device's leading and trailing safe areas (landscape): the content lies between
  /// them (top and bottom are inside the content, see `ListLayout`).
  public var contentInsets: EdgeInsets
  /// The width the content is arranged and mirrored in.
  public var contentWidth: Double
  public var content: Arrangement
  /// Whether the display list carries `provenance` (layout recorded it into the tree).
  public var recordsProvenance: Bool = false
  /// The image files the screen names (`LayoutEnvironment.images`), for `MirrorPass` to put
  /// into the display list's image items.
  public var images: ImageFiles = [:]
  /// The token `background` is, for the display list's provenance (`DisplayList.backgroundToken`).
  public var backgroundToken: String? = nil
}

/// One drawing operation in logical frames, with what mirrors in right-to-left: the builder
/// calls of row layouts, recorded.
public enum ArrangedItem: Hashable, Sendable {
  case fill(id: NodePath, frame: Rect, color: Color, cornerRadius: Double)
  case line(id: NodePath, frame: Rect, color: Color)
  case text(
    id: NodePath, text: String, runs: [TextRun]?, frame: Rect, attributes: TextAttributes, color: Color,
    alignment: LogicalAlignment, maxLines: Int, isTruncated: Bool)
  /// An icon-font glyph; `mirrorsInRTL` flips it in right-to-left only, `flipped` always.
  case glyph(
    id: NodePath, character: String, frame: Rect, font: FontDescriptor, color: Color, mirrorsInRTL: Bool,
    flipped: Bool)
  /// A vector glyph fitted into `frame`; `mirrorsInRTL` flips the shape itself.
  case shape(id: NodePath, glyph: VectorGlyph, frame: Rect, fill: Color?, stroke: Stroke?, mirrorsInRTL: Bool)
  case image(
    id: NodePath, path: String, frame: Rect, contentMode: ImageItem.ContentMode, tint: Color?, mirrorsInRTL: Bool,
    flipped: Bool)
  /// A soft shadow of the (rounded) rectangle `frame`, blurred by `sigma` points.
  case shadow(id: NodePath, frame: Rect, cornerRadius: Double, color: Color, sigma: Double)
  /// Blurs what is painted in `frame` by `sigma` points (see `BackdropBlurItem`).
  case backdropBlur(id: NodePath, frame: Rect, sigma: Double)
  case pushClip(id: NodePath, frame: Rect, cornerRadius: Double, isEllipse: Bool)
  /// Clips to a shape's outline, in logical points (mirrored as a whole in right-to-left).
  case pushPathClip(id: NodePath, frame: Rect, elements: [PathElement], mirrorsInRTL: Bool)
  case popClip
  /// Makes what follows, up to `popShadow`, cast a shadow (SwiftUI's `.shadow`): `frame` is the
  /// view's logical frame (mirrored), `offset` physical (not mirrored, see `ShadowModifier`).
  case pushShadow(id: NodePath, frame: Rect, color: Color, sigma: Double, offset: Point)
  case popShadow
  /// A shape (`Circle()`, `RoundedRectangle(…, style: .continuous)`) in logical points: its
  /// outline, fill, gradient and stroke. In right-to-left the gradient mirrors, and the
  /// outline mirrors when `mirrorsInRTL` (an uneven shape), else it only moves with its frame.
  case path(
    id: NodePath, frame: Rect, elements: [PathElement], fill: Color?, gradient: GradientFill?, stroke: Stroke?,
    mirrorsInRTL: Bool)

  /// The id layout gave the item (`sections[0].rows[2].title`), empty for `popClip` and `popShadow`.
  public var id: NodePath {
    switch self {
    case .fill(let id, _, _, _), .line(let id, _, _), .text(let id, _, _, _, _, _, _, _, _),
      .glyph(let id, _, _, _, _, _, _), .shape(let id, _, _, _, _, _), .image(let id, _, _, _, _, _, _),
      .shadow(let id, _, _, _, _), .backdropBlur(let id, _, _), .pushClip(let id, _, _, _),
      .pushPathClip(let id, _, _, _), .path(let id, _, _, _, _, _, _), .pushShadow(let id, _, _, _, _):
      return id
    case .popClip, .popShadow: return .root
    }
  }
}

public enum LogicalAlignment: Hashable, Sendable {
  case leading, center, trailing
}

extension Arrangement {
  /// The part with every semantic node changed by `change` (nil removes it), at every depth.
  func mappingSemantics(_ change: (SemanticNode) -> SemanticNode?) -> Arrangement {
    var copy = self
    copy.elements = elements.compactMap { element in
      switch element {
      case .semantic(let node): return change(node).map(Element.semantic)
      case .part(let part): return .part(part.mappingSemantics(change))
      case .item, .provenance: return element
      }
    }
    return copy
  }
}
