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

  public init(_ text: String, secondaryText: String? = nil, image: Icon? = nil) {
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
  }
}

extension ListCell: RowConvertible {
  public var asRow: Row { Row(.listCell(self)) }
}
