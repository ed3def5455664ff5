import ListShotCore
import ListShotModel

/// How a `LabeledContent` is drawn in a list row (SwiftUI's default style in a `List` or
/// `Form`): the label at the leading edge in the label colour, the content at the trailing
/// edge in the secondary colour, its lines aligned to the trailing edge, the whole as wide as
/// offered; a flexible content (a text field) fills what the label leaves. When both do not fit on one line the content keeps up to half the width and
/// both wrap; at the accessibility text sizes the content goes under the label, leading, as
/// iOS's value cells do.
struct LabeledContentLayout: ViewLayout {
  let gap: Double
  let stacked: Bool
  /// Between the label and the content under it: 4 pt puts the value where iOS 26 does at
  /// accessibility3 (ios-apps case 14: the card 123.3 pt tall, 121 pt with 2 pt).
  var stackedSpacing = 4.0

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let (labelWidth, contentWidth, width) = widths(p, subviews, env)
    let label = subviews[0].dimensions(p.with(.horizontal, labelWidth), env: env)
    let content = subviews[1].size(p.with(.horizontal, contentWidth), env: env)
    let size =
      stacked
      ? Size(width: width, height: label.size.height + stackedSpacing + content.height)
      : Size(width: width, height: max(label.size.height, content.height))
    return label.baselines(offsetBy: stacked ? 0 : (size.height - label.size.height) / 2, in: size)
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let (labelWidth, contentWidth, _) = widths(proposal, subviews, env)
    let labelProposal = proposal.with(.horizontal, labelWidth)
    let contentProposal = proposal.with(.horizontal, contentWidth)
    let label = subviews[0].size(labelProposal, env: env)
    let content = subviews[1].size(contentProposal, env: env)
    if stacked {
      return [
        SubviewPlacement(index: 0, proposal: labelProposal, origin: Point(x: 0, y: 0)),
        SubviewPlacement(
          index: 1, proposal: contentProposal, origin: Point(x: 0, y: label.height + stackedSpacing)),
      ]
    }
    return [
      SubviewPlacement(index: 0, proposal: labelProposal, origin: Point(x: 0, y: (size.height - label.height) / 2)),
      SubviewPlacement(
        index: 1, proposal: contentProposal,
        origin: Point(x: size.width - content.width, y: (size.height - content.height) / 2)),
    ]
  }

  /// The widths the label and the content are proposed, and the view's own width.
  private func widths(_ p: ViewProposal, _ subviews: [ViewBox], _ env: LayoutEnvironment)
    -> (label: Double, content: Double, width: Double)
  {
    let label = subviews[0].size(.ideal, env: env).width
    let content = subviews[1].size(.ideal, env: env).width
    if stacked {
      let width = p.finiteWidth ?? max(label, content)
      return (min(label, width), min(content, width), width)
    }
    let width = p.finiteWidth ?? label + gap + content
    // On one line the content is offered what the label leaves: a text takes its own width at
    // the trailing edge, a field fills the rest.
    guard label + gap + content > width else { return (label, width - gap - label, width) }
    // Too long for one line: the content keeps up to half, or what a short label leaves.
    let available = max(0, width - gap)
    let contentWidth = min(content, max(available / 2, available - label))
    return (available - contentWidth, contentWidth, width)
  }
}

extension LabeledContentView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let stacked = context.env.dynamicTypeSize.isAccessibilitySize
    var contentStyle = context.style
    contentStyle.setForeground(.hierarchical(1))
    contentStyle.textAlignment = stacked ? .leading : .trailing
    // `.labelsHidden()`: the content alone, in its own place.
    if context.style.labelsHidden {
      contentStyle.textAlignment = .leading
      return try context.child(1, style: contentStyle)
    }
    return ViewBox(
      LabeledContentLayout(gap: ViewBoxBuilder.defaultSpacing * 2, stacked: stacked), id: context.ownID,
      children: [try context.child(0), try context.child(1, style: contentStyle)])
  }
}
