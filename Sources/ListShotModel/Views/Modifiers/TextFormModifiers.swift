import ListShotCore

/// `.monospacedDigit()`: digits of one width (the font's tabular figures), so counts and
/// prices line up.
public struct MonospacedDigitModifier: EnvironmentModifierElement {
  public init() {}

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".monospacedDigit", role: .modifier, initialisers: [".monospacedDigit()", "Font.monospacedDigit()"],
    pathKey: "monospacedDigit", children: .modified(slots: []),
    summary: "the digits of the texts inside in one width (tabular figures)",
    spec: .modifier("monospacedDigit", .boolean()) { value, content in
      try value.bool() ? content.modified(by: MonospacedDigitModifier()) : content
    },
    example: "{ vstack: [{ text: \"1,111\" }, { text: \"8,888\" }], monospacedDigit: true, alignment: trailing }")
}

/// `.textCase(.uppercase)`: the texts inside in upper or lower case; nil keeps theirs.
public struct TextCaseModifier: EnvironmentModifierElement {
  public var textCase: TextCase

  public init(_ textCase: TextCase) { self.textCase = textCase }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".textCase", role: .modifier, initialisers: [".textCase(_:)"], pathKey: "textCase",
    children: .modified(slots: []), summary: "the texts inside in upper or lower case (nil: as written)",
    spec: .modifier("textCase", .choice(TextCase.allCases.map(\.rawValue))) { value, content in
      content.modified(by: TextCaseModifier(TextCase(rawValue: try value.choice())!))
    },
    example: "{ text: Recent orders, textCase: uppercase, font: caption }")
}

/// `.kerning(…)`, `.tracking(…)`: extra space between the characters of the texts inside, in
/// points (ListShot draws both as tracking: the fonts' ligatures are not broken either way).
public struct TrackingModifier: EnvironmentModifierElement {
  public var points: Double

  public init(_ points: Double) { self.points = points }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    guard !Limits.contains(Self.range, points) else { return [] }
    return [ValidationIssue(path: "tracking", "tracking \(points) is out of range -100...100 pt")]
  }

  static let range = -100.0...100.0

  public static let entry = ViewEntry(
    ".tracking", role: .modifier, initialisers: [".tracking(_:)", ".kerning(_:)"], pathKey: "tracking",
    children: .modified(slots: []), summary: "extra space between the characters of the texts inside, in points",
    spec: .modifier("tracking", .number(minimum: range.lowerBound, maximum: range.upperBound)) { value, content in
      content.modified(by: TrackingModifier(try value.number()))
    },
    example: "{ text: SALE, tracking: 4, bold: true }", also: [".kerning"])
}

/// `.lineSpacing(…)`: extra space between the lines of the multi-line texts inside, in points
/// (between lines only; a fixed length, which Dynamic Type does not scale). The innermost one
/// applies, as SwiftUI's environment value.
public struct LineSpacingModifier: EnvironmentModifierElement {
  public var points: Double

  public init(_ points: Double) { self.points = points }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    guard !Limits.contains(Self.range, points) else { return [] }
    return [ValidationIssue(path: "lineSpacing", "lineSpacing \(points) is out of range 0...100 pt")]
  }

  static let range = 0.0...100.0

  public static let entry = ViewEntry(
    ".lineSpacing", role: .modifier, initialisers: [".lineSpacing(_:)"], pathKey: "lineSpacing",
    children: .modified(slots: []), summary: "extra space between the lines of the texts inside, in points",
    spec: .modifier("lineSpacing", .number(minimum: range.lowerBound, maximum: range.upperBound)) { value, content in
      content.modified(by: LineSpacingModifier(try value.number()))
    },
    example: "{ text: Two lines of a longer detail that wraps in the row, font: subheadline, lineSpacing: 4 }")
}

/// `.truncationMode(…)`: where a text cut by its line limit or width shows the ellipsis.
public struct TruncationModeModifier: EnvironmentModifierElement {
  public var mode: TextTruncation

  public init(_ mode: TextTruncation) { self.mode = mode }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".truncationMode", role: .modifier, initialisers: [".truncationMode(_:)"], pathKey: "truncationMode",
    children: .modified(slots: []), summary: "where a text that does not fit is cut: its head, middle or tail",
    spec: .modifier("truncationMode", .choice(TextTruncation.allCases.map(\.rawValue))) { value, content in
      content.modified(by: TruncationModeModifier(TextTruncation(rawValue: try value.choice())!))
    },
    example: "{ text: /Users/ada/Documents/Reports/2025/June/summary.pdf, lineLimit: 1, truncationMode: middle }")
}

/// `.minimumScaleFactor(…)`: a text that does not fit is drawn smaller, down to this fraction
/// of its size, before it is cut.
public struct MinimumScaleFactorModifier: EnvironmentModifierElement {
  public var factor: Double

  public init(_ factor: Double) { self.factor = factor }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    guard !(0.01...1).contains(factor) else { return [] }
    return [ValidationIssue(path: "minimumScaleFactor", "minimumScaleFactor \(factor) is out of range 0.01...1")]
  }

  public static let entry = ViewEntry(
    ".minimumScaleFactor", role: .modifier, initialisers: [".minimumScaleFactor(_:)"], pathKey: "minimumScaleFactor",
    children: .modified(slots: []),
    summary: "a text that does not fit drawn smaller, down to this fraction of its size, before it is cut",
    spec: .modifier("minimumScaleFactor", .number(minimum: 0.01, maximum: 1)) { value, content in
      content.modified(by: MinimumScaleFactorModifier(try value.number()))
    },
    example:
      "{ text: A title a little too long for its line, lineLimit: 1, minimumScaleFactor: 0.5, frame: { width: 200 } }"
  )
}
