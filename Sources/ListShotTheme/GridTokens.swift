import ListShotCore

/// OUDS grid margins (`grid.margin.*`), in points: the space between the screen edges and
/// content that spans the screen, such as an edge-to-edge controls item. The value depends on
/// the window width class OUDS defines: extra compact below 390 pt, compact below 600 pt,
/// medium from 600 pt.
public struct GridTokens: Sendable, Equatable {
  @Token("grid.margin.extraCompact") public var marginExtraCompact: Double
  @Token("grid.margin.compact") public var marginCompact: Double
  @Token("grid.margin.medium") public var marginMedium: Double

  public init() {}

  /// The margin for a window `width` points wide.
  public func margin(forWindowWidth width: Double) -> Double {
    width < 390 ? marginExtraCompact : width < 600 ? marginCompact : marginMedium
  }
}
