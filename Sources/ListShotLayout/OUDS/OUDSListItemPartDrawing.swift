import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

extension OUDSListItemPart {
  /// Draws the element centred in `container` (trailing texts keep to its trailing edge).
  /// Chevrons mirror in right-to-left; flags, avatars, images and status icons never do.
  func arrange(in container: Rect, _ m: OUDSListItemMetrics, id: NodePath, into builder: inout ArrangementBuilder) {
    let palette = m.palette, theme = m.theme
    let y = container.minY + topPadding + (container.height - topPadding - size.height) / 2
    let frame = Rect(
      x: container.minX + (container.width - size.width) / 2, y: y, width: size.width, height: size.height)
    switch content {
    case .statusIcon(let type):
      Self.drawStatusIcon(
        type, in: frame, color: palette.icon(type), size: sizeToken, theme: theme, disabled: palette.isDisabled,
        id: id.appending("statusIcon"), into: &builder)
    case .neutralIcon(let glyph, let badgeSide):
      let color = palette.icon(.neutral(asset: .named(""), badge: false))
      switch glyph {
      case .character(let character, let font):
        builder.glyph(id.appending("icon"), character, frame, font, color.wrappedValue, mirrorsInRTL: false)
      case .file(let path):
        builder.image(id.appending("icon"), path: path, frame, contentMode: .fit, tint: color.wrappedValue)
      }
      builder.note(TokenSources(color: color.path, size: sizeToken?.path))
      if let side = badgeSide {
        OUDSBadgeMetrics.drawDot(
          Rect(x: frame.maxX - side, y: frame.minY, width: side, height: side), status: .negative, theme: theme,
          disabled: palette.isDisabled, withSafetyRing: true, id: id.appending("icon").appending("badge"),
          into: &builder)
      }
    case .image(let source, let radius, let contentMode):
      builder.pushClip(id.appending("image").appending("clip"), frame, cornerRadius: radius)
      Self.drawPicture(source, in: frame, contentMode: contentMode, m, id: id.appending("image"), into: &builder)
      builder.popClip()
    case .flag(let drawing):
      for (index, part) in drawing.parts.enumerated() {
        builder.shape(
          id.appending("flag").appending("\(index)"), part.glyph, frame,
          fill: part.color.withOpacity(palette.mediaOpacity),
          mirrorsInRTL: false)
      }
    case .flagFile(let path):
      builder.image(id.appending("flag"), path: path, frame, contentMode: .fit)
      Self.fadeIfDisabled(frame, m, id: id.appending("flag"), into: &builder)
    case .avatar(let avatar, let initials, let personSide, let badgeSide):
      drawAvatar(
        avatar, initials: initials, personSide: personSide, badgeSide: badgeSide, in: frame, m,
        id: id.appending("avatar"),
        into: &builder)
    case .texts(let lines):
      var lineY = frame.minY
      // One point of slack: a box exactly as wide as the measured text can wrap its last glyph.
      let width = frame.width + Self.textSlack
      for (index, line) in lines.enumerated() {
        builder.text(
          id.appending(index == 0 ? "text" : "extraLabel"), line.text,
          Rect(x: frame.maxX - width, y: lineY, width: width, height: line.measured.size.height), line.attributes,
          line.color,
          alignment: .trailing, maxLines: 0, isTruncated: line.measured.isTruncated)
        builder.note(line.sources)
        lineY += line.measured.size.height + m.tokens.spaceRowGap
      }
    case .standardBadge(let status):
      OUDSBadgeMetrics.drawDot(
        frame, status: status, theme: theme, disabled: palette.isDisabled, withSafetyRing: false,
        id: id.appending("badge"),
        into: &builder)
      builder.note(.sizes(size: sizeToken))
    case .countBadge(let badge, let text):
      builder.fill(
        id.appending("badge"), frame, OUDSBadgeMetrics.surface(badge.status, theme, disabled: palette.isDisabled),
        cornerRadius: frame.height / 2)
      builder.text(
        id.appending("badge").appending("count"), text.text,
        Rect(
          x: frame.minX, y: frame.midY - text.measured.size.height / 2, width: frame.width,
          height: text.measured.size.height),
        text.attributes, text.color, alignment: .center, maxLines: 1, isTruncated: false)
      builder.note(text.sources)
    case .tag(let tag):
      tag.arrange(in: frame, m, id: id.appending("tag"), into: &builder)
    case .indicator(let type):
      let indicatorID = id.appending("navigationIndicator")
      switch type {
      case .next:
        builder.shape(
          indicatorID.appending("chevron"), .listChevronNext, frame, fill: palette.indicator, mirrorsInRTL: true,
          sizes: .sizes(size: sizeToken))
      case .previous:
        builder.shape(
          indicatorID.appending("chevron"), .listChevronPrevious, frame, fill: palette.indicator, mirrorsInRTL: true,
          sizes: .sizes(size: sizeToken))
      case .external:
        for (index, glyph) in VectorGlyph.externalLinkParts.enumerated() {
          let partID =
            index == 0
            ? indicatorID.appending("externalLink") : indicatorID.appending("externalLink").appending("\(index)")
          builder.shape(
            partID, glyph, frame, fill: palette.indicator, mirrorsInRTL: false, sizes: .sizes(size: sizeToken))
        }
      }
    }
  }

