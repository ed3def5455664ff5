/// CommonMark code spans: how text from specs, themes, screens and files is put in the
/// summaries ListShot writes (`ChangeGroup.summary`, `SummaryMarkdown`), so that a Markdown
/// renderer shows it as written and makes nothing of it: no emphasis, no HTML, and on GitHub
/// no autolink (`www.evil.com`, `x@evil.com`) and no mention (`@team`).
///
/// A span's fence is one backtick longer than the longest run of backticks inside it, and a
/// space pads content that starts or ends with a backtick (or with a space at both ends), as
/// CommonMark 6.1 reads them; `parse` reads spans back by the same rule.
public enum CodeSpan {
  /// `text` as one code span. Line breaks become spaces (a span is one line).
  public static func wrap(_ text: String) -> String {
    let content = String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    let fence = String(repeating: "`", count: longestRun(in: content) + 1)
    let pad =
      content.hasPrefix("`") || content.hasSuffix("`")
      || (content.hasPrefix(" ") && content.hasSuffix(" ") && content.contains { $0 != " " })
    return fence + (pad ? " " : "") + content + (pad ? " " : "") + fence
  }

  /// The longest run of backticks in `text`.
  public static func longestRun(in text: String) -> Int {
    var longest = 0, run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  /// Splits text into plain parts and the contents of its code spans, as CommonMark does: a run
  /// of N backticks opens a span that the next run of exactly N closes; a run that nothing
  /// closes is plain text.
  public static func parse(_ text: String) -> [(isCode: Bool, text: String)] {
    let characters = Array(text)
    var parts: [(isCode: Bool, text: String)] = []
    var plain = ""
    var index = 0
    func run(at start: Int) -> Int {
      var end = start
      while end < characters.count, characters[end] == "`" { end += 1 }
      return end - start
    }
    while index < characters.count {
      guard characters[index] == "`" else {
        plain.append(characters[index])
        index += 1
        continue
      }
      let opening = run(at: index)
      var search = index + opening, close: Int?
      while search < characters.count {
        if characters[search] == "`" {
          let length = run(at: search)
          if length == opening {
            close = search
            break
          }
          search += length
        } else {
          search += 1
        }
      }
      guard let close else {
        plain += String(repeating: "`", count: opening)
        index += opening
        continue
      }
      if !plain.isEmpty { parts.append((false, plain)) }
      plain = ""
      var content = String(characters[(index + opening)..<close])
      if content.count >= 2, content.hasPrefix(" "), content.hasSuffix(" "), content.contains(where: { $0 != " " }) {
        content = String(content.dropFirst().dropLast())
      }
      parts.append((true, content))
      index = close + opening
    }
    if !plain.isEmpty { parts.append((false, plain)) }
    return parts
  }
}
