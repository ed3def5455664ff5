import ListShotCore
import ListShotModel

/// `ZStack`: its children on top of each other, the first at the back, aligned in a box as
/// large as the largest of them; each is offered what the stack is offered.
struct ZStackLayout: ViewLayout {
  let alignment: ViewAlignment

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let sizes = subviews.map { $0.size(p, env: env) }
    let size = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    return alignment.place(Array(subviews.indices), proposal: { _ in p }, in: size, subviews: subviews, env: env)
      .dimensions
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    alignment.place(Array(subviews.indices), proposal: { _ in proposal }, in: size, subviews: subviews, env: env)
      .placements
  }
}

extension ZStackView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(ZStackLayout(alignment: alignment), id: context.ownID, children: try context.children())
  }
}
