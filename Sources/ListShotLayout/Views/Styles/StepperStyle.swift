import ListShotCore
import ListShotModel

/// How a `Stepper` is drawn: iOS's stepper beside its label (`LabeledControlLayout`), the
/// control made of views: a 94 × 32 pt rounded fill (radius 8, the tertiary system fill), a
/// minus and a plus symbol each centred in its half, a divider 18 pt tall between them; a
/// button whose bound is reached is drawn disabled. The sizes are UIStepper's intrinsic ones in
/// iOS 17–18.
struct StepperStyle {
  var size = Size(width: 94, height: 32)
  var cornerRadius = 8.0
  var dividerHeight = 18.0
  /// iOS's tertiary system fill: the system fill (`ios.fill`, 20 % grey) at 60 %, 12 %.
  var fill = TintColor.token("ios.fill").opacity(0.6)

  /// The control as views.
  func control(_ stepper: StepperView) -> ViewNode {
    func button(_ symbol: String, enabled: Bool) -> ViewNode {
      ViewNode.image(systemName: symbol).disabled(!enabled).frame(width: (size.width - 1) / 2, height: size.height)
    }
    return ViewNode.hstack(
      spacing: 0, button("minus", enabled: stepper.canDecrement), ViewNode.divider.frame(height: dividerHeight),
      button("plus", enabled: stepper.canIncrement)
    )
    .background(
      ViewNode(
        ShapeView(
          .roundedRectangle(cornerSize: Size(width: cornerRadius, height: cornerRadius), style: .circular),
          drawing: .fill(.color(fill)))))
  }
}

extension StepperView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let label = try context.label()
    let control = try context.builder.build(
      StepperStyle().control(self), id: context.ownID.appending("control"), style: context.style)
    return ViewBox(
      LabeledControlLayout(gap: ViewBoxBuilder.defaultSpacing, hugsControl: context.style.labelsHidden),
      id: context.ownID, children: [control] + (label.map { [$0] } ?? []))
  }
}
