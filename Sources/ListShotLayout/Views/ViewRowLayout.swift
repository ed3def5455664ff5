import ListShotCore
import ListShotDisplayList
import ListShotModel

/// A list row whose content is a `ViewNode` tree (`content:`), laid out as SwiftUI lays out a
/// `List` row: the content is proposed the row's width less the row insets and its ideal
/// height, and centred vertically in a row at least the look's minimum row height tall. The
/// list's separator starts under the first text, not under an icon before it.
struct ViewRowLayout {
  let root: ViewBox
  let env: LayoutEnvironment
  let id: NodePath

  /// SwiftUI's default row insets on iPhone, in the look (`look.row.insets`: the layout margin
  /// at the sides and 11 above and below in iOS 18, so that one line of Body text makes a 44 pt
  /// row as a UIKit cell does).
  static func defaultInsets(_ env: LayoutEnvironment) -> EdgeInsets { env.look.row.insets }
  /// `defaultMinListRowHeight` at the environment's text size (`look.row.minHeight`).
  static func minHeight(_ env: LayoutEnvironment) -> Double { env.look.row.minHeight(at: env.dynamicTypeSize) }

  struct Measured {
    var height: Double
    var proposal: ViewProposal
    var contentSize: Size
    var insets: EdgeInsets
    var firstTextX: Double?
  }

  init(view: ViewNode, env: LayoutEnvironment, id: NodePath) throws {
    self.env = env
    self.id = id
    root = try ViewBoxBuilder(env: env).build(view, id: id.appending("content"))
  }

  func measure(width: Double, insets: EdgeInsets) -> Measured {
    let proposal = ViewProposal(width: max(0, width - insets.horizontal), height: nil)
    let size = root.size(proposal, env: env)
    return Measured(
      height: max(Self.minHeight(env), size.height + insets.vertical), proposal: proposal, contentSize: size,
      insets: insets, firstTextX: root.firstTextX(proposal, env: env).map { $0 + insets.leading })
  }

  func arrange(_ m: Measured, y: Double, width: Double, into builder: inout ArrangementBuilder) {
    let firstItem = builder.items.count
    let firstElement = builder.arrangement.elements.count
    let top = y + m.insets.top + (m.height - m.insets.vertical - m.contentSize.height) / 2
    var context = ViewDrawContext(builder: builder, env: env)
    root.emit(m.proposal, at: Point(x: m.insets.leading, y: top), context: &context)
    builder = context.builder
    let emitted = context
    // A row of one control is that control to VoiceOver (its trait and state, as iOS's list
    // reads a Toggle's row); labels that are not drawn are read all the same.
    let hidden = emitted.controls.compactMap(\.hiddenLabel).filter { !emitted.texts.contains($0) }
    let texts = hidden + emitted.texts
    let only = emitted.controls.count == 1 ? emitted.controls.first : nil
    let node = SemanticNode(
      id: id, rowID: id, role: only?.role ?? .text, label: texts.first ?? "", helpTexts: Array(texts.dropFirst()),
      value: only?.value, frame: Rect(x: 0, y: y, width: width, height: m.height),
      elementIDs: builder.itemIDs(since: firstItem))
    var spoken = emitted.spoken
    // An accessibility modifier around the whole content is the row's: hidden hides the row.
    if let whole = root.layout as? AccessibilityLayout { spoken.isHidden = whole.override.isHidden }
    builder.semantic(node.applying(spoken), at: firstElement)
  }
}
