import ListShotCore
import ListShotModel

/// How a `Picker` is drawn in a row. The menu style: the label at the leading edge, and at the
/// trailing edge the selected option in the secondary label colour with the up-down chevrons
/// (`chevron.up.chevron.down`, small and semibold, 4 pt after the value), as iOS 16–26 draw a
/// menu picker in a form. The navigation-link style: the value and the disclosure chevron in
/// the tertiary label colour. Both are composed of views beside the label
/// (`LabeledControlLayout`); the segmented and palette styles are `SegmentedControlLayout`.
struct PickerStyle {
  let picker: PickerView

  /// The trailing control as views: the selected option's view (if any) and the chevrons.
  func control(value: ViewNode?) -> ViewNode {
    let chevron: ViewNode
    let valueColor: TintColor
    switch picker.style {
    case .navigationLink:
      chevron = ViewNode.image(systemName: "chevron.forward").imageScale(.small).fontWeight(.semibold)
        .foregroundStyle(.tertiary)
      valueColor = .secondary
    default:
      chevron = ViewNode.image(systemName: "chevron.up.chevron.down").imageScale(.small).fontWeight(.semibold)
        .foregroundStyle(.secondary)
      valueColor = .secondary
    }
    let parts = (value.map { [$0.foregroundStyle(valueColor).lineLimit(1)] } ?? []) + [chevron]
    return ViewNode.hstack(spacing: 4, parts)
  }
}

extension PickerView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let options = context.node.children.dropFirst()
    let selection = selected(among: options.count)
    switch style {
    case .segmented, .palette:
      // The segments' titles in Footnote (13 pt at the default size), the selected one
      // semibold, on one line (truncated when too long, as UISegmentedControl's are).
      let segments = try (1..<context.node.children.count).map { index in
        var style = context.style
        style.font = .style(.footnote, weight: nil)
        style.lineLimit = 1
        style.minimumLines = nil
        style.weight = index - 1 == selection ? .semibold : nil
        return try context.child(index, style: style)
      }
      return ViewBox(
        SegmentedControlLayout(selection: selection, segments: segments.count), id: context.ownID, children: segments)
    case .menu, .navigationLink:
      let label = try context.label()
      let value = selection.map { options[options.startIndex + $0] }
      let control = try context.builder.build(
        PickerStyle(picker: self).control(value: value), id: context.ownID.appending("control"),
        style: context.style)
      return ViewBox(
        LabeledControlLayout(
          gap: ViewBoxBuilder.defaultSpacing, placesLabelFirst: true, hugsControl: context.style.labelsHidden),
        id: context.ownID, children: [control] + (label.map { [$0] } ?? []))
    }
  }
}
