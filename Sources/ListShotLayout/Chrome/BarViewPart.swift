import ListShotCore
import ListShotDisplayList
import ListShotModel

/// A view in a bar that is not a button (`DeviceChrome.BarItem.view`, a principal view): laid
/// out by the view engine, as a row's content is, at its ideal size (no wider than the bar
/// offers), in the label colour unless it sets its own.
///
/// Bars keep their height and their titles and buttons do not follow Dynamic Type, so the view
/// is laid out at the default (Large) text size at every size. How far iOS scales a custom view
/// in a bar at the larger sizes is not measured (no reference shows one).
struct BarViewPart {
  let box: ViewBox
  let proposal: ViewProposal
  let size: Size
  /// The environment it is laid out in: the bar's, at the Large text size.
  let env: LayoutEnvironment

  /// The view's environment in a bar: Dynamic Type at Large.
  static func barEnvironment(_ env: LayoutEnvironment) -> LayoutEnvironment {
    var barEnv = env
    barEnv.dynamicTypeSize = .large
    return barEnv
  }

  static func measure(_ node: ViewNode, id: NodePath, maxWidth: Double, env: LayoutEnvironment) throws
    -> BarViewPart
  {
    let barEnv = barEnvironment(env)
    let box = try ViewBoxBuilder(env: barEnv).build(node, id: id)
    var proposal = ViewProposal.ideal
    var size = box.size(proposal, env: barEnv)
    if size.width > maxWidth {
      proposal = ViewProposal(width: max(0, maxWidth), height: nil)
      size = box.size(proposal, env: barEnv)
    }
    return BarViewPart(box: box, proposal: proposal, size: size, env: barEnv)
  }

  /// Draws the view with its top leading corner at `origin`.
  func arrange(at origin: Point, into builder: inout ArrangementBuilder) {
    var context = ViewDrawContext(builder: builder, env: env)
    box.emit(proposal, at: origin, context: &context)
    builder = context.builder
  }
}
