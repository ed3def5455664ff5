import ListShotCore
import ListShotModel

/// `.frame`, after SwiftUI's two frame modifiers.
extension ViewBox {
  func framePlan(_ frame: FrameSpec, _ p: ViewProposal, env: LayoutEnvironment) -> ViewPlan {
    let proposal: ViewProposal
    if frame.isFixed {
      // A fixed frame proposes its own sizes and answers with them; an axis it leaves open
      // passes the proposal through and answers with the child's.
      proposal = ViewProposal(width: frame.width ?? p.width, height: frame.height ?? p.height)
    } else {
      proposal = ViewProposal(
        width: Self.flexibleProposal(p.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
        height: Self.flexibleProposal(p.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
    }
    let child = children[0].plan(proposal, env: env)
    let size: Size
    if frame.isFixed {
      size = Size(width: frame.width ?? child.size.width, height: frame.height ?? child.size.height)
    } else {
      size = Size(
        width: Self.flexibleSize(child.size.width, proposed: p.width, min: frame.minWidth, max: frame.maxWidth),
        height: Self.flexibleSize(child.size.height, proposed: p.height, min: frame.minHeight, max: frame.maxHeight))
    }
    return aligned([(0, proposal)], in: size, frame.alignment, env: env)
  }

  /// What a flexible frame proposes to its child: the proposal (or the ideal length when
  /// there is none) kept between the bounds.
  static func flexibleProposal(_ proposed: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
    guard var length = proposed ?? ideal else { return nil }
    if let max { length = Swift.min(length, max) }
    if let min { length = Swift.max(length, min) }
    return length
  }

  /// A flexible frame's length: the child's, grown to the proposal up to `max` (so
  /// `maxWidth: .infinity` takes all it is offered) and to at least `min`.
  static func flexibleSize(_ child: Double, proposed: Double?, min: Double?, max: Double?) -> Double {
    var length = child
    if let max, let proposed, proposed.isFinite { length = Swift.max(length, Swift.min(max, proposed)) }
    if let max { length = Swift.min(length, max) }
    if let min { length = Swift.max(length, min) }
    return length.isFinite ? length : child
  }
}
