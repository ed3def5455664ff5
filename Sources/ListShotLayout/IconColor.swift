import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The colour an icon is drawn in, resolved once here for every row kind.
///
/// A colour the spec gives wins. Otherwise a glyph (a named icon) takes the colour of its
/// context, an icon file too unless it is a multicolour SVG (`SVGPaint`), which keeps its own
/// paint (a nil tint in the display list).
enum IconColor {
  /// The colour of a named icon's glyph.
  static func glyph(given: TintColor?, context: Color, theme: Theme) -> Color {
    given?.resolved(in: theme) ?? context
  }

  /// The tint of an icon file, or nil to draw the file's own paint. `context` is nil where
  /// the file keeps its paint unless a colour is given (a custom accessory).
  static func file(_ path: String, given: TintColor?, context: Color?, theme: Theme) -> Color? {
    if let given { return given.resolved(in: theme) }
    guard let context, !SVGPaint.isMulticolor(path: path) else { return nil }
    return context
  }

  /// The token behind `glyph(given:context:theme:)`'s colour, for provenance: the given
  /// colour's token (none for an RGB colour), else the context's.
  static func glyphToken(given: TintColor?, context: Token<Color>, theme: Theme) -> Token<Color>? {
    guard let given else { return context }
    return given.token(in: theme)
  }

  /// The token behind `file(_:given:context:theme:)`'s tint, or nil when no token decides it.
  static func fileToken(_ path: String, given: TintColor?, context: Token<Color>?, theme: Theme) -> Token<Color>? {
    if let given { return given.token(in: theme) }
    guard let context, !SVGPaint.isMulticolor(path: path) else { return nil }
    return context
  }
}
