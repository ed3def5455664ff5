import ListShotCore
import ListShotDisplayList
import ListShotModel

/// How a `Slider` is laid out, as iOS lays it out in a row: the minimum value label, the track
/// and the maximum value label across the width offered, 8 pt apart, centred vertically.
/// Subviews: [track, minimum, maximum] or [track].
struct SliderLayout: ViewLayout {
  static let gap = 8.0

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let track = subviews[0].size(.ideal, env: env)
    let labels = subviews.dropFirst().map { $0.size(.ideal, env: env) }
    let height = max(track.height, labels.map(\.height).max() ?? 0)
    let labelsWidth = labels.reduce(0) { $0 + $1.width + Self.gap }
    return ViewDimensions(size: Size(width: p.finiteWidth ?? labelsWidth + track.width, height: height))
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let labels = subviews.dropFirst().map { $0.size(.ideal, env: env) }
    let low = labels.first.map { $0.width + Self.gap } ?? 0
    let high = labels.count > 1 ? labels[1].width + Self.gap : 0
    let trackHeight = subviews[0].size(.ideal, env: env).height
    var placements = [
      SubviewPlacement(
        index: 0, proposal: ViewProposal(width: max(0, size.width - low - high), height: nil),
        origin: Point(x: low, y: (size.height - trackHeight) / 2))
    ]
    if labels.count == 2 {
      placements.append(
        SubviewPlacement(index: 1, proposal: .ideal, origin: Point(x: 0, y: (size.height - labels[0].height) / 2)))
      placements.append(
        SubviewPlacement(
          index: 2, proposal: .ideal,
          origin: Point(x: size.width - labels[1].width, y: (size.height - labels[1].height) / 2)))
    }
    return placements
  }
}

/// The slider's track and thumb: the track in the system fill with the tint (else the accent)
/// up to the thumb's centre, the white thumb at the value with a soft shadow, sized by the
/// look (`look.slider.*`; iOS 18: a 4 pt track and a 28 pt round thumb; iOS 26: a 6 pt track
/// and a 38 × 24 pt capsule thumb).
/// Mirrored in right-to-left layouts (the value grows towards the leading edge there, as iOS's
/// slider does).
struct SliderTrackLayout: ViewLayout {
  let fraction: Double
  let tint: TintToken?

  static func metrics(_ env: LayoutEnvironment) -> (track: Double, thumb: Size) {
    (env.look.formControls.sliderTrackHeight, env.look.formControls.sliderThumb)
  }

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let thumb = Self.metrics(env).thumb
    return ViewDimensions(size: Size(width: p.finiteWidth ?? 4 * thumb.width, height: thumb.height))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let env = context.env
    let (height, thumbSize) = Self.metrics(env)
    let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
    let fill = TintToken(TintColor.token("ios.fill"), in: env, at: id)
    context.builder.fill(id.appending("track"), track, fill.color, cornerRadius: height / 2)
    context.builder.note(fill.sources(\.fill))
    let centre = track.minX + thumbSize.width / 2 + max(0, track.width - thumbSize.width) * fraction
    let tint = self.tint ?? TintToken(env.theme.ods.$accent)
    let filled = Rect(x: track.minX, y: track.minY, width: centre - track.minX, height: height)
    context.builder.fill(id.appending("value"), filled, tint.color, cornerRadius: height / 2)
    context.builder.note(tint.sources(\.fill))
    let thumb = Rect(
      x: centre - thumbSize.width / 2, y: frame.midY - thumbSize.height / 2, width: thumbSize.width,
      height: thumbSize.height)
    let radius = thumbSize.height / 2
    context.builder.shadow(
      id.appending("thumb").appending("shadow"), thumb.offsetBy(dy: 2), cornerRadius: radius,
      Color.black.withOpacity(0.18), sigma: 3)
    context.builder.fill(id.appending("thumb"), thumb, Color.white, cornerRadius: radius)
    // VoiceOver reads a slider's value as a percentage of its range, as iOS does.
    context.controls.append(SpokenControl(role: .adjustable, value: "\(Int((fraction * 100).rounded()))%"))
  }
}

extension SliderView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let tint = context.style.tint.map { TintToken($0, in: context.env, at: context.id) }
    let track = ViewBox(SliderTrackLayout(fraction: fraction, tint: tint), id: context.ownID)
    let labels = try (0..<context.node.children.count).map { try context.child($0) }
    return ViewBox(SliderLayout(), id: context.ownID, children: [track] + labels)
  }
}
