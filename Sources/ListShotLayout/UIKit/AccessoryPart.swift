import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// One accessory of a row in a list, sized and ready to draw.
///
/// Sizes are the look's (`look.checkmark`, `look.chevron`, `look.switch`, `look.editControls`;
/// in iOS 18 shared/reference/platform-metrics.md §2.5 and §5.1): the navigation chevron,
/// checkmark, information button and switch are the ones the ODS item draws; selection and
/// delete circles are 22 pt in iOS 18; a badge is Caption 2 bold inside 2/8 pt insets; a progress bar
/// reserves 60 pt; the activity indicator is the 20 pt medium one. Chevrons are tinted
/// `tertiaryLabel`; marks the user acts on, the app tint (the theme's accent).
///
/// UIKit draws the accessories as SF Symbols configured with the Body text style, so they grow
/// together with Dynamic Type: every symbol accessory (chevrons, checkmark, ⓘ, the edit-mode
/// circles, the reorder bars, images) is scaled by Body at the current size over Body at the
/// default size, with its strokes. The switch, the progress bar and the spinner are controls of
/// a fixed size and do not scale.
struct AccessoryPart {
  /// `<row>.accessories[i]`: the prefix of the items it draws.
  let id: NodePath
  let accessory: ListAccessory
  let size: Size
  /// The row's state the accessory shows.
  let isSelected: Bool
  let isExpanded: Bool
  var text: (String, TextAttributes, TextMeasurement)?

  /// Body at the current Dynamic Type size over Body at the default size: 1 at `large`,
  /// 53 / 17 at `accessibility5`.
  static func symbolScale(_ env: LayoutEnvironment) -> Double {
    env.iosText(.body).font.size / IOSTextStyle.body.metrics(at: .default).size
  }

  /// The factor the accessory was sized with (see `symbolScale`).
  var symbolScale: Double = 1

  static func make(
    _ accessory: ListAccessory, isSelected: Bool, isExpanded: Bool, maxTextWidth: Double,
    env: LayoutEnvironment, path: NodePath
  ) throws -> AccessoryPart {
    let id = path
    let body = env.iosText(.body).font.size
    let k = symbolScale(env)
    func scaled(_ size: Size) -> Size { Size(width: size.width * k, height: size.height * k) }
    var text: (String, TextAttributes, TextMeasurement)?
    func measured(_ string: String, _ attributes: TextAttributes) -> Size {
      let m = env.measurer.measure(string, attributes: attributes, maxWidth: maxTextWidth, maxLines: 1)
      text = (string, attributes, m)
      return m.size
    }
    let size: Size
    let look = env.look.accessories
    switch accessory {
    case .disclosureIndicator:
      let height = (body * look.chevronHeight).rounded()
      size = Size(width: height * look.chevronGlyph.width / look.chevronGlyph.height, height: height)
    case .checkmark: size = ODSTrailingPart.checkmarkSize(env)
    case .toggle: size = env.look.switchControl.size
    case .reorder: size = scaled(look.reorderSize)
    case .outlineDisclosure: size = scaled(look.outlineSize)
    case .progress: size = Size(width: 60, height: 4)
    case .activityIndicator: size = ActivityIndicator.size
    case .label(let string): size = measured(string, env.iosText(.body))
    case .badge(let string):
      let textSize = measured(string, env.iosText(.caption2, weight: .bold))
      size = Size(width: textSize.width + 16, height: textSize.height + 4)
    case .image(let icon, _):
      if case .named(let name) = icon, env.icons.character(for: name) == nil {
        throw LayoutError.unknownIcon(name, at: path.appending("image"), in: env.icons)
      }
      let side = (body * 1.3).rounded()
      size = Size(width: side, height: side)
    case .delete, .multiselect, .detail: size = scaled(look.circleSize)
    case .custom: size = look.circleSize
    }
    return AccessoryPart(
      id: id, accessory: accessory, size: size, isSelected: isSelected, isExpanded: isExpanded, text: text,
      symbolScale: k)
  }

