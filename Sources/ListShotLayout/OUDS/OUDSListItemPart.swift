import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// One element beside the texts of an OUDS list item (leading, trailing or the navigation
/// indicator), measured: what it draws, its size, and the container it sits in.
///
/// Media scale with Dynamic Type by the OUDS percentage rate (`OUDSListItemMetrics.assetScale`):
/// icons, images and avatars are `listItem.sizeAsset…` high, flags `sizeFlagHeight`; a small
/// item uses `sizeAssetSmall` whatever the element's own size. Each container is at least
/// `sizeAssetMedium` (small: `sizeAssetSmall`) high, scaled, and centres its element.
struct OUDSListItemPart {
  struct TextLine {
    var text: String
    var attributes: TextAttributes
    var color: Color
    var measured: TextMeasurement
    /// The tokens of the colour and the text style, when they are tokens.
    var colorToken: Token<Color>? = nil
    var style: Token<TextStyleToken>? = nil

    var sources: TokenSources { TokenSources(color: colorToken?.path, textStyle: style?.path) }
  }

  enum Content {
    case statusIcon(OUDSListItemIcon.IconType)
    case neutralIcon(IconGlyph, badgeSide: Double?)
    case image(ImageSource, radius: Double, contentMode: ImageItem.ContentMode)
    case flag(FlagDrawing)
    case flagFile(String)
    case avatar(OUDSListItemAvatar, initials: TextLine?, personSide: Double, badgeSide: Double)
    case texts([TextLine])
    case standardBadge(OUDSBadgeStatus)
    case countBadge(OUDSBadgeCount, text: TextLine)
    case tag(OUDSTagPart)
    case indicator(OUDSNavigationListItemIndicatorType)
  }

  enum IconGlyph {
    case character(String, FontDescriptor)
    case file(String)
  }

  var content: Content
  /// The element's own size.
  var size: Size
  /// The container's minimum size; the element is centred in it.
  var minContainer: Size
  /// Space above the element inside its container (trailing texts in top alignment).
  var topPadding = 0.0
  /// The size token the element's side comes from (icons, indicators, dot badges), for
  /// `DisplayList.provenance`.
  var sizeToken: Token<Double>? = nil

  var containerSize: Size {
    Size(width: max(size.width, minContainer.width), height: max(size.height + topPadding, minContainer.height))
  }

  /// Texts and tags can shrink to share the row with the item's texts.
  var isFlexible: Bool {
    switch content {
    case .texts, .tag: return true
    default: return false
    }
  }
}

extension OUDSListItemPart {
  static func leading(_ leading: OUDSListItemLeading, _ m: OUDSListItemMetrics, id: NodePath) throws -> OUDSListItemPart
  {
    switch leading {
    case .icon(let icon):
      return try Self.icon(
        icon, m, id: id.appending("oudsListItem").appending("leading").appending("icon").appending("asset"))
    case .image(let image): return Self.image(image, m)
    case .flag(let flag): return Self.flag(flag, m)
    case .avatar(let avatar): return Self.avatar(avatar, m)
    }
  }

  /// `maxWidth`: the most a text or tag may take (half the row's free space, as SwiftUI's
  /// HStack offers it to the less flexible of two flexible views).
  static func trailing(
    _ trailing: OUDSListItemTrailing, _ m: OUDSListItemMetrics, palette: OUDSListItemPalette, maxWidth: Double,
    id: NodePath
  ) throws -> OUDSListItemPart {
    switch trailing {
    case .text(let type): return texts(type, m, palette: palette, maxWidth: maxWidth)
    case .badge(.standard(let badge)):
      let token = OUDSBadgeMetrics.sideToken(badge.size, m.theme.badge)
      let side = token.wrappedValue * m.assetScale
      return OUDSListItemPart(
        content: .standardBadge(badge.status), size: Size(width: side, height: side), minContainer: m.container,
        sizeToken: token)
    case .badge(.count(let badge)):
      let (size, text) = OUDSBadgeMetrics.count(badge, m, palette: palette)
      return OUDSListItemPart(content: .countBadge(badge, text: text), size: size, minContainer: m.container)
    case .tag(let tag):
      let part = try OUDSTagPart.measure(
        tag, m, palette: palette, maxWidth: maxWidth,
        id: id.appending("oudsListItem").appending("trailing").appending("tag").appending("leading").appending("icon"))
      return OUDSListItemPart(content: .tag(part), size: part.size, minContainer: m.container)
    case .icon(let icon):
      return try Self.icon(
        icon, m, id: id.appending("oudsListItem").appending("trailing").appending("icon").appending("asset"))
    case .image(let image): return Self.image(image, m)
    case .flag(let flag): return Self.flag(flag, m)
    case .avatar(let avatar): return Self.avatar(avatar, m)
    }
  }

