/// The default UIKit list cell (`UIListContentConfiguration.cell()`, the Lists module's
/// `setListContent(text:secondaryText:image:)`), and SwiftUI's `Label` in a list row.
///
/// Body text with optional secondary text below it and an optional symbol in the tint colour
/// before them. Unlike the ODS item it draws no divider of its own: the list draws separators,
/// inset to where its text starts.
public struct ListCell: Hashable, Sendable {
  public var text: String
  public var secondaryText: String?
  public var image: Icon?
  /// The symbol's colour (`.foregroundStyle(.blue)`); nil is the tint (the theme's accent).
  public var imageColor: TintColor?
  /// How a named symbol's layers are painted (`.symbolRenderingMode(_:)`).
  public var imageRendering: SymbolRendering

  public init(
    _ text: String, secondaryText: String? = nil, image: Icon? = nil, imageColor: TintColor? = nil,
    imageRendering: SymbolRendering = .monochrome
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.imageColor = imageColor
    self.imageRendering = imageRendering
  }
}

extension ListCell: RowConvertible {
  public var asRow: Row { Row(.listCell(self)) }
}
