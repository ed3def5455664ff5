import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// One section of a list: header, rows (outline children flattened in), footer, the card
/// behind the rows and the separators between them.
///
/// Separators are lines of the look's thickness and colour (`look.separator.*`: a hairline in
/// iOS 18, a point in iOS 26) at the bottom of a row, from where its text starts to the
/// section's trailing edge less the style's trailing inset (none in iOS 18, 16 pt in iOS 26's
/// cards); none under a row that draws its own divider. The last row has one in plain and inset
/// lists; grouped lists draw full-width lines above the first row and below the last instead;
/// inset-grouped and sidebar cards end at their rounded edge.
struct SectionLayout {
  let index: Int
  let header: SectionTextLayout
  let rows: [ListRowLayout]
  let footer: SectionTextLayout
  let metrics: ListStyleMetrics
  /// `listSectionSeparator`.
  var separators = SectionSeparators()
  /// `.listRowSpacing`: the points between rows, each row then a card of its own.
  var rowSpacing = 0.0
  /// The section's inset from the leading and trailing sides: the style's, or the list's
  /// `.contentMargins`.
  var inset: (leading: Double, trailing: Double)

  var id: NodePath { NodePath.key("sections").index(index) }
  var rowsHeight: Double { rows.reduce(0) { $0 + $1.height } + rowSpacing * Double(max(0, rows.count - 1)) }
  var height: Double { header.height + rowsHeight + footer.height }

  static func measure(
    _ section: Section, index: Int, screen: Screen, metrics: ListStyleMetrics, env: LayoutEnvironment
  ) throws -> SectionLayout {
    let id = NodePath.key("sections").index(index)
    let inset = (
      leading: screen.contentMarginLeading ?? metrics.sectionInset,
      trailing: screen.contentMarginTrailing ?? metrics.sectionInset
    )
    let width = max(0, env.width - inset.leading - inset.trailing)
    let rows = try flatten(section.visibleRows, id: id.appending("rows"), level: 0).map { row in
      try ListRowLayout.measure(
        row.row, id: row.id, level: row.level, width: width, editMode: screen.editMode, env: env)
    }
    var layout = SectionLayout(
      index: index,
      header: try .header(
        section, id: id.appending("header"), isFirst: index == 0, width: width, metrics: metrics,
        contentMarginTop: screen.contentMarginTop, belowLargeTitle: screen.navigationTitle?.displayMode == .large,
        afterFooter: index > 0
          && (screen.sections[index - 1].footer != nil || screen.sections[index - 1].footerView != nil)
          && screen.sections[index - 1].isExpanded != false,
        spacingAbove: index > 0 ? screen.sectionGap(below: index - 1).above : nil, env: env),
      rows: rows,
      footer: try .footer(
        section, id: id.appending("footer"), width: width, metrics: metrics,
        spacingBelow: screen.sectionGap(below: index).below, env: env),
      metrics: metrics, inset: inset)
    layout.separators = section.separators
    if metrics.cornerRadius > 0 { layout.rowSpacing = screen.rowSpacing ?? 0 }
    return layout
  }

  /// Rows in display order with their ids and outline levels: an expanded row's children
  /// follow it, one level deeper.
  static func flatten(_ rows: [Row], id: NodePath, level: Int) -> [(id: NodePath, row: Row, level: Int)] {
    rows.enumerated().flatMap { index, row -> [(id: NodePath, row: Row, level: Int)] in
      let rowID = id.index(index)
      let children = row.isExpanded ? flatten(row.children, id: rowID.appending("children"), level: level + 1) : []
      return [(rowID, row, level)] + children
    }
  }

  func arrange(y top: Double, env: LayoutEnvironment) -> Arrangement {
    var builder = ArrangementBuilder(path: id, width: env.width, provenance: env.recordsProvenance)
    let x = inset.leading
    let width = max(0, env.width - inset.leading - inset.trailing)
    var y = top
    header.arrange(x: x, y: y, width: width, metrics: metrics, env: env, into: &builder)
    y += header.height
    if rowSpacing > 0 {
      arrangeRowCards(x: x, y: y, width: width, env: env, into: &builder)
    } else if !rows.isEmpty {
      arrangeRows(x: x, y: y, width: width, env: env, into: &builder)
    }
    y += rowsHeight
    footer.arrange(x: x, y: y, width: width, metrics: metrics, env: env, into: &builder)
    if metrics.separatesFooter, footer.text != nil || footer.view != nil {
      let thickness = Self.separatorThickness(env)
      let line = Rect(
        x: x + metrics.textMargin, y: y + footer.height - thickness,
        width: width - metrics.textMargin - metrics.look.separatorTrailingInset, height: thickness)
      builder.line(id.appending("footer").appending("separator"), line, env.look.separator.color)
    }
    return builder.arrangement
  }

