import ListShotCore
import ListShotDisplayList
import ListShotModel

/// Drawing a planned view tree: each box draws at the place and size its parent's plan gave
/// it, in logical frames (x from the leading edge; `MirrorPass` turns them for right-to-left).
extension ViewBox {
  /// What drawing learned that the row needs: where its first text starts (the list's
  /// separator starts there, as SwiftUI's `listRowSeparatorLeading` does) and the texts in
  /// reading order (the row's accessibility label).
  struct Emitted {
    var firstTextX: Double?
    var texts: [String] = []
  }

  func emit(
    _ proposal: ViewProposal, at origin: Point, env: LayoutEnvironment, into builder: inout ArrangementBuilder,
    _ emitted: inout Emitted
  ) {
    let plan = self.plan(proposal, env: env)
    let frame = Rect(x: origin.x, y: origin.y, width: plan.size.width, height: plan.size.height)
    switch kind {
    case .text(let text):
      let m = measure(text, width: proposal.width == 0 ? 0 : finiteWidth(proposal), env: env)
      builder.text(
        id, text.string, runs: text.runs, frame, text.attributes, text.color.color,
        alignment: Self.logical(text.alignment), maxLines: text.lineLimit,
        isTruncated: m.isTruncated || proposal.width == 0)
      builder.note(text.color.sources(\.color))
      if emitted.firstTextX == nil { emitted.firstTextX = frame.minX }
      emitted.texts.append(text.string)
    case .symbol(let symbol):
      symbol.image.draw(id, at: frame.origin, color: symbol.color, env: env, into: &builder)
    case .file(let path, _, let tint, _):
      builder.image(id, path: path, frame, contentMode: .fit, tint: tint?.color)
      if let tint { builder.note(tint.sources(\.color)) }
    case .color(let color):
      builder.fill(id, frame, color.color)
      builder.note(color.sources(\.fill))
    case .divider(_, let color):
      builder.line(id, frame, color.color)
      builder.note(color.sources(\.color))
    case .background(let cornerRadius):
      // The background first, so the content draws over it; a colour takes the corner radius.
      if let background = plan.children.first(where: { $0.index == 1 }) {
        let box = children[1]
        if case .color(let color) = box.kind {
          let rect = Rect(
            x: origin.x + background.origin.x, y: origin.y + background.origin.y, width: background.size.width,
            height: background.size.height)
          builder.fill(box.id, rect, color.color, cornerRadius: cornerRadius)
          builder.note(color.sources(\.fill))
        } else {
          emitChild(background, env: env, origin: origin, into: &builder, &emitted)
        }
      }
      for child in plan.children where child.index == 0 {
        emitChild(child, env: env, origin: origin, into: &builder, &emitted)
      }
      return
    case .toggle(let isOn, let tint):
      let size = env.look.switchControl.size
      let switchFrame = Rect(
        x: frame.maxX - size.width + env.look.switchControl.trailingOverhang,
        y: frame.minY + (frame.height - size.height) / 2, width: size.width, height: size.height)
      ODSTrailingPart(kind: .toggle(isOn: isOn, tint: tint), size: size, spacingBefore: 0).arrange(
        in: switchFrame, env: env, id: id, into: &builder)
    case .stack, .zstack, .spacer, .label, .padding, .frame, .overlay:
      break
    }
    for child in plan.children { emitChild(child, env: env, origin: origin, into: &builder, &emitted) }
  }

  private func emitChild(
    _ child: ViewPlan.Placed, env: LayoutEnvironment, origin: Point, into builder: inout ArrangementBuilder,
    _ emitted: inout Emitted
  ) {
    children[child.index].emit(
      child.proposal, at: Point(x: origin.x + child.origin.x, y: origin.y + child.origin.y), env: env, into: &builder,
      &emitted)
  }

  private func finiteWidth(_ proposal: ViewProposal) -> Double? {
    guard let width = proposal.width, width.isFinite else { return nil }
    return width
  }

  private static func logical(_ alignment: ViewAlignment.Horizontal) -> LogicalAlignment {
    switch alignment {
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    }
  }
}
