/// What a screen's page, grouped cards and navigation bar are painted with.
///
/// `theme` uses the design system's own background tokens (OUDS `color.bg.primary`,
/// `color.bg.secondary`), as an OUDS app draws its screens; `system` uses the iOS system
/// colours (`systemBackground`, `systemGroupedBackground` …), as SwiftUI lists and the ODS
/// items do. A screen that does not choose gets the one its rows are designed for (see
/// `Screen.resolvedSurface`).
public enum Surface: String, Hashable, Sendable, Codable, CaseIterable {
  case theme, system
}

/// The contrast the screen is drawn for: iOS "Increase Contrast" (`colorSchemeContrast`
/// `.increased`) and Android's high-contrast text setting are `increased`.
public enum ColorContrast: String, Hashable, Sendable, Codable, CaseIterable {
  case standard, increased
}
