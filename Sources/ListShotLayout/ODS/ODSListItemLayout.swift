import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Measures and arranges an `ODSListItem` (ods-ios 1.4 metrics, shared/reference §5).
///
/// Row = [leading] 8 [title / subtitle] 8 [trailing…] inside 16 pt horizontal padding, every
/// element centred vertically, min height 44 (60 with an image: 44 + 2 × 8). Title: Body, one
/// line (wrapping at the accessibility sizes, as iOS text does there). Subtitle: Footnote, one
/// or two lines. Trailing text: Subheadline bold in systemGray3.
/// The divider is a full-width hairline below the content: ods-ios's `odsListItemStyle()` stacks
/// the item and a SwiftUI `Divider` in a `VStack(spacing: 0)` and hides the list's own
/// separator, so a row is its content plus one device pixel (measured on the ods-ios shots:
/// three image rows span 128 px at 0.705 px/pt, 60.5 ± 0.2 pt each, and the divider covers
/// 0.63 px at 1.955 px/pt).
///
/// At the accessibility text sizes the row stacks as iOS cells do: a leading image goes above
/// the text, and the trailing text goes below it, on its own line; controls (info button,
/// checkmark, toggle, chevron) stay at the trailing end.
struct ODSListItemLayout {
  let item: ODSListItem
  let env: LayoutEnvironment
  let id: NodePath

  private var tokens: ODSListItemTokens { env.theme.ods.listItem }

  /// The sizes decided by `measure`, consumed by `arrange`.
  struct Measured {
    /// The item's own height, without the divider below it.
    var contentHeight: Double
    /// The divider's thickness (one device pixel), 0 without one.
    var dividerHeight: Double
    /// The row: the content, then the divider.
    var height: Double { contentHeight + dividerHeight }
    var leading: ODSLeadingPart?
    var trailing: [ODSTrailingPart]
    var title: TextMeasurement
    var subtitle: TextMeasurement?
    var textWidth: Double
    /// The image above the text (accessibility sizes).
    var leadingAbove: Bool = false
    /// The trailing text on its own line below the text (accessibility sizes).
    var trailingTextBelow: (text: String, attributes: TextAttributes, measured: TextMeasurement)?
  }

  /// Accessibility sizes stack the row vertically.
  var stacks: Bool { env.dynamicTypeSize.isAccessibilitySize }

  /// ods-ios: title and subtitle are SwiftUI `Text`s in a `VStack(spacing: 0)`, so each line is the
  /// font's own line height (ODSListItem.swift; measured on list_items_standard_square_*: 16.4 pt
  /// from the title's baseline to the subtitle's).
  var titleAttributes: TextAttributes { env.iosText(.body, natural: true) }
  /// One line, cut with an ellipsis; unlimited at the accessibility sizes, where iOS lets
  /// labels wrap rather than cut them.
  var titleLines: Int { stacks ? 0 : 1 }
  var subtitleAttributes: TextAttributes { env.iosText(.footnote, natural: true) }

  func measure(width: Double) throws -> Measured {
    let leading = try item.leading.map { try ODSLeadingPart.make($0, env: env, id: id) }
    var trailing = ODSTrailingPart.parts(for: item, env: env)
    var movedText: (String, TextAttributes)?
    if stacks, case .text(let text, let attributes, _)? = trailing.first?.kind {
      movedText = (text, attributes)
      trailing.removeFirst()
      if !trailing.isEmpty { trailing[0].spacingBefore = 0 }
    }
    let leadingAbove = stacks && (leading?.isPicture ?? false)
    let trailingWidth = ODSTrailingPart.width(of: trailing)
    let leadingWidth = leadingAbove ? 0 : leading.map { $0.size.width + tokens.gap } ?? 0
    let trailingGap = trailing.isEmpty ? 0 : tokens.gap
    let textWidth = max(0, width - 2 * tokens.paddingHorizontal - leadingWidth - trailingGap - trailingWidth)

    let title = env.measurer.measure(item.title, attributes: titleAttributes, maxWidth: textWidth, maxLines: titleLines)
    let subtitle = item.subtitle.map {
      env.measurer.measure(
        $0, attributes: subtitleAttributes, maxWidth: textWidth,
        maxLines: item.subtitleNumberOfLines.rawValue)
    }
    let below = movedText.map { text, attributes in
      (text, attributes, env.measurer.measure(text, attributes: attributes, maxWidth: textWidth, maxLines: 2))
    }
    var textHeight =
      title.size.height + (subtitle?.size.height ?? 0) + (below?.2.size.height ?? 0)
      + 2 * tokens.textPaddingVertical
    if leadingAbove, let leading { textHeight += leading.size.height + leading.verticalPadding(tokens) }
    let leadingHeight = leadingAbove ? 0 : leading.map { $0.size.height + 2 * $0.verticalPadding(tokens) } ?? 0
    let trailingHeight = trailing.map(\.size.height).max() ?? 0
    return Measured(
      contentHeight: max(tokens.minHeight, textHeight, leadingHeight, trailingHeight),
      dividerHeight: item.hasDivider ? env.hairline : 0, leading: leading, trailing: trailing, title: title,
      subtitle: subtitle,
      textWidth: textWidth, leadingAbove: leadingAbove, trailingTextBelow: below)
  }

