import ListShotCore

/// A `TextField`, `SecureField` or `TextEditor` in a row, as a still picture shows it: the
/// bound text (bullets for a secure field), or the prompt in the placeholder colour when the
/// text is empty; no caret, nothing focused. A leaf.
public struct TextFieldView: ViewElement {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case textField, secureField, textEditor
  }

  /// `.textFieldStyle(…)`.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case automatic, plain, roundedBorder
  }

  public var kind: Kind
  public var text: String
  /// The placeholder: the prompt, else the title.
  public var prompt: String?
  public var style: Style
  /// `axis: .vertical`: the text wraps onto more lines (a `TextEditor` always does).
  public var isVertical: Bool

  public init(
    _ kind: Kind = .textField, text: String = "", prompt: String? = nil, style: Style = .automatic,
    isVertical: Bool = false
  ) {
    self.kind = kind
    self.text = text
    self.prompt = prompt
    self.style = style
    self.isVertical = isVertical
  }

  /// What is drawn: the text, the secure field's bullets (one per character), or the prompt.
  public var shownText: String {
    guard !text.isEmpty else { return prompt ?? "" }
    return kind == .secureField ? String(repeating: "•", count: text.count) : text
  }

  public var isPlaceholder: Bool { text.isEmpty }

  /// Whether the text wraps: a vertical field or an editor.
  public var wraps: Bool { isVertical || kind == .textEditor }

  public var entry: ViewEntry {
    switch kind {
    case .textField: return Self.textField
    case .secureField: return Self.secureField
    case .textEditor: return Self.textEditor
    }
  }

  public func issues() -> [ValidationIssue] {
    let limit = Limits.maxTextLength
    return [("text", text), ("prompt", prompt ?? "")].compactMap { key, value in
      value.count > limit
        ? ValidationIssue(path: NodePath.key(kind.rawValue).appending(key), "is longer than \(limit) characters")
        : nil
    }
  }

  public static let textField = entry(
    .textField, "TextField",
    ["TextField(_:text:)", "TextField(_:text:prompt:)", "TextField(_:text:axis:)", ".textFieldStyle(_:)"],
    "the bound text, or the prompt in the placeholder colour; `axis: .vertical` wraps; no caret",
    example:
      "{ vstack: [{ textField: { prompt: Email } }, { textField: { text: ada@example.com, prompt: Email, style: roundedBorder } }] }"
  )

  public static let secureField = entry(
    .secureField, "SecureField", ["SecureField(_:text:)", "SecureField(_:text:prompt:)"],
    "a bullet per character of the bound text, or the prompt in the placeholder colour",
    example: "{ vstack: [{ secureField: { prompt: Password } }, { secureField: { text: hunter2, prompt: Required } }] }"
  )

  public static let textEditor = entry(
    .textEditor, "TextEditor", ["TextEditor(text:)"], "the bound text on as many lines as it takes, no caret",
    example: "{ textEditor: { text: \"Leave at the door, please. The bell does not work.\" } }")

  private static func entry(
    _ kind: Kind, _ name: String, _ initialisers: [String], _ summary: String, example: String
  ) -> ViewEntry {
    var fields: [SpecField] = ["text" <- .string("The bound text.", maxLength: Limits.maxTextLength)]
    if kind != .textEditor {
      fields.append(
        "prompt" <- .string("The placeholder, shown when the text is empty.", maxLength: Limits.maxTextLength))
      fields.append("style" <- .choice(Style.allCases.map(\.rawValue), default: "automatic"))
    }
    if kind == .textField { fields.append("axis" <- .choice(["horizontal", "vertical"], default: "horizontal")) }
    return ViewEntry(
      name, role: .view, initialisers: initialisers, pathKey: kind.rawValue,
      status: .composed(of: "its text or prompt, in the rounded border of that style"), summary: summary,
      spec: .view(kind.rawValue, .object("A \(name): its bound text or its prompt.", fields)) { value, _ in
        let map = try value.mapping(kind.rawValue)
        return ViewNode(
          TextFieldView(
            kind, text: try map["text"]?.string() ?? "", prompt: try map["prompt"]?.string(),
            style: try map["style"].map { Style(rawValue: try $0.choice())! } ?? .automatic,
            isVertical: try map["axis"]?.choice() == "vertical"))
      }, example: example,
      also: kind == .textField
        ? [
          ".textFieldStyle", "TextFieldStyle", "PlainTextFieldStyle", "RoundedBorderTextFieldStyle",
          "DefaultTextFieldStyle", "Axis",
        ] : [])
  }
}
