import ListShotCore
import ListShotDisplayList

/// Records what a row or container draws, in logical frames, into an `Arrangement`.
///
/// Layout code places everything in *logical* frames: x is measured from the leading edge.
/// The builder only records; `MirrorPass` later turns each frame physical and decides per
/// item whether its content mirrors too (directional glyphs such as chevrons do, checkmarks
/// and photos never do).
public struct ArrangementBuilder {
  public private(set) var arrangement: Arrangement
  /// The items this part drew itself, in order (parts placed inside it not included).
  public private(set) var items: [ArrangedItem] = []
  /// Where this part's logical x = 0 lies along the content's leading edge, and the content's
  /// width: what a part that must keep to the canvas (a focus ring around a full-width row)
  /// needs to know. Given by the part that places this one.
  public let originX: Double
  public let width: Double
  /// Whether the token-taking calls note which token produced each value (see
  /// `ArrangementBuilder+Provenance`); off, they cost a branch.
  public let recordsProvenance: Bool

  public init(path: NodePath? = nil, originX: Double = 0, width: Double = .infinity, provenance: Bool = false) {
    arrangement = Arrangement(path: path)
    self.originX = originX
    self.width = width
    recordsProvenance = provenance
  }

  /// Notes the tokens behind the last item added, when recording (nothing when `sources` is
  /// empty: an RGB colour the spec gave).
  public mutating func note(_ sources: @autoclosure () -> TokenSources) {
    guard recordsProvenance, !items.isEmpty else { return }
    let sources = sources()
    guard !sources.isEmpty else { return }
    arrangement.elements.append(.provenance(sources))
  }

  private mutating func add(_ item: ArrangedItem) {
    items.append(item)
    arrangement.elements.append(.item(item))
  }

  /// Adds an arranged part whose logical x = 0 lies `originX` along this one's.
  public mutating func place(_ part: Arrangement, atX originX: Double = 0) {
    var part = part
    part.originX = originX
    arrangement.elements.append(.part(part))
  }

  public mutating func fill(_ id: NodePath, _ frame: Rect, _ color: Color, cornerRadius: Double = 0) {
    add(.fill(id: id, frame: frame, color: color, cornerRadius: cornerRadius))
  }

  public mutating func line(_ id: NodePath, _ frame: Rect, _ color: Color) {
    add(.line(id: id, frame: frame, color: color))
  }

  public mutating func text(
    _ id: NodePath, _ text: String, runs: [TextRun]? = nil, _ frame: Rect, _ attributes: TextAttributes,
    _ color: Color, alignment: LogicalAlignment = .leading, maxLines: Int, isTruncated: Bool
  ) {
    add(
      .text(
        id: id, text: text, runs: runs, frame: frame, attributes: attributes, color: color, alignment: alignment,
        maxLines: maxLines, isTruncated: isTruncated))
  }

  /// Adds an icon-font glyph. `mirrorsInRTL` flips it in right-to-left layouts only;
  /// `flipped` flips it in every direction (an explicit request such as OUDS `flipIcon`).
  public mutating func glyph(
    _ id: NodePath, _ character: String, _ frame: Rect, _ font: FontDescriptor, _ color: Color,
    mirrorsInRTL: Bool, flipped: Bool = false
  ) {
    add(
      .glyph(
        id: id, character: character, frame: frame, font: font, color: color, mirrorsInRTL: mirrorsInRTL,
        flipped: flipped))
  }

  /// Adds a vector glyph drawn into `frame`. `mirrorsInRTL` flips the shape itself.
  public mutating func shape(
    _ id: NodePath, _ glyph: VectorGlyph, _ frame: Rect, fill: Color? = nil, stroke: Stroke? = nil,
    mirrorsInRTL: Bool
  ) {
    add(.shape(id: id, glyph: glyph, frame: frame, fill: fill, stroke: stroke, mirrorsInRTL: mirrorsInRTL))
  }

  public mutating func image(
    _ id: NodePath, path: String, _ frame: Rect, contentMode: ImageItem.ContentMode, tint: Color? = nil,
    mirrorsInRTL: Bool = false, flipped: Bool = false
  ) {
    add(
      .image(
        id: id, path: path, frame: frame, contentMode: contentMode, tint: tint, mirrorsInRTL: mirrorsInRTL,
        flipped: flipped))
  }

  /// Adds a soft shadow of the (rounded) rectangle `frame`, blurred by `sigma` points.
  public mutating func shadow(_ id: NodePath, _ frame: Rect, cornerRadius: Double = 0, _ color: Color, sigma: Double) {
    add(.shadow(id: id, frame: frame, cornerRadius: cornerRadius, color: color, sigma: sigma))
  }

  /// Blurs what is already painted in `frame` by `sigma` points (raster canvases only).
  public mutating func backdropBlur(_ id: NodePath, _ frame: Rect, sigma: Double) {
    add(.backdropBlur(id: id, frame: frame, sigma: sigma))
  }

  public mutating func pushClip(_ id: NodePath, _ frame: Rect, cornerRadius: Double = 0, isEllipse: Bool = false) {
    add(.pushClip(id: id, frame: frame, cornerRadius: cornerRadius, isEllipse: isEllipse))
  }

  public mutating func popClip() { add(.popClip) }

  /// Makes what follows, up to `popShadow`, cast a shadow blurred by `sigma` points and moved
  /// by the physical `offset`; `frame` is the view's logical frame.
  public mutating func pushShadow(_ id: NodePath, _ frame: Rect, _ color: Color, sigma: Double, offset: Point) {
    add(.pushShadow(id: id, frame: frame, color: color, sigma: sigma, offset: offset))
  }

  public mutating func popShadow() { add(.popShadow) }

  /// Clips what follows, up to `popClip`, to a logical outline.
  public mutating func pushClip(_ id: NodePath, _ frame: Rect, path elements: [PathElement], mirrorsInRTL: Bool = true)
  {
    add(.pushPathClip(id: id, frame: frame, elements: elements, mirrorsInRTL: mirrorsInRTL))
  }

  /// Adds a shape drawn from a logical outline; `mirrorsInRTL` reflects the outline itself.
  public mutating func path(
    _ id: NodePath, _ frame: Rect, elements: [PathElement], fill: Color? = nil, gradient: GradientFill? = nil,
    stroke: Stroke? = nil, mirrorsInRTL: Bool = false
  ) {
    add(
      .path(
        id: id, frame: frame, elements: elements, fill: fill, gradient: gradient, stroke: stroke,
        mirrorsInRTL: mirrorsInRTL))
  }

  /// Adds a semantic node given in logical frames.
  public mutating func semantic(_ node: SemanticNode) {
    arrangement.elements.append(.semantic(node))
  }

  /// Adds `node` where the part's element `index` is (an element count taken earlier), so that
  /// assistive technology reads it before the elements added since (a row before the rows
  /// hosted inside it).
  public mutating func semantic(_ node: SemanticNode, at index: Int) {
    arrangement.elements.insert(.semantic(node), at: min(index, arrangement.elements.count))
  }

  /// The distinct ids of the items added since `start` (an earlier `items.count`).
  public func itemIDs(since start: Int) -> [NodePath] {
    var seen = Set<NodePath>()
    return items[start...].map(\.id).filter { !$0.isEmpty && seen.insert($0).inserted }
  }
}
