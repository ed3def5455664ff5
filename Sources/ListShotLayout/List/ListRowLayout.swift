import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A row as the list draws it: its content (any kind) between the list's accessories, moved
/// by its outline level, with its selection or highlight background and its swipe actions.
///
/// Row = [indentation][margin, leading accessories][content][trailing accessories, margin];
/// accessories are `accessoryGap` apart and centred vertically, and the row is at least the
/// tallest of them plus `accessoryClearance`. Indentation is `indentation` per outline level
/// (UIKit's `indentationWidth`) and moves the leading accessories too (`indentsAccessories`).
/// The figures are the look's (`look.row.*`: 16, 8, 12 and 10 pt in iOS 18). The list's
/// separator is inset to where the content's text starts.
struct ListRowLayout {
  let id: NodePath
  let row: Row
  let content: RowLayout
  let leading: [AccessoryPart]
  let trailing: [AccessoryPart]
  let indentation: Double
  let contentX: Double
  let contentWidth: Double
  let height: Double
  let swipe: SwipeActionsLayout?
  /// SwiftUI's `.badge`, measured: drawn before the trailing accessories.
  var badge: RowBadgePart? = nil
  /// `listRowInsets`: the leading and trailing margins around the accessories, and the space
  /// above the content.
  var leadingMargin: Double
  var trailingMargin: Double
  var contentTop = 0.0
  /// `listRowBackground` given as a view, laid out in the row's frame.
  var backgroundView: ViewBox?
  /// Between accessories (`look.row.accessoryGap`).
  var gap: Double

  /// Where the list's separator starts, from the row's leading edge.
  var separatorInset: Double { contentX + content.contentLeading }
  var drawsOwnDivider: Bool { content.drawsOwnDivider }

  static func measure(
    _ row: Row, id: NodePath, level: Int, width: Double, editMode: EditMode?, env: LayoutEnvironment
  ) throws -> ListRowLayout {
    var backgroundView: ViewBox?
    if case .view(let view)? = row.background {
      backgroundView = try ViewBoxBuilder(env: env).build(view, id: id.appending("listRowBackground"))
    }
    let parts = try accessories(of: row, editMode: editMode).enumerated().map { index, accessory in
      try AccessoryPart.make(
        accessory, isSelected: row.isSelected, isExpanded: row.isExpanded, maxTextWidth: width / 3,
        env: env, path: id.appending("accessories").index(index))
    }
    let leading = parts.filter { $0.accessory.placement == .leading }
    let trailing = parts.filter { $0.accessory.placement == .trailing }
    let rowLook = env.look.row
    let margin = rowLook.accessoryMargin, gap = rowLook.accessoryGap
    let indentation = Double(level) * rowLook.indentation
    // The content kinds carry the 16 pt margin themselves: `listRowInsets` moves them by the
    // difference, and sets the margins outside the accessories.
    // Free-form content takes the insets itself (its own default is SwiftUI's row insets).
    var viewInsets: EdgeInsets?
    if case .view = row.content { viewInsets = row.insets }
    // A switch at the trailing end sits nearer the edge than a chevron does (`switchMargin`).
    var endMargin = margin
    if case .toggle? = trailing.last?.accessory { endMargin = rowLook.switchMargin }
    let insets =
      viewInsets == nil
      ? row.insets ?? EdgeInsets(leading: margin, trailing: endMargin)
      : EdgeInsets(leading: margin, trailing: endMargin)
    let badge = row.badge.flatMap { RowBadgePart.measure($0, maxWidth: width / 3, env: env) }
    let badgeWidth = badge.map { $0.size.width + (trailing.isEmpty ? 0 : gap) } ?? 0
    let leadingWidth = leading.isEmpty ? insets.leading - margin : insets.leading + span(leading, gap: gap)
    let trailingWidth =
      trailing.isEmpty && badge == nil
      ? insets.trailing - margin : span(trailing, gap: gap) + badgeWidth + insets.trailing
    let contentX = indentation + leadingWidth
    let contentWidth = max(0, width - contentX - trailingWidth)
    let content = try RowLayout.measure(row.content, id: id, width: contentWidth, insets: viewInsets, env: env)
    let tallest = (parts.map(\.size.height) + [badge?.size.height ?? 0]).max() ?? 0
    var layout = ListRowLayout(
      id: id, row: row, content: content, leading: leading, trailing: trailing,
      indentation: indentation, contentX: contentX, contentWidth: contentWidth,
      height: max(content.height + insets.vertical, tallest + rowLook.accessoryClearance),
      swipe: row.swipeActions.map { SwipeActionsLayout.measure($0, env: env) }, leadingMargin: insets.leading,
      trailingMargin: insets.trailing, gap: gap)
    layout.badge = badge
    layout.contentTop = insets.top
    layout.backgroundView = backgroundView
    return layout
  }

