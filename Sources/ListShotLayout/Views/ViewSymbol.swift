import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A symbol (`Image(systemName:)`) of a view tree: the shared `SymbolImage`, sized from the
/// font in effect and drawn at its weight, and its colour.
struct ViewSymbol {
  var image: SymbolImage
  var color: TintToken

  var side: Double { image.size.width }
  var baseline: Double { image.baseline }

  /// The point size a symbol is drawn at beside text of `fontSize`: the text's size at the
  /// medium scale, × 0.8 small and × 1.3 large (`Image.Scale`).
  static func pointSize(fontSize: Double, scale: ImageView.Scale) -> Double {
    switch scale {
    case .small: return fontSize * 0.8
    case .medium: return fontSize
    case .large: return fontSize * 1.3
    }
  }

  static func rendering(_ rendering: ImageView.Rendering) -> SymbolRendering {
    switch rendering {
    case .hierarchical: return .hierarchical
    case .multicolor: return .multicolor
    case .automatic, .monochrome, .original, .template: return .monochrome
    }
  }
}
