import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A section's header or footer: padded, wrapping text at the style's text margin (or a view,
/// laid out there in the header's font, colour and case), or an empty band of the style's
/// height; a collapsible sidebar header also draws its disclosure chevron at the trailing
/// margin, in the app tint.
struct SectionTextLayout {
  let id: NodePath
  let text: String?
  /// A header or footer that is a view, and its size.
  var view: (box: ViewBox, size: Size)? = nil
  let attributes: TextAttributes
  let color: TintToken
  let measured: TextMeasurement?
  let top: Double
  let height: Double
  /// Nil: no chevron; else whether the section is expanded.
  let chevron: Bool?

  static let chevronGap = 8.0

  static func header(
    _ section: Section, id: NodePath, isFirst: Bool, width: Double, metrics: ListStyleMetrics,
    contentMarginTop: Double? = nil, belowLargeTitle: Bool = false, afterFooter: Bool = false,
    spacingAbove: Double? = nil, env: LayoutEnvironment
  ) throws -> SectionTextLayout {
    let (attributes, color) = metrics.headerText(section.headerProminence, env: env)
    let chevron = metrics.style == .sidebar ? section.isExpanded : nil
    var empty = isFirst ? metrics.emptyHeader.first : metrics.emptyHeader.other
    if isFirst, belowLargeTitle { empty = metrics.look.emptyFirstHeaderBelowLargeTitle }
    if isFirst, let margin = contentMarginTop {
      // `.contentMargins(.top, n)` replaces the list's own top margin inside the first band.
      empty = max(0, empty - metrics.look.contentMarginTop + margin)
    }
    var padding = metrics.headerPadding
    if isFirst {
      padding.top = metrics.look.firstHeaderPaddingTop
    } else if afterFooter {
      padding.top = metrics.look.headerPaddingTopAfterFooter
    }
    if !isFirst, let spacingAbove {
      // `.listSectionSpacing`: this section's half of the gap, above its header's text or card.
      empty = spacingAbove
      padding.top = spacingAbove
    }
    if let view = section.headerView {
      return try viewLayout(
        view, id: id, attributes: attributes, color: TintToken(color),
        textCase: section.headerTextCase(styleCase: metrics.headerCase),
        padding: padding, chevron: chevron, width: width, metrics: metrics, env: env)
    }
    return make(
      id: id, text: section.displayedHeader(styleCase: metrics.headerCase), attributes: attributes,
      color: TintToken(color), padding: padding, empty: empty, chevron: chevron, width: width, metrics: metrics,
      env: env)
  }

  static func footer(
    _ section: Section, id: NodePath, width: Double, metrics: ListStyleMetrics, spacingBelow: Double? = nil,
    env: LayoutEnvironment
  ) throws -> SectionTextLayout {
    let (attributes, color) = metrics.footerText(section.footerStyle, env: env)
    // `.listSectionSpacing`: this section's half of the gap, below its footer's text or card.
    var padding = metrics.footerPadding
    if let spacingBelow { padding.bottom = spacingBelow }
    if let view = section.footerView, section.isExpanded != false {
      return try viewLayout(
        view, id: id, attributes: attributes, color: color, textCase: .none, padding: padding,
        chevron: nil, width: width, metrics: metrics, env: env)
    }
    let text = section.isExpanded == false ? nil : section.footer
    return make(
      id: id, text: text, attributes: attributes, color: color, padding: padding,
      empty: spacingBelow ?? metrics.emptyFooter, chevron: nil, width: width, metrics: metrics, env: env)
  }

  /// A header or footer that is a view: proposed the text's width, its texts in the header's
  /// attributes, colour and case unless they set their own.
  private static func viewLayout(
    _ view: ViewNode, id: NodePath, attributes: TextAttributes, color: TintToken, textCase: TextCase,
    padding: (top: Double, bottom: Double), chevron: Bool?, width: Double, metrics: ListStyleMetrics,
    env: LayoutEnvironment
  ) throws -> SectionTextLayout {
    var style = ViewStyle()
    style.baseText = attributes
    style.foreground = .color(.custom(color.color))
    style.textCase = textCase
    let box = try ViewBoxBuilder(env: env).build(view, id: id, style: style)
    let size = box.size(ViewProposal(width: textWidth(width, metrics, chevron, env), height: nil), env: env)
    var layout = SectionTextLayout(
      id: id, text: nil, attributes: attributes, color: color, measured: nil, top: padding.top,
      height: padding.top + size.height + padding.bottom, chevron: chevron)
    layout.view = (box, size)
    return layout
  }

  private static func make(
    id: NodePath, text: String?, attributes: TextAttributes, color: TintToken,
    padding: (top: Double, bottom: Double), empty: Double, chevron: Bool?, width: Double,
    metrics: ListStyleMetrics, env: LayoutEnvironment
  ) -> SectionTextLayout {
    guard let text else {
      return SectionTextLayout(
        id: id, text: nil, attributes: attributes, color: color, measured: nil, top: 0,
        height: chevron == nil
          ? empty : max(empty, env.look.accessories.outlineSize.height + padding.top + padding.bottom),
        chevron: chevron)
    }
    let measured = env.measurer.measure(
      text, attributes: attributes, maxWidth: textWidth(width, metrics, chevron, env), maxLines: 0)
    return SectionTextLayout(
      id: id, text: text, attributes: attributes, color: color, measured: measured, top: padding.top,
      height: padding.top + measured.size.height + padding.bottom, chevron: chevron)
  }

  private static func textWidth(
    _ width: Double, _ metrics: ListStyleMetrics, _ chevron: Bool?, _ env: LayoutEnvironment
  ) -> Double {
    let reserved = chevron == nil ? 0 : env.look.accessories.outlineSize.width + chevronGap
    return max(0, width - 2 * metrics.textMargin - reserved)
  }

  func arrange(
    x: Double, y: Double, width: Double, metrics: ListStyleMetrics, env: LayoutEnvironment,
    into builder: inout ArrangementBuilder
  ) {
    var middle = y + height / 2
    if let (box, size) = view {
      var context = ViewDrawContext(builder: builder, env: env)
      box.emit(
        ViewProposal(width: Self.textWidth(width, metrics, chevron, env), height: nil),
        at: Point(x: x + metrics.textMargin, y: y + top), context: &context)
      builder = context.builder
      middle = y + top + size.height / 2
    }
    if let text, let measured {
      let frame = Rect(
        x: x + metrics.textMargin, y: y + top, width: Self.textWidth(width, metrics, chevron, env),
        height: measured.size.height)
      builder.text(id, text, frame, attributes, color, maxLines: 0, isTruncated: measured.isTruncated)
      middle = frame.midY
    }
    if let isExpanded = chevron {
      let size = env.look.accessories.outlineSize
      let frame = Rect(
        x: x + width - metrics.textMargin - size.width, y: middle - size.height / 2,
        width: size.width, height: size.height)
      AccessoryPart.outlineChevron(
        isExpanded: isExpanded, in: frame, color: env.theme.ods.$accent, id: id, into: &builder)
    }
  }
}
