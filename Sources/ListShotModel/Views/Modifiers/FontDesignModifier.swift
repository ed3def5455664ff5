import ListShotCore

/// A font design SwiftUI names (`Font.Design`) that ListShot draws: the system face, or its
/// monospaced companion (SF Mono on iOS; the theme's `font.monospaced` face here). Rounded
/// and serif are not drawn: no openly licensed stand-in for SF Pro Rounded or New York ships.
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
  case `default`, monospaced
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
      "the texts inside in the system face (default) or its monospaced design (SF Mono; Noto Sans Mono here); .rounded and .serif are refused",
    spec: .modifier("fontDesign", .choice(FontDesign.allCases.map(\.rawValue))) { value, content in
      content.modified(by: FontDesignModifier(FontDesign(rawValue: try value.choice())!))
    },
    example:
      "{ vstack: [{ text: Build 2025.6 (1432) }, { text: 7f3c9e2, fontDesign: monospaced }], alignment: leading }"
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
