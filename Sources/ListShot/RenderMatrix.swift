import ListShotCore

/// The axes of a run, each a list of values, and the variants they produce: the full
/// cartesian product, or a pairwise subset that still covers every pair of values of any two
/// axes at least once.
public struct RenderMatrix: Hashable, Sendable {
  public var themes: [String]
  public var schemes: [ColorScheme]
  public var sizes: [DynamicTypeSize]
  /// `[nil]` means "from each screen's locale".
  public var directions: [LayoutDirection?]
  public var devices: [Device?]
  public var width: Double?
  public var scale: Double
  public var fullHeight: Bool
  /// `--chrome`: see `RenderVariant.chrome`.
  public var chrome: Bool
  /// `--look`: the iOS each variant is drawn as.
  public var looks: [Look]

  public init(
    themes: [String] = [RenderVariant.defaultTheme], schemes: [ColorScheme] = [.light],
    sizes: [DynamicTypeSize] = [.default], directions: [LayoutDirection?] = [nil],
    devices: [Device?] = [nil], width: Double? = nil, scale: Double = RenderVariant.defaultScale,
    fullHeight: Bool = false, chrome: Bool = false, looks: [Look] = [.default]
  ) {
    self.themes = themes
    self.schemes = schemes
    self.sizes = sizes
    self.directions = directions
    self.devices = devices
    self.width = width
    self.scale = scale
    self.fullHeight = fullHeight
    self.chrome = chrome
    self.looks = looks
  }

  /// Every combination, in a fixed order: theme, scheme, size, direction, device, look.
  public var allVariants: [RenderVariant] {
    var result: [RenderVariant] = []
    for theme in themes {
      for scheme in schemes {
        for size in sizes {
          for direction in directions {
            for device in devices {
              for look in looks { result.append(variant(theme, scheme, size, direction, device, look)) }
            }
          }
        }
      }
    }
    return result
  }

  /// A pairwise (all-pairs) subset, chosen greedily and deterministically: candidates are
  /// taken in the order of `allVariants`, and each one kept covers the most value pairs not
  /// yet covered, until every pair is covered.
  public var pairwiseVariants: [RenderVariant] {
    let axes = [themes.count, schemes.count, sizes.count, directions.count, devices.count, looks.count]
    var candidates: [[Int]] = [[]]
    for count in axes { candidates = candidates.flatMap { prefix in (0..<count).map { prefix + [$0] } } }
    func pairs(_ c: [Int]) -> [Int] {
      var keys: [Int] = []
      for a in 0..<c.count {
        for b in (a + 1)..<c.count { keys.append(((a * 8 + b) * 4096 + c[a]) * 4096 + c[b]) }
      }
      return keys
    }
    var uncovered = Set(candidates.flatMap(pairs))
    var chosen: [[Int]] = []
    while !uncovered.isEmpty {
      var best = candidates[0], bestGain = -1
      for candidate in candidates {
        let gain = pairs(candidate).filter { uncovered.contains($0) }.count
        if gain > bestGain { best = candidate; bestGain = gain }
      }
      chosen.append(best)
      uncovered.subtract(pairs(best))
    }
    return chosen.sorted { $0.lexicographicallyPrecedes($1) }.map {
      variant(themes[$0[0]], schemes[$0[1]], sizes[$0[2]], directions[$0[3]], devices[$0[4]], looks[$0[5]])
    }
  }

  private func variant(
    _ theme: String, _ scheme: ColorScheme, _ size: DynamicTypeSize, _ direction: LayoutDirection?, _ device: Device?,
    _ look: Look
  ) -> RenderVariant {
    RenderVariant(
      theme: theme, scheme: scheme, dynamicTypeSize: size, direction: direction, device: device,
      width: width, scale: scale, fullHeight: fullHeight, chrome: chrome, look: look)
  }
}
