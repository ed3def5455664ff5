import ListShotCore
import ListShotDisplayList
import ListShotModel

extension LayoutEnvironment {
  /// `attributes` in one of the system face's designs, at the same size, weight, slant and
  /// line height: monospaced (SF Mono; the theme's `font.monospaced`) and serif (New York;
  /// `font.serif`) untracked, as iOS tracks SF Pro by its size table and not those faces (a
  /// `.tracking` above is kept); rounded (SF Pro Rounded; `font.rounded`) keeps SF Pro's tracking.
  public func design(_ design: FontDesign, _ attributes: inout TextAttributes) {
    let family: String
    switch design {
    case .default: return
    case .monospaced: family = theme.fonts.monospaced.family
    case .serif: family = theme.fonts.serif.family
    case .rounded: family = theme.fonts.rounded.family
    }
    if design != .rounded, attributes.font.family == theme.fonts.system.family {
      attributes.letterSpacing -= SystemFontTracking.tracking(at: attributes.font.size)
    }
    attributes.font.family = family
  }
}
