import ListShotCore

/// The iOS system colours (`UIColor.systemBackground`, `.label`, `.separator`, `.systemGray3` …)
/// for the theme's scheme, read from `ios.*`: what SwiftUI containers and the ODS items use.
public struct SystemColors: Sendable, Equatable {
  @Token("ios.background") public var background: Color
  @Token("ios.secondaryBackground") public var secondaryBackground: Color
  @Token("ios.tertiaryBackground") public var tertiaryBackground: Color
  @Token("ios.groupedBackground") public var groupedBackground: Color
  @Token("ios.secondaryGroupedBackground") public var secondaryGroupedBackground: Color
  @Token("ios.tertiaryGroupedBackground") public var tertiaryGroupedBackground: Color
  @Token("ios.label") public var label: Color
  @Token("ios.secondaryLabel") public var secondaryLabel: Color
  @Token("ios.tertiaryLabel") public var tertiaryLabel: Color
  @Token("ios.quaternaryLabel") public var quaternaryLabel: Color
  @Token("ios.separator") public var separator: Color
  @Token("ios.opaqueSeparator") public var opaqueSeparator: Color
  @Token("ios.fill") public var fill: Color
  @Token("ios.red") public var red: Color
  @Token("ios.orange") public var orange: Color
  @Token("ios.yellow") public var yellow: Color
  @Token("ios.green") public var green: Color
  @Token("ios.mint") public var mint: Color
  @Token("ios.teal") public var teal: Color
  @Token("ios.cyan") public var cyan: Color
  @Token("ios.blue") public var blue: Color
  @Token("ios.indigo") public var indigo: Color
  @Token("ios.purple") public var purple: Color
  @Token("ios.pink") public var pink: Color
  @Token("ios.brown") public var brown: Color
  @Token("ios.gray") public var gray: Color
  @Token("ios.gray2") public var gray2: Color
  @Token("ios.gray3") public var gray3: Color
  @Token("ios.gray4") public var gray4: Color
  @Token("ios.gray5") public var gray5: Color
  @Token("ios.gray6") public var gray6: Color
  /// The navigation bar's background (not a UIKit colour: the bar material over the page).
  @Token("ios.barBackground") public var barBackground: Color

  public init() {}
}

extension SystemColors {
  /// The token of an iOS system colour by its name (`TintColor.system`).
  public func token(_ name: SystemColorName) -> Token<Color> {
    switch name {
    case .red: return $red
    case .orange: return $orange
    case .yellow: return $yellow
    case .green: return $green
    case .mint: return $mint
    case .teal: return $teal
    case .cyan: return $cyan
    case .blue: return $blue
    case .indigo: return $indigo
    case .purple: return $purple
    case .pink: return $pink
    case .brown: return $brown
    case .gray: return $gray
    case .gray2: return $gray2
    case .gray3: return $gray3
    case .gray4: return $gray4
    case .gray5: return $gray5
    case .gray6: return $gray6
    }
  }
}
