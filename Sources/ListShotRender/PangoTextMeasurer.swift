import ListShotCore
import ListShotDisplayList

/// `TextMeasuring` backed by Pango over the private font set.
///
/// Measurements are remembered per thread (see `PangoThreadState`): layout measures the same
/// titles again for every variant that shares a theme and size, and a remembered measurement
/// is exactly the one Pango gave the first time.
public struct PangoTextMeasurer: TextMeasuring {
  public let fonts: FontEnvironment

  public init(fonts: FontEnvironment) {
    self.fonts = fonts
  }

  public func measure(
    _ text: String, attributes: TextAttributes, maxWidth: Double?, maxLines: Int
  ) -> TextMeasurement {
    let key = PangoTextLayout.Key(
      text: text, attributes: attributes, width: maxWidth, maxLines: maxLines, alignment: .left,
      direction: .leftToRight)
    return fonts.threadState.measurement(key)
  }

  public func measure(
    _ runs: [TextRun], attributes: TextAttributes, maxWidth: Double?, maxLines: Int
  ) -> TextMeasurement {
    let key = PangoTextLayout.Key(
      text: runs.map(\.text).joined(), runs: runs, attributes: attributes, width: maxWidth,
      maxLines: maxLines, alignment: .left, direction: .leftToRight)
    return fonts.threadState.measurement(key)
  }
}
