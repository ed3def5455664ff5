import ListShotCore
import ListShotDisplayList
import ListShotTheme

/// The builder calls that take a colour of the look (`LookColor`, `look.separator.color` …):
/// they draw its value and note its path, as the `Token` calls do.
extension ArrangementBuilder {
  public mutating func fill(_ id: NodePath, _ frame: Rect, _ color: LookColor, cornerRadius: Double = 0) {
    fill(id, frame, color.color, cornerRadius: cornerRadius)
    note(TokenSources(fill: color.path))
  }

  public mutating func line(_ id: NodePath, _ frame: Rect, _ color: LookColor) {
    line(id, frame, color.color)
    note(TokenSources(color: color.path))
  }

  public mutating func text(
    _ id: NodePath, _ text: String, _ frame: Rect, _ attributes: TextAttributes, _ color: TintToken,
    alignment: LogicalAlignment = .leading, maxLines: Int, isTruncated: Bool
  ) {
    self.text(
      id, text, frame, attributes, color.color, alignment: alignment, maxLines: maxLines, isTruncated: isTruncated)
    note(color.sources(\.color))
  }
}

extension LookColor {
  /// The colour with its token, for the calls that take a `TintToken`.
  public var tint: TintToken { TintToken(color: color, path: path) }
}