  /// The row's accessories with edit mode's controls and the outline chevron added: leading
  /// edit controls first, the row's own, the outline chevron of a row with children, then the
  /// reorder handle.
  static func accessories(of row: Row, editMode: EditMode?) -> [ListAccessory] {
    var result = row.accessories
    func has(_ accessory: ListAccessory) -> Bool { result.contains { $0.name == accessory.name } }
    let edit = (editMode?.accessories ?? []).filter { control in
      !(row.deleteDisabled && control.name == ListAccessory.delete.name)
        && !(row.moveDisabled && control.name == ListAccessory.reorder.name)
    }
    for control in edit.reversed() where control.placement == .leading && !has(control) {
      result.insert(control, at: 0)
    }
    if !row.children.isEmpty && !has(.outlineDisclosure) { result.append(.outlineDisclosure) }
    for control in edit where control.placement == .trailing && !has(control) { result.append(control) }
    return result
  }

  private static func span(_ parts: [AccessoryPart], gap: Double) -> Double {
    parts.reduce(0) { $0 + $1.size.width } + Double(max(0, parts.count - 1)) * gap
  }

  /// The row at `y`: its background, swipe actions and accessories, and its content placed
  /// past the leading ones.
  func arrange(x: Double, y: Double, width: Double, env: LayoutEnvironment) -> Arrangement {
    var builder = ArrangementBuilder(path: id, width: env.width, provenance: env.recordsProvenance)
    let frame = Rect(x: x, y: y, width: width, height: height)
    if case .color(let tint)? = row.background {
      let color = TintToken(tint, in: env, at: id.appending("listRowBackground"))
      builder.fill(id.appending("listRowBackground"), frame, color.color)
      builder.note(color.sources(\.fill))
    }
    if let backgroundView {
      var context = ViewDrawContext(builder: builder, env: env)
      backgroundView.emit(ViewProposal(width: width, height: height), at: Point(x: x, y: y), context: &context)
      builder = context.builder
    }
    if row.isSelected || row.isHighlighted {
      builder.fill(id.appending(row.isSelected ? "selection" : "highlight"), frame, env.theme.system.$gray4)
    }
    var dx = 0.0
    if let swipe {
      builder.pushClip(id.appending("swipeClip"), frame)
      swipe.arrange(in: frame, id: id, env: env, into: &builder)
      dx = swipe.contentShift
    }
    func place(_ part: AccessoryPart, at partX: Double) {
      let partFrame = Rect(
        x: partX, y: y + (height - part.size.height) / 2, width: part.size.width, height: part.size.height)
      part.arrange(in: partFrame, env: env, into: &builder)
    }
    var lx = x + dx + indentation + leadingMargin
    for part in leading {
      place(part, at: lx)
      lx += part.size.width + gap
    }
    let contentOrigin = x + dx + contentX
    var arranged = content.arrange(
      y: y + contentTop, width: contentWidth, originX: contentOrigin, contentWidth: env.width,
      provenance: env.recordsProvenance)
    if let override = row.accessibility?.texts {
      // A label in place of the row's own texts; the accessories' are read after it.
      arranged = arranged.mappingSemantics { $0.isRow ? $0.applying(override) : $0 }
    }
    let accessories = (leading + trailing).map(\.accessory)
    if !accessories.isEmpty {
      arranged = arranged.mappingSemantics { node in
        node.isRow ? node.reading(accessories, isSelected: row.isSelected) : node
      }
    }
    if let badge {
      // VoiceOver reads the badge after the row's own texts.
      arranged = arranged.mappingSemantics { node in
        guard node.isRow else { return node }
        var node = node
        node.helpTexts.append(badge.text)
        node.elementIDs.append(id.appending("badge"))
        return node
      }
    }
    if let override = row.accessibility?.state {
      // After the accessories, so that a value or trait given wins over theirs.
      arranged = arranged.mappingSemantics { $0.isRow ? $0.applying(override) : $0 }
    }
    builder.place(arranged, atX: contentOrigin)
    var tx = x + dx + width - trailingMargin - Self.span(trailing, gap: gap)
    if let badge {
      let badgeX = tx - (trailing.isEmpty ? 0 : gap) - badge.size.width
      badge.arrange(
        in: Rect(
          x: badgeX, y: y + (height - badge.size.height) / 2, width: badge.size.width, height: badge.size.height),
        id: id.appending("badge"), env: env, into: &builder)
    }
    for part in trailing {
      place(part, at: tx)
      tx += part.size.width + gap
    }
    if swipe != nil { builder.popClip() }
    return builder.arrangement
  }
}
