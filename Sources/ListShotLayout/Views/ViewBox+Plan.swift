import ListShotCore
import ListShotDisplayList
import ListShotModel

/// How each kind of view answers a proposal, after SwiftUI: texts wrap to the width offered,
/// symbols keep their size, colours and spacers take what they are offered, padding and
/// frames adjust the proposal and the answer, stacks share their length (`StackPlanner`).
extension ViewBox {
  func computePlan(_ p: ViewProposal, env: LayoutEnvironment) -> ViewPlan {
    switch kind {
    case .stack(let axis, let alignment, let spacings):
      return StackPlanner(box: self, axis: axis, alignment: alignment, spacings: spacings, env: env).plan(p)
    case .zstack(let alignment):
      let sizes = children.map { $0.size(p, env: env) }
      let size = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
      return aligned(children.indices.map { ($0, p) }, in: size, alignment, env: env)
    case .spacer(let minLength):
      // Along its stack's axis a spacer takes what it is offered (at least its minimum);
      // across it, nothing. Outside a stack it behaves as in a vertical one.
      return ViewPlan(size: Size(width: max(minLength, finite(p.width) ?? minLength), height: 0))
    case .divider(let thickness, _):
      return ViewPlan(size: Size(width: finite(p.width) ?? 0, height: thickness))
    case .text(let text):
      return textPlan(text, p, env: env)
    case .symbol(let symbol):
      return ViewPlan(size: Size(width: symbol.side, height: symbol.side), lastBaseline: nil).withBaseline(
        symbol.baseline)
    case .file(_, let size, _, let isResizable):
      // Not resizable, an image is its own size whatever it is offered (SwiftUI's `Image`);
      // resizable, it takes what it is offered, and its own size where nothing is.
      guard isResizable else { return ViewPlan(size: size) }
      return ViewPlan(size: Size(width: finite(p.width) ?? size.width, height: finite(p.height) ?? size.height))
    case .color:
      // Shapes and colours fill the proposal; their ideal size is 10 × 10.
      return ViewPlan(size: Size(width: finite(p.width) ?? 10, height: finite(p.height) ?? 10))
    case .label(let iconBox, let gap):
      return labelPlan(iconBox: iconBox, gap: gap, p, env: env)
    case .toggle:
      return togglePlan(p, env: env)
    case .padding(let insets):
      let inner = p.inset(by: insets)
      let child = children[0].plan(inner, env: env)
      return ViewPlan(
        size: Size(width: child.size.width + insets.horizontal, height: child.size.height + insets.vertical),
        firstBaseline: child.firstBaseline.map { $0 + insets.top },
        lastBaseline: child.lastBaseline.map { $0 + insets.top },
        children: [.init(index: 0, proposal: inner, origin: Point(x: insets.leading, y: insets.top), size: child.size)])
    case .frame(let frame):
      return framePlan(frame, p, env: env)
    case .background, .overlay:
      let content = children[0].plan(p, env: env)
      let alignment: ViewAlignment
      if case .overlay(let a) = kind { alignment = a } else { alignment = .center }
      let fitted = ViewProposal(width: content.size.width, height: content.size.height)
      var plan = aligned([(1, fitted)], in: content.size, alignment, env: env)
      plan.children.insert(.init(index: 0, proposal: p, origin: Point(x: 0, y: 0), size: content.size), at: 0)
      plan.firstBaseline = content.firstBaseline
      plan.lastBaseline = content.lastBaseline
      return plan
    }
  }

  private func finite(_ length: Double?) -> Double? {
    guard let length, length.isFinite else { return nil }
    return length
  }

  private func textPlan(_ text: ViewText, _ p: ViewProposal, env: LayoutEnvironment) -> ViewPlan {
    let lineHeight = text.attributes.lineHeight ?? text.attributes.font.size * 1.2
    // Offered no width, a text answers with none (SwiftUI draws nothing but "…" there); this
    // is how stacks learn that a text can shrink, without laying it out a letter a line.
    if p.width == 0 { return ViewPlan(size: Size(width: 0, height: lineHeight)) }
    let width = finite(p.width)
    let m = measure(text, width: width, env: env)
    let size = Size(width: min(m.size.width, width ?? .infinity), height: m.size.height)
    let last = m.firstBaseline + Double(max(0, m.lineCount - 1)) * (m.size.height / Double(max(1, m.lineCount)))
    return ViewPlan(size: size, firstBaseline: m.firstBaseline, lastBaseline: last)
  }

