import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The colour an icon is drawn in, resolved once here for every row kind.
///
/// A colour the spec gives wins. Otherwise a glyph (a named icon) takes the colour of its
/// context, an icon file too unless it is a multicolour SVG (`ImageFile.isMulticolor`, found
/// when the file was read), which keeps its own paint (a nil tint in the display list).
enum IconColor {
  /// The colour of a named icon's glyph, with its token when one decides it.
  static func glyph(given: TintColor?, context: Token<Color>, env: LayoutEnvironment, id: NodePath) -> TintToken {
    given.map { TintToken($0, in: env, at: id) } ?? TintToken(context)
  }

  /// The tint of an icon file, or nil to draw the file's own paint. `context` is nil where
  /// the file keeps its paint unless a colour is given (a custom accessory).
  static func file(
    _ path: String, given: TintColor?, context: Token<Color>?, env: LayoutEnvironment, id: NodePath
  ) -> TintToken? {
    if let given { return TintToken(given, in: env, at: id) }
    guard let context, env.images[path]?.isMulticolor != true else { return nil }
    return TintToken(context)
  }
}
