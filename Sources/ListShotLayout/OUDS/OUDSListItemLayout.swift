import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Measures and arranges an `OUDSListItem` from the theme's list-item tokens, as ouds-ios
/// 3.0.0's `ListItemContent` lays it out:
///
/// - Row = [previous chevron | leading | texts | trailing | next chevron or external icon],
///   `listItem.spaceColumnGap` apart, inside `spacePaddingInline` and, top and bottom,
///   `spacePaddingBlockDefault` (small: `…Small`); in top alignment the top padding is
///   `spacePaddingBlockTopAlignmentTopCounterweight…`. The row is at least
///   `sizeMinHeightDefault` (`…Small`) high and `sizeMinWidth` wide.
/// - Texts, `spaceRowGap` apart: overline `labelModerateSmall` (not in the small size), label
///   `labelDefaultLarge` or `labelStrongLarge` (bold), extra label `labelStrongMedium` (not
///   in the small size), description `labelDefaultMedium`; the text container is at least
///   `sizeAssetMedium` (`…Small`) high, scaled, with its texts at its top, after
///   `spacePaddingBlockTopAlignmentTopTextContainer…` in top alignment.
/// - Containers centred in the row, or at its top in top alignment; the helper text
///   (`labelDefaultMedium`) under the row, `spacePaddingBlockTopHelperText` below it, outside
///   the background and border; the divider (`border.muted`, `divider.borderWidth`) across the
///   whole row at its bottom.
///
/// The item is laid out in logical frames and mirrored by the builder in right-to-left.
struct OUDSListItemLayout {
  let item: OUDSListItem
  let env: LayoutEnvironment
  let id: NodePath

  struct TextBlock {
    var lines: [(key: String, line: OUDSListItemPart.TextLine)]
    var height: Double
  }

  struct Measured {
    var width: Double
    var rowHeight: Double
    var height: Double
    /// The parts in row order, with the index of the texts among them.
    var parts: [(key: String, part: OUDSListItemPart)]
    var textIndex: Int
    var texts: TextBlock
    var textWidth: Double
    var textContainerHeight: Double
    var hstackHeight: Double
    var helper: OUDSListItemPart.TextLine?
  }

  var metrics: OUDSListItemMetrics { OUDSListItemMetrics(item: item, env: env) }

  func measure(width canvasWidth: Double) throws -> Measured {
    let m = metrics, tokens = m.tokens
    let width = max(canvasWidth, tokens.sizeMinWidth)
    let inner = max(0, width - 2 * tokens.spacePaddingInline)
    var before: [(String, OUDSListItemPart)] = [], after: [(String, OUDSListItemPart)] = []
    if item.indicatorType == .previous { before.append(("indicator", .indicator(.previous, m))) }
    if let leading = item.visibleLeading { before.append(("leading", try .leading(leading, m, id: id))) }
    if let type = item.indicatorType, type != .previous { after.append(("indicator", .indicator(type, m))) }
    let fixedWidth = (before + after).reduce(0) { $0 + $1.1.containerSize.width }
    let gaps = Double(before.count + after.count + (item.trailing == nil ? 0 : 1)) * tokens.spaceColumnGap
    if let trailing = item.trailing {
      // The trailing element is measured first, offered half of what is left, as SwiftUI's
      // HStack does for the less flexible of two flexible views.
      let free = max(0, inner - fixedWidth - gaps)
      after.insert(("trailing", try .trailing(trailing, m, palette: m.palette, maxWidth: free / 2, id: id)), at: 0)
    }
    let partsWidth = (before + after).reduce(0) { $0 + $1.1.containerSize.width }
    let textWidth = max(0, inner - partsWidth - gaps)
    let texts = measureTexts(m, width: textWidth)
    let textContainerHeight = max(texts.height + m.textTopPadding, m.container.height)
    let hstackHeight = max(textContainerHeight, (before + after).map(\.1.containerSize.height).max() ?? 0)
    let rowHeight = max(m.minHeight, m.paddingTop + hstackHeight + m.paddingBottom)
    var helper: OUDSListItemPart.TextLine?
    if let text = item.data.helperText, !text.isEmpty {
      let style = env.theme.typography.$labelDefaultMedium
      let attributes = env.oudsText(style.wrappedValue)
      helper = .init(
        text: text, attributes: attributes, color: m.palette.helperText.wrappedValue,
        measured: env.measurer.measure(text, attributes: attributes, maxWidth: inner, maxLines: 0),
        colorToken: m.palette.helperText, style: style)
    }
    let helperHeight = helper.map { tokens.spacePaddingBlockTopHelperText + $0.measured.size.height } ?? 0
    let placeholder = OUDSListItemPart(content: .texts([]), size: .zero, minContainer: .zero)
    return Measured(
      width: width, rowHeight: rowHeight, height: rowHeight + helperHeight,
      parts: before.map { (key: $0.0, part: $0.1) } + [(key: "texts", part: placeholder)]
        + after.map { (key: $0.0, part: $0.1) },
      textIndex: before.count, texts: texts, textWidth: textWidth, textContainerHeight: textContainerHeight,
      hstackHeight: hstackHeight, helper: helper)
  }

