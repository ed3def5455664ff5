import ListShotCore

/// `.foregroundStyle(…)`, `.foregroundColor(…)`: the paint of the texts, symbols and shapes
/// inside that set none of their own.
public struct ForegroundModifier: EnvironmentModifierElement {
  public var paint: ShapePaint

  public init(_ paint: ShapePaint) { self.paint = paint }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".foregroundStyle", role: .modifier, initialisers: [".foregroundStyle(_:)"], pathKey: "foregroundStyle",
    children: .modified(slots: []),
    summary:
      "the colour or style of the texts, symbols and shapes inside (`.secondary` is a level of the style around); the buttons inside draw their labels in it rather than in the tint",
    spec: .modifier("foregroundStyle", .ref("iconColor")) { value, content in
      ViewNode(ForegroundModifier(try read(value)), [content])
    },
    example: "{ text: Secondary, foregroundStyle: secondary }")

  /// `.foregroundColor(…)`: the same, as a colour.
  public static let foregroundColor = ViewEntry(
    ".foregroundColor", role: .modifier, initialisers: [".foregroundColor(_:)"], pathKey: "foregroundStyle",
    children: .modified(slots: []), summary: "the colour of the texts and symbols inside",
    spec: .modifier("foregroundColor", .ref("iconColor")) { value, content in
      ViewNode(ForegroundModifier(try read(value)), [content])
    },
    example: "{ text: Orange, foregroundColor: orange }")

  /// A colour name; the label colours' names are the levels of the foreground style, as
  /// SwiftUI's `.secondary` is.
  static func read(_ value: any ViewSpecValue) throws -> ShapePaint {
    if value.isScalar, let name = try? value.string() {
      if let level = ShapePaint.levelNames.firstIndex(of: name) { return .hierarchical(level) }
      if name == "label" { return .hierarchical(0) }
    }
    return .color(try value.color())
  }
}

/// `.tint(…)`: the colour of toggles and of symbols that take the tint.
public struct TintModifier: EnvironmentModifierElement {
  public var color: TintColor

  public init(_ color: TintColor) { self.color = color }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".tint", role: .modifier, initialisers: [".tint(_:)", ".accentColor(_:)"], pathKey: "tint",
    children: .modified(slots: []),
    summary:
      "the tint of the controls and labels' icons inside (the accent by default); on the root view, the screen's accent (rows, checkmarks, bar buttons)",
    spec: .modifier("tint", .ref("iconColor")) { value, content in content.tint(try value.color()) },
    example: "{ toggle: { label: Tinted, isOn: true }, tint: orange }", also: [".accentColor"])
}

/// `.opacity(…)`, 0…1: the alpha of everything drawn inside is multiplied by it.
public struct OpacityModifier: EnvironmentModifierElement {
  public var opacity: Double

  public init(_ opacity: Double) { self.opacity = opacity }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    ViewLengthCheck.rangeIssues(opacity, in: 0...1, name: "opacity", "opacity")
  }

  public static let entry = ViewEntry(
    ".opacity", role: .modifier, initialisers: [".opacity(_:)", ".hidden()"], pathKey: "opacity",
    children: .modified(slots: []),
    summary: "everything inside drawn at that opacity; `.hidden()` is opacity 0, its space kept and VoiceOver silent",
    spec: .modifier("opacity", .number(minimum: 0, maximum: 1)) { value, content in
      content.opacity(try value.number())
    },
    example: "{ text: Faded, opacity: 0.4 }", also: [".hidden"])
}

/// `.disabled(true)`: texts and symbols inside drawn in the disabled colours.
public struct DisabledModifier: EnvironmentModifierElement {
  public init() {}

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".disabled", role: .modifier, initialisers: [".disabled(_:)"], pathKey: "disabled",
    children: .modified(slots: []),
    summary: "the content in the disabled colours; a design-system item in its disabled look",
    spec: .modifier("disabled", .boolean()) { value, content in try value.bool() ? content.disabled() : content },
    example: "{ label: { title: Unavailable, systemImage: lock }, disabled: true }")
}
