import ListShotCore

/// A modifier's layout that draws around one view without changing it: the view's size and
/// baselines, the view at the modifier's origin, the view's traits (a clip, a shadow group, an
/// accessibility modifier). A conformance declares only what it draws (`draw`, `finish`).
protocol WrappingLayout: ViewLayout {}

extension WrappingLayout {
  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    subviews[0].dimensions(p, env: env)
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    [SubviewPlacement(index: 0, proposal: proposal, origin: .zero)]
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { subviews[0].traits }
}
