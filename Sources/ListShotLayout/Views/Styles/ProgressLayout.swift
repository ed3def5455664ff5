import ListShotCore
import ListShotDisplayList
import ListShotModel

/// How a `ProgressView` is laid out, as iOS lays it out in a row. The spinner: the 20 pt medium
/// activity indicator, its label centred 8 pt under it. The bar across the width offered, its
/// label 8 pt above it and its current value label 6 pt under it, at the leading edge.
/// Subviews: [indicator, label?, currentValueLabel?] (the indicator is `SpinnerLayout` or
/// `ProgressBarLayout`).
struct ProgressLayout: ViewLayout {
  let isSpinner: Bool
  static let labelGap = 8.0
  static let valueGap = 6.0

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let frames = self.frames(p, subviews: subviews, env: env)
    // The spinner keeps its own width (and its label's); the bar takes the width offered.
    let natural = frames.map(\.maxX).max() ?? 0
    let width = isSpinner ? natural : p.finiteWidth ?? max(natural, 100)
    return ViewDimensions(size: Size(width: width, height: frames.map(\.maxY).max() ?? 0))
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let p = ViewProposal(width: proposal.finiteWidth, height: nil)
    return frames(proposal, subviews: subviews, env: env).enumerated().map { index, frame in
      let x = isSpinner ? (size.width - frame.width) / 2 : 0
      return SubviewPlacement(
        index: index, proposal: index == 0 && isSpinner ? .ideal : p, origin: Point(x: x, y: frame.minY))
    }
  }

  /// Each subview's frame, stacked top to bottom in the order iOS draws them (x is 0).
  private func frames(_ proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> [Rect] {
    let p = ViewProposal(width: proposal.finiteWidth, height: nil)
    let indicator = subviews[0].size(isSpinner ? .ideal : p, env: env)
    let labels = subviews.dropFirst().map { $0.size(p, env: env) }
    if isSpinner {
      var frames = [Rect(x: 0, y: 0, width: indicator.width, height: indicator.height)]
      if let label = labels.first {
        frames.append(Rect(x: 0, y: indicator.height + Self.labelGap, width: label.width, height: label.height))
      }
      return frames
    }
    var y = 0.0
    var label: Rect?
    if let size = labels.first {
      label = Rect(x: 0, y: 0, width: size.width, height: size.height)
      y = size.height + Self.labelGap
    }
    var frames = [Rect(x: 0, y: y, width: indicator.width, height: indicator.height)]
    if let label { frames.append(label) }
    if labels.count > 1 {
      frames.append(
        Rect(x: 0, y: y + indicator.height + Self.valueGap, width: labels[1].width, height: labels[1].height))
    }
    return frames
  }
}

/// The medium activity indicator (20 pt), in the tint when `.tint` is set, else grey.
struct SpinnerLayout: ViewLayout {
  let tint: TintToken?

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: ActivityIndicator.size)
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let color = tint ?? TintToken(context.env.theme.system.$gray)
    ActivityIndicator.arrange(in: frame, color: color, id: id.appending("spinner"), into: &context.builder)
  }
}

/// The linear bar: a 4 pt capsule in the system fill across the width offered, the tint (else
/// the accent) up to the value; mirrored in right-to-left layouts, as progress is.
struct ProgressBarLayout: ViewLayout {
  let fraction: Double?
  let tint: TintToken?
  static let height = 4.0

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: Size(width: p.finiteWidth ?? 100, height: Self.height))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let env = context.env
    let track = TintToken(TintColor.token("ios.fill"), in: env, at: id)
    context.builder.fill(id.appending("track"), frame, track.color, cornerRadius: Self.height / 2)
    context.builder.note(track.sources(\.fill))
    guard let fraction, fraction > 0 else { return }
    let fill = tint ?? TintToken(env.theme.ods.$accent)
    let bar = Rect(
      x: frame.minX, y: frame.minY, width: max(Self.height, frame.width * fraction), height: frame.height)
    context.builder.fill(id.appending("bar"), bar, fill.color, cornerRadius: Self.height / 2)
    context.builder.note(fill.sources(\.fill))
  }
}

extension ProgressIndicatorView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let style = context.style
    let tint = style.tint.map { TintToken($0, in: context.env, at: context.id) }
    let id = context.ownID
    let indicator =
      isSpinner
      ? ViewBox(SpinnerLayout(tint: tint), id: id) : ViewBox(ProgressBarLayout(fraction: fraction, tint: tint), id: id)
    var labels: [ViewBox] = []
    if !context.node.children.isEmpty {
      var labelStyle = style
      if isSpinner { labelStyle.setForeground(.color(.secondary)) }
      labels.append(try context.child(0, style: labelStyle))
    }
    if context.node.children.count > 1 {
      var valueStyle = style
      valueStyle.setForeground(.color(.secondary))
      valueStyle.font = .style(.footnote, weight: nil)
      labels.append(try context.child(1, style: valueStyle))
    }
    return ViewBox(ProgressLayout(isSpinner: isSpinner), id: id, children: [indicator] + labels)
  }
}