  func measure(_ text: ViewText, width: Double?, env: LayoutEnvironment) -> TextMeasurement {
    if let known = textMeasurements[width] { return known }
    let m =
      if let runs = text.runs {
        env.measurer.measure(runs, attributes: text.attributes, maxWidth: width, maxLines: text.lineLimit)
      } else {
        env.measurer.measure(text.string, attributes: text.attributes, maxWidth: width, maxLines: text.lineLimit)
      }
    textMeasurements[width] = m
    return m
  }

  private func labelPlan(iconBox: Double, gap: Double, _ p: ViewProposal, env: LayoutEnvironment) -> ViewPlan {
    let icon = children[0].size(.ideal, env: env)
    let titleProposal = p.with(.horizontal, p.width.map { max(0, $0 - iconBox - gap) })
    let title = children[1].plan(titleProposal, env: env)
    let height = max(icon.height, title.size.height)
    return ViewPlan(
      size: Size(width: iconBox + gap + title.size.width, height: height),
      firstBaseline: title.firstBaseline.map { $0 + (height - title.size.height) / 2 },
      lastBaseline: title.lastBaseline.map { $0 + (height - title.size.height) / 2 },
      children: [
        .init(
          index: 0, proposal: .ideal, origin: Point(x: (iconBox - icon.width) / 2, y: (height - icon.height) / 2),
          size: icon),
        .init(
          index: 1, proposal: titleProposal, origin: Point(x: iconBox + gap, y: (height - title.size.height) / 2),
          size: title.size),
      ])
  }

  /// A toggle fills the width offered: its label at the leading edge, the switch at the
  /// trailing edge, 8 pt at least between them.
  private func togglePlan(_ p: ViewProposal, env: LayoutEnvironment) -> ViewPlan {
    let switchSize = env.look.switchControl.size
    let labelWidth = p.width.map { max(0, $0 - switchSize.width - ViewBoxBuilder.defaultSpacing) }
    let label = children.first?.plan(p.with(.horizontal, labelWidth), env: env)
    // A labelled toggle lets its switch reach into the row's insets as the look says; a bare
    // switch (labels hidden) is as tall as it is drawn.
    let height = label.map { max(env.look.switchControl.layoutHeight, $0.size.height) } ?? switchSize.height
    let width =
      finite(p.width) ?? ((label?.size.width).map { $0 + ViewBoxBuilder.defaultSpacing } ?? 0) + switchSize.width
    var plan = ViewPlan(size: Size(width: width, height: height))
    if let label {
      let y = (height - label.size.height) / 2
      plan.firstBaseline = label.firstBaseline.map { $0 + y }
      plan.lastBaseline = label.lastBaseline.map { $0 + y }
      plan.children = [
        .init(index: 0, proposal: p.with(.horizontal, labelWidth), origin: Point(x: 0, y: y), size: label.size)
      ]
    }
    return plan
  }

  /// Children placed in `size` by `alignment`, each given its proposal.
  func aligned(
    _ children: [(Int, ViewProposal)], in size: Size, _ alignment: ViewAlignment, env: LayoutEnvironment
  ) -> ViewPlan {
    var plan = ViewPlan(size: size)
    for (index, proposal) in children {
      let child = self.children[index].plan(proposal, env: env)
      let x: Double
      switch alignment.horizontal {
      case .leading: x = 0
      case .center: x = (size.width - child.size.width) / 2
      case .trailing: x = size.width - child.size.width
      }
      let y: Double
      switch alignment.vertical {
      case .top, .firstTextBaseline, .lastTextBaseline: y = 0
      case .center: y = (size.height - child.size.height) / 2
      case .bottom: y = size.height - child.size.height
      }
      plan.children.append(.init(index: index, proposal: proposal, origin: Point(x: x, y: y), size: child.size))
      if plan.firstBaseline == nil { plan.firstBaseline = child.firstBaseline.map { $0 + y } }
      if let last = child.lastBaseline { plan.lastBaseline = last + y }
    }
    return plan
  }
}

extension ViewPlan {
  /// The plan with both baselines at `baseline`.
  func withBaseline(_ baseline: Double) -> ViewPlan {
    var copy = self
    copy.firstBaseline = baseline
    copy.lastBaseline = baseline
    return copy
  }
}
