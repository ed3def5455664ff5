import Foundation
import ListShot
import ListShotCore
import ListShotModel

extension Gallery {
  /// One card of the gallery: one component and state entry, with a stable name. The
  /// placeholders for forbidden combinations are not cards: they draw no component.
  public struct Card: Sendable {
    /// The entry's title as a slug, `ods-list-item-standard`: unique across the gallery.
    public var name: String
    public var title: String
    public var screen: Screen
    /// The direction the gallery draws it in (nil: the screen's locale, else LTR).
    public var direction: LayoutDirection?

    /// The variant the gallery sheet draws this card in.
    public func variant(
      theme: String, scheme: ColorScheme, dynamicTypeSize: DynamicTypeSize = .default, scale: Double = 2,
      look: Look = .default
    ) -> RenderVariant {
      RenderVariant(
        theme: theme, scheme: scheme, dynamicTypeSize: dynamicTypeSize, direction: direction,
        width: GallerySheet(theme: theme, scheme: scheme).width, scale: scale, look: look)
    }
  }

  /// Every card, in the order of the sheets.
  public static var cards: [Card] {
    entries.compactMap { entry in
      guard case .screen(let screen, let direction) = entry.content else { return nil }
      return Card(name: slug(entry.title), title: entry.title, screen: screen, direction: direction)
    }
  }

  /// Lower-case ASCII letters and digits, every other run of characters one hyphen.
  public static func slug(_ title: String) -> String {
    var result = ""
    for scalar in title.lowercased().unicodeScalars {
      if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else if !result.isEmpty, !result.hasSuffix("-") {
        result += "-"
      }
    }
    return result.hasSuffix("-") ? String(result.dropLast()) : result
  }
}

extension ImpactSubject {
  /// Every gallery card in light and dark, as `listshot preview` draws it.
  public static func gallery(dynamicTypeSize: DynamicTypeSize = .default, scale: Double = 2) -> [ImpactSubject] {
    ColorScheme.allCases.flatMap { scheme in
      Gallery.cards.map { card in
        ImpactSubject(name: card.name, scheme: scheme, screen: card.screen) {
          card.variant(theme: $0, scheme: scheme, dynamicTypeSize: dynamicTypeSize, scale: scale)
        }
      }
    }
  }
}
