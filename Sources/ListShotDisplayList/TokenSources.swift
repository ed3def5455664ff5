/// The token path behind each value of a display item that a token decided, by the item's
/// property: `fill` (a rect's or a path's fill, the ring of a checkbox included), `stroke`,
/// `color` (text, glyph, line, shadow, image tint), `textStyle` (the typography token of a
/// text's font), `cornerRadius`, `borderWidth` (a ring's or a line's thickness) and `size`
/// (the token that sized the item's frame). Nil: no token (a constant, or not recorded).
public struct TokenSources: Hashable, Sendable, Codable {
  public var fill: String?
  public var stroke: String?
  public var color: String?
  public var textStyle: String?
  public var cornerRadius: String?
  public var borderWidth: String?
  public var size: String?

  public init(
    fill: String? = nil, stroke: String? = nil, color: String? = nil, textStyle: String? = nil,
    cornerRadius: String? = nil, borderWidth: String? = nil, size: String? = nil
  ) {
    self.fill = fill
    self.stroke = stroke
    self.color = color
    self.textStyle = textStyle
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.size = size
  }

  /// Every path named, in property order, without repeats.
  public var paths: [String] {
    var seen = Set<String>()
    return [fill, stroke, color, textStyle, cornerRadius, borderWidth, size].compactMap { $0 }
      .filter { seen.insert($0).inserted }
  }

  public var isEmpty: Bool { paths.isEmpty }

  /// `other`'s paths added; where both name one property, `other` wins (it was recorded later).
  public func merging(_ other: TokenSources) -> TokenSources {
    TokenSources(
      fill: other.fill ?? fill, stroke: other.stroke ?? stroke, color: other.color ?? color,
      textStyle: other.textStyle ?? textStyle, cornerRadius: other.cornerRadius ?? cornerRadius,
      borderWidth: other.borderWidth ?? borderWidth, size: other.size ?? size)
  }
}