  func arrange(in frame: Rect, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let system = env.theme.system, theme = env.theme, tint = env.theme.ods.accent
    let k = symbolScale
    func ods(_ kind: ODSTrailingPart.Kind) {
      ODSTrailingPart(kind: kind, size: frame.size, spacingBefore: 0).arrange(
        in: frame, env: env, id: id, into: &builder)
    }
    switch accessory {
    case .disclosureIndicator: ods(.chevron)
    case .checkmark: ods(.checkmark)
    case .detail: ods(.infoButton)
    case .toggle(let isOn): ods(.toggle(isOn: isOn))
    case .delete:
      builder.shape(id.appending("delete"), .disc, frame, fill: system.$red, mirrorsInRTL: false)
      let bar = Rect(x: frame.midX - 5.5 * k, y: frame.midY - k, width: 11 * k, height: 2 * k)
      builder.fill(id.appending("delete").appending("minus"), bar, Color.white, cornerRadius: k)
    case .multiselect:
      if isSelected {
        builder.shape(id.appending("multiselect"), .disc, frame, fill: theme.ods.$accent, mirrorsInRTL: false)
        builder.shape(
          id.appending("multiselect").appending("checkmark"), .checkmark, frame.insetBy(dx: 6 * k, dy: 6.5 * k),
          stroke: Stroke(color: Color.white, width: 2 * k), mirrorsInRTL: false)
      } else {
        builder.shape(
          id.appending("multiselect"), .ring, frame, stroke: Stroke(color: system.gray3, width: 1.5 * k),
          mirrorsInRTL: false)
        builder.note(TokenSources(stroke: system.$gray3.path))
      }
    case .reorder:
      for line in 0..<3 {
        let bar = Rect(x: frame.minX, y: frame.minY + Double(line) * 5 * k, width: frame.width, height: 2 * k)
        builder.fill(id.appending("reorder").appending("bar\(line)"), bar, system.$gray, cornerRadius: k)
      }
    case .outlineDisclosure:
      AccessoryPart.outlineChevron(
        isExpanded: isExpanded, in: frame, color: theme.ods.$accent, lineWidth: 2 * k, id: id, into: &builder)
    case .label:
      guard let (text, attributes, m) = self.text else { return }
      builder.text(
        id.appending("label"), text, frame, attributes, system.$secondaryLabel, alignment: .trailing, maxLines: 1,
        isTruncated: m.isTruncated)
    case .badge:
      guard let (text, attributes, m) = self.text else { return }
      builder.fill(
        id.appending("badge"), frame, theme.ods.$accent.deriving(tint.withOpacity(0.15)),
        cornerRadius: frame.height / 2)
      builder.text(
        id.appending("badge").appending("text"), text, frame.insetBy(dx: 8, dy: 2), attributes, theme.ods.$accent,
        alignment: .center, maxLines: 1,
        isTruncated: m.isTruncated)
    case .image(let icon, let color):
      switch icon {
      case .named(let name):
        let tint = IconColor.glyph(given: color, context: system.$secondaryLabel, env: env, id: id)
        if let glyph = env.icons.drawable(name, side: frame.height) {
          builder.glyph(id.appending("image"), glyph.character, frame, glyph.font, tint.color, mirrorsInRTL: false)
        }
        builder.note(tint.sources(\.color))
      case .file(let path):
        let tint = IconColor.file(path, given: color, context: system.$secondaryLabel, env: env, id: id)
        builder.image(id.appending("image"), path: path, frame, contentMode: .fit, tint: tint?.color)
        builder.note(tint?.sources(\.color) ?? TokenSources())
      }
    case .progress(let value):
      builder.fill(
        id.appending("progress").appending("track"), frame, system.$fill, cornerRadius: frame.height / 2)
      let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width * value, height: frame.height)
      builder.fill(id.appending("progress").appending("bar"), bar, theme.ods.$accent, cornerRadius: frame.height / 2)
    case .activityIndicator:
      ActivityIndicator.arrange(in: frame, color: system.$gray, id: id.appending("spinner"), into: &builder)
    case .custom(let path, _, let color):
      // A custom accessory keeps its own paint unless a colour is given.
      let tint = IconColor.file(path, given: color, context: nil, env: env, id: id)
      builder.image(id.appending("custom"), path: path, frame, contentMode: .fit, tint: tint?.color)
      builder.note(tint?.sources(\.color) ?? TokenSources())
    }
  }

  /// The outline chevron: down when expanded; else pointing to the trailing edge (mirrored in
  /// right-to-left layouts). Also drawn by collapsible sidebar headers.
  static func outlineChevron(
    isExpanded: Bool, in frame: Rect, color: Token<Color>, lineWidth: Double = 2, id: NodePath,
    into builder: inout ArrangementBuilder
  ) {
    let stroke = Stroke(color: color.wrappedValue, width: lineWidth)
    if isExpanded {
      builder.shape(
        id.appending("disclosure").appending("expanded"), .chevronDown, frame, stroke: stroke, mirrorsInRTL: false)
      builder.note(TokenSources(stroke: color.path))
    } else {
      builder.shape(
        id.appending("disclosure").appending("collapsed"), .chevronForward, frame, stroke: stroke, mirrorsInRTL: true)
      builder.note(TokenSources(stroke: color.path))
    }
  }
}
