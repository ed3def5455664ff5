import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The decorative icon at the far end from the indicator, or the error icon that replaces it
/// when the item is in error.
///
/// An icon is `listItem.sizeAssetSmall` square, tinted like the label unless the item asks
/// for an untinted (multicolour) file; its drawing is never mirrored for right-to-left (OUDS
/// leaves that to `flipIcon`, which flips it in every direction). The error icon is
/// `listItem.sizeErrorIcon` square with `listItem.spacePaddingInlineErrorIcon` on both
/// sides, drawn in the theme's own shape.
struct ControlItemAsset {
  enum Content {
    case glyph(character: String, font: FontDescriptor)
    case file(path: String, isTinted: Bool)
    case errorIcon(ErrorIconShape)
  }

  var content: Content
  var size: Size
  var inlinePadding: Double

  /// The width the asset takes in the row.
  var slotWidth: Double { size.width + 2 * inlinePadding }

  static func make(for item: OUDSControlItem, env: LayoutEnvironment, id: NodePath) throws -> ControlItemAsset? {
    let tokens = env.theme.listItem
    if item.isError {
      let side = tokens.sizeErrorIcon
      return ControlItemAsset(
        content: .errorIcon(tokens.errorIconShape), size: Size(width: side, height: side),
        inlinePadding: tokens.spacePaddingInlineErrorIcon)
    }
    guard let icon = item.icon else { return nil }
    let side = tokens.sizeAssetSmall
    let size = Size(width: side, height: side)
    switch icon {
    case .named(let name):
      guard let glyph = env.icons.drawable(name, side: side) else {
        throw LayoutError.unknownIcon(name, at: id.appending(item.control.kindName).appending("icon"), in: env.icons)
      }
      return ControlItemAsset(
        content: .glyph(character: glyph.character, font: glyph.font), size: size, inlinePadding: 0)
    case .file(let path):
      return ControlItemAsset(content: .file(path: path, isTinted: item.isIconTinted), size: size, inlinePadding: 0)
    }
  }

  /// Draws the asset centred in `slot` (a frame `slotWidth` wide).
  func arrange(
    in slot: Rect, palette: ControlItemPalette, flipped: Bool, id: NodePath,
    into builder: inout ArrangementBuilder
  ) {
    let frame = Rect(
      x: slot.minX + inlinePadding, y: slot.midY - size.height / 2, width: size.width, height: size.height)
    switch content {
    case .glyph(let character, let font):
      builder.glyph(
        id.appending("icon"), character, frame, font, palette.icon.wrappedValue, mirrorsInRTL: false, flipped: flipped)
      builder.note(TokenSources(color: palette.icon.path))
    case .file(let path, let isTinted):
      builder.image(
        id.appending("icon"), path: path, frame, contentMode: .fit, tint: isTinted ? palette.icon.wrappedValue : nil,
        mirrorsInRTL: false, flipped: flipped)
      if isTinted { builder.note(TokenSources(color: palette.icon.path)) }
    case .errorIcon(let shape):
      let glyph: VectorGlyph = shape == .octagon ? .errorIconOctagon : .errorIcon
      builder.shape(id.appending("errorIcon"), glyph, frame, fill: palette.errorIcon, mirrorsInRTL: false)
    }
  }
}
