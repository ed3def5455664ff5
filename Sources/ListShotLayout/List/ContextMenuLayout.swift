import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// An open context menu over a row (`Row.contextMenu`), drawn over everything else: the whole
/// screen blurred (`backdropBlur`, σ = 8 pt) and dimmed (black at 20 %), the row lifted (drawn
/// again on top, on its card colour, clipped to a 13 pt radius), and the menu 8 pt below it
/// (above it when a device screen has no room below; without a device the canvas grows to
/// hold it).
///
/// The menu: 250 pt wide (at most the width less 16 pt each side), its leading edge on the
/// row's (at least 16 pt in), a 13 pt radius, on the tertiary system background (white in
/// light, #2C2C2E in dark). Each action is at least 44 pt tall: its title in Body (following
/// Dynamic Type) 16 pt from the leading edge, its SF Symbol (20 pt at the default size, scaled
/// with Body) 16 pt from the trailing
/// edge, in the label colour or red for a destructive action; hairline separators between
/// actions, and an 8 pt band in the system fill for each `divider`.
///
/// Figures: the look's (`look.contextMenu.*`); iOS 15–17 context menus in iOS 18, not measured
/// from the reference renders (none shows a menu); see docs/list-modifiers.md and docs/looks.md. The lifted row is not scaled: display items carry no
/// transform, so it is drawn at its own size.
struct ContextMenuLayout {
  let menu: ContextMenu
  let row: ListRowLayout
  let rowFrame: Rect
  let card: Token<Color>
  let entries: [Entry]
  let menuWidth: Double
  /// The symbols' side: 20 pt at the default text size, scaled with Body.
  let symbolSide: Double

  enum Entry {
    case action(ContextMenuAction, measured: TextMeasurement, height: Double)
    case divider(height: Double)

    var height: Double {
      switch self {
      case .action(_, _, let height): return height
      case .divider(let height): return height
      }
    }
  }

  /// The look's figures (`look.contextMenu.*`).
  let look: ContextMenuLook

  var menuHeight: Double { entries.reduce(0) { $0 + $1.height } }
  /// How tall the canvas must be for the menu to fit below the row.
  var requiredHeight: Double { rowFrame.maxY + look.gap + menuHeight + look.margin }

  /// The menu of the first row that has one, nil when none has.
  static func measure(
    _ screen: Screen, sections: [SectionLayout], top: Double, env: LayoutEnvironment
  ) throws -> ContextMenuLayout? {
    var y = top
    for section in sections {
      var rowY = y + section.header.height
      for row in section.rows {
        if let menu = row.row.contextMenu {
          let x = section.inset.leading
          let frame = Rect(
            x: x, y: rowY, width: max(0, env.width - x - section.inset.trailing), height: row.height)
          let card = section.metrics.cardBackground ?? section.metrics.pageBackground
          return try make(menu, row: row, frame: frame, card: card, env: env)
        }
        rowY += row.height + section.rowSpacing
      }
      y += section.height
    }
    return nil
  }

  static func make(
    _ menu: ContextMenu, row: ListRowLayout, frame: Rect, card: Token<Color>, env: LayoutEnvironment
  ) throws -> ContextMenuLayout {
    let look = env.look.contextMenu
    let width = max(0, min(look.width, env.width - 2 * look.margin))
    let body = env.iosText(.body)
    let side = look.symbolSide * body.font.size / IOSTextStyle.body.metrics(at: .default).size
    let entries = try menu.items.enumerated().map { index, item -> Entry in
      switch item {
      case .divider: return .divider(height: look.dividerHeight)
      case .action(let action):
        if let name = action.systemImage, env.icons.character(for: name) == nil {
          throw LayoutError.unknownIcon(
            name, at: row.id.appending("contextMenu").index(index).appending("systemImage"), in: env.icons)
        }
        let measured = env.measurer.measure(
          action.title, attributes: body,
          maxWidth: textWidth(action, menuWidth: width, symbolSide: side, look: look), maxLines: 2)
        return .action(
          action, measured: measured, height: max(look.itemMinHeight, measured.size.height + 2 * look.itemPadding))
      }
    }
    return ContextMenuLayout(
      menu: menu, row: row, rowFrame: frame, card: card, entries: entries, menuWidth: width, symbolSide: side,
      look: look)
  }

