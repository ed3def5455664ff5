import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// What SwiftUI's environment carries down a view tree for the texts and symbols inside:
/// the font, weight, colours, line limit and alignment the modifiers above a view set.
struct ViewStyle {
  var font: FontSpec = .style(.body)
  var weight: FontWeight?
  var isItalic = false
  /// Nil: the primary label colour.
  var foreground: TintColor?
  /// Nil: the theme's accent (the app tint).
  var tint: TintColor?
  var lineLimit: Int?
  var textAlignment: ViewAlignment.Horizontal = .leading
  var imageScale: ImageView.Scale = .medium
  var rendering: ImageView.Rendering?
  var isDisabled = false
  /// The product of the `.opacity` modifiers above.
  var opacity = 1.0

  /// The style inside `modifier` (unchanged for modifiers that do not set the environment).
  func applying(_ modifier: ViewModifier) -> ViewStyle {
    var style = self
    switch modifier {
    case .font(let font): style.font = font
    case .fontWeight(let weight): style.weight = weight
    case .italic: style.isItalic = true
    case .foreground(let color): style.foreground = color
    case .tint(let color): style.tint = color
    case .lineLimit(let limit): style.lineLimit = limit
    case .multilineTextAlignment(let alignment): style.textAlignment = alignment
    case .imageScale(let scale): style.imageScale = scale
    case .symbolRenderingMode(let mode): style.rendering = mode
    case .disabled: style.isDisabled = true
    case .opacity(let opacity): style.opacity *= opacity
    case .padding, .frame, .background, .overlay, .layoutPriority: break
    }
    return style
  }

  /// Text attributes for `text` (its own font and weight first, then the environment's).
  func textAttributes(_ text: TextView?, env: LayoutEnvironment) -> TextAttributes {
    let font = text?.font ?? self.font
    let weight = text?.weight ?? self.weight
    var attributes: TextAttributes
    switch font {
    case .style(let style, let styleWeight):
      // A SwiftUI `Text` is as tall as the system font's own line height, not the HIG leading.
      attributes = env.iosText(style, weight: weight ?? styleWeight, natural: true)
    case .system(let size, let sizeWeight):
      attributes = env.systemText(
        size: size, weight: weight ?? sizeWeight ?? .regular, lineHeight: size * IOSTextStyle.systemFontLineHeightRatio)
    }
    attributes.font.isItalic = isItalic || text?.isItalic == true
    return attributes
  }

  /// The point size of the font in effect: what a symbol beside the text is sized from.
  func fontSize(env: LayoutEnvironment) -> Double { textAttributes(nil, env: env).font.size }

  /// A colour the view gives, else the environment's foreground, else `fallback`; disabled
  /// content takes the tertiary label colour, and the opacities above multiply its alpha.
  func color(_ given: TintColor?, fallback: Token<Color>, env: LayoutEnvironment, at id: NodePath) -> TintToken {
    var resolved: TintToken
    if isDisabled {
      resolved = TintToken(env.theme.system.$tertiaryLabel)
    } else if let color = given ?? foreground {
      resolved = TintToken(color, in: env, at: id)
    } else {
      resolved = TintToken(fallback)
    }
    if opacity < 1 { resolved = resolved.withOpacity(opacity) }
    return resolved
  }

  /// The tint: the given one or the theme's accent.
  func tintColor(env: LayoutEnvironment, at id: NodePath) -> TintToken {
    let base = tint.map { TintToken($0, in: env, at: id) } ?? TintToken(env.theme.ods.$accent)
    return opacity < 1 ? base.withOpacity(opacity) : base
  }
}
