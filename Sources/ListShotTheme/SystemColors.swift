import ListShotCore

/// The iOS system colours (`UIColor.systemBackground`, `.label`, `.separator`, `.systemGray3` …)
/// for the theme's scheme, read from `ios.*`: what SwiftUI containers and the ODS items use.
public struct SystemColors: Sendable, Equatable {
  public var background: Color = .clear
  public var secondaryBackground: Color = .clear
  public var tertiaryBackground: Color = .clear
  public var groupedBackground: Color = .clear
  public var secondaryGroupedBackground: Color = .clear
  public var tertiaryGroupedBackground: Color = .clear
  public var label: Color = .clear
  public var secondaryLabel: Color = .clear
  public var tertiaryLabel: Color = .clear
  public var quaternaryLabel: Color = .clear
  public var separator: Color = .clear
  public var opaqueSeparator: Color = .clear
  public var fill: Color = .clear
  public var blue: Color = .clear
  public var green: Color = .clear
  public var red: Color = .clear
  public var gray: Color = .clear
  public var gray2: Color = .clear
  public var gray3: Color = .clear
  public var gray4: Color = .clear
  public var gray5: Color = .clear
  public var gray6: Color = .clear
  /// The navigation bar's background (not a UIKit colour: the bar material over the page).
  public var barBackground: Color = .clear

  public init() {}
}

extension SystemColors: TokenGroup {
  static var fields: [TokenField<SystemColors>] {
    [
      .color("ios.background", \.background),
      .color("ios.secondaryBackground", \.secondaryBackground),
      .color("ios.tertiaryBackground", \.tertiaryBackground),
      .color("ios.groupedBackground", \.groupedBackground),
      .color("ios.secondaryGroupedBackground", \.secondaryGroupedBackground),
      .color("ios.tertiaryGroupedBackground", \.tertiaryGroupedBackground),
      .color("ios.label", \.label),
      .color("ios.secondaryLabel", \.secondaryLabel),
      .color("ios.tertiaryLabel", \.tertiaryLabel),
      .color("ios.quaternaryLabel", \.quaternaryLabel),
      .color("ios.separator", \.separator),
      .color("ios.opaqueSeparator", \.opaqueSeparator),
      .color("ios.fill", \.fill),
      .color("ios.blue", \.blue),
      .color("ios.green", \.green),
      .color("ios.red", \.red),
      .color("ios.gray", \.gray),
      .color("ios.gray2", \.gray2),
      .color("ios.gray3", \.gray3),
      .color("ios.gray4", \.gray4),
      .color("ios.gray5", \.gray5),
      .color("ios.gray6", \.gray6),
      .color("ios.barBackground", \.barBackground),
    ]
  }
}
