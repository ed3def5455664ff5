import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// SwiftUI's `.badge(3)` / `.badge("New")` on a list row, as iOS draws it: the count or text
/// in Body (following Dynamic Type), in the secondary label colour, at the row's trailing
/// side before its trailing accessories (the disclosure chevron), with no pill. The tinted
/// pill of the Lists module is the accessory `ListAccessory.badge` (`AccessoryPart`).
struct RowBadgePart {
  let text: String
  let attributes: TextAttributes
  let measured: TextMeasurement

  var size: Size { measured.size }

  /// Nil when nothing is drawn (`.badge(0)`).
  static func measure(_ badge: RowBadge, maxWidth: Double, env: LayoutEnvironment) -> RowBadgePart? {
    guard let text = badge.displayedText, !text.isEmpty else { return nil }
    let attributes = env.iosText(.body)
    let measured = env.measurer.measure(text, attributes: attributes, maxWidth: maxWidth, maxLines: 1)
    return RowBadgePart(text: text, attributes: attributes, measured: measured)
  }

  func arrange(in frame: Rect, id: NodePath, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let color = env.theme.system.$secondaryLabel
    builder.text(
      id, text, frame, attributes, color, alignment: .trailing, maxLines: 1, isTruncated: measured.isTruncated)
  }
}