  static func textWidth(
    _ action: ContextMenuAction, menuWidth: Double, symbolSide: Double, look: ContextMenuLook
  ) -> Double {
    max(0, menuWidth - 2 * look.margin - (action.systemImage == nil ? 0 : symbolSide + look.symbolGap))
  }

  /// Draws the blur, the dim, the lifted row and the menu on a canvas `height` tall whose
  /// bottom `safeBottom` points are covered by the bars.
  func arrange(
    height: Double, safeBottom: Double, env: LayoutEnvironment, into screenBuilder: inout ArrangementBuilder
  ) {
    // The blur and the dim cover the screen; the lifted row and its menu belong to the row.
    let screen = Rect(x: 0, y: 0, width: env.width, height: height)
    screenBuilder.backdropBlur(NodePath.key("contextMenu").appending("blur"), screen, sigma: look.blurSigma)
    screenBuilder.fill(NodePath.key("contextMenu").appending("dim"), screen, Color.black.withOpacity(look.dimOpacity))
    var builder = ArrangementBuilder(path: row.id, width: env.width, provenance: env.recordsProvenance)
    let id = row.id.appending("contextMenu")
    builder.fill(id.appending("preview"), rowFrame, card, cornerRadius: look.previewRadius)
    builder.pushClip(id.appending("previewClip"), rowFrame, cornerRadius: look.previewRadius)
    // VoiceOver has read the row where it stands: the lifted copy adds no node.
    builder.place(
      row.arrange(x: rowFrame.minX, y: rowFrame.minY, width: rowFrame.width, env: env).mappingSemantics { _ in nil })
    builder.popClip()
    // The menu, below the row when it fits, else above it.
    let below = rowFrame.maxY + look.gap
    let above = rowFrame.minY - look.gap - menuHeight
    let top = below + menuHeight <= height - safeBottom || above < 0 ? below : above
    let x = min(max(rowFrame.minX, look.margin), env.width - look.margin - menuWidth)
    let frame = Rect(x: x, y: top, width: menuWidth, height: menuHeight)
    let system = env.theme.system
    builder.fill(id.appending("background"), frame, system.$tertiaryBackground, cornerRadius: look.cornerRadius)
    builder.pushClip(id.appending("clip"), frame, cornerRadius: look.cornerRadius)
    var y = top
    for (index, entry) in entries.enumerated() {
      let itemID = id.index(index)
      switch entry {
      case .divider:
        builder.fill(itemID, Rect(x: x, y: y, width: menuWidth, height: entry.height), system.$fill)
      case .action(let action, let measured, let itemHeight):
        if index > 0, case .action = entries[index - 1] {
          builder.line(
            itemID.appending("separator"), Rect(x: x, y: y, width: menuWidth, height: env.hairline), system.$separator)
        }
        let color = action.role == .destructive ? system.$red : system.$label
        builder.text(
          itemID.appending("title"), action.title,
          Rect(
            x: x + look.margin, y: y + (itemHeight - measured.size.height) / 2,
            width: Self.textWidth(action, menuWidth: menuWidth, symbolSide: symbolSide, look: look),
            height: measured.size.height),
          env.iosText(.body), color, maxLines: 2, isTruncated: measured.isTruncated)
        let itemFrame = Rect(x: x, y: y, width: menuWidth, height: itemHeight)
        builder.semantic(
          SemanticNode(
            id: itemID, rowID: row.id, role: .button, label: action.title, frame: itemFrame, hitFrame: itemFrame,
            elementIDs: [itemID.appending("title")]
              + (action.systemImage == nil ? [] : [itemID.appending("systemImage")])))
        if let name = action.systemImage {
          let side = symbolSide
          builder.glyph(
            itemID.appending("systemImage"), env.icons.character(for: name) ?? "",
            Rect(x: x + menuWidth - look.margin - side, y: y + (itemHeight - side) / 2, width: side, height: side),
            FontDescriptor(family: env.icons.family, size: side), color.wrappedValue, mirrorsInRTL: false)
          builder.note(TokenSources(color: color.path))
        }
      }
      y += entry.height
    }
    builder.popClip()
    screenBuilder.place(builder.arrangement)
  }
}
