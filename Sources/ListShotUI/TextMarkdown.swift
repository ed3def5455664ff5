import ListShotModel

/// The Markdown SwiftUI draws in a `Text` made from a literal: `**strong**`, `*emphasis*` or
/// `_emphasis_` (at word edges), `~~strikethrough~~`, `` `code` ``, `[link](url)` in the tint,
/// and a backslash before a character for the character itself. Written by hand:
/// Foundation's `AttributedString(markdown:)` does not exist on Linux (it does not compile
/// there), and nothing else on this machine parses Markdown. A text with none is one plain
/// text, as before. A code span is drawn in the monospaced design; strikethrough in a joined
/// text is refused when lowered (ListShot's joined texts have no line through a part).
enum TextMarkdown {
  struct Style: Equatable {
    var isBold = false, isItalic = false, isStruck = false, isCode = false, isLink = false
  }

  static func text(_ source: String) -> Text {
    let locale = EnvironmentValues.current.locale
    if let (inflected, refused) = TextInflection.inflect(source, isEnglish: locale.language.languageCode == .english) {
      var text = Self.text(inflected)
      if refused {
        text.modifiers.append(
          .refused("inflect") { context in
            context.error(
              "^[…](inflect: true) in \(locale.identifier) cannot be drawn yet: ListShot inflects English only",
              hint: "write the words as they agree, or render in an English locale")
          })
      }
      return text
    }
    let runs = parse(source)
    guard runs.contains(where: { $0.style != Style() }) else {
      return Text(verbatim: runs.map(\.text).joined())
    }
    return runs.dropFirst().reduce(styled(runs[0])) { $0 + styled($1) }
  }

  private static func styled(_ run: (text: String, style: Style)) -> Text {
    var text = Text(verbatim: run.text)
    if run.style.isBold { text = text.bold() }
    if run.style.isItalic { text = text.italic() }
    if run.style.isStruck { text = text.strikethrough() }
    if run.style.isLink { text = text.foregroundStyle(Color.accentColor) }
    if run.style.isCode { text = text.monospaced() }
    return text
  }

  /// The runs of `source`, each with its style; unmatched markers are kept as text.
  static func parse(_ source: String) -> [(text: String, style: Style)] {
    let chars = Array(source)
    var runs: [(text: String, style: Style)] = []
    var style = Style(), current = ""
    var i = 0
    func flush() {
      if !current.isEmpty { runs.append((current, style)) }
      current = ""
    }
    func closes(_ marker: String, from start: Int) -> Bool {
      guard start < chars.count else { return false }
      return String(chars[start...]).contains(marker)
    }
    func isEdge(_ index: Int) -> Bool { index < 0 || index >= chars.count || !chars[index].isLetter }
    while i < chars.count {
      let c = chars[i]
      let next = i + 1 < chars.count ? chars[i + 1] : nil
      if c == "\\", let next, "\\*_~`[]()".contains(next) {
        current.append(next)
        i += 2
      } else if c == "`", style.isCode || closes("`", from: i + 1) {
        flush()
        style.isCode.toggle()
        i += 1
      } else if style.isCode {
        current.append(c)
        i += 1
      } else if c == "*", next == "*", style.isBold || closes("**", from: i + 2) {
        flush()
        style.isBold.toggle()
        i += 2
      } else if c == "~", next == "~", style.isStruck || closes("~~", from: i + 2) {
        flush()
        style.isStruck.toggle()
        i += 2
      } else if c == "*" || (c == "_" && (style.isItalic ? isEdge(i + 1) : isEdge(i - 1))),
        style.isItalic || closes(String(c), from: i + 1)
      {
        flush()
        style.isItalic.toggle()
        i += 1
      } else if c == "[", let close = chars[i...].firstIndex(of: "]"), close + 1 < chars.count,
        chars[close + 1] == "(", let end = chars[(close + 1)...].firstIndex(of: ")")
      {
        flush()
        let label = String(chars[(i + 1)..<close])
        var link = style
        link.isLink = true
        runs.append((label, link))
        i = end + 1
      } else {
        current.append(c)
        i += 1
      }
    }
    flush()
    return runs.isEmpty ? [("", Style())] : runs
  }
}
