import Foundation
import ListShotAssets
import ListShotCore
import ListShotModel

/// A screen's `assetCatalogues:` (the app's `Assets.xcassets` folders, relative to the spec)
/// and the `{asset: Name}` colours and images drawn from them.
///
/// ```yaml
/// - name: brand
///   assetCatalogues: [Assets.xcassets]
///   rows:
///     - content: { hstack: [{ image: { asset: logo } }, { text: Orange, foregroundStyle: { asset: Brand } }] }
/// ```
enum AssetCatalogueDecoder {
  /// The catalogues `node` names (a path or a list of paths), read; none when absent.
  static func catalogues(_ node: SpecNode?) throws -> AssetCatalogues {
    guard let node else { return AssetCatalogues([]) }
    var items = [node]
    if case .sequence = node.node { items = try node.sequence() }
    var catalogues: [AssetCatalogue] = []
    for item in items {
      let text = try item.string()
      let components = text.split(separator: "/", omittingEmptySubsequences: false)
      guard !text.isEmpty, !text.hasPrefix("/"), !components.contains("..") else {
        throw item.error(
          "asset catalogue path '\(Excerpt.of(text))' leaves the spec's folder",
          expected: "a folder relative to the spec, without '..' (Assets.xcassets)")
      }
      let url = URL(fileURLWithPath: node.context.directory).appendingPathComponent(text)
      do {
        catalogues.append(try AssetCatalogue.read(url))
      } catch let error as ListShotError {
        throw item.error(
          "asset catalogue: " + AssetCatalogues.quoted(error), expected: error.expected, hint: error.hint)
      }
    }
    return AssetCatalogues(catalogues)
  }

  /// `{asset: Brand}`: the colour set's light and dark values.
  static func color(_ node: SpecNode) throws -> TintColor {
    let name = try node.string()
    guard let set = node.context.assets.color(named: name) else {
      let (message, hint) = node.context.assets.notFound(name, kind: .color)
      throw node.error(message, expected: "a colour set of the screen's assetCatalogues", hint: hint)
    }
    return .schemed(light: set.light, dark: set.dark)
  }

  /// `{asset: logo}`: the image set's file, read and checked as every image file of a spec.
  /// A spec is read once for every variant, so the file is the light ("Any") one at 3x (the
  /// default scale); a dark-appearance file is drawn from Swift screens only.
  static func image(_ node: SpecNode) throws -> String {
    let name = try node.string()
    guard let set = node.context.assets.image(named: name) else {
      let (message, hint) = node.context.assets.notFound(name, kind: .image)
      throw node.error(message, expected: "an image set of the screen's assetCatalogues", hint: hint)
    }
    let url: URL
    do {
      url = try set.file(for: .light, scale: 3)
    } catch let error as ListShotError {
      throw node.error(AssetCatalogues.quoted(error), expected: error.expected, hint: error.hint)
    }
    return try ImageSourceDecoder.readImage(at: url.path, node)
  }
}
