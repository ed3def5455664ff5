import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// What SwiftUI's environment carries down a view tree for the texts, symbols and shapes
/// inside: the font, weight, paints, line limit and alignment the modifiers above a view set.
struct ViewStyle {
  /// Nil: `baseText`, else Body.
  var font: FontSpec?
  /// The text attributes of texts that set no font where no `.font` above does: a section
  /// header's or footer's style, when the header is a view.
  var baseText: TextAttributes?
  /// `.textCase(…)`, and a header's upper case.
  var textCase: TextCase = .none
  var weight: FontWeight?
  var isItalic = false
  /// `.fontDesign(…)`, `.monospaced()` above: the innermost one.
  var design: FontDesign = .default
  /// Nil: the primary label colour. Never `.hierarchical`: a level is resolved against the
  /// style around when it is set (`setForeground`).
  var foreground: ShapePaint?
  /// Nil: the theme's accent (the app tint).
  var tint: TintColor?
  var lineLimit: Int?
  /// The lines a text keeps room for (`.lineLimit(3, reservesSpace: true)`, `.lineLimit(2...)`).
  var minimumLines: Int?
  /// `.strikethrough` and `.underline` above: each line's colour (nil: the text's).
  var strikethrough: TextLine?
  var underline: TextLine?
  /// `.monospacedDigit()`.
  var hasTabularDigits = false
  /// The sum of the `.tracking` / `.kerning` above, in points.
  var tracking = 0.0
  var truncation: TextTruncation = .tail
  /// The innermost `.lineSpacing` above, in points.
  var lineSpacing = 0.0
  /// `.minimumScaleFactor`: 1 never shrinks.
  var minimumScaleFactor = 1.0
  /// `.dynamicTypeSize(…)` above: the bounds of the text styles' size.
  var dynamicTypeSize: DynamicTypeSizeModifier?
  var textAlignment: ViewAlignment.Horizontal = .leading
  /// `.multilineTextAlignment(…)` written above: where a text field's text sits in the field
  /// (a labelled content's value alignment is the texts' only).
  var fieldAlignment: ViewAlignment.Horizontal = .leading
  var imageScale: ImageView.Scale = .medium
  var rendering: ImageView.Rendering?
  var isDisabled = false
  /// The product of the `.opacity` modifiers above.
  var opacity = 1.0
  var labelStyle: LabelView.Style = .titleAndIcon
  var toggleStyle: ToggleView.Style = .switch
  /// `.labelsHidden()`: the controls inside without their labels (`ViewBuildContext.label()`).
  var labelsHidden = false
  /// `SwitchToggleStyle(tint:)`: the on colour of the switches inside.
  var switchTint: TintColor?
  /// `.controlSize(…)`: the size of the bordered buttons inside.
  var controlSize: ControlSizeModifier.Size = .regular
  /// `.buttonBorderShape(…)`: the shape of the bordered buttons inside.
  var buttonBorderShape: ButtonBorderShapeModifier.Shape = .automatic

  /// `.foregroundStyle(paint)` inside this style: a hierarchical level is a level of the
  /// foreground around (of the label colours around the default one), as in SwiftUI.
  mutating func setForeground(_ paint: ShapePaint) {
    switch paint {
    case .hierarchical(let level): foreground = Self.level(level, of: foreground)
    case .foreground: break
    case .withOpacity(.hierarchical(let level), let opacity):
      foreground = Self.level(level, of: foreground).map { .withOpacity($0, opacity) }
    default: foreground = paint
    }
  }

  /// Level `level` of `base`: iOS's label colours around the default foreground, the base's
  /// colour at the label colours' opacities (1, 0.6, 0.3, 0.18, 0.1) around another.
  private static func level(_ level: Int, of base: ShapePaint?) -> ShapePaint? {
    let labels: [TintColor] = [.primary, .secondary, .tertiary, .quaternary, .quaternary.opacity(0.55)]
    guard let base else { return .color(labels[min(max(level, 0), labels.count - 1)]) }
    let opacities = [1, 0.6, 0.3, 0.18, 0.1]
    let opacity = opacities[min(max(level, 0), opacities.count - 1)]
    return opacity == 1 ? base : base.opacity(opacity)
  }

  /// A line through or under the texts: its colour, nil for the text's.
  struct TextLine { var color: TintColor? }

