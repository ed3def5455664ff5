import ListShot
import ListShotCore
import ListShotDisplayList

/// The cards of one setting of the switches, rendered: each card's display list (kept to
/// tell which cards must be painted again) and its image's pixel digest.
struct CardRenders: Sendable {
  struct Image: Sendable, Equatable, Encodable {
    var name: String
    var title: String
    /// XXH3-128 of the painted pixels (`ARGBPixels.digest`): the image's URL contains it.
    var digest: String
    var width: Int
    var height: Int
  }

  var images: [Image]
  var lists: [String: DisplayList]

  /// Lays out every card; paints only the cards whose display list differs from `previous`
  /// (equal lists paint equal pixels: the painter is deterministic) and stores their PNGs.
  /// Painting is the costly part, so an edit that changes three cards paints three.
  static func render(
    _ cards: [LiveCard], settings: PreviewSettings, theme: String, scale: Double,
    renderer: ListShotRenderer, previous: CardRenders?, store: PNGStore
  ) throws -> (renders: CardRenders, painted: Int) {
    let before = Dictionary((previous?.images ?? []).map { ($0.name, $0) }) { $1 }
    var images: [Image] = []
    var lists: [String: DisplayList] = [:]
    var painted = 0
    for card in cards {
      let list = try renderer.displayList(
        for: card.screen, in: card.variant(settings, theme: theme, scale: scale), specFile: card.specFile)
      lists[card.name] = list
      if let old = before[card.name], previous?.lists[card.name] == list, store.contains(old.digest) {
        images.append(
          Image(name: card.name, title: card.title, digest: old.digest, width: old.width, height: old.height))
        continue
      }
      painted += 1
      let (digest, png) = try renderer.withPixels(list) { pixels in
        (pixels.digest, pixels.png())
      }
      store.insert(png, digest: digest)
      images.append(
        Image(name: card.name, title: card.title, digest: digest, width: list.pixelWidth, height: list.pixelHeight))
    }
    return (CardRenders(images: images, lists: lists), painted)
  }

  /// The images whose digest differs from `previous`'s image of the same card; nil when the
  /// cards themselves differ (added, removed, reordered), which needs the whole state.
  func changedImages(since previous: CardRenders) -> [Image]? {
    guard images.map(\.name) == previous.images.map(\.name) else { return nil }
    return zip(images, previous.images).compactMap { new, old in new.digest == old.digest ? nil : new }
  }
}
