import ListShotCore
import ListShotModel

/// `.fixedSize`: the view proposed its ideal size (nil) on the fixed axes; as large as the
/// view then is, even past what it was offered.
struct FixedSizeLayout: ViewLayout {
  let horizontal: Bool
  let vertical: Bool

  func fixed(_ p: ViewProposal) -> ViewProposal {
    ViewProposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    subviews[0].dimensions(fixed(p), env: env)
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    [SubviewPlacement(index: 0, proposal: fixed(proposal), origin: .zero)]
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { subviews[0].traits }
}

extension FixedSizeModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(
      FixedSizeLayout(horizontal: horizontal, vertical: vertical), id: context.ownID, children: [try context.child(0)])
  }
}
