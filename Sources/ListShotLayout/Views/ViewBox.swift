import ListShotCore
import ListShotDisplayList
import ListShotModel

/// One view of a row's free-form content, ready to size and draw: its layout (`ViewLayout`),
/// its id (what it draws is named after it) and its subviews. Built once per row and variant
/// from the `ViewNode` tree (`ViewBoxBuilder`); it remembers its answer to each proposal, so
/// that sizing the tree is linear in its views: each view answers each distinct proposal once.
final class ViewBox {
  let layout: any ViewLayout
  let id: NodePath
  let children: [ViewBox]
  /// What the container around reads of this view; `.layoutPriority` raises `priority`.
  var traits: LayoutTraits
  private var answers: [ViewProposal: ViewDimensions] = [:]

  init(_ layout: any ViewLayout, id: NodePath, children: [ViewBox] = []) {
    self.layout = layout
    self.id = id
    self.children = children
    traits = layout.traits(subviews: children)
  }

  /// The view's size and baselines for `proposal`, computed once.
  func dimensions(_ proposal: ViewProposal, env: LayoutEnvironment) -> ViewDimensions {
    if let known = answers[proposal] { return known }
    let answer = layout.sizeThatFits(proposal, subviews: children, env: env)
    answers[proposal] = answer
    return answer
  }

  func size(_ proposal: ViewProposal, env: LayoutEnvironment) -> Size { dimensions(proposal, env: env).size }

  /// How many distinct proposals the view has answered (layout tests bound the work with it).
  var answerCount: Int { answers.count + children.reduce(0) { $0 + $1.answerCount } }

  /// Draws the view at `origin` with the size it has for `proposal`, then its subviews where
  /// it places them.
  func emit(_ proposal: ViewProposal, at origin: Point, context: inout ViewDrawContext) {
    let size = self.size(proposal, env: context.env)
    let frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    layout.draw(in: frame, proposal: proposal, id: id, context: &context)
    for placed in layout.placeSubviews(in: size, proposal: proposal, subviews: children, env: context.env) {
      children[placed.index].emit(
        placed.proposal, at: Point(x: origin.x + placed.origin.x, y: origin.y + placed.origin.y), context: &context)
    }
    layout.finish(in: frame, id: id, context: &context)
  }

  /// Where the first text inside starts, from the view's leading edge, without drawing: the
  /// list's separator starts there (SwiftUI's `listRowSeparatorLeading`).
  func firstTextX(_ proposal: ViewProposal, env: LayoutEnvironment) -> Double? {
    // A segmented control's separator starts at its leading edge, not at its first title.
    if layout is TextLayout || layout is SegmentedControlLayout { return 0 }
    let size = self.size(proposal, env: env)
    for placed in layout.placeSubviews(in: size, proposal: proposal, subviews: children, env: env) {
      if let x = children[placed.index].firstTextX(placed.proposal, env: env) { return placed.origin.x + x }
    }
    return nil
  }
}

/// What drawing a view tree writes into and learns: the row's arrangement, and the texts in
/// reading order (the row's accessibility label), where the first one starts, and the controls.
struct ViewDrawContext {
  var builder: ArrangementBuilder
  let env: LayoutEnvironment
  var texts: [String] = []
  var firstTextX: Double?
  /// The controls drawn, in order, as VoiceOver speaks them.
  var controls: [SpokenControl] = []
  /// What the accessibility modifiers inside give the row's node: a value, a hint, traits.
  var spoken = AccessibilityOverride()
  /// Where the texts and controls of each accessibility modifier being drawn begin.
  var spokenMarks: [(texts: Int, controls: Int)] = []

  init(builder: ArrangementBuilder, env: LayoutEnvironment) {
    self.builder = builder
    self.env = env
  }
}
