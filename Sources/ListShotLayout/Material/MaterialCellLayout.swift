import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Measures and arranges a `MaterialListCell` by the rules of MDCSelfSizingStereoCellLayout
/// (shared/reference/platform-metrics.md §3).
///
/// [16 leading image 16] title / detail [16 trailing image 16]. Images sit at their vertical
/// margin (16, or 8 above 40 pt); the text block starts 16 from the top, the detail 6 below the
/// title. A title-only cell with a leading image centres its title on that image unless that
/// would bring it above the 16 pt margin. The height is ceil(max(image bottom + its margin,
/// text bottom + 16)); centred images are then placed in the middle of that height. Labels are
/// as wide as the text block and as tall as their text, and align to the leading edge.
///
/// Drawn bottom to top: the elevation shadow and the cell's surface (only when elevated; see
/// `MaterialCellSurface`), the images, the labels, and the ripple of a highlighted cell over
/// everything, in the cell's `rippleColor` when it has one. A cell with nothing in it (an
/// `MDCBaseCell`) is `MaterialListCell.emptyHeight` tall.
struct MaterialCellLayout {
  let cell: MaterialListCell
  let env: LayoutEnvironment
  let id: NodePath

  static let horizontalMargin = 16.0
  static let textVerticalMargin = 16.0
  static let titleToDetail = 6.0

  /// Frames relative to the cell's top-leading corner, decided by `measure`.
  struct Measured {
    var height: Double
    var style: MaterialCellStyle
    var leading: (part: MaterialCellImagePart, frame: Rect)?
    var trailing: (part: MaterialCellImagePart, frame: Rect)?
    var title: (text: TextMeasurement, frame: Rect)?
    var detail: (text: TextMeasurement, frame: Rect)?
  }

  func measure(width: Double) throws -> Measured {
    let margin = Self.horizontalMargin
    let style = MaterialCellStyle(cell.typography, env: env)
    let path = id.appending("materialCell")
    let leading = try cell.leadingImage.flatMap {
      try MaterialCellImagePart.make($0, env: env, path: path.appending("leadingImage"))
    }
    let trailing = try cell.trailingImage.flatMap {
      try MaterialCellImagePart.make($0, env: env, path: path.appending("trailingImage"))
    }
    var leadingFrame = leading.map {
      Rect(x: margin, y: $0.verticalMargin, width: $0.size.width, height: $0.size.height)
    }
    var trailingFrame = trailing.map {
      Rect(x: width - margin - $0.size.width, y: $0.verticalMargin, width: $0.size.width, height: $0.size.height)
    }

    let textMinX = leadingFrame.map { $0.maxX + margin } ?? margin
    let textMaxX = trailingFrame.map { $0.minX - margin } ?? width - margin
    let textWidth = max(0, textMaxX - textMinX)
    func measured(_ text: String?, _ attributes: TextAttributes, lines: Int) -> TextMeasurement? {
      guard let text, !text.isEmpty else { return nil }
      return env.measurer.measure(text, attributes: attributes, maxWidth: textWidth, maxLines: lines)
    }
    let title = measured(cell.title, style.title, lines: titleLines)
    let detail = measured(cell.detail, style.detail, lines: detailLines)

    // The text block, and the labels' offsets inside it.
    var textTop = Self.textVerticalMargin
    let titleHeight = title?.size.height ?? 0
    let detailOffset = titleHeight + (title != nil && detail != nil ? Self.titleToDetail : 0)
    let textHeight = detailOffset + (detail?.size.height ?? 0)
    if title != nil, detail == nil, let image = leadingFrame {
      let centred = image.midY - textHeight / 2
      if centred >= Self.textVerticalMargin { textTop = centred }
    }

    var bottom = 0.0
    if title != nil || detail != nil { bottom = textTop + textHeight + Self.textVerticalMargin }
    if let frame = leadingFrame, let part = leading { bottom = max(bottom, frame.maxY + part.verticalMargin) }
    if let frame = trailingFrame, let part = trailing { bottom = max(bottom, frame.maxY + part.verticalMargin) }
    // A cell with nothing in it (MDCBaseCell) still has a row's height.
    let height = bottom > 0 ? bottom.rounded(.up) : MaterialListCell.emptyHeight

    if cell.imageVerticalPosition == .center {
      func centred(_ frame: Rect) -> Rect {
        Rect(x: frame.x, y: height / 2 - frame.height / 2, width: frame.width, height: frame.height)
      }
      leadingFrame = leadingFrame.map(centred)
      trailingFrame = trailingFrame.map(centred)
    }
    func placed(_ part: MaterialCellImagePart?, _ frame: Rect?) -> (part: MaterialCellImagePart, frame: Rect)? {
      guard let part, let frame else { return nil }
      return (part, frame)
    }
    return Measured(
      height: height, style: style,
      leading: placed(leading, leadingFrame), trailing: placed(trailing, trailingFrame),
      title: title.map { ($0, Rect(x: textMinX, y: textTop, width: textWidth, height: $0.size.height)) },
      detail: detail.map {
        ($0, Rect(x: textMinX, y: textTop + detailOffset, width: textWidth, height: $0.size.height))
      })
  }

  // Values `validate()` rejects are drawn as near as they can be rather than trapping.
  private var titleLines: Int { max(0, cell.titleNumberOfLines) }
  private var detailLines: Int { max(0, cell.detailNumberOfLines) }
  private var elevation: Double {
    cell.elevation.isFinite ? min(max(cell.elevation, 0), MaterialListCell.maxElevation) : 0
  }

  func arrange(_ m: Measured, y: Double, width: Double, into builder: inout ArrangementBuilder) {
    let frame = Rect(x: 0, y: y, width: width, height: m.height)
    let firstItem = builder.items.count
    defer {
      // VoiceOver reads the title, then the detail; the cell is plain text.
      builder.semantic(
        SemanticNode(
          id: id, rowID: id, role: .text, label: cell.title ?? cell.detail ?? "",
          helpTexts: cell.title == nil ? [] : cell.detail.map { [$0] } ?? [], frame: frame,
          elementIDs: builder.itemIDs(since: firstItem)))
    }
    if elevation > 0 {
      MaterialCellSurface(theme: env.theme, elevation: elevation).draw(in: frame, id: id, into: &builder)
    }
    if let (part, rect) = m.leading {
      part.arrange(in: rect.offsetBy(dy: y), style: m.style, env: env, id: id.appending("leadingImage"), into: &builder)
    }
    if let (part, rect) = m.trailing {
      part.arrange(
        in: rect.offsetBy(dy: y), style: m.style, env: env, id: id.appending("trailingImage"), into: &builder)
    }
    if let (text, rect) = m.title, let title = cell.title {
      builder.text(
        id.appending("title"), title, rect.offsetBy(dy: y), m.style.title, m.style.titleColor,
        maxLines: titleLines, isTruncated: text.isTruncated)
    }
    if let (text, rect) = m.detail, let detail = cell.detail {
      builder.text(
        id.appending("detail"), detail, rect.offsetBy(dy: y), m.style.detail, m.style.detailColor,
        maxLines: detailLines, isTruncated: text.isTruncated)
    }
    let rippleColor =
      cell.rippleColor.map { TintToken($0, in: env, at: id.appending("rippleColor")) } ?? TintToken(m.style.ripple)
    if let ripple = cell.ripple {
      MaterialRipple(ripple: ripple, color: rippleColor).arrange(in: frame, id: id.appending("ripple"), into: &builder)
    } else if cell.isHighlighted {
      builder.fill(id.appending("ripple"), frame, rippleColor.color)
      builder.note(rippleColor.sources(\.fill))
    }
  }
}
