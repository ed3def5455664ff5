import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// One text of a controls item (label, extra label, description or error text), measured:
/// plain, or rich with its strong and link runs resolved to weights and colours.
///
/// Strong runs take `labelStrongMedium`'s weight, as OUDS annotated texts do; links are strong,
/// underlined and in the palette's link colour.
struct ControlItemText {
  /// The element's name in the item's ids: `label`, `description`, …
  let name: String
  let text: String
  let runs: [TextRun]?
  let attributes: TextAttributes
  /// The typography token the attributes come from.
  let style: Token<TextStyleToken>
  let color: Token<Color>
  let measurement: TextMeasurement

  static func measure(
    _ name: String, _ rich: RichText, _ style: Token<TextStyleToken>, _ color: Token<Color>, width: Double,
    env: LayoutEnvironment, palette: ControlItemPalette
  ) -> ControlItemText {
    let attributes = env.oudsText(style.wrappedValue)
    let runs =
      rich.isRich
      ? textRuns(rich, strong: env.theme.typography.labelStrongMedium.weight, link: palette.link.wrappedValue) : nil
    let measurement =
      runs.map {
        env.measurer.measure($0, attributes: attributes, maxWidth: width, maxLines: 0)
      } ?? env.measurer.measure(rich.plainText, attributes: attributes, maxWidth: width, maxLines: 0)
    return ControlItemText(
      name: name, text: rich.plainText, runs: runs, attributes: attributes, style: style, color: color,
      measurement: measurement)
  }

  static func textRuns(_ rich: RichText, strong: FontWeight, link: Color) -> [TextRun] {
    rich.runs.map { run in
      if run.link != nil { return TextRun(run.text, weight: strong, isUnderlined: true, color: link) }
      return TextRun(run.text, weight: run.isStrong ? strong : nil)
    }
  }

  func arrange(at origin: Point, width: Double, id: NodePath, into builder: inout ArrangementBuilder) {
    builder.text(
      id.appending(name), text, runs: runs,
      Rect(x: origin.x, y: origin.y, width: width, height: measurement.size.height), attributes, color,
      style: style, maxLines: 0, isTruncated: measurement.isTruncated)
  }
}
