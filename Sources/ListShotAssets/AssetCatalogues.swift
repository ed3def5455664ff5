import Foundation
import ListShotCore

/// The asset catalogues a screen draws from, searched in order: `Color("Brand")` and
/// `Image("logo")` (and a spec's `{asset: Brand}`) take the first set of that name.
public struct AssetCatalogues: Hashable, Sendable {
  public let catalogues: [AssetCatalogue]

  public init(_ catalogues: [AssetCatalogue]) { self.catalogues = catalogues }

  /// Reads every catalogue at `urls`.
  public static func read(_ urls: [URL]) throws -> AssetCatalogues {
    AssetCatalogues(try urls.map(AssetCatalogue.read))
  }

  public var isEmpty: Bool { catalogues.isEmpty }

  public func color(named name: String) -> AssetColorSet? {
    catalogues.lazy.compactMap { $0.colors[name] }.first
  }

  public func image(named name: String) -> AssetImageSet? {
    catalogues.lazy.compactMap { $0.images[name] }.first
  }

  /// "no colour set 'Brnd' in Assets.xcassets (did you mean 'Brand'?)": the message of a
  /// name not found, naming the catalogues searched and the nearest name.
  public func notFound(_ name: String, kind: Kind) -> (message: String, hint: String?) {
    let searched =
      catalogues.isEmpty
      ? "no asset catalogue is named" : "searched " + catalogues.map(\.url.path).joined(separator: ", ")
    let names = catalogues.flatMap { kind == .color ? Array($0.colors.keys) : Array($0.images.keys) }
    let near = closestMatch(to: name, in: names)
    return (
      "no \(kind == .color ? "colour" : "image") set '\(Excerpt.of(name))' in the asset catalogues (\(searched))",
      near.map { "did you mean '\($0)'?" }
    )
  }

  public enum Kind: Sendable { case color, image }

  /// A catalogue's error as the front ends quote it inside their own (at the spec's line, at
  /// the view): `file (key path): message`, without a second "error:"; its expected value and
  /// hint are the caller's to pass on.
  public static func quoted(_ error: ListShotError) -> String {
    (error.location.map { "\($0): " } ?? "") + error.message
  }
}
