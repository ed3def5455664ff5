import ListShotCore
import ListShotDisplayList

/// A text measurer with simple, exact arithmetic, so layout tests can state expected frames
/// in advance: every character is `0.5 × size` wide, every line is `lineHeight` tall (or
/// `1.2 × size` without one), and text wraps at character boundaries.
public struct FixedMeasurer: TextMeasuring {
  public init() {}

  public func measure(_ text: String, attributes: TextAttributes, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
    let advance = attributes.font.size * 0.5
    let lineHeight = attributes.lineHeight ?? attributes.font.size * 1.2
    let natural = Double(text.count) * advance
    var lines = 1
    var width = natural
    if let maxWidth, natural > maxWidth, maxWidth > 0 {
      let perLine = max(1, Int(maxWidth / advance))
      lines = Int((Double(text.count) / Double(perLine)).rounded(.up))
      width = Double(perLine) * advance
    }
    let truncated = maxLines > 0 && lines > maxLines
    if truncated { lines = maxLines }
    return TextMeasurement(
      size: Size(width: width, height: Double(lines) * lineHeight), lineCount: lines,
      isTruncated: truncated, firstBaseline: lineHeight * 0.8)
  }
}
