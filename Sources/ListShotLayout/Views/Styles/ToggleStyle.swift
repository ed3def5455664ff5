import ListShotCore
import ListShotModel

/// How a `Toggle` is drawn: the switch style, as iOS draws a toggle in a list row: its label
/// at the leading edge, the system switch at the trailing edge, filling the width offered.
struct SwitchToggleStyle {
  /// The switch's colour when on; nil: iOS's green.
  var onColor: TintToken?

  func makeBox(label: ViewBox?, isOn: Bool, id: NodePath) -> ViewBox {
    let control = ViewBox(
      SwitchLayout(isOn: isOn, size: ODSTrailingPart.toggleSize, onColor: onColor), id: id.appending("toggle"))
    return ViewBox(
      ToggleLayout(gap: ViewBoxBuilder.defaultSpacing), id: id, children: [control] + (label.map { [$0] } ?? []))
  }
}

/// A toggle: the label (if any) proposed the width less the switch and the gap, both centred
/// vertically, the switch at the trailing edge; its baselines are the label's. Subviews:
/// [switch, label?]; the switch is drawn first.
struct ToggleLayout: ViewLayout {
  let gap: Double

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let control = subviews[0].size(.ideal, env: env)
    let label = subviews.count > 1 ? subviews[1].dimensions(labelProposal(p, control), env: env) : nil
    let height = max(control.height, label?.size.height ?? 0)
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
        origin: Point(x: size.width - control.width, y: (size.height - control.height) / 2))
    ]
    if subviews.count > 1 {
      let p = labelProposal(proposal, control)
      let label = subviews[1].size(p, env: env)
      placements.append(
        SubviewPlacement(index: 1, proposal: p, origin: Point(x: 0, y: (size.height - label.height) / 2)))
    }
    return placements
  }

  private func labelProposal(_ p: ViewProposal, _ control: Size) -> ViewProposal {
    p.with(.horizontal, p.width.map { max(0, $0 - control.width - gap) })
  }
}

/// The iOS switch, on or off: drawn by the system switch of the list (`ODSTrailingPart`).
struct SwitchLayout: ViewLayout {
  let isOn: Bool
  let size: Size
  let onColor: TintToken?

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: size)
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    ODSTrailingPart.arrangeToggle(
      isOn: isOn, frame: frame, env: context.env, id: id, onColor: onColor, into: &context.builder)
  }
}

extension ToggleView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let label = try context.node.children.isEmpty ? nil : context.child(0)
    let style = context.style
    switch style.toggleStyle {
    case .switch:
      // `SwitchToggleStyle(tint:)`, else `.tint(…)` around, colours the switch when on.
      let onColor = (style.switchTint ?? style.tint).map { TintToken($0, in: context.env, at: context.id) }
      return SwitchToggleStyle(onColor: onColor).makeBox(label: label, isOn: isOn, id: context.ownID)
    case .button:
      throw context.error("a toggle in the button style (.toggleStyle(.button)) cannot be drawn yet")
    }
  }
}
