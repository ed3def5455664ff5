import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// One element at the trailing end of an ODS list item, in leading-to-trailing order.
struct ODSTrailingPart {
  enum Kind {
    case text(String, TextAttributes, TextMeasurement)
    case infoButton
    case checkmark
    /// The system switch; `tint` is an explicit `.tint` (else the look's green).
    case toggle(isOn: Bool, tint: TintToken? = nil)
    case chevron
  }

  var kind: Kind
  var size: Size
  /// Space between this part and the one before it (0 for the first).
  var spacingBefore: Double
  /// How far the part reaches past the item's trailing padding (the last part only).
  var overhang: Double = 0

  /// The width the parts take inside the item's trailing padding.
  static func width(of parts: [ODSTrailingPart]) -> Double {
    parts.reduce(0) { $0 + $1.spacingBefore + $1.size.width } - (parts.last?.overhang ?? 0)
  }

  /// The navigation chevron (the List cell's disclosure indicator), measured on the ods-ios
  /// list_items_standard_square references (1.955 px/pt, 6.3 px cropped at the left): 12 pt tall
  /// outside to outside with a 1.95 pt stroke (a 13 pt glyph frame at Body size; 0.15 of it), its
  /// tip 14.8 pt from the screen edge, so the cell draws it 1.6 pt past the item's 16 pt padding;
  /// 11.3 pt of space between the info ring and the chevron's left ends.
  static let chevronGap = 10.9
  static let chevronOverhang = 1.6

  static func parts(for item: ODSListItem, env: LayoutEnvironment) -> [ODSTrailingPart] {
    let gap = env.theme.ods.listItem.gap
    let body = env.iosText(.body).font.size
    var parts: [ODSTrailingPart] = []
    func add(_ kind: Kind, _ size: Size, gap: Double) {
      parts.append(ODSTrailingPart(kind: kind, size: size, spacingBefore: parts.isEmpty ? 0 : gap))
    }
    switch item.trailing {
    case .text(let text)?, .textWithInfoButton(let text)?:
      let attributes = env.iosText(.subheadline, weight: .bold)
      let measured = env.measurer.measure(text, attributes: attributes, maxWidth: nil, maxLines: 1)
      add(.text(text, attributes, measured), measured.size, gap: gap)
      if case .textWithInfoButton? = item.trailing {
        // SF Symbol info.circle at Body size: a ring about one Body point size across.
        add(.infoButton, Size(width: body, height: body), gap: gap)
      }
    case .checkmark(let isSelected)?:
      if isSelected { add(.checkmark, checkmarkSize(env), gap: gap) }
    case .toggle(let isOn)?:
      add(.toggle(isOn: isOn), env.look.switchControl.size, gap: gap)
    case nil:
      break
    }
    if item.isNavigationLink {
      let height = body * 13 / 17
      add(.chevron, Size(width: height * 8 / 14, height: height), gap: chevronGap)
      parts[parts.count - 1].overhang = chevronOverhang
    }
    return parts
  }

  /// The checkmark at the environment's Body size, in the look's proportions (`look.checkmark`).
  static func checkmarkSize(_ env: LayoutEnvironment) -> Size {
    let body = env.iosText(.body).font.size
    let look = env.look.accessories
    return Size(width: body * look.checkmarkWidth, height: body * look.checkmarkHeight)
  }

  func arrange(in frame: Rect, env: LayoutEnvironment, id: NodePath, into builder: inout ArrangementBuilder) {
    let theme = env.theme
    switch kind {
    case .text(let text, let attributes, let measured):
      builder.text(
        id.appending("trailingText"), text, frame, attributes, theme.ods.$trailingText, alignment: .trailing,
        maxLines: 1, isTruncated: measured.isTruncated)
    case .infoButton:
      builder.shape(id.appending("infoButton"), .infoCircle, frame, fill: theme.ods.$accent, mirrorsInRTL: false)
    case .checkmark:
      let width = frame.height * env.look.accessories.checkmarkStroke
      builder.shape(
        id.appending("checkmark"), .checkmark, frame, stroke: Stroke(color: theme.ods.accent, width: width),
        mirrorsInRTL: false)
      builder.note(TokenSources(stroke: theme.ods.$accent.path))
    case .toggle(let isOn, let tint):
      Self.arrangeToggle(isOn: isOn, frame: frame, env: env, id: id.appending("toggle"), onColor: tint, into: &builder)
    case .chevron:
      let look = env.look.accessories
      builder.shape(
        id.appending("chevron"), .chevronForward, frame,
        stroke: Stroke(color: look.chevronColor.color, width: frame.height * look.chevronStroke), mirrorsInRTL: true)
      builder.note(TokenSources(stroke: look.chevronColor.path))
    }
  }

  /// The system switch in the look (`look.switch.*`): a track of the on colour (an explicit
  /// tint wins) or the off colour, and a white thumb at the trailing end when on (so it mirrors
  /// in RTL) with a faint shadow below it: a disc in iOS 18, a pill in iOS 26.
  static func arrangeToggle(
    isOn: Bool, frame: Rect, env: LayoutEnvironment, id: NodePath, onColor: TintToken? = nil,
    into builder: inout ArrangementBuilder
  ) {
    let look = env.look.switchControl
    let track = isOn ? (onColor ?? look.trackOn.tint) : look.trackOff.tint
    builder.fill(id.appending("track"), frame, track.color, cornerRadius: frame.height / 2)
    builder.note(track.sources(\.fill))
    let inset = look.thumbInset
    let size = look.thumbSize
    let thumbX = isOn ? frame.maxX - inset - size.width : frame.minX + inset
    let thumb = Rect(
      x: thumbX, y: frame.minY + (frame.height - size.height) / 2, width: size.width, height: size.height)
    let shadowFrame = thumb.offsetBy(dy: look.shadowOffset).insetBy(dx: -look.shadowSpread, dy: -look.shadowSpread)
    let shadow = Color.black.withOpacity(look.shadowOpacity)
    if size.width == size.height {
      builder.shape(id.appending("thumbShadow"), .disc, shadowFrame, fill: shadow, mirrorsInRTL: false)
      builder.shape(id.appending("thumb"), .disc, thumb, fill: look.thumb.color, mirrorsInRTL: false)
      builder.note(TokenSources(fill: look.thumb.path))
    } else {
      builder.fill(id.appending("thumbShadow"), shadowFrame, shadow, cornerRadius: shadowFrame.height / 2)
      builder.fill(id.appending("thumb"), thumb, look.thumb, cornerRadius: thumb.height / 2)
    }
  }
}

extension VectorGlyph {
  /// A filled circle.
  static let disc = VectorGlyph(designSize: Size(width: 2, height: 2)) { p in
    p.ellipse(in: Rect(x: 0, y: 0, width: 2, height: 2))
  }
}
