import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A row swiped open: the actions' panels, measured, and how far the content slides.
///
/// In the look's figures (`look.swipeActions.*`; iOS 18's here): each panel is as wide as its
/// title plus 15 pt each side, at least 74 pt, and as tall as the row; titles are Subheadline
/// medium in white. iOS 26 rounds the panels into capsules inset in the row. The first action
/// sits at the edge the row was swiped from, and the content slides towards the other edge by
/// the width of all panels.
struct SwipeActionsLayout {
  let swipe: SwipeActions
  let titles: [TextMeasurement]
  let widths: [Double]
  let attributes: TextAttributes
  let look: SwipeActionsLook

  static func measure(_ swipe: SwipeActions, env: LayoutEnvironment) -> SwipeActionsLayout {
    let look = env.look.swipeActions
    let attributes = env.iosText(look.title)
    let titles = swipe.actions.map {
      env.measurer.measure($0.title, attributes: attributes, maxWidth: nil, maxLines: 1)
    }
    let widths = titles.map { max(look.minWidth, $0.size.width + 2 * look.titlePadding) }
    return SwipeActionsLayout(swipe: swipe, titles: titles, widths: widths, attributes: attributes, look: look)
  }

  var totalWidth: Double { widths.reduce(0, +) + look.inset * Double(widths.count) }

  /// The logical distance the row's content moves.
  var contentShift: Double { swipe.edge == .trailing ? -totalWidth : totalWidth }

  func arrange(in row: Rect, id: NodePath, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let inset = look.inset
    var offset = inset
    for (index, action) in swipe.actions.enumerated() {
      let width = widths[index]
      let x = swipe.edge == .leading ? row.minX + offset : row.maxX - offset - width
      let panel = Rect(x: x, y: row.minY + inset, width: width, height: max(0, row.height - 2 * inset))
      let actionID = id.appending("swipeActions").index(index)
      let tint = tint(of: action, env: env, id: actionID.appending("tint"))
      builder.fill(actionID, panel, tint.color, cornerRadius: min(look.cornerRadius, panel.height / 2))
      builder.note(tint.sources(\.fill))
      let title = titles[index]
      let titleFrame = Rect(
        x: panel.minX + look.titlePadding, y: panel.midY - title.size.height / 2,
        width: width - 2 * look.titlePadding, height: title.size.height)
      builder.text(
        actionID.appending("title"), action.title, titleFrame, attributes, Color.white, alignment: .center,
        maxLines: 1, isTruncated: title.isTruncated)
      offset += width + inset
    }
  }

  /// The panel's colour: the action's tint, else red for a destructive action and gray for
  /// the others, with its token when one decides it.
  func tint(of action: SwipeAction, env: LayoutEnvironment, id: NodePath) -> TintToken {
    guard let tint = action.tint else {
      return TintToken(action.role == .destructive ? env.theme.system.$red : env.theme.system.$gray)
    }
    return TintToken(tint, in: env, at: id)
  }
}
