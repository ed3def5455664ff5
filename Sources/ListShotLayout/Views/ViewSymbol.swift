import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A symbol (`Image(systemName:)`) resolved for drawing: its glyph in the icon font, sized
/// from the font beside it as SF Symbols are, and its colour.
struct ViewSymbol {
  var character: String
  var font: FontDescriptor
  /// The symbol's square side: 1.3 × the point size of the font in effect at medium scale
  /// (as a list cell's symbol beside Body), × 0.8 small and × 1.3 large (`Image.Scale`).
  var side: Double
  var color: TintToken
  /// SF Symbols sit on the text baseline with a small part below it.
  var baseline: Double { side * 0.8 }

  static func side(fontSize: Double, scale: ImageView.Scale) -> Double {
    let medium = fontSize * 1.3
    switch scale {
    case .small: return (medium * 0.8).rounded()
    case .medium: return medium.rounded()
    case .large: return (medium * 1.3).rounded()
    }
  }
}
