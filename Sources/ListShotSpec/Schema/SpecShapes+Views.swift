import ListShotCore
import ListShotModel

/// Free-form row content (`content:`) and custom views (`views:`): SwiftUI's view names, one
/// kind key a mapping, and its modifiers as keys beside it, applied in the order written.
extension SpecShapes {
  /// The view kinds, in the order the schema lists them.
  static let viewKinds = [
    "hstack", "vstack", "zstack", "spacer", "divider", "text", "image", "label", "color", "toggle", "view",
  ]

  static let view: SpecShape = .oneOf(
    [
      .choice(["spacer", "divider"], "A view without arguments."),
      viewObject,
    ], "A SwiftUI-shaped view: exactly one kind key, and modifier keys beside it, applied in the order written.")

  static let viewObject: SpecShape = .object(
    [
      "hstack" <- .array(.ref("view"), "Children leading to trailing."),
      "vstack" <- .array(.ref("view"), "Children top to bottom."),
      "zstack" <- .array(.ref("view"), "Children back to front."),
      "spacer"
        <- .oneOf(
          [.number(minimum: 0, maximum: Limits.viewLength.upperBound), .object(["minLength" <- length(minimum: 0)])],
          "Takes the free length along its stack; the number is its minimum length (default 8)."),
      "divider" <- .object("A hairline across its stack's axis.", []),
      "text"
        <- .oneOf(
          [
            .string(maxLength: Limits.maxTextLength),
            .array(
              textSpan, "Texts of different styles joined in order (SwiftUI's `Text + Text`).", minItems: 1,
              maxItems: TextSpan.maxSpans),
          ]),
      "image"
        <- .oneOf(
          [
            .string("An SF Symbol name (`person.circle.fill`) or a Material icon name."),
            .object([
              "systemName" <- .string(), "name" <- .string("A Material icon name."),
              "file" <- .string(pattern: "\\.(svg|png|jpe?g)$"),
              "resizable" <- .boolean("Fill the frame it is given.", default: false),
              "decorative" <- .boolean("Hidden from assistive technology.", default: false),
              "renderingMode" <- .choice(ImageView.Rendering.allCases.map(\.rawValue), default: "automatic"),
              "scale" <- .choice(ImageView.Scale.allCases.map(\.rawValue), default: "medium"),
            ]),
          ]),
      "label"
        <- .object(
          "Label(title, systemImage:) or Label { title } icon: { icon }.", required: ["title"],
          [
            "title" <- .oneOf([.string(), .ref("view")]), "systemImage" <- .string(),
            "icon" <- .ref("view"),
          ]),
      "color" <- .ref("iconColor", "Color as a view: fills the space it is offered."),
      "toggle"
        <- .object(
          required: ["isOn"], ["isOn" <- .boolean(), "label" <- .oneOf([.string(), .ref("view")])]),
      "view" <- .string("A custom view declared under `views`."),
      "alignment"
        <- .choice(
          ViewAlignment.named.keys.sorted(),
          "A stack's alignment: top, center, bottom, firstTextBaseline, lastTextBaseline (hstack); leading, center, trailing (vstack); any for zstack."
        ),
      "spacing" <- length("A stack's spacing; default: SwiftUI's (8, none between two texts in a vstack)."),
      "padding"
        <- .oneOf(
          [
            length(minimum: Limits.viewLength.lowerBound),
            .object(["top", "leading", "bottom", "trailing", "horizontal", "vertical"].map { $0 <- length() }),
          ], "A number for every edge, or edges by name (logical: leading is the right in right-to-left)."),
      "frame"
        <- .object(
          "Fixed sizes (width, height) or bounds (min…max; `infinity` for as much as offered), and an alignment.",
          ["width", "height", "minWidth", "idealWidth", "minHeight", "idealHeight"].map { $0 <- length(minimum: 0) }
            + ["maxWidth", "maxHeight"].map {
              $0 <- .oneOf([length(minimum: 0), .choice(["infinity"])])
            } + ["alignment" <- .choice(ViewAlignment.named.keys.sorted())]),
      "font"
        <- .oneOf(
          [
            .choice(fontStyleNames.keys.sorted()),
            .object([
              "style" <- .choice(fontStyleNames.keys.sorted()),
              "size" <- .number(minimum: Limits.fontSize.lowerBound, maximum: Limits.fontSize.upperBound),
              "weight" <- .choice(fontWeightNames.keys.sorted()),
            ]),
          ], "An iOS text style (body, caption …) or { size, weight }."),
      "fontWeight" <- .choice(fontWeightNames.keys.sorted()),
      "bold" <- .boolean(), "italic" <- .boolean(),
      "foregroundStyle" <- .ref("iconColor"), "foregroundColor" <- .ref("iconColor"), "tint" <- .ref("iconColor"),
      "lineLimit"
        <- .integer(minimum: Double(Limits.lineLimit.lowerBound), maximum: Double(Limits.lineLimit.upperBound)),
      "multilineTextAlignment" <- .choice(ViewAlignment.Horizontal.allCases.map(\.rawValue)),
      "background" <- .oneOf([.ref("iconColor"), .ref("view")], "A colour or a view behind, sized to this view."),
      "cornerRadius" <- length("A background's corner radius (`RoundedRectangle`).", minimum: 0),
      "overlay" <- .ref("view"),
      "layoutPriority" <- .number(minimum: -1000, maximum: 1000),
      "opacity" <- .number(minimum: 0, maximum: 1),
      "imageScale" <- .choice(ImageView.Scale.allCases.map(\.rawValue)),
      "symbolRenderingMode" <- .choice(["monochrome", "hierarchical", "multicolor"]),
      "disabled" <- .boolean(),
    ]
  ) { $0.oneOf = viewKinds.map { .requiring($0) } }

  /// One styled stretch of a joined text: a string, or the text with its weight, slant and colour.
  static let textSpan: SpecShape = .oneOf([
    .string(maxLength: Limits.maxTextLength),
    .object(
      required: ["text"],
      [
        "text" <- .string(maxLength: Limits.maxTextLength), "fontWeight" <- .choice(fontWeightNames.keys.sorted()),
        "bold" <- .boolean(), "italic" <- .boolean(), "foregroundStyle" <- .ref("iconColor"),
      ]),
  ])

  /// A custom view: a named fragment rows use with `{ view: NAME }`.
  static let customView: SpecShape = .object(
    "A reusable view, used in content as { view: NAME }.", required: ["name", "body"],
    ["name" <- .string(pattern: "^[A-Za-z_][A-Za-z0-9_]*$"), "body" <- .ref("view")])

  static let fontStyleNames: [String: IOSTextStyle] = Dictionary(
    uniqueKeysWithValues: IOSTextStyle.allCases.map { ($0.rawValue, $0) } + [
      ("title", .title1), ("caption", .caption1),
    ])

  static let fontWeightNames: [String: FontWeight] = [
    "ultraLight": FontWeight(rawValue: 100), "thin": FontWeight(rawValue: 200), "light": FontWeight(rawValue: 300),
    "regular": .regular, "medium": .medium, "semibold": .semibold, "bold": .bold,
    "heavy": FontWeight(rawValue: 800), "black": FontWeight(rawValue: 900),
  ]

  private static func length(_ doc: String? = nil, minimum: Double = Limits.viewLength.lowerBound) -> SpecShape {
    .number(doc, minimum: minimum, maximum: Limits.viewLength.upperBound)
  }
}
