import ListShotCore
import ListShotDisplayList
import ListShotModel

/// `Color` as a view: fills what it is offered (10 × 10 where nothing is), with the corner
/// radius a `.cornerRadius` around it gives.
struct ColorLayout: ViewLayout {
  let color: TintToken
  var cornerRadius = 0.0

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: Size(width: p.finiteWidth ?? 10, height: p.finiteHeight ?? 10))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    context.builder.fill(id, frame, color.color, cornerRadius: cornerRadius)
    context.builder.note(color.sources(\.fill))
  }
}

extension ColorView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let color = context.style.color(color, fallback: context.env.theme.system.$label, env: context.env, at: context.id)
    return ViewBox(ColorLayout(color: color), id: context.ownID)
  }
}
