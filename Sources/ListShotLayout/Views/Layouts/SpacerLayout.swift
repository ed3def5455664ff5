import ListShotCore
import ListShotModel

/// `Spacer`: along its stack's axis it takes what it is offered (at least its minimum), across
/// it nothing; the stack gives it the length the other views leave. Outside a stack it is a
/// vertical one's.
struct SpacerLayout: ViewLayout {
  let minLength: Double
  let axis: StackAxis

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let offered = p.length(axis).flatMap { $0.isFinite ? $0 : nil }
    return ViewDimensions(size: .along(axis, max(minLength, offered ?? minLength), across: 0))
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { LayoutTraits(isSpacer: true) }
}

extension SpacerView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(
      SpacerLayout(minLength: minLength ?? ViewBoxBuilder.defaultSpacing, axis: context.axis ?? .vertical),
      id: context.ownID)
  }
}
