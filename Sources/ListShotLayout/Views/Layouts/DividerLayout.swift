import ListShotCore
import ListShotDisplayList
import ListShotModel

/// `Divider`: a hairline across its stack's axis (a horizontal line in a `VStack`, a vertical
/// one in an `HStack`), as long as it is offered across; the stack places it as long as the
/// stack. Outside a stack it is a horizontal line.
struct DividerLayout: ViewLayout {
  let thickness: Double
  let color: TintToken
  /// The axis of the stack around it: the line is across it.
  let axis: StackAxis

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let across = p.length(axis.other).flatMap { $0.isFinite ? $0 : nil } ?? 0
    return ViewDimensions(size: .along(axis, thickness, across: across))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    context.builder.line(id, frame, color.color)
    context.builder.note(color.sources(\.color))
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { LayoutTraits(isDivider: true) }
}

extension DividerView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let color = context.style.color(
      nil, fallback: context.env.theme.system.$separator, env: context.env, at: context.id)
    return ViewBox(
      DividerLayout(thickness: context.env.hairline, color: color, axis: context.axis ?? .vertical), id: context.ownID)
  }
}
