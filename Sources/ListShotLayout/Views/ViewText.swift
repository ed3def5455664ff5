import ListShotCore
import ListShotDisplayList
import ListShotModel

/// A text view as layout draws it: the string, its styled runs (a joined `Text + Text`), the
/// resolved font and colour, and what the environment above says of its lines.
struct ViewText {
  var string: String
  /// Nil for text in one style.
  var runs: [TextRun]?
  var attributes: TextAttributes
  var color: TintToken
  /// 0: as many lines as it takes.
  var lineLimit: Int
  var alignment: ViewAlignment.Horizontal
}
