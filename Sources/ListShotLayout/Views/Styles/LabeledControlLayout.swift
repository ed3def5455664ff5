import ListShotCore
import ListShotModel

/// A control in a list row with its label, as iOS lays out a toggle or a stepper: the label (if
/// any) proposed the width less the control and the gap, both centred vertically, the control at
/// the trailing edge, the whole as wide as offered; its baselines are the label's. Subviews:
/// [control, label?]; the control is drawn first.
struct LabeledControlLayout: ViewLayout {
  let gap: Double
  /// With a label, the height the control takes in the row (the look's switch may reach into
  /// the row's insets: iOS 26's lays out shorter than it draws); nil: the control's own.
  var labelledHeight: Double? = nil
  /// How far the control is drawn past the trailing edge (the look's switch overhang).
  var overhang: Double = 0
  /// Places the label before the control (a control that shows text, a picker's value: the
  /// label is read first, and the row's separator starts at the label's text).
  var placesLabelFirst = false
  /// Without a label, as wide as the control instead of all it is offered: `.labelsHidden()`.
  var hugsControl = false

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let control = subviews[0].size(.ideal, env: env)
    let label = subviews.count > 1 ? subviews[1].dimensions(labelProposal(p, control), env: env) : nil
    let height = label.map { max(labelledHeight ?? control.height, $0.size.height) } ?? control.height
    if label == nil, hugsControl { return ViewDimensions(size: control) }
    let width = p.finiteWidth ?? ((label?.size.width).map { $0 + gap } ?? 0) + control.width
    guard let label else { return ViewDimensions(size: Size(width: width, height: height)) }
    return label.baselines(offsetBy: (height - label.size.height) / 2, in: Size(width: width, height: height))
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let control = subviews[0].size(.ideal, env: env)
    var placements = [
      SubviewPlacement(
        index: 0, proposal: .ideal,
        origin: Point(x: size.width - control.width + overhang, y: (size.height - control.height) / 2))
    ]
    if subviews.count > 1 {
      let p = labelProposal(proposal, control)
      let label = subviews[1].size(p, env: env)
      placements.append(
        SubviewPlacement(index: 1, proposal: p, origin: Point(x: 0, y: (size.height - label.height) / 2)))
    }
    return placesLabelFirst ? placements.reversed() : placements
  }

  private func labelProposal(_ p: ViewProposal, _ control: Size) -> ViewProposal {
    p.with(.horizontal, p.width.map { max(0, $0 - control.width - gap) })
  }
}
