import ListShotCore
import ListShotModel
import ListShotTheme

/// The decorative icon at the far end from the indicator, or the error icon that replaces it
/// when the item is in error.
///
/// An icon is `listItem.sizeAssetSmall` square, tinted like the label; its drawing is never
/// mirrored for right-to-left (OUDS leaves that to `flipIcon`, which flips it in every
/// direction). The error icon is `listItem.sizeErrorIcon` square with
/// `listItem.spacePaddingInlineErrorIcon` on both sides.
struct ControlItemAsset {
  enum Content {
    case glyph(character: String, font: FontDescriptor)
    case file(path: String)
    case errorIcon
  }

  var content: Content
  var size: Size
  var inlinePadding: Double

  /// The width the asset takes in the row.
  var slotWidth: Double { size.width + 2 * inlinePadding }

  static func make(for item: OUDSControlItem, env: LayoutEnvironment, id: String) throws -> ControlItemAsset? {
    let tokens = env.theme.listItem
    if item.isError {
      let side = tokens.sizeErrorIcon
      return ControlItemAsset(
        content: .errorIcon, size: Size(width: side, height: side), inlinePadding: tokens.spacePaddingInlineErrorIcon)
    }
    guard let icon = item.icon else { return nil }
    let side = tokens.sizeAssetSmall
    let size = Size(width: side, height: side)
    switch icon {
    case .named(let name):
      guard let character = env.icons.character(for: name) else {
        throw env.icons.unknownNameError(
          name, at: SourceLocation(file: "<layout>", path: "\(id).\(item.control.kindName).icon"))
      }
      let font = FontDescriptor(family: env.icons.family, size: side)
      return ControlItemAsset(content: .glyph(character: character, font: font), size: size, inlinePadding: 0)
    case .file(let path):
      return ControlItemAsset(content: .file(path: path), size: size, inlinePadding: 0)
    }
  }

  /// Draws the asset centred vertically in `slot` (a frame `slotWidth` wide).
  func arrange(
    in slot: Rect, palette: ControlItemPalette, flipped: Bool, id: String,
    into builder: inout DisplayListBuilder
  ) {
    let frame = Rect(
      x: slot.minX + inlinePadding, y: slot.midY - size.height / 2, width: size.width, height: size.height)
    switch content {
    case .glyph(let character, let font):
      builder.glyph("\(id).icon", character, frame, font, palette.icon, mirrorsInRTL: false, flipped: flipped)
    case .file(let path):
      builder.image(
        "\(id).icon", path: path, frame, contentMode: .fit, tint: palette.icon, mirrorsInRTL: false,
        flipped: flipped)
    case .errorIcon:
      builder.shape("\(id).errorIcon", .errorIcon, frame, fill: palette.errorIcon, mirrorsInRTL: false)
    }
  }
}
