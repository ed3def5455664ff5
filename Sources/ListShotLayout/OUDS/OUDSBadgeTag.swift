import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The OUDS badge (`OUDSBadgeStandard`, `OUDSBadgeCount`) as the list item draws it: a dot of
/// `badge.size…`, or a pill as high as the medium or large badge holding the count in
/// `labelDefaultSmall` / `labelDefaultMedium` with `badge.spacePaddingInline…` on both sides.
/// Colours: `color.surface.inverseHigh` and `content.inverse` for neutral, else
/// `surface.status.<status>.emphasized` and `content.onStatus.<status>.emphasized`;
/// `action.disabled` and `content.onAction.disabled` when disabled. Badges scale with the
/// OUDS percentage rate.
enum OUDSBadgeMetrics {
  static func side(_ size: OUDSBadgeStandard.Size, _ tokens: BadgeTokens) -> Double {
    sideToken(size, tokens).wrappedValue
  }

  static func sideToken(_ size: OUDSBadgeStandard.Size, _ tokens: BadgeTokens) -> Token<Double> {
    switch size {
    case .extraSmall: return tokens.$sizeXsmall
    case .small: return tokens.$sizeSmall
    case .medium: return tokens.$sizeMedium
    case .large: return tokens.$sizeLarge
    }
  }

  static func surface(_ status: OUDSBadgeStatus, _ theme: Theme, disabled: Bool) -> Token<Color> {
    if disabled { return theme.colors.$actionDisabled }
    guard let pair = pair(status, theme.statusColors, surface: true) else {
      return theme.statusColors.$surfaceInverseHigh
    }
    return pair.$emphasized
  }

  static func content(_ status: OUDSBadgeStatus, _ theme: Theme, disabled: Bool) -> Token<Color> {
    if disabled { return theme.colors.$contentOnActionDisabled }
    guard let pair = pair(status, theme.statusColors, surface: false) else { return theme.colors.$contentInverse }
    return pair.$emphasized
  }

  /// The surface or on-status pair of a status; nil for neutral, which uses the inverse colours.
  static func pair(_ status: OUDSBadgeStatus, _ colors: StatusColors, surface: Bool) -> StatusColors.Pair? {
    switch status {
    case .neutral: return nil
    case .accent: return surface ? colors.surfaceAccent : colors.onAccent
    case .positive: return surface ? colors.surfacePositive : colors.onPositive
    case .info: return surface ? colors.surfaceInfo : colors.onInfo
    case .warning: return surface ? colors.surfaceWarning : colors.onWarning
    case .negative: return surface ? colors.surfaceNegative : colors.onNegative
    }
  }

  static func count(
    _ badge: OUDSBadgeCount, _ m: OUDSListItemMetrics, palette: OUDSListItemPalette
  ) -> (Size, OUDSListItemPart.TextLine) {
    let tokens = m.theme.badge
    let isLarge = badge.size == .large
    let height = (isLarge ? tokens.sizeLarge : tokens.sizeMedium) * m.assetScale
    let padding = (isLarge ? tokens.spacePaddingInlineLarge : tokens.spacePaddingInlineMedium) * m.assetScale
    let attributes = m.env.oudsText(
      isLarge ? m.theme.typography.labelDefaultMedium : m.theme.typography.labelDefaultSmall)
    let measured = m.env.measurer.measure(badge.text, attributes: attributes, maxWidth: 1_000, maxLines: 1)
    let color = content(badge.status, m.theme, disabled: palette.isDisabled)
    let text = OUDSListItemPart.TextLine(
      text: badge.text, attributes: attributes, color: color.wrappedValue, measured: measured, colorToken: color)
    return (Size(width: max(height, measured.size.width + 2 * padding), height: height), text)
  }

  /// A dot of `frame`'s size, with the list item's 1 pt safety ring around it when it sits
  /// on an icon or an avatar (`listItem.colorBgBadgeSafetyArea`, `border.widthThin`, half
  /// outside the dot).
  static func drawDot(
    _ frame: Rect, status: OUDSBadgeStatus, theme: Theme, disabled: Bool, withSafetyRing: Bool, id: NodePath,
    into builder: inout ArrangementBuilder
  ) {
    if withSafetyRing {
      let ring = theme.border.widthThin
      builder.shape(
        id.appending("safetyArea"), .disc, frame.insetBy(dx: -ring / 2, dy: -ring / 2),
        fill: theme.listItem.$colorBgBadgeSafetyArea,
        mirrorsInRTL: false)
      builder.shape(
        id, .disc, frame.insetBy(dx: ring / 2, dy: ring / 2), fill: surface(status, theme, disabled: disabled),
        mirrorsInRTL: false)
    } else {
      builder.shape(id, .disc, frame, fill: surface(status, theme, disabled: disabled), mirrorsInRTL: false)
    }
  }
}

