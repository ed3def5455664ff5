import ListShotCore

/// `.font(…)` for the texts and symbols inside.
public struct FontModifier: EnvironmentModifierElement {
  public var font: FontSpec

  public init(_ font: FontSpec) { self.font = font }

  public var entry: ViewEntry { Self.entry }
  public func issues() -> [ValidationIssue] { FontSpec.issues(font, "font") }

  public static let entry = ViewEntry(
    ".font", role: .modifier, initialisers: [".font(_:)"], pathKey: "font", children: .modified(slots: []),
    summary: "the font of the texts and symbols inside: a text style that follows Dynamic Type, or a fixed size",
    spec: .modifier("font", FontSpec.specShape) { value, content in content.font(try FontSpec.read(value)) },
    example: "{ vstack: [{ text: Headline, font: headline }, { text: Caption, font: caption }], alignment: leading }")
}

/// `.fontWeight(…)`, `.bold()`.
public struct FontWeightModifier: EnvironmentModifierElement {
  public var weight: FontWeight

  public init(_ weight: FontWeight) { self.weight = weight }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".fontWeight", role: .modifier, initialisers: [".fontWeight(_:)"], pathKey: "fontWeight",
    children: .modified(slots: []), summary: "the weight of the texts inside",
    spec: .modifier("fontWeight", FontWeight.specShape) { value, content in
      content.fontWeight(FontWeight.specNames[try value.choice()]!)
    },
    example: "{ text: Semibold, fontWeight: semibold }")

  /// `.bold()`: the bold weight, written `bold: true` in a spec.
  public static let bold = ViewEntry(
    ".bold", role: .modifier, initialisers: [".bold(_:)"], pathKey: "fontWeight", children: .modified(slots: []),
    summary: "the texts inside in bold",
    spec: .modifier("bold", .boolean()) { value, content in try value.bool() ? content.bold() : content },
    example: "{ text: Bold, bold: true }")
}

/// `.italic()`.
public struct ItalicModifier: EnvironmentModifierElement {
  public init() {}

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".italic", role: .modifier, initialisers: [".italic(_:)"], pathKey: "italic", children: .modified(slots: []),
    summary: "the texts inside in the italic face",
    spec: .modifier("italic", .boolean()) { value, content in try value.bool() ? content.italic() : content },
    example: "{ text: Italic, italic: true }")
}

/// `.lineLimit(…)`: at most `limit` lines (nil: no limit), and at least `minimum` lines tall
/// (`.lineLimit(3, reservesSpace: true)`, `.lineLimit(2...5)`, `.lineLimit(2...)`): a text of
/// fewer lines, or an empty field, keeps the height of that many lines, its lines at the top.
public struct LineLimitModifier: EnvironmentModifierElement {
  public var limit: Int?
  /// Nil: as tall as its lines.
  public var minimum: Int?

  public init(_ limit: Int?, minimum: Int? = nil) {
    self.limit = limit
    self.minimum = minimum
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    let minPath = NodePath.key("lineLimit").appending("min")
    if let limit, !Limits.lineLimit.contains(limit) {
      issues.append(ValidationIssue(path: "lineLimit", "lineLimit \(limit) is out of range 1...1000"))
    }
    if let minimum, !Limits.lineLimit.contains(minimum) {
      issues.append(ValidationIssue(path: minPath, "lineLimit's min \(minimum) is out of range 1...1000"))
    }
    if let limit, let minimum, minimum > limit {
      issues.append(ValidationIssue(path: minPath, "lineLimit's min \(minimum) is more than its max \(limit)"))
    }
    return issues
  }

  static let lines = SpecShape.integer(
    minimum: Double(Limits.lineLimit.lowerBound), maximum: Double(Limits.lineLimit.upperBound))

  public static let entry = ViewEntry(
    ".lineLimit", role: .modifier,
    initialisers: [
      ".lineLimit(_:)", ".lineLimit(_:reservesSpace:)", ".lineLimit(_: ClosedRange)", ".lineLimit(_: PartialRangeFrom)",
      ".lineLimit(_: PartialRangeThrough)",
    ], pathKey: "lineLimit",
    children: .modified(slots: []),
    summary:
      "at most this many lines, the last cut with an ellipsis; with a minimum (reservesSpace, a range) at least that many lines tall",
    spec: .modifier(
      "lineLimit",
      .oneOf(
        [lines, .object(["min" <- lines, "max" <- lines])],
        "The most lines, or { min, max }: at least min lines tall (SwiftUI's reservesSpace: true is min equal to max).")
    ) { value, content in
      guard value.isMapping else { return content.lineLimit(try value.alternative(0).integer()) }
      let map = try value.alternative(1).mapping("lineLimit")
      return content.modified(by: LineLimitModifier(try map["max"]?.integer(), minimum: try map["min"]?.integer()))
    },
    example: "{ text: A text long enough to be cut at the end of its only line, lineLimit: 1 }")
}

/// `.multilineTextAlignment(…)`.
public struct MultilineTextAlignmentModifier: EnvironmentModifierElement {
  public var alignment: ViewAlignment.Horizontal

  public init(_ alignment: ViewAlignment.Horizontal) { self.alignment = alignment }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".multilineTextAlignment", role: .modifier, initialisers: [".multilineTextAlignment(_:)"],
    pathKey: "multilineTextAlignment", children: .modified(slots: []),
    summary: "how the lines of the texts inside align (logical: leading is the right in right-to-left)",
    spec: .modifier("multilineTextAlignment", .choice(ViewAlignment.Horizontal.allCases.map(\.rawValue))) {
      value, content in content.multilineTextAlignment(ViewAlignment.Horizontal(rawValue: try value.choice())!)
    },
    example: "{ text: \"Centred lines\\nof text\", multilineTextAlignment: center }")
}
