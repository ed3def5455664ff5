import ListShotCore
import ListShotModel

/// `.background` and `.overlay`: the view as it is, and a second view proposed the view's size
/// and aligned in it, behind (drawn first) or in front. The view's baselines are the modified
/// view's.
struct BackgroundLayout: ViewLayout {
  let alignment: ViewAlignment
  /// In front (`.overlay`) rather than behind.
  let isOverlay: Bool

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    subviews[0].dimensions(p, env: env)
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let content = SubviewPlacement(index: 0, proposal: proposal, origin: .zero)
    let fitted = ViewProposal(width: size.width, height: size.height)
    let other = alignment.place([1], proposal: { _ in fitted }, in: size, subviews: subviews, env: env).placements
    return isOverlay ? [content] + other : other + [content]
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { LayoutTraits(isText: subviews[0].traits.isText) }
}

extension BackgroundModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    // The background is built with the style around the modified view, not inside it.
    ViewBox(
      BackgroundLayout(alignment: alignment, isOverlay: false), id: context.ownID,
      children: [try context.child(0), try context.child(1)])
  }
}

extension OverlayModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(
      BackgroundLayout(alignment: alignment, isOverlay: true), id: context.ownID,
      children: [try context.child(0), try context.child(1)])
  }
}