/// An `OUDSTag`, measured: `tag.*` paddings, heights and asset sizes, `labelStrongMedium`
/// (small: `labelModerateSmall`) on one line, a pill (`tag.borderRadius`) or square corners.
/// Emphasized: the badge colours; muted: `surface.status.<status>.muted` (neutral
/// `surface.secondary`) with `content.onStatus.<status>.muted` (neutral `content.default`) and
/// the status colour for the bullet or icon.
struct OUDSTagPart {
  var tag: OUDSTag
  var size: Size
  var text: OUDSListItemPart.TextLine
  /// The bullet's or icon's box, and how far the mark is inset in it.
  var assetSide: Double?
  var assetInset: Double
  /// The custom icon of `leading: .icon(…)`, resolved.
  var icon: OUDSListItemPart.IconGlyph?
  var paddingStart: Double
  var gap: Double
  var background: Token<Color>
  var assetColor: Token<Color>
  var radius: Double

  static func measure(
    _ tag: OUDSTag, _ m: OUDSListItemMetrics, palette: OUDSListItemPalette, maxWidth: Double, id: NodePath
  ) throws -> OUDSTagPart {
    let t = m.theme.tag, theme = m.theme
    let isSmall = tag.size == .small
    let hasAsset = tag.status.leading != .none
    let start =
      hasAsset
      ? (isSmall ? t.spacePaddingInlineAssetSmall : t.spacePaddingInlineAssetDefault)
      : (isSmall ? t.spacePaddingInlineSmall : t.spacePaddingInlineDefault)
    let end = isSmall ? t.spacePaddingInlineSmall : t.spacePaddingInlineDefault
    let block = isSmall ? t.spacePaddingBlockSmall : t.spacePaddingBlockDefault
    let gap = isSmall ? t.spaceColumnGapSmall : t.spaceColumnGapDefault
    let assetSide = hasAsset ? (isSmall ? t.sizeAssetSmall : t.sizeAssetDefault) * m.assetScale : nil
    let inset: Double =
      tag.status.leading == .bullet
      ? (isSmall ? t.spaceInsetBulletSmall : t.spaceInsetBulletDefault)
      : (isSmall ? t.spaceInsetIconSmall : t.spaceInsetIconDefault)
    let attributes = m.env.oudsText(isSmall ? theme.typography.labelModerateSmall : theme.typography.labelStrongMedium)
    let fixed = start + end + (assetSide.map { $0 + gap } ?? 0)
    let measured = m.env.measurer.measure(
      tag.label, attributes: attributes, maxWidth: max(1, maxWidth - fixed), maxLines: 1)
    let minHeight = isSmall ? t.sizeMinHeightSmall : t.sizeMinHeightDefault
    let minWidth = isSmall ? t.sizeMinWidthSmall : t.sizeMinWidthDefault
    let height = max(minHeight, measured.size.height + 2 * block, assetSide ?? 0)
    let colors = Self.colors(tag, theme, disabled: palette.isDisabled)
    var icon: OUDSListItemPart.IconGlyph?
    if case .icon(let asset) = tag.status.leading, let side = assetSide {
      icon = try OUDSListItemPart.glyph(asset, side: side - 2 * inset, m, id: id)
    }
    return OUDSTagPart(
      tag: tag, size: Size(width: max(minWidth, fixed + measured.size.width), height: height),
      text: OUDSListItemPart.TextLine(
        text: tag.label, attributes: attributes, color: colors.content.wrappedValue, measured: measured,
        colorToken: colors.content),
      assetSide: assetSide, assetInset: inset, icon: icon, paddingStart: start, gap: gap, background: colors.background,
      assetColor: colors.asset, radius: tag.shape == .rounded ? t.borderRadius : 0)
  }

  private static func colors(_ tag: OUDSTag, _ theme: Theme, disabled: Bool) -> (
    background: Token<Color>, content: Token<Color>, asset: Token<Color>
  ) {
    let status = tag.status.category, statusColors = theme.statusColors, colors = theme.colors
    if disabled { return (colors.$actionDisabled, colors.$contentOnActionDisabled, colors.$contentOnActionDisabled) }
    if tag.appearance == .emphasized {
      let content = OUDSBadgeMetrics.content(status, theme, disabled: false)
      return (OUDSBadgeMetrics.surface(status, theme, disabled: false), content, content)
    }
    let surface = OUDSBadgeMetrics.pair(status, statusColors, surface: true)?.$muted ?? colors.$surfaceSecondary
    let content = OUDSBadgeMetrics.pair(status, statusColors, surface: false)?.$muted ?? colors.$contentDefault
    let asset: Token<Color>
    switch status {
    case .neutral: asset = colors.$contentDefault
    case .accent: asset = statusColors.$contentAccent
    case .positive: asset = colors.$contentStatusPositive
    case .info: asset = colors.$contentStatusInfo
    case .warning: asset = colors.$contentStatusWarning
    case .negative: asset = colors.$contentStatusNegative
    }
    return (surface, content, asset)
  }
}
