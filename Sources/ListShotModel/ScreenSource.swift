import Foundation
import ListShotCore

/// What the renderer and the snapshot functions take: a screen, or a front end's description of
/// one that it builds for each render variant.
///
/// A `Screen` is the same in every variant. ListShotUI's `Screen("name") { ContentView() }`
/// lowers its views with the variant's colour scheme, Dynamic Type size and direction in their
/// `@Environment`, since what a view shows may depend on them. The renderer asks for the
/// variant's screen once, before validating and laying it out; everything after that sees a
/// plain `Screen`.
public protocol ScreenSource {
  /// The screen's name: the folder of its goldens, a file name.
  var name: String { get }
  /// Width in points; nil takes the variant's.
  var width: Double? { get }
  /// BCP 47 locale; a right-to-left language implies that direction.
  var locale: String? { get }
  /// Whether `screen(for:)` refuses every screen `validate()` would refuse (with a message
  /// naming the view): the renderer then does not validate each variant's screen again.
  var validatesScreens: Bool { get }
  /// The screen as built for `variant`.
  func screen(for variant: ScreenVariant) throws -> Screen
}

/// The values of a render variant a front end may read.
public struct ScreenVariant: Hashable, Sendable {
  public var scheme: ColorScheme
  public var dynamicTypeSize: DynamicTypeSize
  public var direction: LayoutDirection
  /// Device pixels per point: which file of an asset catalogue's image set is drawn.
  public var scale: Double

  public init(
    scheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .default,
    direction: LayoutDirection = .leftToRight,
    scale: Double = 3
  ) {
    self.scheme = scheme
    self.dynamicTypeSize = dynamicTypeSize
    self.direction = direction
    self.scale = scale
  }
}

extension Screen: ScreenSource {
  public var validatesScreens: Bool { false }

  /// A screen is the same in every variant.
  public func screen(for variant: ScreenVariant) throws -> Screen { self }
}

/// A screen that draws from asset catalogues (ListShotUI's `Screen`): the preview runner hands
/// it the catalogues `listshot-previews.yaml` names.
public protocol AssetCatalogueScreen: ScreenSource {
  /// The same screen, also searching `catalogues` (after its own) for its colours and images.
  func drawing(fromAssetCatalogues catalogues: [URL]) -> any ScreenSource
}
