import ListShotCore
import ListShotDisplayList
import ListShotModel

/// `Text`: wraps to the width it is offered and is as tall as its lines; offered no width it
/// answers with none (SwiftUI draws nothing but "…" there), which is how stacks learn that a
/// text can shrink. Each width is measured once.
final class TextLayout: ViewLayout {
  let text: ViewText
  private var measurements: [Double?: Fitted] = [:]

  /// A measurement and the attributes it was made with (smaller than the text's when
  /// `.minimumScaleFactor` shrank it to fit).
  private struct Fitted {
    var attributes: TextAttributes
    var measurement: TextMeasurement
    /// The string drawn when layout cut its middle (`MiddleTruncation`); nil: the text's.
    var shown: String?
  }

  init(_ text: ViewText) { self.text = text }

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let lineHeight = text.attributes.lineHeight ?? text.attributes.font.size * 1.2
    if p.width == 0 { return ViewDimensions(size: Size(width: 0, height: lineHeight)) }
    let width = p.finiteWidth
    let m = fit(width: width, env: env).measurement
    // n lines are n line heights and n − 1 line spacings tall: one line's pitch is both.
    let pitch = (m.size.height + text.attributes.lineSpacing) / Double(max(1, m.lineCount))
    let last = m.firstBaseline + Double(max(0, m.lineCount - 1)) * pitch
    // Room kept for more lines than it has is below them, as SwiftUI keeps it.
    let reserved = Double(text.minimumLines) * pitch - text.attributes.lineSpacing
    let size = Size(width: min(m.size.width, width ?? .infinity), height: max(m.size.height, reserved))
    return ViewDimensions(size: size, firstBaseline: m.firstBaseline, lastBaseline: last)
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let fitted = fit(width: proposal.width == 0 ? 0 : proposal.finiteWidth, env: context.env)
    let m = fitted.measurement
    context.builder.text(
      id, fitted.shown ?? text.string, runs: text.runs, frame, fitted.attributes, text.color.color,
      alignment: text.alignment.logical,
      maxLines: text.lineLimit, isTruncated: m.isTruncated || proposal.width == 0)
    context.builder.note(text.color.sources(\.color))
    if context.firstTextX == nil { context.firstTextX = frame.minX }
    context.texts.append(text.string)
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { LayoutTraits(isText: true) }

  /// The text measured at `width`; cut there with a `.minimumScaleFactor` below 1, it is
  /// measured smaller, down to that factor, and the largest size that is not cut is kept (as
  /// UILabel's `adjustsFontSizeToFitWidth`, in 1/64 steps of the factor's range).
  private func fit(width: Double?, env: LayoutEnvironment) -> Fitted {
    if let known = measurements[width] { return known }
    var fitted = Fitted(attributes: text.attributes, measurement: measure(text.attributes, width: width, env: env))
    if fitted.measurement.isTruncated, text.minimumScaleFactor < 1, let width, width > 0 {
      var low = 0, high = 64  // steps from the factor (0) to full size (64)
      var best = Fitted(attributes: scaled(text.minimumScaleFactor), measurement: fitted.measurement)
      best.measurement = measure(best.attributes, width: width, env: env)
      if !best.measurement.isTruncated {
        while high - low > 1 {
          let mid = (low + high) / 2
          let attributes = scaled(text.minimumScaleFactor + (1 - text.minimumScaleFactor) * Double(mid) / 64)
          let m = measure(attributes, width: width, env: env)
          if m.isTruncated { high = mid } else { (low, best) = (mid, Fitted(attributes: attributes, measurement: m)) }
        }
      }
      fitted = best
    }
    if fitted.measurement.isTruncated, text.attributes.truncation == .middle, text.lineLimit == 1, text.runs == nil,
      let width, width > 0, !text.string.contains(where: \.isNewline)
    {
      fitted = cutMiddle(fitted, width: width, env: env)
    }
    measurements[width] = fitted
    return fitted
  }

