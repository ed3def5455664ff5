import ListShotCore
import ListShotDisplayList
import ListShotModel

/// The segmented control (`.pickerStyle(.segmented)`, and `.palette` in a row): a track in the
/// tertiary system fill across the width offered, its segments of equal width with their
/// titles centred, the selected one on a raised thumb 2 pt inside the track (white, iOS's
/// `systemGray2` in dark mode, with a soft shadow), 32 pt tall. Its shape is the look's
/// (`look.segmentedControl.*`; iOS 18: corners of 9 pt, the thumb's of 7 pt, 1 pt dividers
/// between unselected segments; iOS 26: a capsule, the thumb a capsule, no dividers). It grows with its titles at larger text sizes (6 pt above and below).
/// Subviews: the segments.
struct SegmentedControlLayout: ViewLayout {
  let selection: Int?
  let segments: Int
  static let height = 32.0
  static let inset = 2.0
  static let titlePadding = EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let sizes = subviews.map { $0.size(.ideal, env: env) }
    let pad = Self.titlePadding
    let widest = sizes.map(\.width).max() ?? 0
    let tallest = sizes.map(\.height).max() ?? 0
    let width = p.finiteWidth ?? (widest + pad.leading + pad.trailing) * Double(max(subviews.count, 1))
    return ViewDimensions(size: Size(width: width, height: max(Self.height, tallest + pad.top + pad.bottom)))
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let segment = size.width / Double(max(subviews.count, 1))
    let pad = Self.titlePadding
    let titleWidth = max(0, segment - pad.leading - pad.trailing)
    return subviews.enumerated().map { index, box in
      let p = ViewProposal(width: titleWidth, height: nil)
      let title = box.size(p, env: env)
      return SubviewPlacement(
        index: index, proposal: p,
        origin: Point(x: segment * Double(index) + (segment - title.width) / 2, y: (size.height - title.height) / 2))
    }
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let env = context.env
    let look = env.look.formControls
    let track = TintToken(TintColor.token("ios.fill").opacity(0.6), in: env, at: id)
    let trackRadius = look.segmentedIsCapsule ? frame.height / 2 : look.segmentedCornerRadius
    context.builder.fill(id.appending("track"), frame, track.color, cornerRadius: trackRadius)
    context.builder.note(track.sources(\.fill))
    guard segments > 0 else { return }
    let segment = frame.width / Double(segments)
    if let selection, selection < segments {
      let thumb = Rect(
        x: frame.minX + segment * Double(selection), y: frame.minY, width: segment, height: frame.height
      ).insetBy(dx: Self.inset, dy: Self.inset)
      let radius = look.segmentedIsCapsule ? thumb.height / 2 : look.segmentedThumbCornerRadius
      context.builder.shadow(
        id.appending("thumb").appending("shadow"), thumb.offsetBy(dx: 0, dy: 3), cornerRadius: radius,
        Color.black.withOpacity(0.12), sigma: 4)
      let fill =
        env.theme.scheme == .dark ? TintToken(TintColor.gray2, in: env, at: id) : TintToken(color: .white, path: nil)
      context.builder.fill(id.appending("thumb"), thumb, fill.color, cornerRadius: radius)
      context.builder.note(fill.sources(\.fill))
    }
    guard look.segmentedDividers, segments > 1 else { return }
    // The dividers (iOS 18's): 1 pt, 16 pt tall, between two segments neither of which is selected.
    let divider = TintToken(TintColor.token("ios.separator"), in: env, at: id)
    for index in 1..<segments where selection != index && selection != index - 1 {
      let x = frame.minX + segment * Double(index) - 0.5
      context.builder.fill(
        id.appending("divider\(index)"), Rect(x: x, y: frame.midY - 8, width: 1, height: 16), divider.color)
      context.builder.note(divider.sources(\.fill))
    }
  }
}
