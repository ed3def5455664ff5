import ListShotCore
import ListShotDisplayList
import ListShotModel

/// An accessibility modifier in free-form content: its view's size and place, nothing drawn.
/// While its view draws, the texts and controls it adds to the row's reading are marked; when
/// it is done they are read through the override (a label in their place, none when hidden),
/// and its value, hint and traits are kept for the row's node (`ViewDrawContext.spoken`).
struct AccessibilityLayout: WrappingLayout {
  let override: AccessibilityOverride

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    context.spokenMarks.append((context.texts.count, context.controls.count))
  }

  func finish(in frame: Rect, id: NodePath, context: inout ViewDrawContext) {
    let mark = context.spokenMarks.removeLast()
    let texts = Array(context.texts[mark.texts...])
    context.texts.replaceSubrange(mark.texts..., with: override.spokenTexts(texts))
    let controls = mark.controls..<context.controls.count
    if override.isHidden == true || (override.children == .ignore && override.label == nil) {
      context.controls.removeSubrange(controls)
    } else if override.label != nil {
      // The label is read in place of the control's own, drawn or not.
      for index in controls { context.controls[index].hiddenLabel = nil }
    }
    guard override.isHidden != true else { return }
    var kept = override
    (kept.label, kept.isHidden, kept.children) = (nil, nil, nil)
    context.spoken = kept.around(context.spoken)
  }
}

extension AccessibilityModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let content = try context.child(0)
    return ViewBox(AccessibilityLayout(override: override), id: content.id, children: [content])
  }
}
