import ListShotCore

/// A `Text`: a string with the font, weight and colour it sets on itself (nil: taken from the
/// environment the modifiers around it set, then the row's defaults).
public struct TextView: ViewElement {
  public var text: String
  public var font: FontSpec?
  public var weight: FontWeight?
  public var isItalic: Bool
  public var color: TintColor?
  /// The styled stretches `text` is joined from (`Text + Text`), in order; nil: one style.
  public var spans: [TextSpan]?

  public init(
    _ text: String, font: FontSpec? = nil, weight: FontWeight? = nil, isItalic: Bool = false, color: TintColor? = nil
  ) {
    self.text = text
    self.font = font
    self.weight = weight
    self.isItalic = isItalic
    self.color = color
  }

  /// A text made of styled spans, joined in order: `Text("a").bold() + Text("b")`.
  public init(spans: [TextSpan]) {
    self.init(spans.map(\.text).joined())
    self.spans = spans
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    var issues = FontSpec.issues(font, NodePath.key("text").appending("font"))
    if text.unicodeScalars.count > Limits.maxTextLength * 4 {
      issues.append(ValidationIssue(path: "text", "the text is longer than \(Limits.maxTextLength) characters"))
    }
    if let spans {
      if spans.count > TextSpan.maxSpans {
        issues.append(
          ValidationIssue(path: "text", "a text joins at most \(TextSpan.maxSpans) styled texts, not \(spans.count)"))
      } else if spans.map(\.text).joined() != text {
        issues.append(ValidationIssue(path: "text", "the styled texts do not make up the text"))
      }
    }
    return issues
  }

  public static let entry = ViewEntry(
    "Text", role: .view,
    initialisers: [
      "Text(_:)", "Text(verbatim:)", "Text + Text", "Text(_: ClosedRange<Date>)", "Text(_: DateInterval)",
    ],
    pathKey: "text",
    summary:
      "a string in the font and colour around it, wrapped to the width offered; joined texts keep each part's weight, slant and colour",
    spec: .view(
      "text",
      .oneOf([
        .string(maxLength: Limits.maxTextLength),
        .array(
          TextSpan.specShape, "Texts of different styles joined in order (SwiftUI's `Text + Text`).", minItems: 1,
          maxItems: TextSpan.maxSpans),
      ])
    ) { value, _ in
      guard value.isSequence else { return ViewNode(TextView(try value.string())) }
      return ViewNode(TextView(spans: try value.alternative(1).items().map(TextSpan.read)))
    },
    example: "{ text: [Ada, { text: \" admin\", italic: true, foregroundStyle: secondary }] }")
}

/// One stretch of a text joined from texts of different styles (SwiftUI's
/// `Text(name).bold() + Text(" · ") + Text(role).foregroundStyle(.secondary)`): its own weight,
/// slant, design and colour; the text's font size, line limit and alignment are the whole text's.
public struct TextSpan: Hashable, Sendable {
  public var text: String
  /// Nil keeps the text's weight.
  public var weight: FontWeight?
  public var isItalic: Bool
  /// Nil keeps the text's colour.
  public var color: TintColor?
  /// Nil keeps the text's design; `.monospaced` for a code span (`` `make` `` in Markdown).
  public var design: FontDesign?

  public init(
    _ text: String, weight: FontWeight? = nil, isItalic: Bool = false, color: TintColor? = nil,
    design: FontDesign? = nil
  ) {
    self.text = text
    self.weight = weight
    self.isItalic = isItalic
    self.color = color
    self.design = design
  }

  /// Bounds checked by `validate()`: a text is a few styled words, not a document.
  public static let maxSpans = 64

  /// One styled stretch of a joined text: a string, or the text with its weight, slant, design
  /// and colour.
  static let specShape: SpecShape = .oneOf([
    .string(maxLength: Limits.maxTextLength),
    .object(
      required: ["text"],
      [
        "text" <- .string(maxLength: Limits.maxTextLength), "fontWeight" <- FontWeight.specShape,
        "bold" <- .boolean(), "italic" <- .boolean(), "foregroundStyle" <- .ref("iconColor"),
        "fontDesign" <- .choice(FontDesign.allCases.map(\.rawValue)), "monospaced" <- .boolean(),
      ]),
  ])

  /// `Text("a")` or `Text("b").bold().italic().foregroundStyle(.secondary)` of a joined text.
  static func read(_ value: any ViewSpecValue) throws -> TextSpan {
    guard value.isMapping else { return TextSpan(try value.string()) }
    let map = try value.alternative(1).mapping("a styled text")
    var weight = try map["fontWeight"].map { FontWeight.specNames[try $0.choice()]! }
    if try map["bold"]?.bool() == true { weight = .bold }
    var design = try map["fontDesign"].map { FontDesign(rawValue: try $0.choice())! }
    if try map["monospaced"]?.bool() == true { design = .monospaced }
    return TextSpan(
      try map.required("text").string(), weight: weight, isItalic: try map["italic"]?.bool() ?? false,
      color: try map["foregroundStyle"]?.color(), design: design)
  }
}
