import ListShotCore

/// A line through or under the texts inside (`.strikethrough()`, `.underline()`), in the
/// text's colour or its own.
public struct TextDecorationModifier: EnvironmentModifierElement {
  public enum Line: String, Hashable, Sendable { case strikethrough, underline }

  public var line: Line
  /// False: the line removed (`.strikethrough(task.isDone)` on a task not done).
  public var isActive: Bool
  /// Nil: the text's colour.
  public var color: TintColor?

  public init(_ line: Line, isActive: Bool = true, color: TintColor? = nil) {
    self.line = line
    self.isActive = isActive
    self.color = color
  }

  public var entry: ViewEntry { line == .strikethrough ? Self.strikethrough : Self.underline }

  /// `strikethrough: true`, `strikethrough: { color: red }`.
  static func specShape(_ name: String) -> SpecShape {
    .oneOf(
      [.boolean(), .object(["isActive" <- .boolean(default: true), "color" <- .ref("iconColor")])],
      "true, or { color } for a \(name) in its own colour.")
  }

  static func read(_ line: Line, _ value: any ViewSpecValue, _ content: ViewNode) throws -> ViewNode {
    guard value.isMapping else { return content.modified(by: TextDecorationModifier(line, isActive: try value.bool())) }
    let map = try value.alternative(1).mapping(line.rawValue)
    return content.modified(
      by: TextDecorationModifier(
        line, isActive: try map["isActive"]?.bool() ?? true, color: try map["color"]?.color()))
  }

  public static let strikethrough = ViewEntry(
    ".strikethrough", role: .modifier, initialisers: [".strikethrough(_:color:)"], pathKey: "strikethrough",
    children: .modified(slots: []), summary: "a line through the texts inside, in their colour or the one given",
    spec: .modifier("strikethrough", specShape("line")) { value, content in
      try read(.strikethrough, value, content)
    },
    example: "{ vstack: [{ text: Buy milk, strikethrough: true }, { text: Call Ada, strikethrough: { color: red } }] }"
  )

  public static let underline = ViewEntry(
    ".underline", role: .modifier, initialisers: [".underline(_:color:)"], pathKey: "underline",
    children: .modified(slots: []), summary: "a line under the texts inside, in their colour or the one given",
    spec: .modifier("underline", specShape("line")) { value, content in try read(.underline, value, content) },
    example: "{ text: Terms of use, underline: true, foregroundStyle: blue }")
}
