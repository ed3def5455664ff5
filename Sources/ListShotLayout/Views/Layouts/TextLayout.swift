import ListShotCore
import ListShotDisplayList
import ListShotModel

/// `Text`: wraps to the width it is offered and is as tall as its lines; offered no width it
/// answers with none (SwiftUI draws nothing but "…" there), which is how stacks learn that a
/// text can shrink. Each width is measured once.
final class TextLayout: ViewLayout {
  let text: ViewText
  private var measurements: [Double?: TextMeasurement] = [:]

  init(_ text: ViewText) { self.text = text }

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    let lineHeight = text.attributes.lineHeight ?? text.attributes.font.size * 1.2
    if p.width == 0 { return ViewDimensions(size: Size(width: 0, height: lineHeight)) }
    let width = p.finiteWidth
    let m = measure(width: width, env: env)
    let size = Size(width: min(m.size.width, width ?? .infinity), height: m.size.height)
    let last = m.firstBaseline + Double(max(0, m.lineCount - 1)) * (m.size.height / Double(max(1, m.lineCount)))
    return ViewDimensions(size: size, firstBaseline: m.firstBaseline, lastBaseline: last)
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let m = measure(width: proposal.width == 0 ? 0 : proposal.finiteWidth, env: context.env)
    context.builder.text(
      id, text.string, runs: text.runs, frame, text.attributes, text.color.color, alignment: text.alignment.logical,
      maxLines: text.lineLimit, isTruncated: m.isTruncated || proposal.width == 0)
    context.builder.note(text.color.sources(\.color))
    if context.firstTextX == nil { context.firstTextX = frame.minX }
    context.texts.append(text.string)
  }

  func traits(subviews: [ViewBox]) -> LayoutTraits { LayoutTraits(isText: true) }

  private func measure(width: Double?, env: LayoutEnvironment) -> TextMeasurement {
    if let known = measurements[width] { return known }
    let m =
      if let runs = text.runs {
        env.measurer.measure(runs, attributes: text.attributes, maxWidth: width, maxLines: text.lineLimit)
      } else {
        env.measurer.measure(text.string, attributes: text.attributes, maxWidth: width, maxLines: text.lineLimit)
      }
    measurements[width] = m
    return m
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
}

extension TextView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let style = context.style, env = context.env, id = context.id
    let attributes = style.textAttributes(self, env: env)
    let color = style.color(self.color, fallback: env.theme.system.$label, env: env, at: id)
    // A joined text's spans keep their own weight, slant and colour (disabled and the
    // opacities above apply to them as to the text).
    let cased = { (text: String) in style.textCase.apply(to: text) }
    let runs = spans.map { spans in
      spans.map { span in
        TextRun(
          cased(span.text), weight: span.weight, isItalic: span.isItalic && !attributes.font.isItalic,
          color: span.color.map { style.color($0, fallback: env.theme.system.$label, env: env, at: id).color })
      }
    }
    let text = ViewText(
      string: cased(self.text), runs: runs, attributes: attributes, color: color, lineLimit: style.lineLimit ?? 0,
      alignment: style.textAlignment)
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