  /// A status icon: a disc with its mark knocked out, or the warning triangle with the
  /// exclamation mark in `icon.colorContentStatusWarningInternalShape` (none when disabled).
  static func drawStatusIcon(
    _ type: OUDSListItemIcon.IconType, in frame: Rect, color: Token<Color>, size: Token<Double>? = nil, theme: Theme,
    disabled: Bool, id: NodePath, into builder: inout ArrangementBuilder
  ) {
    let sizes = TokenSources.sizes(size: size)
    switch type {
    case .positive: builder.shape(id, .statusPositive, frame, fill: color, mirrorsInRTL: false, sizes: sizes)
    case .info: builder.shape(id, .statusInfo, frame, fill: color, mirrorsInRTL: false, sizes: sizes)
    case .negative: builder.shape(id, .statusNegative, frame, fill: color, mirrorsInRTL: false, sizes: sizes)
    case .warning, .neutral:
      builder.shape(id, .statusWarningTriangle, frame, fill: color, mirrorsInRTL: false, sizes: sizes)
      if !disabled {
        builder.shape(
          id.appending("mark"), .statusWarningMark, frame, fill: theme.listItemParts.$warningInternalShape,
          mirrorsInRTL: false,
          sizes: sizes)
      }
    }
  }

  /// An image file, or for a placeholder or a URL (never fetched) a neutral frame with the
  /// photo glyph: `bg.secondary` and `content.muted`.
  static func drawPicture(
    _ source: ImageSource, in frame: Rect, contentMode: ImageItem.ContentMode, _ m: OUDSListItemMetrics, id: NodePath,
    into builder: inout ArrangementBuilder
  ) {
    switch source {
    case .file(let path):
      builder.image(id, path: path, frame, contentMode: contentMode)
    case .placeholder, .url:
      builder.fill(id.appending("placeholder"), frame, m.theme.colors.$bgSecondary)
      let side = min(frame.width, frame.height) * 0.5
      builder.shape(
        id.appending("placeholder").appending("glyph"), .photo,
        Rect(x: frame.midX - side * 0.6, y: frame.midY - side / 2, width: side * 1.2, height: side),
        fill: m.theme.colors.$contentMuted, mirrorsInRTL: false)
    }
    fadeIfDisabled(frame, m, id: id, into: &builder)
  }

  /// A disabled picture is drawn at `opacity.disabled`: the painter has no opacity, so the
  /// page colour (the screen's surface: `bg.primary` on theme surfaces) is laid over it at
  /// the complement.
  static func fadeIfDisabled(
    _ frame: Rect, _ m: OUDSListItemMetrics, id: NodePath, into builder: inout ArrangementBuilder
  ) {
    guard m.palette.isDisabled else { return }
    let page = m.env.surfaceColors.page
    builder.fill(
      id.appending("disabled"), frame, page.deriving(page.wrappedValue.withOpacity(1 - m.palette.mediaOpacity)))
  }

