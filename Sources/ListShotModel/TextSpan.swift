import ListShotCore

/// One stretch of a text joined from texts of different styles (SwiftUI's
/// `Text(name).bold() + Text(" · ") + Text(role).foregroundStyle(.secondary)`): its own weight,
/// slant and colour; the text's font, line limit and alignment are the whole text's.
public struct TextSpan: Hashable, Sendable {
  public var text: String
  /// Nil keeps the text's weight.
  public var weight: FontWeight?
  public var isItalic: Bool
  /// Nil keeps the text's colour.
  public var color: TintColor?

  public init(_ text: String, weight: FontWeight? = nil, isItalic: Bool = false, color: TintColor? = nil) {
    self.text = text
    self.weight = weight
    self.isItalic = isItalic
    self.color = color
  }

  /// Bounds checked by `validate()`: a text is a few styled words, not a document.
  public static let maxSpans = 64
}

extension ViewNode {
  /// A text made of styled spans, joined in order: `Text("a").bold() + Text("b")`.
  public static func text(_ spans: [TextSpan]) -> ViewNode {
    var view = TextView(spans.map(\.text).joined())
    view.spans = spans
    return .text(view)
  }
}
