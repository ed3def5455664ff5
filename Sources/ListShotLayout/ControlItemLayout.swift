import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Measures and arranges an `OUDSControlItem` (OUDS controls item, tokens in
/// shared/reference/ouds-tokens.md §4.1–4.3).
///
/// Row = [indicator | label / description | icon] with `listItem.spaceColumnGap` between the
/// parts, inside `spacePaddingInline` and `spacePaddingBlockDefault`; `isReversed` swaps the
/// ends (a switch item starts with its switch at the trailing end). The row is at least
/// `sizeMinHeightDefault` high and `sizeMinWidth` wide, at most `sizeMaxWidth` wide with
/// `constrainedMaxWidth`. Parts are centred vertically; when the text is taller than
/// `sizeMaxHeightAssetsContainer` they align to the top, each asset in a container of
/// `sizeAssetSmall` minimum height, so the indicator lines up with the first label line.
/// The error text goes under the row; the divider is inset by the inline padding, inside the
/// row's bottom edge, as in the reference renders.
///
/// Direction: like every row, the item is laid out in logical (leading/trailing) frames and
/// mirrored in right-to-left by the builder, as SwiftUI mirrors its HStack. What the OUDS
/// documentation means by "does not follow RTL" is kept: the item never swaps its ends by
/// itself (`isReversed` always means "indicator at the trailing end") and never mirrors the
/// icon's drawing; `flipIcon` flips the icon in every direction.
struct ControlItemLayout {
  let item: OUDSControlItem
  let env: LayoutEnvironment
  let id: String

  private var tokens: ListItemTokens { env.theme.listItem }
  var state: ControlItemState { ControlItemState(item) }
  var palette: ControlItemPalette {
    ControlItemPalette(state: state, isError: item.isError, isOn: item.control.isOn, colors: env.theme.colors)
  }
  var indicator: ControlIndicator { ControlIndicator(control: item.control, state: state, palette: palette) }
  var labelAttributes: TextAttributes { env.oudsText(env.theme.typography.labelDefaultLarge) }
  var descriptionAttributes: TextAttributes { env.oudsText(env.theme.typography.labelDefaultMedium) }

  struct Measured {
    /// The item's width and the height of the row without the error text.
    var width: Double
    var rowHeight: Double
    var height: Double
    var indicatorSize: Size
    var asset: ControlItemAsset?
    var label: TextMeasurement
    var description: TextMeasurement?
    var errorText: TextMeasurement?
    var textWidth: Double
    var isTopAligned: Bool
  }

  func measure(width canvasWidth: Double) throws -> Measured {
    var width = item.constrainedMaxWidth ? min(canvasWidth, tokens.sizeMaxWidth) : canvasWidth
    width = max(width, tokens.sizeMinWidth)
    let indicatorSize = indicator.size(in: env.theme)
    let asset = try ControlItemAsset.make(for: item, env: env, id: id)
    let assetWidth = asset.map { $0.slotWidth + tokens.spaceColumnGap } ?? 0
    let textWidth = max(
      0, width - 2 * tokens.spacePaddingInline - indicatorSize.width - tokens.spaceColumnGap - assetWidth)

    let label = env.measurer.measure(item.label, attributes: labelAttributes, maxWidth: textWidth, maxLines: 0)
    let description = item.description.map {
      env.measurer.measure($0, attributes: descriptionAttributes, maxWidth: textWidth, maxLines: 0)
    }
    let textHeight = label.size.height + (description.map { tokens.spaceRowGap + $0.size.height } ?? 0)
    let assetsHeight = max(container(indicatorSize.height), asset.map { container($0.size.height) } ?? 0)
    let rowHeight = max(tokens.sizeMinHeightDefault, max(textHeight, assetsHeight) + 2 * tokens.spacePaddingBlockDefault)

    var errorText: TextMeasurement?
    if item.isError, let text = item.errorText, !text.isEmpty {
      let errorWidth = max(0, width - 2 * tokens.spacePaddingInline)
      errorText = env.measurer.measure(text, attributes: descriptionAttributes, maxWidth: errorWidth, maxLines: 0)
    }
    let errorHeight = errorText.map { tokens.spacePaddingBlockTopHelperText + $0.size.height } ?? 0
    return Measured(
      width: width, rowHeight: rowHeight, height: rowHeight + errorHeight, indicatorSize: indicatorSize,
      asset: asset, label: label, description: description, errorText: errorText, textWidth: textWidth,
      isTopAligned: textHeight > tokens.sizeMaxHeightAssetsContainer)
  }

  /// The height of an asset's container: at least `sizeAssetSmall`, at most
  /// `sizeMaxHeightAssetsContainer`.
  private func container(_ height: Double) -> Double {
    min(max(height, tokens.sizeAssetSmall), tokens.sizeMaxHeightAssetsContainer)
  }

  func arrange(_ m: Measured, y: Double, into builder: inout DisplayListBuilder) {
    let palette = self.palette
    let firstItem = builder.items.count
    let row = Rect(x: 0, y: y, width: m.width, height: m.rowHeight)
    let radius = tokens.borderRadiusDefault
    if let background = palette.rowBackground {
      builder.fill("\(id).background", row, background, cornerRadius: radius)
    }

    // A part of height h: centred in the row, or centred in its container at the top.
    func top(_ height: Double) -> Double {
      guard m.isTopAligned else { return y + (m.rowHeight - height) / 2 }
      return y + tokens.spacePaddingBlockDefault + (container(height) - height) / 2
    }
    let indicatorLeads = ControlIndicator.isLeading(item.control, isReversed: item.isReversed)
    let start = tokens.spacePaddingInline, end = m.width - tokens.spacePaddingInline
    let gap = tokens.spaceColumnGap
    let indicatorX = indicatorLeads ? start : end - m.indicatorSize.width
    indicator.arrange(
      in: Rect(x: indicatorX, y: top(m.indicatorSize.height), width: m.indicatorSize.width, height: m.indicatorSize.height),
      theme: env.theme, id: "\(id).indicator", into: &builder)

    var textX = indicatorLeads ? start + m.indicatorSize.width + gap : start
    if let asset = m.asset {
      let slotX = indicatorLeads ? end - asset.slotWidth : start
      if !indicatorLeads { textX += asset.slotWidth + gap }
      asset.arrange(
        in: Rect(x: slotX, y: top(asset.size.height), width: asset.slotWidth, height: asset.size.height),
        palette: palette, flipped: item.flipIcon, id: id, into: &builder)
    }

    let textHeight = m.label.size.height + (m.description.map { tokens.spaceRowGap + $0.size.height } ?? 0)
    var textY = m.isTopAligned ? y + tokens.spacePaddingBlockDefault : y + (m.rowHeight - textHeight) / 2
    builder.text(
      "\(id).label", item.label, Rect(x: textX, y: textY, width: m.textWidth, height: m.label.size.height),
      labelAttributes, palette.label, maxLines: 0, isTruncated: m.label.isTruncated)
    textY += m.label.size.height + tokens.spaceRowGap
    if let text = item.description, let measured = m.description {
      builder.text(
        "\(id).description", text, Rect(x: textX, y: textY, width: m.textWidth, height: measured.size.height),
        descriptionAttributes, palette.description, maxLines: 0, isTruncated: measured.isTruncated)
    }

    if item.hasDivider {
      let thickness = env.theme.divider.borderWidth
      builder.line(
        "\(id).divider", Rect(x: start, y: row.maxY - thickness, width: end - start, height: thickness),
        palette.divider)
    }
    if let text = item.errorText, let measured = m.errorText {
      let frame = Rect(
        x: start, y: row.maxY + tokens.spacePaddingBlockTopHelperText, width: end - start, height: measured.size.height)
      builder.text(
        "\(id).errorText", text, frame, descriptionAttributes, palette.errorText, maxLines: 0,
        isTruncated: measured.isTruncated)
    }
    if state == .focus { arrangeFocusRing(row, radius: radius, into: &builder) }
    addSemantics(row: row, height: m.height, firstItem: firstItem, into: &builder)
  }

  /// The focus ring, drawn inside the row (the Android renders draw it just outside, which
  /// would overlap the neighbouring rows): `borderFocus` outside, `borderFocusInset` inside,
  /// `border.widthFocus` wide in all, of which `border.widthFocusInset` is the inner band.
  private func arrangeFocusRing(_ row: Rect, radius: Double, into builder: inout DisplayListBuilder) {
    let border = env.theme.border, colors = env.theme.colors
    let outer = max(0, border.widthFocus - border.widthFocusInset)
    builder.shape(
      "\(id).focusRing", .ring(row.size, width: outer, radius: radius), row, fill: colors.borderFocus,
      mirrorsInRTL: false)
    let inner = row.insetBy(dx: outer, dy: outer)
    builder.shape(
      "\(id).focusRingInset", .ring(inner.size, width: border.widthFocusInset, radius: max(0, radius - outer)),
      inner, fill: colors.borderFocusInset, mirrorsInRTL: false)
  }
}
