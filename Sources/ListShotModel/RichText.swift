/// Text with strong and link runs: the OUDS annotated helper and error texts (Android
/// `OudsAnnotatedErrorMessage`, iOS `AttributedString`).
///
/// A string literal is plain text. Rich text is built from runs or parsed from the Markdown
/// subset iOS `AttributedString(markdown:)` users write for these texts:
///
/// ```swift
/// let error: RichText = "Plain"
/// let rich = RichText("Error message with ") + .strong("strong") + RichText(" text")
/// let parsed = try RichText(markdown: "See **the terms** or [help](https://example.com/help)")
/// ```
///
/// Markdown: `**strong**`, `[text](url)` (the text may hold strong runs) and a backslash
/// before any of `\ * [ ] ( )` for the character itself. Nothing else is interpreted.
public struct RichText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// A stretch of text with one style.
  public struct Run: Hashable, Sendable {
    public var text: String
    public var isStrong: Bool
    /// The link target; a link is drawn strong and underlined in the link colour.
    public var link: String?

    public init(_ text: String, isStrong: Bool = false, link: String? = nil) {
      self.text = text
      self.isStrong = isStrong
      self.link = link
    }
  }

  public var runs: [Run]

  public init(runs: [Run]) {
    self.runs = runs.filter { !$0.text.isEmpty }
  }

  /// Plain text.
  public init(_ text: String) {
    self.init(runs: [Run(text)])
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public static func strong(_ text: String) -> RichText { RichText(runs: [Run(text, isStrong: true)]) }

  public static func link(_ text: String, url: String) -> RichText { RichText(runs: [Run(text, link: url)]) }

  public static func + (lhs: RichText, rhs: RichText) -> RichText { RichText(runs: lhs.runs + rhs.runs) }

  /// The text without its styles: what VoiceOver reads and what the audit measures.
  public var plainText: String { runs.map(\.text).joined() }

  public var isEmpty: Bool { runs.isEmpty }

  /// True when some run is strong or a link.
  public var isRich: Bool { runs.contains { $0.isStrong || $0.link != nil } }

  public var hasLink: Bool { runs.contains { $0.link != nil } }

  public var description: String { plainText }
}

extension RichText {
  /// A Markdown error: what is wrong, at which character (0-based) of the source.
  public struct MarkdownError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var message: String

    public var description: String { "\(message) (at character \(offset + 1))" }
  }

  /// Parses the Markdown subset described on the type.
  public init(markdown: String) throws {
    var runs: [Run] = []
    var current = ""
    var isStrong = false
    var strongStart = 0
    // The link being read: where its text started, and the runs before it.
    var linkStart: Int?
    var linkRuns: [Run] = []
    let characters = Array(markdown)
    func flush() {
      guard !current.isEmpty else { return }
      if linkStart != nil {
        linkRuns.append(Run(current, isStrong: isStrong))
      } else {
        runs.append(Run(current, isStrong: isStrong))
      }
      current = ""
    }
    var i = 0
    while i < characters.count {
      let c = characters[i]
      let next: Character? = i + 1 < characters.count ? characters[i + 1] : nil
      switch c {
      case "\\" where next.map({ "\\*[]()".contains($0) }) == true:
        current.append(next!)
        i += 2
        continue
      case "*" where next == "*":
        flush()
        isStrong.toggle()
        strongStart = i
        i += 2
        continue
      case "[":
        guard linkStart == nil else {
          throw MarkdownError(offset: i, message: "a link cannot contain another link; write \\[ for a bracket")
        }
        flush()
        linkStart = i
      case "]":
        guard let start = linkStart else {
          throw MarkdownError(offset: i, message: "']' closes no link; write \\] for a bracket")
        }
        guard next == "(" else {
          throw MarkdownError(
            offset: i, message: "a link's text must be followed by its target in parentheses: [text](url)")
        }
        flush()
        guard let close = characters[(i + 2)...].firstIndex(of: ")") else {
          throw MarkdownError(offset: i + 1, message: "the link target is not closed with ')'")
        }
        let url = trimmed(characters[(i + 2)..<close])
        guard !url.isEmpty else { throw MarkdownError(offset: i + 1, message: "the link target is empty") }
        guard !linkRuns.isEmpty else { throw MarkdownError(offset: start, message: "the link text is empty") }
        runs += linkRuns.map { Run($0.text, isStrong: $0.isStrong, link: url) }
        linkRuns = []
        linkStart = nil
        i = close + 1
        continue
      default:
        current.append(c)
      }
      i += 1
    }
    if let start = linkStart {
      throw MarkdownError(offset: start, message: "'[' opens a link that is not closed; write \\[ for a bracket")
    }
    if isStrong {
      throw MarkdownError(offset: strongStart, message: "'**' opens strong text that is not closed")
    }
    flush()
    self.init(runs: runs)
  }
}

/// `text` without the spaces and tabs around it.
private func trimmed(_ text: ArraySlice<Character>) -> String {
  var slice = text
  while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
  while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
  return String(slice)
}