  private func measureTexts(_ m: OUDSListItemMetrics, width: Double) -> TextBlock {
    let typography = env.theme.typography, data = item.data
    var specs: [(String, String, Token<TextStyleToken>, Token<Color>)] = []
    if !m.isSmall, let overline = data.overline, !overline.isEmpty {
      specs.append(("overline", overline, typography.$labelModerateSmall, m.palette.muted))
    }
    specs.append(
      (
        "label", data.label, data.hasBoldLabel ? typography.$labelStrongLarge : typography.$labelDefaultLarge,
        m.palette.label
      ))
    if !m.isSmall, let extra = data.extraLabel, !extra.isEmpty {
      specs.append(("extraLabel", extra, typography.$labelStrongMedium, m.palette.label))
    }
    if let description = data.description, !description.isEmpty {
      specs.append(("description", description, typography.$labelDefaultMedium, m.palette.muted))
    }
    let lines = specs.map { key, text, style, color in
      let attributes = env.oudsText(style.wrappedValue)
      return (
        key: key,
        line: OUDSListItemPart.TextLine(
          text: text, attributes: attributes, color: color.wrappedValue,
          measured: env.measurer.measure(text, attributes: attributes, maxWidth: width, maxLines: 0),
          colorToken: color, style: style)
      )
    }
    let height =
      lines.reduce(0) { $0 + $1.line.measured.size.height } + Double(max(0, lines.count - 1)) * m.tokens.spaceRowGap
    return TextBlock(lines: lines, height: height)
  }

  func arrange(_ r: Measured, y: Double, into builder: inout ArrangementBuilder) {
    let m = metrics, tokens = m.tokens, palette = m.palette
    let firstItem = builder.items.count
    let row = Rect(x: 0, y: y, width: r.width, height: r.rowHeight)
    let style = item.contentStyle
    let isRounded = false  // the themes' `Tuning.hasRoundedListItems` is false in all four
    let radius = isRounded ? tokens.borderRadiusRounded : tokens.borderRadiusDefault
    // `ListItemBordersModifier`: an item without a divider is clipped to the default radius.
    let backgroundRadius = style.hasDivider ? 0 : radius
    if let background = palette.background(style) {
      builder.fill(
        id.appending("background"), row, background, cornerRadius: backgroundRadius,
        radiusToken: style.hasDivider ? nil : isRounded ? tokens.$borderRadiusRounded : tokens.$borderRadiusDefault)
    }
    // The padded content box sits at the top of the row in top alignment, else in its middle.
    let box = m.paddingTop + r.hstackHeight + m.paddingBottom
    let top = y + (item.containersAlignment == .top ? 0 : (r.rowHeight - box) / 2) + m.paddingTop
    var x = tokens.spacePaddingInline
    for (index, entry) in r.parts.enumerated() {
      let isText = index == r.textIndex
      let size = isText ? Size(width: r.textWidth, height: r.textContainerHeight) : entry.part.containerSize
      let containerY = item.containersAlignment == .top ? top : top + (r.hstackHeight - size.height) / 2
      let container = Rect(x: x, y: containerY, width: size.width, height: size.height)
      if isText {
        arrangeTexts(r.texts, in: container, m, into: &builder)
      } else {
        entry.part.arrange(
          in: container, m, id: entry.key == "indicator" ? id : id.appending(entry.key), into: &builder)
      }
      x += size.width + tokens.spaceColumnGap
    }
    if let border = palette.border(style) {
      let width = tokens.borderWidthDefault
      builder.shape(
        id.appending("border"), .ring(row.size, width: width, radius: radius), row, fill: border, mirrorsInRTL: false,
        sizes: .sizes(
          cornerRadius: isRounded ? tokens.$borderRadiusRounded : tokens.$borderRadiusDefault,
          borderWidth: tokens.$borderWidthDefault))
    } else if style.hasDivider {
      let thickness = env.theme.divider.borderWidth
      builder.line(
        id.appending("divider"), Rect(x: 0, y: row.maxY - thickness, width: r.width, height: thickness),
        palette.divider,
        thickness: env.theme.divider.$borderWidth)
    }
    if palette.state == .focus {
      // The iOS list item has no focus state: this is the OUDS focus indicator of the
      // controls items, over the `listItem.colorBgFocus` background.
      ControlItemFocusRing(row: row, radius: radius, border: env.theme.border, colors: env.theme.colors)
        .arrange(id: id, into: &builder)
    }
    if let helper = r.helper {
      builder.text(
        id.appending("helperText"), helper.text,
        Rect(
          x: tokens.spacePaddingInline, y: row.maxY + tokens.spacePaddingBlockTopHelperText,
          width: r.width - 2 * tokens.spacePaddingInline, height: helper.measured.size.height),
        helper.attributes, helper.color, maxLines: 0, isTruncated: helper.measured.isTruncated)
      builder.note(helper.sources)
    }
    addSemantics(row: row, height: r.height, firstItem: firstItem, into: &builder)
  }

  private func arrangeTexts(
    _ texts: TextBlock, in container: Rect, _ m: OUDSListItemMetrics, into builder: inout ArrangementBuilder
  ) {
    var textY = container.minY + m.textTopPadding
    for (key, line) in texts.lines {
      builder.text(
        id.appending(key), line.text,
        Rect(x: container.minX, y: textY, width: container.width, height: line.measured.size.height),
        line.attributes, line.color, maxLines: 0, isTruncated: line.measured.isTruncated)
      builder.note(line.sources)
      textY += line.measured.size.height + m.tokens.spaceRowGap
    }
  }
}
