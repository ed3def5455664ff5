import ListShotCore
import ListShotModel

/// `.frame`, after SwiftUI's two frame modifiers: a fixed frame proposes its own sizes and
/// answers with them (an axis it leaves open passes the proposal through and answers with the
/// view's); a flexible one keeps the proposal and the view's size between its bounds. The
/// view is aligned inside.
struct FrameLayout: ViewLayout {
  let frame: FrameSpec

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let inner = proposal(for: p)
    let child = subviews[0].size(inner, env: env)
    let size: Size
    if frame.isFixed {
      size = Size(width: frame.width ?? child.width, height: frame.height ?? child.height)
    } else {
      size = Size(
        width: Self.flexibleSize(child.width, proposed: p.width, min: frame.minWidth, max: frame.maxWidth),
        height: Self.flexibleSize(child.height, proposed: p.height, min: frame.minHeight, max: frame.maxHeight))
    }
    return frame.alignment.place([0], proposal: { _ in inner }, in: size, subviews: subviews, env: env).dimensions
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let inner = self.proposal(for: proposal)
    return frame.alignment.place([0], proposal: { _ in inner }, in: size, subviews: subviews, env: env).placements
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { LayoutTraits(isText: subviews[0].traits.isText) }

  private func proposal(for p: ViewProposal) -> ViewProposal {
    if frame.isFixed { return ViewProposal(width: frame.width ?? p.width, height: frame.height ?? p.height) }
    return ViewProposal(
      width: Self.flexibleProposal(p.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
      height: Self.flexibleProposal(p.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
  }

  /// What a flexible frame proposes to its child: the proposal (or the ideal length when
  /// there is none) kept between the bounds.
  static func flexibleProposal(_ proposed: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
    guard var length = proposed ?? ideal else { return nil }
    if let max { length = Swift.min(length, max) }
    if let min { length = Swift.max(length, min) }
    return length
  }

  /// A flexible frame's length, as SwiftUI sizes one: the proposal kept between the bounds is
  /// what it offers; with a minimum, the child's length cut to that offer and raised to the
  /// minimum; with a maximum, grown to the offer and cut to the maximum. So `maxWidth:
  /// .infinity` takes all it is offered and stays as wide as a wider child, and `minWidth: 0,
  /// maxWidth: .infinity` is exactly as wide as it is offered, even around a wider child (a
  /// scroll view's content). Without a finite proposal, the child's length between the bounds.
  static func flexibleSize(_ child: Double, proposed: Double?, min: Double?, max: Double?) -> Double {
    var offered = proposed.flatMap { $0.isFinite ? $0 : nil }
    if let min, let length = offered { offered = Swift.max(length, min) }
    if let max, let length = offered { offered = Swift.min(length, max) }
    var length = child
    if let min { length = Swift.max(min, offered.map { Swift.min(length, $0) } ?? length) }
    if let max { length = Swift.min(max, offered.map { Swift.max(length, $0) } ?? length) }
    return length.isFinite ? length : child
  }
}

extension FrameModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(FrameLayout(frame: frame), id: context.ownID, children: [try context.child(0)])
  }
}
