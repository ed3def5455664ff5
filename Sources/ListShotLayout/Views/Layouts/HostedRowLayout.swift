import ListShotCore
import ListShotDisplayList
import ListShotModel

/// A design system's row inside free-form content: as wide as it is offered (its ideal width:
/// the screen's content width), as tall as its own layout makes it at that width, drawn by it.
final class HostedRowLayout: ViewLayout {
  let content: RowContent
  let id: NodePath
  private var rows: [Double: RowLayout] = [:]

  init(content: RowContent, id: NodePath) {
    self.content = content
    self.id = id
  }

  /// The row measured at `width`, once per width.
  func row(width: Double, env: LayoutEnvironment) throws -> RowLayout {
    if let known = rows[width] { return known }
    let row = try RowLayout.measure(content, id: id, width: width, env: env)
    rows[width] = row
    return row
  }

  private func width(_ p: ViewProposal, env: LayoutEnvironment) -> Double { p.finiteWidth ?? env.width }

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let width = self.width(p, env: env)
    // Built (and so measured once) when the box was made: a failure surfaced there.
    let height = (try? row(width: width, env: env))?.height ?? 0
    return ViewDimensions(size: Size(width: width, height: height))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    guard let row = try? row(width: frame.width, env: context.env) else { return }
    context.builder.place(
      row.arrange(y: frame.minY, width: frame.width, originX: 0, contentWidth: frame.width), atX: frame.minX)
  }
}

extension HostedRowView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let layout = HostedRowLayout(content: content, id: context.ownID)
    // Measured at the screen's width here so that a row that cannot be laid out (an unknown
    // icon) fails at its path, not silently when drawn.
    _ = try layout.row(width: context.env.width, env: context.env)
    return ViewBox(layout, id: context.ownID)
  }
}
