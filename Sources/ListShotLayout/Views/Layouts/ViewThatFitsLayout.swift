import ListShotCore
import ListShotModel

/// `ViewThatFits`: each child, in order, is asked for its ideal size on the constrained axes
/// (the proposal kept on the others); the first that fits the proposal there is the view,
/// else the last. Only that child is placed, so only it is drawn and read by VoiceOver.
struct ViewThatFitsLayout: ViewLayout {
  let horizontal: Bool
  let vertical: Bool

  func chosen(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> Int {
    let ideal = ViewProposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    for (index, child) in subviews.enumerated() {
      let size = child.size(ideal, env: env)
      let fitsWidth = !horizontal || p.finiteWidth.map { size.width <= $0 + 1e-9 } ?? true
      let fitsHeight = !vertical || p.finiteHeight.map { size.height <= $0 + 1e-9 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return subviews.count - 1
  }

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    guard !subviews.isEmpty else { return ViewDimensions(size: .zero) }
    return subviews[chosen(p, subviews: subviews, env: env)].dimensions(p, env: env)
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    guard !subviews.isEmpty else { return [] }
    return [SubviewPlacement(index: chosen(proposal, subviews: subviews, env: env), proposal: proposal, origin: .zero)]
  }
}

extension ViewThatFitsView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(
      ViewThatFitsLayout(horizontal: axes != .vertical, vertical: axes != .horizontal), id: context.ownID,
      children: try context.children())
  }
}
