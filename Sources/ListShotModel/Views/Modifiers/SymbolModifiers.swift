import ListShotCore

/// `.imageScale(…)` for the symbols inside.
public struct ImageScaleModifier: EnvironmentModifierElement {
  public var scale: ImageView.Scale

  public init(_ scale: ImageView.Scale) { self.scale = scale }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".imageScale", role: .modifier, initialisers: [".imageScale(_:)"], pathKey: "imageScale",
    children: .modified(slots: []), summary: "the symbols inside smaller or larger than the font beside them",
    spec: .modifier("imageScale", .choice(ImageView.Scale.allCases.map(\.rawValue))) { value, content in
      content.imageScale(ImageView.Scale(rawValue: try value.choice())!)
    },
    example: "{ hstack: [{ image: star, imageScale: small }, { image: star }, { image: star, imageScale: large }] }")
}

/// `.symbolRenderingMode(…)` for the symbols inside.
public struct SymbolRenderingModeModifier: EnvironmentModifierElement {
  public var rendering: ImageView.Rendering

  public init(_ rendering: ImageView.Rendering) { self.rendering = rendering }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".symbolRenderingMode", role: .modifier, initialisers: [".symbolRenderingMode(_:)"],
    pathKey: "symbolRenderingMode", children: .modified(slots: []),
    summary: "how the symbols inside use colour: monochrome, hierarchical layers, or their own colours",
    spec: .modifier("symbolRenderingMode", .choice(["monochrome", "hierarchical", "multicolor"])) { value, content in
      content.symbolRenderingMode(ImageView.Rendering(rawValue: try value.choice())!)
    },
    example: "{ hstack: [{ image: plus.circle.fill }, { image: plus.circle.fill }], symbolRenderingMode: multicolor }")
}
