import ListShotCore

/// A font design SwiftUI names (`Font.Design`): the system face or one of its companions, each
/// the theme's token of its name (`font.monospaced`, `font.serif`, `font.rounded`): SF Mono,
/// New York and SF Pro Rounded on iOS; Noto Sans Mono, Noto Serif and the system face's own
/// stand-in here (docs/fonts.md).
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
  case `default`, monospaced, serif, rounded
}

/// `.fontDesign(…)`, `.monospaced()`, `Font.system(size:weight:design:)`: the texts inside in
/// the system face's design; the innermost one applies, as SwiftUI's environment value.
public struct FontDesignModifier: EnvironmentModifierElement {
  public var design: FontDesign

  public init(_ design: FontDesign) { self.design = design }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".fontDesign", role: .modifier,
    initialisers: [".fontDesign(_:)", "Font.system(size:weight:design:)", "Font.system(_:design:weight:)"],
    pathKey: "fontDesign", children: .modified(slots: []),
    summary:
      "the texts inside in the system face (default) or one of its designs: monospaced (SF Mono; Noto Sans Mono here), serif (New York; Noto Serif here), rounded (SF Pro Rounded; drawn in the system face, its letters' ends square)",
    spec: .modifier("fontDesign", .choice(FontDesign.allCases.map(\.rawValue))) { value, content in
      content.modified(by: FontDesignModifier(FontDesign(rawValue: try value.choice())!))
    },
    example:
      "{ vstack: [{ text: Build 2025.6 (1432) }, { text: 7f3c9e2, fontDesign: monospaced }, { text: Chapter One, fontDesign: serif }], alignment: leading }"
  )

  /// `.monospaced()`: the monospaced design, written `monospaced: true` in a spec.
  public static let monospaced = ViewEntry(
    ".monospaced", role: .modifier, initialisers: [".monospaced(_:)", "Font.monospaced()"], pathKey: "fontDesign",
    children: .modified(slots: []), summary: "the texts inside in the monospaced design (SF Mono; Noto Sans Mono here)",
    spec: .modifier("monospaced", .boolean()) { value, content in
      try value.bool() ? content.modified(by: FontDesignModifier(.monospaced)) : content
    },
    example: "{ text: \"iiii\", monospaced: true }")
}
