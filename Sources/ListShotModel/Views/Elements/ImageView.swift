import ListShotCore

/// An `Image`: an SF Symbol or a named icon, or a PNG/SVG file.
public struct ImageView: ViewElement {
  public enum Rendering: String, Hashable, Sendable, CaseIterable {
    /// The image in the foreground colour (symbols) or its own paint (files).
    case automatic
    /// One colour: the foreground colour.
    case monochrome
    /// The symbol's layers in the foreground colour at decreasing opacities.
    case hierarchical
    /// The symbol's own colours.
    case multicolor
    /// A file drawn in its own paint.
    case original
    /// A file drawn as a mask in the foreground colour.
    case template
  }

  /// `Image.Scale`: a symbol's size relative to the font beside it.
  public enum Scale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large
  }

  public var source: Icon
  public var color: TintColor?
  public var rendering: Rendering
  public var scale: Scale
  /// `.resizable()`: the image fills the frame it is given instead of keeping its size.
  public var isResizable: Bool
  /// `Image(decorative:)`: hidden from assistive technology.
  public var isDecorative: Bool

  public init(
    _ source: Icon, color: TintColor? = nil, rendering: Rendering = .automatic, scale: Scale = .medium,
    isResizable: Bool = false, isDecorative: Bool = false
  ) {
    self.source = source
    self.color = color
    self.rendering = rendering
    self.scale = scale
    self.isResizable = isResizable
    self.isDecorative = isDecorative
  }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "Image", role: .view,
    initialisers: [
      "Image(systemName:)", "Image(_:)", "Image(decorative:)", "Image(file:)", ".resizable()", ".renderingMode(_:)",
    ],
    pathKey: "image",
    summary:
      "an SF Symbol (sized by the font beside it), a Material icon, or a PNG, JPEG or SVG file at its own size unless resizable; `Image(\"logo\")` is the image set of that name in the screen's asset catalogues (the file of the scheme and scale; a spec's `{asset: logo}`), else a symbol",
    spec: .view(
      "image",
      .oneOf([
        .string("An SF Symbol name (`person.circle.fill`) or a Material icon name."),
        .object([
          "systemName" <- .string(), "name" <- .string("A Material icon name."),
          "file" <- .string(pattern: "\\.(svg|png|jpe?g)$"),
          "asset" <- .string("An image set of the screen's assetCatalogues (Image(\"logo\"))."),
          "resizable" <- .boolean("Fill the frame it is given.", default: false),
          "decorative" <- .boolean("Hidden from assistive technology.", default: false),
          "renderingMode" <- .choice(Rendering.allCases.map(\.rawValue), default: "automatic"),
          "scale" <- .choice(Scale.allCases.map(\.rawValue), default: "medium"),
        ]),
      ])
    ) { value, _ in
      guard value.isMapping else { return ViewNode(ImageView(try value.icon())) }
      let map = try value.alternative(1).mapping("image")
      let sources = ["systemName", "name", "file", "asset"].filter { map[$0] != nil }
      guard sources.count == 1 else {
        throw value.error("an image has exactly one of systemName, name, file or asset, found \(sources.count)")
      }
      let source: Icon =
        try map["file"].map { .file(path: try $0.imageFile()) } ?? map["asset"].map {
          .file(path: try $0.assetImageFile())
        } ?? map[sources[0]]!.icon()
      return ViewNode(
        ImageView(
          source, rendering: try map["renderingMode"].map { Rendering(rawValue: try $0.choice())! } ?? .automatic,
          scale: try map["scale"].map { Scale(rawValue: try $0.choice())! } ?? .medium,
          isResizable: try map["resizable"]?.bool() ?? false, isDecorative: try map["decorative"]?.bool() ?? false))
    },
    example: "{ hstack: [{ image: heart.fill, foregroundStyle: pink }, { image: star.fill, imageScale: large }] }")
}