  /// `fitted` with its middle cut by layout, as iOS cuts it (`MiddleTruncation`); as it was
  /// when nothing but the ellipsis fits.
  private func cutMiddle(_ fitted: Fitted, width: Double, env: LayoutEnvironment) -> Fitted {
    let attributes = fitted.attributes
    let measure = { (string: String) in
      env.measurer.measure(string, attributes: attributes, maxWidth: nil, maxLines: 1).size.width
    }
    guard let shown = MiddleTruncation.cut(text.string, width: width, measure: measure) else { return fitted }
    var cut = fitted
    cut.shown = shown
    cut.measurement = env.measurer.measure(shown, attributes: attributes, maxWidth: width, maxLines: 1)
    cut.measurement.isTruncated = true
    return cut
  }

  private func scaled(_ factor: Double) -> TextAttributes {
    var attributes = text.attributes
    attributes.font.size *= factor
    attributes.lineHeight = attributes.lineHeight.map { $0 * factor }
    attributes.letterSpacing *= factor
    return attributes
  }

  private func measure(_ attributes: TextAttributes, width: Double?, env: LayoutEnvironment) -> TextMeasurement {
    if let runs = text.runs {
      return env.measurer.measure(runs, attributes: attributes, maxWidth: width, maxLines: text.lineLimit)
    }
    return env.measurer.measure(text.string, attributes: attributes, maxWidth: width, maxLines: text.lineLimit)
  }
}

/// A text view as layout draws it: the string, its styled runs (a joined `Text + Text`), the
/// resolved font and colour, and what the environment above says of its lines.
struct ViewText {
  var string: String
  /// Nil for text in one style.
  var runs: [TextRun]?
  var attributes: TextAttributes
  var color: TintToken
  /// 0: as many lines as it takes.
  var lineLimit: Int
  var alignment: ViewAlignment.Horizontal
  /// `.minimumScaleFactor`: 1 never shrinks.
  var minimumScaleFactor = 1.0
  /// The lines it is at least as tall as (0: as tall as its own); its lines at the top.
  var minimumLines = 0
}

extension TextView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let style = context.style, env = context.env, id = context.id
    let attributes = style.textAttributes(self, env: env)
    let color = style.color(self.color, fallback: env.theme.system.$label, env: env, at: id)
    // A joined text's spans keep their own weight, slant, design and colour (disabled and the
    // opacities above apply to them as to the text).
    let cased = { (text: String) in style.textCase.apply(to: text) }
    var runs = spans.map { spans in
      spans.map { span in
        var run = TextRun(
          cased(span.text), weight: span.weight, isItalic: span.isItalic && !attributes.font.isItalic,
          color: span.color.map { style.color($0, fallback: env.theme.system.$label, env: env, at: id).color })
        if let design = span.design, design != style.design {
          var designed = style
          designed.design = design
          let face = designed.textAttributes(self, env: env)
          (run.family, run.letterSpacing) = (face.font.family, face.letterSpacing)
        }
        return run
      }
    }
    // `.strikethrough` / `.underline` above: the whole text as runs with the line.
    if style.strikethrough != nil || style.underline != nil {
      let lineColor = (style.strikethrough?.color ?? style.underline?.color).map {
        style.color($0, fallback: env.theme.system.$label, env: env, at: id)
      }
      runs = (runs ?? [TextRun(cased(self.text))]).map { run in
        var run = run
        run.isStruckThrough = style.strikethrough != nil
        run.isUnderlined = run.isUnderlined || style.underline != nil
        run.lineColor = lineColor?.color
        return run
      }
    }
    var text = ViewText(
      string: cased(self.text), runs: runs, attributes: attributes, color: color, lineLimit: style.lineLimit ?? 0,
      alignment: style.textAlignment)
    text.minimumScaleFactor = style.minimumScaleFactor
    text.minimumLines = style.minimumLines ?? 0
    return ViewBox(TextLayout(text), id: context.ownID)
  }
}

extension ViewAlignment.Horizontal {
  var logical: LogicalAlignment {
    switch self {
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    }
  }
}
