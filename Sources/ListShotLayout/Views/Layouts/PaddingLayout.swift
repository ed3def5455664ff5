import ListShotCore
import ListShotModel

/// `.padding`: the view proposed what it is offered less the insets, and as large as the view
/// with them (on logical edges).
struct PaddingLayout: ViewLayout {
  let insets: EdgeInsets

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let child = subviews[0].dimensions(p.inset(by: insets), env: env)
    return child.baselines(
      offsetBy: insets.top,
      in: Size(width: child.size.width + insets.horizontal, height: child.size.height + insets.vertical))
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    [SubviewPlacement(index: 0, proposal: proposal.inset(by: insets), origin: Point(x: insets.leading, y: insets.top))]
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { LayoutTraits(isText: subviews[0].traits.isText) }
}

extension PaddingModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(PaddingLayout(insets: insets), id: context.ownID, children: [try context.child(0)])
  }
}
