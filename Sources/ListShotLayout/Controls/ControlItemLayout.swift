import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Measures and arranges an `OUDSControlItem` (OUDS controls item, tokens in
/// shared/reference/ouds-tokens.md §4.1–4.3).
///
/// Row = [indicator | label / extra label / description | icon] with
/// `listItem.spaceColumnGap` between the parts and `spacePaddingBlockDefault` above and
/// below; at least `sizeMinHeightDefault` high and `sizeMinWidth` wide, at most
/// `sizeMaxWidth` wide with `constrainedMaxWidth`. `isReversed` swaps the ends (a switch item
/// starts with its switch at the trailing end).
///
/// Inline padding: an edge-to-edge item (the default) starts its content at the grid margin
/// for the window's width and insets its divider by the same margin; an item that is not
/// edge to edge uses `spacePaddingInline` and a divider across its whole width.
///
/// Vertical alignment, as OUDS draws it: the texts are centred in the row's content box; the
/// indicator and the icon are each centred in a container that fills the content box's
/// height up to `sizeMaxHeightAssetsContainer` (at least the checkbox touch height), from its
/// top. So with a text block taller than that container they sit centred in its top part.
///
/// The error text goes under the row; the divider is inside the row's bottom edge, hidden
/// while an outlined radio item shows its outline. The focus ring (`border.widthFocus`, its
/// inner `border.widthFocusInset` in `color.border.focusInset`) surrounds the row outside it,
/// as the reference renders place it; with increased contrast a hovered checkbox or radio
/// item shows it too.
///
/// Direction: like every row, the item is laid out in logical (leading/trailing) frames and
/// mirrored in right-to-left by the mirror pass, as SwiftUI mirrors its HStack. What the OUDS
/// documentation means by "does not follow RTL" is kept: the item never swaps its ends by
/// itself (`isReversed` always means "indicator at the trailing end") and never mirrors the
/// icon's drawing; `flipIcon` flips the icon in every direction.
struct ControlItemLayout {
  let item: OUDSControlItem
  let env: LayoutEnvironment
  let id: NodePath

  private var tokens: ListItemTokens { env.theme.listItem }
  var state: ControlItemState { ControlItemState(item) }
  var palette: ControlItemPalette {
    ControlItemPalette(
      state: state, isError: item.isError, isOn: item.control.isOn, isRadio: item.control.isRadio,
      contrast: env.contrast, scheme: env.theme.scheme, colors: env.theme.colors)
  }
  var indicator: ControlIndicator { ControlIndicator(control: item.control, state: state, palette: palette) }
  var labelStyle: Token<TextStyleToken> { env.theme.typography.$labelDefaultLarge }
  var extraLabelStyle: Token<TextStyleToken> { env.theme.typography.$labelStrongMedium }
  var descriptionStyle: Token<TextStyleToken> { env.theme.typography.$labelDefaultMedium }

  /// The space between the item's edges and its content: the grid margin edge to edge, else
  /// `spacePaddingInline`.
  var inlinePadding: Double {
    item.edgeToEdge ? env.theme.grid.margin(forWindowWidth: env.width) : tokens.spacePaddingInline
  }

  /// The tallest container the indicator and the icon are centred in (OUDS Android: the
  /// larger of `sizeMaxHeightAssetsContainer` and the checkbox's touch height).
  var assetsContainerMaxHeight: Double { max(tokens.sizeMaxHeightAssetsContainer, env.theme.checkbox.sizeMinHeight) }

  /// An outlined radio item shows its outline (and hides its divider) in this state.
  var showsOutline: Bool { item.isOutlined && (state == .focus || palette.outline != nil) }

  /// The focus ring is drawn: focused, or hovered with increased contrast (checkbox and radio
  /// items tell hover from enabled this way).
  var showsFocusRing: Bool {
    if state == .focus { return true }
    if case .switch = item.control { return false }
    return state == .hover && env.contrast == .increased
  }

  struct Measured {
    /// The item's width and the height of the row without the error text.
    var width: Double
    var rowHeight: Double
    var height: Double
    var padding: Double
    var indicatorSize: Size
    var asset: ControlItemAsset?
    var texts: [ControlItemText]
    var errorText: ControlItemText?
    var textWidth: Double
    var textHeight: Double
  }

  func measure(width canvasWidth: Double) throws -> Measured {
    var width = item.constrainedMaxWidth ? min(canvasWidth, tokens.sizeMaxWidth) : canvasWidth
    width = max(width, tokens.sizeMinWidth)
    let padding = inlinePadding
    let indicatorSize = indicator.size(in: env.theme)
    let asset = try ControlItemAsset.make(for: item, env: env, id: id)
    let assetWidth = asset.map { $0.slotWidth + tokens.spaceColumnGap } ?? 0
    let textWidth = max(0, width - 2 * padding - indicatorSize.width - tokens.spaceColumnGap - assetWidth)

    let palette = self.palette
    var texts = [
      ControlItemText.measure(
        "label", RichText(item.label), labelStyle, palette.label, width: textWidth, env: env, palette: palette)
    ]
    if let extra = item.extraLabel, !extra.isEmpty {
      texts.append(
        .measure(
          "extraLabel", RichText(extra), extraLabelStyle, palette.extraLabel, width: textWidth, env: env,
          palette: palette))
    }
    if let description = item.description, !description.isEmpty {
      texts.append(
        .measure(
          "description", description, descriptionStyle, palette.description, width: textWidth, env: env,
          palette: palette))
    }
    let textHeight = texts.map(\.measurement.size.height).reduce(0, +) + Double(texts.count - 1) * tokens.spaceRowGap
    let assetsHeight = max(indicatorSize.height, asset?.size.height ?? 0)
    let rowHeight = max(
      tokens.sizeMinHeightDefault, max(textHeight, assetsHeight) + 2 * tokens.spacePaddingBlockDefault)

    var errorText: ControlItemText?
    if item.isError, let text = item.errorText, !text.isEmpty {
      errorText = .measure(
        "errorText", text, descriptionStyle, palette.errorText, width: max(0, width - 2 * padding), env: env,
        palette: palette)
    }
    let errorHeight = errorText.map { tokens.spacePaddingBlockTopHelperText + $0.measurement.size.height } ?? 0
    return Measured(
      width: width, rowHeight: rowHeight, height: rowHeight + errorHeight, padding: padding,
      indicatorSize: indicatorSize, asset: asset, texts: texts, errorText: errorText, textWidth: textWidth,
      textHeight: textHeight)
  }

  func arrange(_ m: Measured, y: Double, into builder: inout ArrangementBuilder) {
    let palette = self.palette
    let firstItem = builder.items.count
    let row = Rect(x: 0, y: y, width: m.width, height: m.rowHeight)
    let radius = tokens.borderRadiusDefault
    if let background = palette.rowBackground {
      builder.fill(
        id.appending("background"), row, background, cornerRadius: radius, radiusToken: tokens.$borderRadiusDefault)
    }

    // The content box, and the container the indicator and the icon are centred in.
    let contentTop = y + tokens.spacePaddingBlockDefault
    let contentHeight = m.rowHeight - 2 * tokens.spacePaddingBlockDefault
    let container = min(contentHeight, assetsContainerMaxHeight)
    func top(_ height: Double) -> Double { contentTop + (container - height) / 2 }

    let indicatorLeads = ControlIndicator.isLeading(item.control, isReversed: item.isReversed)
    let start = m.padding, end = m.width - m.padding
    let gap = tokens.spaceColumnGap
    let indicatorX = indicatorLeads ? start : end - m.indicatorSize.width
    indicator.arrange(
      in: Rect(
        x: indicatorX, y: top(m.indicatorSize.height), width: m.indicatorSize.width, height: m.indicatorSize.height),
      theme: env.theme, id: id.appending("indicator"), into: &builder)

    var textX = indicatorLeads ? start + m.indicatorSize.width + gap : start
    if let asset = m.asset {
      let slotX = indicatorLeads ? end - asset.slotWidth : start
      if !indicatorLeads { textX += asset.slotWidth + gap }
      asset.arrange(
        in: Rect(x: slotX, y: top(asset.size.height), width: asset.slotWidth, height: asset.size.height),
        palette: palette, flipped: item.flipIcon, id: id, into: &builder)
    }

    var textY = contentTop + (contentHeight - m.textHeight) / 2
    for text in m.texts {
      text.arrange(at: Point(x: textX, y: textY), width: m.textWidth, id: id, into: &builder)
      textY += text.measurement.size.height + tokens.spaceRowGap
    }

    if item.hasDivider && !showsOutline {
      let thickness = env.theme.divider.borderWidth
      let inset = item.edgeToEdge ? m.padding : 0
      builder.line(
        id.appending("divider"), Rect(x: inset, y: row.maxY - thickness, width: m.width - 2 * inset, height: thickness),
        palette.divider, thickness: env.theme.divider.$borderWidth)
    }
    if showsOutline, let outline = palette.outline {
      let width = env.theme.border.widthDefault
      let outlineRadius = state == .readOnly ? tokens.borderRadiusItemOnly : radius
      builder.shape(
        id.appending("outline"), .ring(row.size, width: width, radius: outlineRadius), row, fill: outline,
        mirrorsInRTL: false,
        sizes: .sizes(
          cornerRadius: state == .readOnly ? tokens.$borderRadiusItemOnly : tokens.$borderRadiusDefault,
          borderWidth: env.theme.border.$widthDefault))
    }
    if let text = m.errorText {
      text.arrange(
        at: Point(x: start, y: row.maxY + tokens.spacePaddingBlockTopHelperText), width: end - start, id: id,
        into: &builder)
    }
    if showsFocusRing {
      ControlItemFocusRing(row: row, radius: radius, border: env.theme.border, colors: env.theme.colors)
        .arrange(id: id, into: &builder)
    }
    addSemantics(row: row, height: m.height, firstItem: firstItem, into: &builder)
  }
}
