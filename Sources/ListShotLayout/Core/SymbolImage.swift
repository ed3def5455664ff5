import ListShotCore
import ListShotDisplayList
import ListShotModel

/// A named symbol measured to sit beside text: the one helper that draws a symbol
/// (`Image(systemName:)`), for the view tree and any row kind.
///
///     let symbol = try SymbolImage("person.circle.fill", pointSize: 17, weight: .regular,
///                                  icons: env.icons, at: path)
///     // place it: symbol.size, symbol.baseline (from its top)
///     symbol.draw(id, at: origin, color: TintToken(.blue, in: env, at: path), env: env, into: &builder)
///
/// The symbol is a square `(1.3 × pointSize).rounded()` points wide (an SF Symbol at the
/// medium scale beside text of that size), drawn at the text's weight (the font's wght axis),
/// outline or filled as named (`fill` overrides, as `.symbolVariant(.fill)`), in `rendering`.
public struct SymbolImage: Hashable, Sendable {
  public let glyph: SymbolGlyph
  public let font: FontDescriptor
  public let rendering: SymbolRendering
  /// The square the symbol is drawn in.
  public let size: Size
  /// The text baseline the symbol sits on, from its top: the symbol's centre is at the middle
  /// of the text's capitals (cap height ≈ 0.7 × the point size), as iOS centres symbols.
  public let baseline: Double
  /// Whether the symbol points along the reading direction and so flips in right-to-left
  /// layouts: SF Symbols flips those that point `forward` or `backward` (`chevron.forward`,
  /// `arrow.backward.circle`), and Material its `arrow_forward` and `chevron_backward` alike;
  /// the media controls named so first (`forward.end`, `backward.fill`) and every other symbol
  /// keep their drawing (`chevron.right` stays right).
  public let isDirectional: Bool

  /// The hierarchical rendering's enclosure opacity. Apple documents no figure; 0.5 is an
  /// estimate from the look of iOS's secondary layer.
  public static let secondaryOpacity = 0.5
  /// The multicolour white mark's backing disk, as a share of the side: inside the enclosure
  /// (the Material glyphs' circle spans about 0.83 of the em), outside the mark.
  static let markBacking = 0.7

  /// Resolves `name` (SF Symbol or Material name); an unknown name throws the error with the
  /// nearest names, at `path`.
  public init(
    _ name: String, pointSize: Double, weight: FontWeight = .regular, fill: Bool? = nil,
    rendering: SymbolRendering = .monochrome, icons: IconSet, at path: NodePath
  ) throws {
    guard var glyph = icons.glyph(for: name) else { throw LayoutError.unknownIcon(name, at: path, in: icons) }
    if let fill { glyph.isFilled = fill }
    let side = (pointSize * 1.3).rounded()
    self.glyph = glyph
    font = icons.font(for: glyph, side: side, weight: weight)
    self.rendering = rendering
    size = Size(width: side, height: side)
    baseline = side / 2 + 0.35 * pointSize
    isDirectional = Self.isDirectional(name)
    disk = icons.glyph(for: "circle").map { ($0.character) } ?? ""
  }

  private let disk: String

  /// Whether a symbol named `name` flips in right-to-left layouts.
  public static func isDirectional(_ name: String) -> Bool {
    name.split { $0 == "." || $0 == "_" }.dropFirst().contains { $0 == "forward" || $0 == "backward" }
  }

  /// Draws the symbol with its top-leading corner at `origin` (logical), in `color` (the
  /// foreground style). A symbol is mirrored in right-to-left layouts only when it is
  /// directional (`isDirectional`).
  public func draw(
    _ id: NodePath, at origin: Point, color: TintToken, env: LayoutEnvironment, into builder: inout ArrangementBuilder
  ) {
    let frame = Rect(origin: origin, size: size)
    switch rendering {
    case .multicolor where glyph.multicolor != nil:
      let name = glyph.multicolor.flatMap(SystemColorName.init(rawValue:)) ?? .blue
      let paint = TintToken(env.theme.system.token(name))
      let inset = size.width * (1 - Self.markBacking) / 2
      let backing = frame.insetBy(dx: inset, dy: inset)
      var diskFont = font
      diskFont.size = backing.width
      diskFont.variations?.fill = 1
      builder.glyph(id.appending("mark"), disk, backing, diskFont, .white, mirrorsInRTL: isDirectional)
      var filled = font
      filled.variations?.fill = 1
      builder.glyph(id, glyph.character, frame, filled, paint.color, mirrorsInRTL: isDirectional)
      builder.note(paint.sources(\.color))
    case .hierarchical where glyph.hasEnclosure:
      var filled = font, outline = font
      filled.variations?.fill = 1
      outline.variations?.fill = 0
      builder.glyph(
        id.appending("secondary"), glyph.character, frame, filled, color.color.withOpacity(Self.secondaryOpacity),
        mirrorsInRTL: isDirectional)
      builder.note(color.sources(\.color))
      builder.glyph(id, glyph.character, frame, outline, color.color, mirrorsInRTL: isDirectional)
      builder.note(color.sources(\.color))
    default:
      builder.glyph(id, glyph.character, frame, font, color.color, mirrorsInRTL: isDirectional)
      builder.note(color.sources(\.color))
    }
  }
}