  static func indicator(_ type: OUDSNavigationListItemIndicatorType, _ m: OUDSListItemMetrics) -> OUDSListItemPart {
    let side = m.tokens.sizeAssetSmall * m.assetScale
    let minHeight = m.isSmall ? m.tokens.sizeAssetSmall : m.tokens.sizeAssetMedium
    return OUDSListItemPart(
      content: .indicator(type), size: Size(width: side, height: side), minContainer: Size(width: 0, height: minHeight),
      sizeToken: m.tokens.$sizeAssetSmall)
  }

  private static func icon(_ icon: OUDSListItemIcon, _ m: OUDSListItemMetrics, id: NodePath) throws -> OUDSListItemPart
  {
    let raw =
      m.isSmall
      ? m.tokens.$sizeAssetSmall : (icon.size == .large ? m.tokens.$sizeAssetLarge : m.tokens.$sizeAssetMedium)
    let side = raw.wrappedValue * m.assetScale
    let size = Size(width: side, height: side)
    guard case .neutral(let asset, let hasBadge) = icon.type else {
      return OUDSListItemPart(content: .statusIcon(icon.type), size: size, minContainer: m.container, sizeToken: raw)
    }
    let glyph = try Self.glyph(asset, side: side, m, id: id)
    // The dot badge: extra small on a medium icon, small on a large one (extra small in the small item).
    let badgeSize: OUDSBadgeStandard.Size = !m.isSmall && icon.size == .large ? .small : .extraSmall
    let badgeSide = hasBadge ? OUDSBadgeMetrics.side(badgeSize, m.theme.badge) * m.assetScale : nil
    return OUDSListItemPart(
      content: .neutralIcon(glyph, badgeSide: badgeSide), size: size, minContainer: m.container, sizeToken: raw)
  }

  /// A named icon (from the icon font) or an icon file, `side` points high.
  static func glyph(_ asset: Icon, side: Double, _ m: OUDSListItemMetrics, id: NodePath) throws -> IconGlyph {
    switch asset {
    case .named(let name):
      guard let glyph = m.env.icons.drawable(name, side: side) else {
        throw LayoutError.unknownIcon(name, at: id, in: m.env.icons)
      }
      return .character(glyph.character, glyph.font)
    case .file(let path):
      return .file(path)
    }
  }

  private static func image(_ image: OUDSListItemImage, _ m: OUDSListItemMetrics) -> OUDSListItemPart {
    let raw: Double
    switch (m.isSmall, image.size) {
    case (true, _): raw = m.tokens.sizeAssetSmall
    case (false, .medium): raw = m.tokens.sizeAssetMedium
    case (false, .large): raw = m.tokens.sizeAssetLarge
    case (false, .extraLarge): raw = m.tokens.sizeAssetXlarge
    }
    let height = raw * m.assetScale
    let width = image.ratio == .widescreen ? height * 16 / 9 : height
    let radius = m.item.hasRoundedMedia ? m.tokens.borderRadiusMediaRounded : m.tokens.borderRadiusMedia
    return OUDSListItemPart(
      content: .image(image.asset, radius: radius, contentMode: image.contentMode == .fill ? .fill : .fit),
      size: Size(width: width, height: height), minContainer: m.container)
  }

  /// A flag `sizeFlagHeight` high at its own proportions (3:2 for a file), centred in a
  /// container at least `sizeAsset…` wide.
  private static func flag(_ flag: OUDSListItemFlag, _ m: OUDSListItemMetrics) -> OUDSListItemPart {
    let height = m.tokens.sizeFlagHeight * m.assetScale
    let minContainer = Size(width: m.container.height, height: m.container.height)
    switch flag.asset {
    case .country(let code):
      // Validation rejects unknown codes; a Swift caller who skips it gets the French flag's
      // shape in grey rather than a crash.
      let drawing = FlagDrawing.named(code) ?? FlagDrawing(aspect: 1.5, parts: [])
      return OUDSListItemPart(
        content: .flag(drawing), size: Size(width: height * drawing.aspect, height: height), minContainer: minContainer)
    case .file(let path):
      return OUDSListItemPart(
        content: .flagFile(path), size: Size(width: height * 1.5, height: height), minContainer: minContainer)
    }
  }