  func arrange(_ m: Measured, y: Double, width: Double, into builder: inout ArrangementBuilder) {
    let system = env.theme.system
    let firstItem = builder.items.count
    var x = tokens.paddingHorizontal
    let contentHeight = m.contentHeight
    func centred(_ size: Size) -> Double { y + (contentHeight - size.height) / 2 }

    var textTop = y
    if let leading = m.leading, m.leadingAbove {
      let top = y + leading.verticalPadding(tokens)
      leading.arrange(
        in: Rect(x: x, y: top, width: leading.size.width, height: leading.size.height),
        env: env, id: id.appending("leading"), into: &builder)
      textTop = top + leading.size.height
    } else if let leading = m.leading {
      leading.arrange(
        in: Rect(x: x, y: centred(leading.size), width: leading.size.width, height: leading.size.height),
        env: env, id: id.appending("leading"), into: &builder)
      x += leading.size.width + tokens.gap
    }

    let textBlock =
      m.title.size.height + (m.subtitle?.size.height ?? 0) + (m.trailingTextBelow?.measured.size.height ?? 0)
    var textY = textTop + (y + contentHeight - textTop - textBlock) / 2
    builder.text(
      id.appending("title"), item.title,
      Rect(x: x, y: textY, width: m.textWidth, height: m.title.size.height),
      titleAttributes, system.$label, maxLines: titleLines, isTruncated: m.title.isTruncated)
    textY += m.title.size.height
    if let subtitle = item.subtitle, let measured = m.subtitle {
      builder.text(
        id.appending("subtitle"), subtitle,
        Rect(x: x, y: textY, width: m.textWidth, height: measured.size.height),
        subtitleAttributes, system.$label, maxLines: item.subtitleNumberOfLines.rawValue,
        isTruncated: measured.isTruncated)
      textY += measured.size.height
    }
    if let below = m.trailingTextBelow {
      builder.text(
        id.appending("trailingText"), below.text,
        Rect(x: x, y: textY, width: m.textWidth, height: below.measured.size.height),
        below.attributes, env.theme.ods.$trailingText, maxLines: 2, isTruncated: below.measured.isTruncated)
    }

    // Trailing parts are laid out from the trailing padding inwards.
    let totalTrailing = ODSTrailingPart.width(of: m.trailing)
    var tx = width - tokens.paddingHorizontal - totalTrailing
    var trailingFrames: [Rect] = []
    for part in m.trailing {
      tx += part.spacingBefore
      let frame = Rect(x: tx, y: centred(part.size), width: part.size.width, height: part.size.height)
      part.arrange(in: frame, env: env, id: id, into: &builder)
      trailingFrames.append(frame)
      tx += part.size.width
    }

    if item.hasDivider {
      builder.line(
        id.appending("divider"), Rect(x: 0, y: y + contentHeight, width: width, height: m.dividerHeight),
        system.$separator)
    }
    addSemantics(
      row: Rect(x: 0, y: y, width: width, height: m.height), trailing: Array(zip(m.trailing, trailingFrames)),
      textBelow: m.trailingTextBelow?.text, firstItem: firstItem, into: &builder)
  }
}
