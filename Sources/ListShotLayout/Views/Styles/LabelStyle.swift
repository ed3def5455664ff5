import ListShotCore
import ListShotModel

/// How a `Label` is drawn: the list's title-and-icon style, as iOS draws a label in a list
/// row: its icon, in the tint, centred in a box as wide as a list cell's image box, then the
/// title after the cell's gap.
struct ListLabelStyle {
  /// The icon box and gap of the list cell, in the look (`look.row.cellImageBox`, `cellImageGap`).
  func makeBox(icon: ViewBox, title: ViewBox, id: NodePath, env: LayoutEnvironment) -> ViewBox {
    let box = max(env.look.row.cellImageBox, icon.size(.ideal, env: env).width)
    return ViewBox(LabelLayout(iconBox: box, gap: env.look.row.cellImageGap), id: id, children: [icon, title])
  }
}

/// A label's icon centred in its box, the title after the gap, both centred vertically; the
/// label's baselines are the title's. Subviews: [icon, title].
struct LabelLayout: ViewLayout {
  let iconBox: Double
  let gap: Double

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let icon = subviews[0].size(.ideal, env: env)
    let title = subviews[1].dimensions(titleProposal(p), env: env)
    let height = max(icon.height, title.size.height)
    return title.baselines(
      offsetBy: (height - title.size.height) / 2, in: Size(width: iconBox + gap + title.size.width, height: height))
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let icon = subviews[0].size(.ideal, env: env)
    let title = subviews[1].size(titleProposal(proposal), env: env)
    return [
      SubviewPlacement(
        index: 0, proposal: .ideal, origin: Point(x: (iconBox - icon.width) / 2, y: (size.height - icon.height) / 2)),
      SubviewPlacement(
        index: 1, proposal: titleProposal(proposal),
        origin: Point(x: iconBox + gap, y: (size.height - title.height) / 2)),
    ]
  }

  private func titleProposal(_ p: ViewProposal) -> ViewProposal {
    p.with(.horizontal, p.width.map { max(0, $0 - iconBox - gap) })
  }
}

extension LabelView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    // In a list, a label's icon takes the tint.
    var iconStyle = context.style
    if iconStyle.foreground == nil { iconStyle.foreground = .color(context.style.tint ?? .accent) }
    switch context.style.labelStyle {
    case .titleOnly: return try context.child(1)
    case .iconOnly: return try context.child(0, style: iconStyle)
    case .titleAndIcon:
      let icon = try context.child(0, style: iconStyle)
      let title = try context.child(1)
      return ListLabelStyle().makeBox(icon: icon, title: title, id: context.ownID, env: context.env)
    }
  }
}
