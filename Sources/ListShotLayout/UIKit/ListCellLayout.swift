import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Measures and arranges a `ListCell`, the default UIKit list cell.
///
/// Row = margin [symbol in a box, gap] [text / secondary text] margin, text centred vertically,
/// in the look's figures (`look.row.cell.*`: 20 [28, 16] 20 in iOS 18).
/// Text: Body in `label`; secondary text: Subheadline in `secondaryLabel`, below. Both wrap
/// (`numberOfLines` is 0 in `UIListContentConfiguration`), which matters at the large sizes.
/// The symbol grows with Body (1.3 × its size) and its box with it once it is wider than 28.
/// Height: at least the look's minimum row height; 11 pt (iOS 18) above and below one line of
/// text, 8 pt around more. The symbol is tinted
/// with the app tint (the theme's accent) and not mirrored in right-to-left layouts. The cell
/// draws no divider: the list draws separators inset to where its text starts.
/// (Margins and the symbol box follow platform-metrics.md §2.1–2.2: 20 + 28 + 16 = 64.)
struct ListCellLayout {
  let cell: ListCell
  let env: LayoutEnvironment
  let id: NodePath

  var margin: Double { env.look.row.cellMargin }

  struct Measured {
    var height: Double
    var textX: Double
    var textWidth: Double
    var text: TextMeasurement
    var secondary: TextMeasurement?
    var symbol: SymbolImage?
  }

  var textAttributes: TextAttributes { env.iosText(.body) }
  /// The symbol's side: 1.3 × the Body size, as an SF Symbol beside Body text.
  var imageSide: Double { (env.iosText(.body).font.size * 1.3).rounded() }
  /// The width the symbol reserves, so that text lines up from row to row.
  var imageBox: Double { max(env.look.row.cellImageBox, imageSide) }
  var secondaryAttributes: TextAttributes { env.iosText(.subheadline) }

  func measure(width: Double) throws -> Measured {
    var symbol: SymbolImage?
    if case .named(let name)? = cell.image {
      // A symbol beside Body text: its size and weight.
      symbol = try SymbolImage(
        name, pointSize: textAttributes.font.size, weight: textAttributes.font.weight, rendering: cell.imageRendering,
        icons: env.icons, at: id.appending("listCell").appending("image"))
    }
    let textX = margin + (cell.image == nil ? 0 : imageBox + env.look.row.cellImageGap)
    let textWidth = max(0, width - textX - margin)
    let text = env.measurer.measure(cell.text, attributes: textAttributes, maxWidth: textWidth, maxLines: 0)
    let secondary = cell.secondaryText.map {
      env.measurer.measure($0, attributes: secondaryAttributes, maxWidth: textWidth, maxLines: 0)
    }
    let row = env.look.row
    let padding = secondary == nil && text.lineCount <= 1 ? row.cellPaddingSingleLine : row.cellPaddingMultiline
    let height = max(
      row.minHeight(at: env.dynamicTypeSize), text.size.height + (secondary?.size.height ?? 0) + 2 * padding)
    return Measured(
      height: height, textX: textX, textWidth: textWidth, text: text, secondary: secondary, symbol: symbol)
  }

  func arrange(_ m: Measured, y: Double, width: Double, into builder: inout ArrangementBuilder) {
    let system = env.theme.system
    let firstItem = builder.items.count
    defer {
      builder.semantic(
        SemanticNode(
          id: id, rowID: id, role: .text, label: cell.text, helpTexts: cell.secondaryText.map { [$0] } ?? [],
          frame: Rect(x: 0, y: y, width: width, height: m.height), elementIDs: builder.itemIDs(since: firstItem)))
    }
    if let image = cell.image {
      let side = imageSide
      let frame = Rect(
        x: margin + (imageBox - side) / 2, y: y + (m.height - side) / 2, width: side, height: side)
      let tint = IconColor.glyph(
        given: cell.imageColor, context: env.theme.ods.$accent, env: env,
        id: id.appending("listCell").appending("imageColor"))
      switch image {
      case .named:
        m.symbol?.draw(id.appending("image"), at: frame.origin, color: tint, env: env, into: &builder)
      case .file(let path):
        builder.image(id.appending("image"), path: path, frame, contentMode: .fit, tint: tint.color)
        builder.note(tint.sources(\.color))
      }
    }
    let block = m.text.size.height + (m.secondary?.size.height ?? 0)
    var textY = y + (m.height - block) / 2
    builder.text(
      id.appending("text"), cell.text, Rect(x: m.textX, y: textY, width: m.textWidth, height: m.text.size.height),
      textAttributes, system.$label, maxLines: 0, isTruncated: m.text.isTruncated)
    textY += m.text.size.height
    if let secondaryText = cell.secondaryText, let secondary = m.secondary {
      builder.text(
        id.appending("secondaryText"), secondaryText,
        Rect(x: m.textX, y: textY, width: m.textWidth, height: secondary.size.height),
        secondaryAttributes, system.$secondaryLabel, maxLines: 0, isTruncated: secondary.isTruncated)
    }
  }
}
