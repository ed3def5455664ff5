import ListShotCore

/// Escaping for the HTML and XML ListShot writes: `html` for the review report and the
/// gallery index, `xml` for JUnit files. Text from files (screen names, messages, stamps)
/// goes through one of them and nowhere else.
public enum Markup {
  /// HTML text and attribute values: `&`, `<`, `>`, `"` and `'` as character references,
  /// control characters (which HTML forbids) shown as `\u{1B}`.
  public static func html(_ text: String) -> String { escape(text, lineBreaks: false) }

  /// XML 1.0 text and attribute values: as `html`, and tab, line feed and carriage return as
  /// character references, so attribute values keep them; every other control character,
  /// which XML 1.0 cannot hold even as a reference, shown as `\u{1B}`. The result is always
  /// well-formed.
  public static func xml(_ text: String) -> String { escape(text, lineBreaks: true) }

  /// `html`, under the name the report and gallery use.
  public static func escape(_ text: String) -> String { html(text) }

  private static func escape(_ text: String, lineBreaks: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n", "\t", "\r":
        if lineBreaks { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
      default:
        if (0x00...0x1F).contains(scalar.value) || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
          || scalar.value == 0xFFFF
        {
          out += TerminalText.visible(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
