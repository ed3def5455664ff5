import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The leading element of an ODS list item, sized and ready to draw.
struct ODSLeadingPart {
  enum Shape { case rectangle(cornerRadius: Double), ellipse }
  enum Content {
    case glyph(character: String, font: FontDescriptor, color: TintColor?)
    /// An icon file: a template in the text colour or `color`, or its own paint when multicolour.
    case iconFile(path: String, color: TintColor?)
    case image(path: String, shape: Shape)
    /// The ODS placeholder, drawn for URLs (never fetched by default) and explicit placeholders.
    case placeholder(shape: Shape)
  }

  var content: Content
  var size: Size

  /// An image (not an icon): what stacks above the text at accessibility sizes.
  var isPicture: Bool {
    switch content {
    case .glyph, .iconFile: return false
    case .image, .placeholder: return true
    }
  }

  func verticalPadding(_ tokens: ODSListItemTokens) -> Double {
    switch content {
    case .glyph, .iconFile: return 0
    case .image, .placeholder: return tokens.imagePaddingVertical
    }
  }

  static func make(_ leading: ODSListItem.Leading, env: LayoutEnvironment, id: NodePath) throws -> ODSLeadingPart {
    let tokens = env.theme.ods.listItem
    let square = Size(width: tokens.imageSize, height: tokens.imageSize)
    func picture(_ source: ImageSource, _ shape: Shape, _ size: Size) -> ODSLeadingPart {
      switch source {
      case .file(let path): return ODSLeadingPart(content: .image(path: path, shape: shape), size: size)
      case .placeholder, .url: return ODSLeadingPart(content: .placeholder(shape: shape), size: size)
      }
    }
    switch leading {
    case .icon(let icon, let color):
      // An icon is drawn at its natural size next to Body text: 1.3 × the Body point size.
      let side = (env.iosText(.body).font.size * 1.3).rounded()
      let size = Size(width: side, height: side)
      switch icon {
      case .named(let name):
        guard let glyph = env.icons.drawable(name, side: side) else {
          throw LayoutError.unknownIcon(
            name, at: id.appending("odsListItem").appending("leading").appending("icon"), in: env.icons)
        }
        return ODSLeadingPart(
          content: .glyph(
            character: glyph.character, font: glyph.font, color: color),
          size: size)
      case .file(let path):
        return ODSLeadingPart(content: .iconFile(path: path, color: color), size: size)
      }
    case .appIcon(let source):
      return picture(source, .rectangle(cornerRadius: tokens.appIconCornerRadius), square)
    case .circularImage(let source):
      return picture(source, .ellipse, square)
    case .squareImage(let source):
      return picture(source, .rectangle(cornerRadius: 0), square)
    case .wideImage(let source):
      return picture(source, .rectangle(cornerRadius: 0), Size(width: tokens.wideImageWidth, height: tokens.imageSize))
    }
  }

  func arrange(in frame: Rect, env: LayoutEnvironment, id: NodePath, into builder: inout ArrangementBuilder) {
    let ods = env.theme.ods
    switch content {
    case .glyph(let character, let font, let color):
      // Icons depicting objects are not mirrored in right-to-left layouts.
      let tint = IconColor.glyph(given: color, context: env.theme.system.$label, env: env, id: id)
      builder.glyph(id, character, frame, font, tint.color, mirrorsInRTL: false)
      builder.note(tint.sources(\.color))
    case .iconFile(let path, let color):
      let tint = IconColor.file(path, given: color, context: env.theme.system.$label, env: env, id: id)
      builder.image(id, path: path, frame, contentMode: .fit, tint: tint?.color)
      builder.note(tint?.sources(\.color) ?? TokenSources())
    case .image(let path, let shape):
      clip(shape, frame, id, &builder)
      builder.image(id, path: path, frame, contentMode: .fill)
      builder.popClip()
    case .placeholder(let shape):
      clip(shape, frame, id, &builder)
      Self.placeholder(in: frame, ods: ods, id: id, into: &builder)
      builder.popClip()
    }
  }

  /// The ODS image placeholder: the photo glyph, darker than its grey ground and centred in it.
  /// Measured on the ods-ios references (list_items_standard_square at 1.955 px/pt and
  /// selection_circle at 0.87 px/pt, light and dark alike): ground #D9D9D9, glyph #C6C6C6, the
  /// glyph 18.4 pt wide in a 44 pt tall image and 16 pt in a 44 pt circle: 0.4 of the shorter side.
  static func placeholder(in frame: Rect, ods: ODSTokens, id: NodePath, into builder: inout ArrangementBuilder) {
    builder.fill(id.appending("placeholder"), frame, ods.$placeholderBackground)
    let width = min(frame.width, frame.height) * 0.4
    let height = width * VectorGlyph.photo.designSize.height / VectorGlyph.photo.designSize.width
    let glyphFrame = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    builder.shape(
      id.appending("placeholder").appending("glyph"), .photo, glyphFrame, fill: ods.$placeholderGlyph,
      mirrorsInRTL: false)
  }

  private func clip(_ shape: Shape, _ frame: Rect, _ id: NodePath, _ builder: inout ArrangementBuilder) {
    switch shape {
    case .ellipse: builder.pushClip(id.appending("clip"), frame, isEllipse: true)
    case .rectangle(let radius): builder.pushClip(id.appending("clip"), frame, cornerRadius: radius)
    }
  }
}
