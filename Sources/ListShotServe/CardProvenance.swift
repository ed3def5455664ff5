import ListShotCore
import ListShotDisplayList

/// What the live page needs to answer "which token is this?" for a click on a card: the
/// card's display items that paint (clips and shadows left out), in drawing order, with their
/// frames in points and the token paths their provenance names, and the token of the page
/// behind them. Served as `/provenance/<card>?theme=…` for the switches' current settings;
/// the page hit-tests it (the last item containing the point is the topmost one).
struct CardProvenance: Sendable, Encodable {
  struct Item: Sendable, Encodable {
    var id: String
    var kind: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var sources: TokenSources
  }

  var name: String
  /// The canvas in points; the image is `scale` pixels per point.
  var width: Double
  var height: Double
  var scale: Double
  var backgroundToken: String?
  var items: [Item]

  init(name: String, list: DisplayList) {
    self.name = name
    width = list.size.width
    height = list.size.height
    scale = list.scale
    backgroundToken = list.backgroundToken
    items = list.items.enumerated().compactMap { index, item in
      guard let kind = Self.kind(item), let frame = item.frame else { return nil }
      return Item(
        id: item.id.description, kind: kind, x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        sources: list.sources(ofItem: index) ?? TokenSources())
    }
  }

  /// The item's kind as the page names it; nil for items that paint nothing one can point at.
  private static func kind(_ item: DisplayItem) -> String? {
    switch item {
    case .rect: return "rect"
    case .line: return "line"
    case .text: return "text"
    case .glyph: return "glyph"
    case .path: return "shape"
    case .image: return "image"
    case .shadow, .backdropBlur, .pushClip, .popClip, .pushShadow, .popShadow: return nil
    }
  }
}
