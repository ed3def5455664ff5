import ListShotCore
import ListShotModel

/// How a `Toggle` is drawn: the switch style, as iOS draws a toggle in a list row: its label
/// at the leading edge, the system switch at the trailing edge, filling the width offered.
struct SwitchToggleStyle {
  /// The switch's colour when on; nil: iOS's green.
  var onColor: TintToken?

  /// The switch's size, row height and overhang are the look's (`look.switch.*`).
  /// `hiddenLabel`: the label's text when it is not drawn, for VoiceOver.
  func makeBox(
    label: ViewBox?, isOn: Bool, id: NodePath, env: LayoutEnvironment, hugsControl: Bool = false,
    hiddenLabel: String? = nil
  ) -> ViewBox {
    let look = env.look.switchControl
    let control = ViewBox(
      SwitchLayout(isOn: isOn, size: look.size, onColor: onColor, hiddenLabel: hiddenLabel), id: id.appending("toggle"))
    return ViewBox(
      LabeledControlLayout(
        gap: ViewBoxBuilder.defaultSpacing, labelledHeight: look.layoutHeight, overhang: look.trailingOverhang,
        hugsControl: hugsControl),
      id: id, children: [control] + (label.map { [$0] } ?? []))
  }
}

/// The iOS switch, on or off: drawn by the system switch of the list (`ODSTrailingPart`).
struct SwitchLayout: ViewLayout {
  let isOn: Bool
  let size: Size
  let onColor: TintToken?
  var hiddenLabel: String? = nil

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: size)
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    ODSTrailingPart.arrangeToggle(
      isOn: isOn, frame: frame, env: context.env, id: id, onColor: onColor, into: &context.builder)
    context.controls.append(SpokenControl(role: .switch, value: isOn ? "on" : "off", hiddenLabel: hiddenLabel))
  }
}

extension ToggleView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let style = context.style
    switch style.toggleStyle {
    case .switch:
      // `SwitchToggleStyle(tint:)`, else `.tint(…)` around, colours the switch when on.
      let onColor = (style.switchTint ?? style.tint).map { TintToken($0, in: context.env, at: context.id) }
      return SwitchToggleStyle(onColor: onColor).makeBox(
        label: try context.label(), isOn: isOn, id: context.ownID, env: context.env, hugsControl: style.labelsHidden,
        hiddenLabel: style.labelsHidden ? context.node.children.first?.spokenText : nil)
    case .button:
      // iOS's button toggle: its label in the tint, on the bordered fill when on.
      guard let label = context.node.children.first else {
        throw context.error("a toggle in the button style (.toggleStyle(.button)) needs a label")
      }
      let node = BorderedButtonStyle(fill: isOn ? .tinted : .none, role: nil).button(
        label, size: style.controlSize, look: context.env.look.formControls, setsFont: style.font != nil, padded: true,
        border: style.buttonBorderShape)
      return try context.builder.build(node, id: context.ownID.appending("label"), style: style, axis: context.axis)
    }
  }
}
