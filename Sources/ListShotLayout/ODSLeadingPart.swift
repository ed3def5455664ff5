import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The leading element of an ODS list item, sized and ready to draw.
struct ODSLeadingPart {
  enum Shape { case rectangle(cornerRadius: Double), ellipse }
  enum Content {
    case glyph(character: String, font: FontDescriptor)
    case templateImage(path: String)
    case image(path: String, shape: Shape)
    /// The ODS placeholder, drawn for URLs (never fetched by default) and explicit placeholders.
    case placeholder(shape: Shape)
  }

  var content: Content
  var size: Size

  /// An image (not an icon): what stacks above the text at accessibility sizes.
  var isPicture: Bool {
    switch content {
    case .glyph, .templateImage: return false
    case .image, .placeholder: return true
    }
  }

  func verticalPadding(_ tokens: ODSListItemTokens) -> Double {
    switch content {
    case .glyph, .templateImage: return 0
    case .image, .placeholder: return tokens.imagePaddingVertical
    }
  }

  static func make(_ leading: ODSListItem.Leading, env: LayoutEnvironment, id: String) throws -> ODSLeadingPart {
    let tokens = env.theme.ods.listItem
    let square = Size(width: tokens.imageSize, height: tokens.imageSize)
    func picture(_ source: ImageSource, _ shape: Shape, _ size: Size) -> ODSLeadingPart {
      switch source {
      case .file(let path): return ODSLeadingPart(content: .image(path: path, shape: shape), size: size)
      case .placeholder, .url: return ODSLeadingPart(content: .placeholder(shape: shape), size: size)
      }
    }
    switch leading {
    case .icon(let icon):
      // An icon is drawn at its natural size next to Body text: 1.3 × the Body point size.
      let side = (env.iosText(.body).font.size * 1.3).rounded()
      let size = Size(width: side, height: side)
      switch icon {
      case .named(let name):
        guard let character = env.icons.character(for: name) else {
          throw env.icons.unknownNameError(name, at: SourceLocation(file: "<layout>", path: "\(id).odsListItem.leading.icon"))
        }
        return ODSLeadingPart(
          content: .glyph(character: character, font: FontDescriptor(family: env.icons.family, size: side)),
          size: size)
      case .file(let path):
        return ODSLeadingPart(content: .templateImage(path: path), size: size)
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

  func arrange(in frame: Rect, env: LayoutEnvironment, id: String, into builder: inout DisplayListBuilder) {
    let ods = env.theme.ods
    switch content {
    case .glyph(let character, let font):
      // Icons depicting objects are not mirrored in right-to-left layouts.
      builder.glyph(id, character, frame, font, env.theme.system.label, mirrorsInRTL: false)
    case .templateImage(let path):
      builder.image(id, path: path, frame, contentMode: .fit, tint: env.theme.system.label)
    case .image(let path, let shape):
      clip(shape, frame, id, &builder)
      builder.image(id, path: path, frame, contentMode: .fill)
      builder.popClip()
    case .placeholder(let shape):
      clip(shape, frame, id, &builder)
      builder.fill("\(id).placeholder", frame, ods.placeholderBackground)
      let side = min(frame.width, frame.height) * 0.45
      let glyphFrame = Rect(
        x: frame.midX - side * 0.6, y: frame.midY - side / 2, width: side * 1.2, height: side)
      builder.shape(
        "\(id).placeholder.glyph", .photo, glyphFrame, fill: ods.placeholderGlyph, mirrorsInRTL: false)
      builder.popClip()
    }
  }

  private func clip(_ shape: Shape, _ frame: Rect, _ id: String, _ builder: inout DisplayListBuilder) {
    switch shape {
    case .ellipse: builder.pushClip("\(id).clip", frame, isEllipse: true)
    case .rectangle(let radius): builder.pushClip("\(id).clip", frame, cornerRadius: radius)
    }
  }
}