  private static func avatar(_ avatar: OUDSListItemAvatar, _ m: OUDSListItemMetrics) -> OUDSListItemPart {
    let tokens = m.tokens
    let raw: Double, personSide: Double, badgeSize: OUDSBadgeStandard.Size, style: TextStyleToken
    let typography = m.theme.typography
    switch (m.isSmall, avatar.size) {
    case (true, _):
      (raw, personSide, badgeSize, style) = (tokens.sizeAssetSmall, 12, .extraSmall, typography.labelModerateSmall)
    case (false, .medium):
      (raw, personSide, badgeSize, style) = (tokens.sizeAssetMedium, 16, .extraSmall, typography.labelModerateSmall)
    case (false, .large):
      (raw, personSide, badgeSize, style) = (tokens.sizeAssetLarge, 24, .small, typography.labelModerateXlarge)
    case (false, .extraLarge):
      let xl = TextStyleToken(
        size: tokens.fontSizeAvatarInitialXlarge, lineHeight: tokens.fontLineHeightAvatarInitialXlarge,
        letterSpacing: tokens.fontLetterSpacingAvatarInitialXlarge, weight: typography.labelModerateXlarge.weight)
      (raw, personSide, badgeSize, style) = (tokens.sizeAssetXlarge, 36, .medium, xl)
    }
    let side = raw * m.assetScale
    var initials: TextLine?
    if case .initials(let text) = avatar.type {
      // The component pins the initials at Dynamic Type size `medium`.
      let attributes = m.env.oudsText(style, at: .medium)
      let measured = m.env.measurer.measure(text, attributes: attributes, maxWidth: side, maxLines: 1)
      let color = m.palette.isDisabled ? m.theme.colors.contentOnActionDisabled : m.theme.colors.contentInverse
      initials = TextLine(text: text, attributes: attributes, color: color, measured: measured)
    }
    return OUDSListItemPart(
      content: .avatar(
        avatar, initials: initials, personSide: personSide * m.assetScale,
        badgeSide: OUDSBadgeMetrics.side(badgeSize, m.theme.badge) * m.assetScale),
      size: Size(width: side, height: side), minContainer: m.container)
  }

  private static func texts(
    _ type: OUDSListItemTrailing.TextType, _ m: OUDSListItemMetrics, palette: OUDSListItemPalette, maxWidth: Double
  ) -> OUDSListItemPart {
    let typography = m.theme.typography
    var lines: [(String, Token<TextStyleToken>, Token<Color>)]
    switch type {
    case .label(let text), .labelMuted(let text):
      lines = [(text, typography.$labelDefaultLarge, palette.trailingText(type))]
    case .labelStrong(let text):
      lines = [(text, typography.$labelStrongLarge, palette.trailingText(type))]
    case .labelAndExtraLabel(let text, let extra):
      lines = [(text, typography.$labelDefaultLarge, palette.trailingText(type))]
      if !m.isSmall { lines.append((extra, typography.$labelStrongMedium, palette.label)) }
    }
    let measuredLines = lines.map { text, style, color -> TextLine in
      let attributes = m.env.oudsText(style.wrappedValue)
      return TextLine(
        text: text, attributes: attributes, color: color.wrappedValue,
        measured: m.env.measurer.measure(text, attributes: attributes, maxWidth: maxWidth, maxLines: 0),
        colorToken: color, style: style)
    }
    let size = Size(
      width: measuredLines.map(\.measured.size.width).max() ?? 0,
      height: measuredLines.reduce(0) { $0 + $1.measured.size.height } + Double(max(0, lines.count - 1))
        * m.tokens.spaceRowGap)
    return OUDSListItemPart(
      content: .texts(measuredLines), size: size, minContainer: m.container, topPadding: m.textTopPadding)
  }
}
