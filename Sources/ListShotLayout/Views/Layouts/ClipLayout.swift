import ListShotCore
import ListShotModel

/// `.cornerRadius`: the view clipped to a rounded rectangle of its own size.
struct ClipLayout: WrappingLayout {
  let cornerRadius: Double

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    context.builder.pushClip(id, frame, cornerRadius: cornerRadius)
  }

  func finish(in frame: Rect, id: NodePath, context: inout ViewDrawContext) {
    context.builder.popClip()
  }
}

extension CornerRadiusModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let content = try context.child(0)
    // A colour clipped to a rounded rectangle is a rounded fill: drawn as one, not as a clip.
    if var fill = content.layout as? ColorLayout, fill.cornerRadius == 0 {
      fill.cornerRadius = radius
      return ViewBox(fill, id: content.id)
    }
    return ViewBox(ClipLayout(cornerRadius: radius), id: context.ownID, children: [content])
  }
}

extension LayoutPriorityModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let content = try context.child(0)
    content.traits.priority = priority
    return content
  }
}

extension CustomView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox { try context.child(0) }
}
