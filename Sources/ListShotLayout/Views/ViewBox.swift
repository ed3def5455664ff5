import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// One view of a row's free-form content with its environment resolved (fonts, colours,
/// symbols), ready to size and draw. Built once per row and variant from the `ViewNode` tree;
/// each box remembers what it decided for each proposal, so a stack that asks a child for its
/// smallest, largest and final size measures each text once per width.
final class ViewBox {
  enum Kind {
    case stack(axis: StackAxis, alignment: ViewAlignment, spacings: [Double])
    case zstack(ViewAlignment)
    case spacer(minLength: Double)
    case divider(thickness: Double, color: TintToken)
    case text(ViewText)
    case symbol(ViewSymbol)
    /// A PNG, JPEG or SVG file: its own size in points unless resizable.
    case file(path: String, size: Size, tint: TintToken?, isResizable: Bool)
    case color(TintToken)
    /// A `Label`: the icon centred in a box the width of a list cell's image box, then the
    /// title; children are [icon, title].
    case label(iconBox: Double, gap: Double)
    /// A `Toggle`: children are [label] or []; the switch sits at the trailing edge.
    case toggle(isOn: Bool, tint: TintToken?)
    case padding(EdgeInsets)
    case frame(FrameSpec)
    /// Children are [content, background].
    case background(cornerRadius: Double)
    /// Children are [content, overlay].
    case overlay(ViewAlignment)
  }

  let kind: Kind
  let id: NodePath
  let children: [ViewBox]
  /// `.layoutPriority`, read by the stack that holds the box.
  var priority = 0.0
  private var plans: [ViewProposal: ViewPlan] = [:]
  var textMeasurements: [Double?: TextMeasurement] = [:]

  init(_ kind: Kind, id: NodePath, children: [ViewBox] = []) {
    self.kind = kind
    self.id = id
    self.children = children
  }

  /// The plan for `proposal`, computed once.
  func plan(_ proposal: ViewProposal, env: LayoutEnvironment) -> ViewPlan {
    if let plan = plans[proposal] { return plan }
    let plan = computePlan(proposal, env: env)
    plans[proposal] = plan
    return plan
  }

  func size(_ proposal: ViewProposal, env: LayoutEnvironment) -> Size { plan(proposal, env: env).size }

  /// Whether the box is a `Text` (through modifiers that only wrap it): SwiftUI stacks put no
  /// default spacing between two texts stacked vertically.
  var isText: Bool {
    switch kind {
    case .text: return true
    case .padding, .frame, .background, .overlay: return children.first?.isText ?? false
    default: return false
    }
  }

  var isSpacer: Bool {
    if case .spacer = kind { return true }
    return false
  }
}
