import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A leading or trailing image of a Material list cell, sized by MDC's rules.
///
/// MDC sizes an image view from its image: the natural size, scaled down keeping the aspect
/// ratio when a side exceeds 56 pt. An image at most 40 pt tall ("medium") keeps the 16 pt
/// vertical margin; a taller one gets 8 pt. Pictures are drawn as they are, never mirrored.
struct MaterialCellImagePart {
  enum Content {
    case glyph(character: String, font: FontDescriptor, color: TintColor?)
    /// An icon file: a template in the image tint or `color`, or its own paint when multicolour.
    case iconFile(path: String, color: TintColor?)
    case picture(path: String)
    /// URLs (never fetched) and explicit placeholders: the ODS placeholder.
    case placeholder
  }

  static let maxSide = 56.0
  static let mediumSide = 40.0
  static let marginMedium = 16.0
  static let marginLarge = 8.0

  var content: Content
  var size: Size

  /// The vertical margin MDC keeps above and below an image of this height.
  var verticalMargin: Double { size.height <= Self.mediumSide ? Self.marginMedium : Self.marginLarge }

  /// `natural` scaled down to fit `maxSide` × `maxSide`, or unchanged when it fits.
  static func fitted(_ natural: Size) -> Size {
    guard natural.width > maxSide || natural.height > maxSide else { return natural }
    let ratio = min(maxSide / natural.width, maxSide / natural.height)
    return Size(width: natural.width * ratio, height: natural.height * ratio)
  }

  /// The part for `image`, or nil when its size is not positive: MDC gives an image view
  /// without a usable image no frame at all.
  static func make(_ image: MaterialListCell.Image, env: LayoutEnvironment, path: NodePath) throws
    -> MaterialCellImagePart?
  {
    guard image.size.width > 0, image.size.height > 0, image.size.width.isFinite, image.size.height.isFinite
    else { return nil }
    let size = fitted(image.size)
    switch image.content {
    case .icon(.named(let name)):
      guard let glyph = env.icons.drawable(name, side: min(size.width, size.height)) else {
        throw LayoutError.unknownIcon(name, at: path.appending("icon"), in: env.icons)
      }
      return MaterialCellImagePart(
        content: .glyph(character: glyph.character, font: glyph.font, color: image.color), size: size)
    case .icon(.file(let file)):
      return MaterialCellImagePart(content: .iconFile(path: file, color: image.color), size: size)
    case .picture(.file(let file)):
      return MaterialCellImagePart(content: .picture(path: file), size: size)
    case .picture(.placeholder), .picture(.url):
      return MaterialCellImagePart(content: .placeholder, size: size)
    }
  }

  func arrange(
    in frame: Rect, style: MaterialCellStyle, env: LayoutEnvironment, id: NodePath,
    into builder: inout ArrangementBuilder
  ) {
    switch content {
    case .glyph(let character, let font, let color):
      let tint = IconColor.glyph(given: color, context: style.imageTint, env: env, id: id)
      builder.glyph(id, character, frame, font, tint.color, mirrorsInRTL: false)
      builder.note(tint.sources(\.color))
    case .iconFile(let path, let color):
      let tint = IconColor.file(path, given: color, context: style.imageTint, env: env, id: id)
      builder.image(id, path: path, frame, contentMode: .fit, tint: tint?.color)
      builder.note(tint?.sources(\.color) ?? TokenSources())
    case .picture(let path):
      builder.image(id, path: path, frame, contentMode: .fit)
    case .placeholder:
      ODSLeadingPart.placeholder(in: frame, ods: env.theme.ods, id: id, into: &builder)
    }
  }
}
