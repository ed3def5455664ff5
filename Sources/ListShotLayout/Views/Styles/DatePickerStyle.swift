import ListShotCore
import ListShotModel

/// How a `DatePicker` is drawn in a row, in the compact style: its label at the leading edge
/// (`LabeledControlLayout`), and at the trailing edge the date and the time, each in the
/// primary label colour on the tertiary system fill, 11 pt from its sides and 6 pt from its
/// top and bottom, 6 pt apart; a 6 pt corner radius in iOS 18, a capsule in iOS 26. The texts
/// grow with Dynamic Type, and stay on one line; at the accessibility sizes the row is stacked.
struct DatePickerStyle {
  let picker: DatePickerView
  let isCapsule: Bool
  /// At the accessibility text sizes iOS stacks the row: the label, then the capsules under it
  /// at the leading edge, one under the other.
  let isStacked: Bool
  /// iOS's tertiary system fill (`ios.fill`, the system fill, at 60 %), as the stepper's.
  var fill = TintColor.token("ios.fill").opacity(0.6)
  static let padding = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)

  /// The capsules as views.
  func control() -> ViewNode {
    let shape: ShapeKind =
      isCapsule
      ? .capsule(style: .circular)
      : .roundedRectangle(
        cornerSize: Size(width: 6, height: 6), style: .continuous)
    let capsules = [picker.date, picker.time].compactMap { $0 }.map { text in
      ViewNode.text(text).lineLimit(1).padding(Self.padding).background(
        ViewNode(ShapeView(shape, drawing: .fill(.color(fill)))))
    }
    return isStacked
      ? ViewNode.vstack(alignment: .leading, spacing: 6, capsules) : ViewNode.hstack(spacing: 6, capsules)
  }
}

extension DatePickerView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    guard let label = try context.label() else {
      let style = DatePickerStyle(
        picker: self, isCapsule: context.env.look.formControls.datePickerIsCapsule, isStacked: false)
      return try context.builder.build(style.control(), id: context.ownID.appending("control"), style: context.style)
    }
    let isStacked = context.env.dynamicTypeSize.isAccessibilitySize
    let style = DatePickerStyle(
      picker: self, isCapsule: context.env.look.formControls.datePickerIsCapsule, isStacked: isStacked)
    let control = try context.builder.build(
      style.control(), id: context.ownID.appending("control"), style: context.style)
    if isStacked { return ViewBox(StackedControlLayout(), id: context.ownID, children: [control, label]) }
    return ViewBox(
      LabeledControlLayout(gap: ViewBoxBuilder.defaultSpacing, placesLabelFirst: true), id: context.ownID,
      children: [control, label])
  }
}

/// A control under its label, both at the leading edge, 8 pt apart (a row at the accessibility
/// text sizes); its baselines are the label's. Subviews: [control, label].
struct StackedControlLayout: ViewLayout {
  static let gap = 8.0

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let label = subviews[1].dimensions(p.with(.vertical, nil), env: env)
    let control = subviews[0].size(.ideal, env: env)
    let width = p.finiteWidth ?? max(label.size.width, control.width)
    let size = Size(width: width, height: label.size.height + Self.gap + control.height)
    return label.baselines(offsetBy: 0, in: size)
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let p = proposal.with(.vertical, nil)
    let label = subviews[1].size(p, env: env)
    return [
      SubviewPlacement(index: 1, proposal: p, origin: Point(x: 0, y: 0)),
      SubviewPlacement(index: 0, proposal: .ideal, origin: Point(x: 0, y: label.height + Self.gap)),
    ]
  }
}