  /// Text attributes for `text`: its font (`fontAttributes`) with the digits, tracking,
  /// truncation and line spacing the modifiers above set.
  func textAttributes(_ text: TextView?, env: LayoutEnvironment) -> TextAttributes {
    var attributes = fontAttributes(text, env: env)
    attributes.hasTabularDigits = hasTabularDigits
    attributes.letterSpacing += tracking
    attributes.truncation = truncation
    attributes.lineSpacing = lineSpacing
    return attributes
  }

  /// The font attributes for `text` (its own font and weight first, then the environment's),
  /// in the design above.
  private func fontAttributes(_ text: TextView?, env: LayoutEnvironment) -> TextAttributes {
    var attributes = designlessAttributes(text, env: env)
    env.design(design, &attributes)
    return attributes
  }

  private func designlessAttributes(_ text: TextView?, env: LayoutEnvironment) -> TextAttributes {
    let weight = text?.weight ?? self.weight
    var attributes: TextAttributes
    guard let font = text?.font ?? self.font else {
      var base = baseText ?? env.iosText(.body, natural: true, fixedSize: fixedTypeSize(env))
      if let weight { base.font.weight = weight }
      base.font.isItalic = base.font.isItalic || isItalic || text?.isItalic == true
      return base
    }
    switch font {
    case .style(let style, let styleWeight):
      // A SwiftUI `Text` is as tall as the system font's own line height, not the HIG leading.
      attributes = env.iosText(style, weight: weight ?? styleWeight, natural: true, fixedSize: fixedTypeSize(env))
    case .system(let size, let sizeWeight):
      attributes = env.systemText(
        size: size, weight: weight ?? sizeWeight ?? .regular, lineHeight: size * IOSTextStyle.systemFontLineHeightRatio)
    }
    attributes.font.isItalic = isItalic || text?.isItalic == true
    return attributes
  }

  /// The render's Dynamic Type size within the `.dynamicTypeSize` bounds above; nil: no bounds.
  private func fixedTypeSize(_ env: LayoutEnvironment) -> DynamicTypeSize? {
    dynamicTypeSize.map { $0.clamp(env.dynamicTypeSize) }
  }

  /// The point size of the font in effect: what a symbol beside the text is sized from.
  func fontSize(env: LayoutEnvironment) -> Double { textAttributes(nil, env: env).font.size }

  /// A colour the view gives, else the environment's foreground, else `fallback`; disabled
  /// content takes the tertiary label colour, and the opacities above multiply its alpha.
  func color(_ given: TintColor?, fallback: Token<Color>, env: LayoutEnvironment, at id: NodePath) -> TintToken {
    var resolved: TintToken
    if isDisabled {
      resolved = TintToken(env.theme.system.$tertiaryLabel)
    } else if let given {
      resolved = TintToken(given, in: env, at: id)
    } else if let foreground {
      resolved = paintColor(foreground, env: env, at: id) ?? TintToken(fallback)
    } else {
      resolved = TintToken(fallback)
    }
    if opacity < 1 { resolved = resolved.withOpacity(opacity) }
    return resolved
  }

  /// The one colour a paint stands for where one colour is drawn (a text, a symbol): a
  /// gradient's first stop; nil for a material (the fallback is drawn).
  func paintColor(_ paint: ShapePaint, env: LayoutEnvironment, at id: NodePath) -> TintToken? {
    switch paint {
    case .color(let color): return TintToken(color, in: env, at: id)
    case .tint: return tintColor(env: env, at: id, applyingOpacity: false)
    case .foreground, .hierarchical: return foreground.flatMap { paintColor($0, env: env, at: id) }
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      return stops.stops.first.map { TintToken($0.color, in: env, at: id) }
    case .material: return nil
    case .withOpacity(let inner, let opacity):
      return paintColor(inner, env: env, at: id).map { $0.withOpacity(opacity) }
    }
  }

  /// The tint: the given one or the theme's accent.
  func tintColor(env: LayoutEnvironment, at id: NodePath, applyingOpacity: Bool = true) -> TintToken {
    let base = tint.map { TintToken($0, in: env, at: id) } ?? TintToken(env.theme.ods.$accent)
    return applyingOpacity && opacity < 1 ? base.withOpacity(opacity) : base
  }
}