  private func drawAvatar(
    _ avatar: OUDSListItemAvatar, initials: TextLine?, personSide: Double, badgeSide: Double, in frame: Rect,
    _ m: OUDSListItemMetrics, id: NodePath, into builder: inout ArrangementBuilder
  ) {
    let theme = m.theme, disabled = m.palette.isDisabled
    let background = disabled ? theme.colors.$actionDisabled : theme.statusColors.$surfaceInverseHigh
    let foreground = disabled ? theme.colors.$contentOnActionDisabled : theme.colors.$contentInverse
    switch avatar.type {
    case .image(.file(let path)):
      builder.pushClip(id.appending("clip"), frame, isEllipse: true)
      builder.image(id, path: path, frame, contentMode: .fill)
      Self.fadeIfDisabled(frame, m, id: id, into: &builder)
      builder.popClip()
    case .initials:
      builder.shape(id, .disc, frame, fill: background, mirrorsInRTL: false)
      if let initials {
        let height = initials.measured.size.height
        builder.text(
          id.appending("initials"), initials.text,
          Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height),
          initials.attributes, foreground, alignment: .center, maxLines: 1, isTruncated: initials.measured.isTruncated)
      }
    case .icon, .image:
      // A placeholder or a URL (never fetched) shows the avatar's own person icon.
      builder.shape(id, .disc, frame, fill: background, mirrorsInRTL: false)
      builder.shape(
        id.appending("person"), .person,
        Rect(x: frame.midX - personSide / 2, y: frame.midY - personSide / 2, width: personSide, height: personSide),
        fill: foreground, mirrorsInRTL: false)
    }
    guard let badge = avatar.badgeType else { return }
    let badgeFrame = Rect(x: frame.maxX - badgeSide, y: frame.maxY - badgeSide, width: badgeSide, height: badgeSide)
    switch badge {
    case .standard(let status):
      OUDSBadgeMetrics.drawDot(
        badgeFrame, status: status, theme: theme, disabled: disabled, withSafetyRing: true, id: id.appending("badge"),
        into: &builder)
    case .icon(let status):
      let ring = theme.border.widthThin
      builder.shape(
        id.appending("badge").appending("safetyArea"), .disc, badgeFrame.insetBy(dx: -ring / 2, dy: -ring / 2),
        fill: theme.listItem.$colorBgBadgeSafetyArea, mirrorsInRTL: false)
      let type = Self.iconType(status)
      Self.drawStatusIcon(
        type, in: badgeFrame, color: m.palette.icon(type), theme: theme, disabled: disabled,
        id: id.appending("badge").appending("statusIcon"),
        into: &builder)
    }
  }

  static let textSlack = 1.0

  static func iconType(_ status: OUDSBadgeStatus) -> OUDSListItemIcon.IconType {
    switch status {
    case .positive: return .positive
    case .info: return .info
    case .warning: return .warning
    default: return .negative
    }
  }
}

extension OUDSTagPart {
  func arrange(in frame: Rect, _ m: OUDSListItemMetrics, id: NodePath, into builder: inout ArrangementBuilder) {
    builder.fill(id, frame, background, cornerRadius: min(radius, frame.height / 2))
    var textX = frame.minX + paddingStart
    if let side = assetSide {
      let box = Rect(x: textX, y: frame.midY - side / 2, width: side, height: side)
      let mark = box.insetBy(dx: assetInset, dy: assetInset)
      switch tag.status.leading {
      case .bullet:
        builder.shape(id.appending("bullet"), .disc, mark, fill: assetColor, mirrorsInRTL: false)
      case .statusIcon:
        let type = OUDSListItemPart.iconType(tag.status.category)
        let twoLayers = type == .warning && tag.appearance == .muted && !m.palette.isDisabled
        let color = twoLayers ? m.theme.listItemParts.$warningExternalShape : assetColor
        OUDSListItemPart.drawStatusIcon(
          type, in: mark, color: color, theme: m.theme, disabled: !twoLayers, id: id.appending("statusIcon"),
          into: &builder)
      case .icon:
        switch icon {
        case .character(let character, let font)?:
          builder.glyph(id.appending("icon"), character, mark, font, assetColor.wrappedValue, mirrorsInRTL: false)
          builder.note(TokenSources(color: assetColor.path))
        case .file(let path)?:
          builder.image(id.appending("icon"), path: path, mark, contentMode: .fit, tint: assetColor.wrappedValue)
          builder.note(TokenSources(color: assetColor.path))
        case nil:
          break
        }
      case .none:
        break
      }
      textX += side + gap
    }
    let height = text.measured.size.height
    builder.text(
      id.appending("label"), text.text,
      Rect(
        x: textX, y: frame.midY - height / 2, width: text.measured.size.width + OUDSListItemPart.textSlack,
        height: height),
      text.attributes, text.color, maxLines: 1, isTruncated: text.measured.isTruncated)
    builder.note(text.sources)
  }
}
