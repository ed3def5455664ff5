import ListShot
import ListShotCore
import ListShotGallery
import ListShotModel
import ListShotSpec

/// One card of the live page: a named screen (a gallery component and state, or a screen of
/// a watched spec) and the direction it is drawn in unless the page forces one.
public struct LiveCard: Sendable {
  /// Unique on the page and safe in a URL path: lower-case letters, digits and hyphens.
  public var name: String
  public var title: String
  public var screen: Screen
  public var direction: LayoutDirection?
  /// The spec the screen comes from, named in its errors.
  public var specFile: String?

  /// The gallery's cards, as `listshot preview` draws them.
  public static var gallery: [LiveCard] {
    Gallery.cards.map {
      LiveCard(name: $0.name, title: $0.title, screen: $0.screen, direction: $0.direction, specFile: nil)
    }
  }

  /// The screens of a spec, named `spec-<file stem>-<screen>`.
  public static func cards(of document: SpecDocument) -> [LiveCard] {
    let file = document.file.split(separator: "/").last.map(String.init) ?? document.file
    let stem = file.split(separator: ".").first.map(String.init) ?? file
    return document.screens.map { screen in
      LiveCard(
        name: Gallery.slug("spec \(stem) \(screen.name)"), title: "\(file) — \(screen.name)", screen: screen,
        direction: nil, specFile: document.file)
    }
  }

  /// The variant this card is drawn in for `settings`, with `theme` the theme's name or path.
  func variant(_ settings: PreviewSettings, theme: String, scale: Double) -> RenderVariant {
    RenderVariant(
      theme: theme, scheme: settings.scheme, dynamicTypeSize: settings.size,
      direction: settings.direction ?? direction, width: screen.width ?? RenderVariant.defaultWidth, scale: scale,
      look: settings.look)
  }
}