  private func arrangeRows(
    x: Double, y top: Double, width: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder
  ) {
    let card = Rect(x: x, y: top, width: width, height: rowsHeight)
    let separator = env.look.separator.color.tint
    let thickness = Self.separatorThickness(env)
    let trailingInset = metrics.look.separatorTrailingInset
    let ownBackgrounds = rows.map { $0.row.background != nil }
    if let background = metrics.cardBackground, !ownBackgrounds.contains(true) {
      builder.fill(id.appending("background"), card, background, cornerRadius: metrics.cornerRadius)
    }
    if metrics.cornerRadius > 0 { builder.pushClip(id.appending("clip"), card, cornerRadius: metrics.cornerRadius) }
    if let background = metrics.cardBackground, ownBackgrounds.contains(true) {
      // A row with its own `listRowBackground` replaces the card under it (`Color.clear` shows
      // the list's background, as on iOS): the card is filled only under the other rows, in
      // runs, inside the card's rounded clip.
      let spans = Self.spans(of: ownBackgrounds.map { !$0 }, heights: rows.map(\.height), from: top)
      for (index, span) in spans.enumerated() {
        builder.fill(
          id.appending("background").index(index),
          Rect(x: x, y: span.lowerBound, width: width, height: span.upperBound - span.lowerBound),
          background)
      }
    }
    // Cards (inset grouped, sidebar) end at their rounded edge: no section separators there.
    let drawsTop = metrics.cornerRadius == 0 && separators.top.draws(byDefault: metrics.drawsSectionBorders)
    let drawsBottom = metrics.cornerRadius == 0 && separators.bottom.draws(byDefault: metrics.drawsSectionBorders)
    var y = top
    for (index, row) in rows.enumerated() {
      builder.place(row.arrange(x: x, y: y, width: width, env: env))
      let bottom = y + row.height - thickness
      let isLast = index == rows.count - 1
      func line(_ lineID: NodePath, _ frame: Rect, _ color: TintToken) {
        builder.line(lineID, frame, color.color)
        builder.note(color.sources(\.color))
      }
      if !row.drawsOwnDivider {
        if index == 0 && drawsTop {
          line(
            id.appending("border").appending("top"), Rect(x: x, y: y, width: width, height: thickness), separator)
        }
        if isLast && drawsBottom {
          line(
            id.appending("border").appending("bottom"), Rect(x: x, y: bottom, width: width, height: thickness),
            separator)
        } else if isLast && separators.bottom == .hidden {
          // The section's bottom separator hidden: none under the last row either.
        } else if !isLast || metrics.separatesLastRow, let tint = separatorTint(below: index, env: env) {
          // The separator belongs to its row (the section draws it, after the row).
          let inset = min(row.separatorInset, width)
          let length = max(0, width - inset - trailingInset)
          var rowLine = ArrangementBuilder(path: row.id, width: env.width, provenance: env.recordsProvenance)
          let color = tint ?? separator
          rowLine.line(
            row.id.appending("separator"), Rect(x: x + inset, y: bottom, width: length, height: thickness),
            color.color)
          rowLine.note(color.sources(\.color))
          builder.place(rowLine.arrangement)
        }
      }
      y += row.height
    }
    if metrics.cornerRadius > 0 { builder.popClip() }
  }

  /// The look's separator thickness: its points, or one device pixel when it says 0.
  static func separatorThickness(_ env: LayoutEnvironment) -> Double {
    let thickness = env.look.separator.thickness
    return thickness > 0 ? thickness : env.hairline
  }

  /// The tint of the separator under row `index` (`.some(nil)`: the separator colour), or nil
  /// when `listRowSeparator(.hidden)` on this row's bottom or the next row's top hides it.
  private func separatorTint(below index: Int, env: LayoutEnvironment) -> TintToken?? {
    let upper = rows[index].row.separators
    let lower = rows.indices.contains(index + 1) ? rows[index + 1].row.separators : nil
    if upper.bottom == .hidden || lower?.top == .hidden { return nil }
    guard let tint = upper.bottomTint ?? lower?.topTint else { return .some(nil) }
    return .some(TintToken(tint, in: env, at: rows[index].id.appending("listRowSeparatorTint")))
  }
}

extension Visibility {
  /// Whether a line the list draws when `byDefault` is drawn.
  func draws(byDefault: Bool) -> Bool {
    switch self {
    case .automatic: return byDefault
    case .visible: return true
    case .hidden: return false
    }
  }
}
