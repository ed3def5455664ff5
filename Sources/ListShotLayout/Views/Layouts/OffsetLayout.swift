import ListShotCore
import ListShotModel

/// `.offset`: the view's own size and baselines, the view drawn moved by the offset (logical:
/// x toward the trailing edge, so the mirror pass flips it in right to left): a
/// wrapping layout (the view's size, baselines and traits) that places its view elsewhere.
struct OffsetLayout: WrappingLayout {
  let offset: Point

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    [SubviewPlacement(index: 0, proposal: proposal, origin: offset)]
  }
}

extension OffsetModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let content = try context.child(0)
    guard x != 0 || y != 0 else { return content }
    return ViewBox(OffsetLayout(offset: Point(x: x, y: y)), id: context.ownID, children: [content])
  }
}
