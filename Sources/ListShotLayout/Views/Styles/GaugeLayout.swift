import ListShotCore
import ListShotDisplayList
import ListShotModel

/// The track of an `.accessoryLinear` gauge: the progress bar's empty 4 pt capsule in the system
/// fill, with a round marker in the tint (else the accent) at the value; mirrored in
/// right-to-left layouts, as progress is. The marker's 8 pt side is not measured (no reference
/// shows an accessory gauge in an app); the track is the progress bar's.
struct GaugeMarkerLayout: ViewLayout {
  let fraction: Double
  let tint: TintToken?
  static let markerSide = 8.0

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: Size(width: p.finiteWidth ?? 100, height: Self.markerSide))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let env = context.env
    let height = ProgressBarLayout.height
    let track = TintToken(TintColor.token("ios.fill"), in: env, at: id)
    context.builder.fill(
      id.appending("track"), Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height),
      track.color, cornerRadius: height / 2)
    context.builder.note(track.sources(\.fill))
    let side = Self.markerSide
    let fill = tint ?? TintToken(env.theme.ods.$accent)
    let x = frame.minX + max(0, frame.width - side) * fraction
    context.builder.fill(
      id.appending("marker"), Rect(x: x, y: frame.midY - side / 2, width: side, height: side), fill.color,
      cornerRadius: side / 2)
    context.builder.note(fill.sources(\.fill))
  }
}

/// A gauge's stack: its label, the bar (with its value labels at its ends) and the current value
/// label, top to bottom at the leading edge, the progress view's gaps between them
/// (`ProgressLayout.labelGap`, `.valueGap`). Subviews: [label, bar, currentValueLabel?], in the
/// order VoiceOver reads them (the progress view draws its bar first, which has no text).
struct GaugeStackLayout: ViewLayout {
  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let frames = self.frames(p, subviews: subviews, env: env)
    let natural = frames.map(\.maxX).max() ?? 0
    return ViewDimensions(size: Size(width: p.finiteWidth ?? max(natural, 100), height: frames.last?.maxY ?? 0))
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let p = ViewProposal(width: proposal.finiteWidth, height: nil)
    return frames(proposal, subviews: subviews, env: env).enumerated().map { index, frame in
      SubviewPlacement(index: index, proposal: p, origin: Point(x: 0, y: frame.minY))
    }
  }

  private func frames(_ proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> [Rect] {
    let p = ViewProposal(width: proposal.finiteWidth, height: nil)
    let sizes = subviews.map { $0.size(p, env: env) }
    var frames = [Rect(x: 0, y: 0, width: sizes[0].width, height: sizes[0].height)]
    var y = sizes[0].height + ProgressLayout.labelGap
    for (index, size) in sizes.enumerated().dropFirst() {
      frames.append(Rect(x: 0, y: y, width: size.width, height: size.height))
      y += size.height + (index == 1 ? ProgressLayout.valueGap : 0)
    }
    return frames
  }
}

/// A `Gauge`, composed of what the progress view and the slider already lay out: the bar (the
/// progress view's, or the marker track), with the minimum and maximum value labels at its ends
/// as the slider places its value labels (8 pt apart); the label above it and the current value
/// label below it with the progress view's gaps (8 and 6 pt), `GaugeStackLayout`. The value labels are grey in
/// Footnote, as the progress view's current value label. These gaps are the progress view's and
/// the slider's: iOS's gauge is not measured here (no reference shows one).
extension GaugeView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let style = context.style
    let tint = style.tint.map { TintToken($0, in: context.env, at: context.id) }
    let id = context.ownID
    if self.style.isCircular { return try circularBox(in: context, tint: tint) }
    var bar =
      self.style.fills
      ? ViewBox(ProgressBarLayout(fraction: fraction, tint: tint), id: id)
      : ViewBox(GaugeMarkerLayout(fraction: fraction, tint: tint), id: id)
    var valueStyle = style
    valueStyle.setForeground(.color(.secondary))
    valueStyle.font = .style(.footnote, weight: nil)
    if hasBoundsLabels, context.node.children.count == 4 {
      let ends = [try context.child(2, style: valueStyle), try context.child(3, style: valueStyle)]
      bar = ViewBox(SliderLayout(), id: id, children: [bar] + ends)
    }
    var children = [try context.child(0), bar]
    if hasCurrentValueLabel, context.node.children.count > 1 {
      children.append(try context.child(1, style: valueStyle))
    }
    return ViewBox(GaugeStackLayout(), id: id, children: children)
  }
}

extension GaugeView {
  /// A circular style's ring (`CircularGaugeLayout`): the current value label in its centre in
  /// 18 pt medium, on one line, shrinking to half its size to fit; in the open ring's opening
  /// the minimum and maximum value labels in grey, else the label, in 10 pt. The capacity ring
  /// shows its current value label only, as Apple documents.
  fileprivate func circularBox(in context: ViewBuildContext, tint: TintToken?) throws -> ViewBox {
    var slots: [CircularGaugeLayout.Slot] = []
    var children: [ViewBox] = []
    let count = context.node.children.count
    if hasCurrentValueLabel, count > 1 {
      var centre = context.style
      centre.font = .system(size: 18, weight: .medium)
      centre.lineLimit = 1
      centre.minimumScaleFactor = 0.5
      slots.append(.centre)
      children.append(try context.child(1, style: centre))
    }
    var small = context.style
    small.font = .system(size: 10, weight: nil)
    small.lineLimit = 1
    if style == .accessoryCircular {
      if hasBoundsLabels, count == 4 {
        small.setForeground(.color(.secondary))
        slots += [.leadingEnd, .trailingEnd]
        children += [try context.child(2, style: small), try context.child(3, style: small)]
      } else if count > 0 {
        slots.append(.opening)
        children.append(try context.child(0, style: small))
      }
    }
    let ring = CircularGaugeLayout(
      isOpen: style == .accessoryCircular, fraction: fraction, tint: tint, slots: slots)
    return ViewBox(ring, id: context.ownID, children: children)
  }
}
