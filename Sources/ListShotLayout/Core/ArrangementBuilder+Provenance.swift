import ListShotCore
import ListShotDisplayList
import ListShotTheme

/// The builder calls that take a colour as a `Token` (`theme.colors.$actionSelected`): they
/// draw its value and, when the builder records provenance, note its path beside the item.
/// Sizes a token decided are noted with `note(_:)` or the `sizes` arguments.
extension ArrangementBuilder {
  public mutating func fill(
    _ id: NodePath, _ frame: Rect, _ color: Token<Color>, cornerRadius: Double = 0, radiusToken: Token<Double>? = nil
  ) {
    fill(id, frame, color.wrappedValue, cornerRadius: cornerRadius)
    note(TokenSources(fill: color.path, cornerRadius: radiusToken?.path))
  }

  public mutating func line(_ id: NodePath, _ frame: Rect, _ color: Token<Color>, thickness: Token<Double>? = nil) {
    line(id, frame, color.wrappedValue)
    note(TokenSources(color: color.path, borderWidth: thickness?.path))
  }

  public mutating func text(
    _ id: NodePath, _ text: String, runs: [TextRun]? = nil, _ frame: Rect, _ attributes: TextAttributes,
    _ color: Token<Color>, style: Token<TextStyleToken>? = nil, alignment: LogicalAlignment = .leading, maxLines: Int,
    isTruncated: Bool
  ) {
    self.text(
      id, text, runs: runs, frame, attributes, color.wrappedValue, alignment: alignment, maxLines: maxLines,
      isTruncated: isTruncated)
    note(TokenSources(color: color.path, textStyle: style?.path))
  }

  public mutating func shape(
    _ id: NodePath, _ glyph: VectorGlyph, _ frame: Rect, fill: Token<Color>, mirrorsInRTL: Bool,
    sizes: @autoclosure () -> TokenSources = TokenSources()
  ) {
    shape(id, glyph, frame, fill: fill.wrappedValue, mirrorsInRTL: mirrorsInRTL)
    note(TokenSources(fill: fill.path).merging(sizes()))
  }
}

extension TokenSources {
  /// Size sources named by their tokens rather than typed paths, so that no path is spelled twice.
  public static func sizes(
    cornerRadius: Token<Double>? = nil, borderWidth: Token<Double>? = nil, size: Token<Double>? = nil
  ) -> TokenSources {
    TokenSources(cornerRadius: cornerRadius?.path, borderWidth: borderWidth?.path, size: size?.path)
  }
}
