import ListShotCore
import ListShotModel

/// `.aspectRatio`: the view proposed the largest size of the ratio inside the proposal (fit) or
/// the smallest covering it (fill), the ratio being the view's own ideal one when none is given;
/// an axis the proposal leaves open follows the other.
struct AspectRatioLayout: ViewLayout {
  let ratio: Double?
  let contentMode: AspectRatioModifier.ContentMode

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    subviews[0].dimensions(childProposal(p, subviews[0], env), env: env)
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    [SubviewPlacement(index: 0, proposal: childProposal(proposal, subviews[0], env), origin: Point(x: 0, y: 0))]
  }

  private func childProposal(_ p: ViewProposal, _ child: ViewBox, _ env: LayoutEnvironment) -> ViewProposal {
    let ideal = child.dimensions(.ideal, env: env).size
    let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard r > 0, r.isFinite else { return p }
    switch (p.finiteWidth, p.finiteHeight) {
    case (let w?, let h?):
      let byWidth = Size(width: w, height: w / r), byHeight = Size(width: h * r, height: h)
      let fits = byWidth.height <= h
      let size = (contentMode == .fit) == fits ? byWidth : byHeight
      return ViewProposal(width: size.width, height: size.height)
    case (let w?, nil): return ViewProposal(width: w, height: w / r)
    case (nil, let h?): return ViewProposal(width: h * r, height: h)
    case (nil, nil):
      return ViewProposal(width: ideal.width, height: ideal.width / r)
    }
  }
}

extension AspectRatioModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(
      AspectRatioLayout(ratio: ratio, contentMode: contentMode), id: context.ownID, children: [try context.child(0)])
  }
}
