/// Text from files and options made safe to print on a terminal: the one place where it is
/// escaped for one.
///
/// A spec key, a theme name, a golden's stamp or a file name can hold ESC, BEL or other
/// control characters that a terminal would act on (move the cursor, change colours, set the
/// title, ring). Each of them, and the characters that reorder text on screen (bidirectional
/// overrides and isolates), prints as a visible `\u{1B}`; line breaks and tabs stay when
/// `multiline` is true (usage text), and are escaped otherwise.
public enum TerminalText {
  public static func escape(_ text: String, multiline: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, multiline: multiline) }) else { return text }
    // Appended to one String whose room is reserved: a String.UnicodeScalarView built up by
    // append(contentsOf:) copied itself on each escape (quadratic: 1,200,000 control
    // characters in a spec key took minutes).
    var out = ""
    out.reserveCapacity(text.utf8.count + text.utf8.count / 2)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar, multiline: multiline) {
        out += visible(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func needsEscape(_ scalar: Unicode.Scalar, multiline: Bool) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return !multiline
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `\u{1B}`: how an escaped character is shown (here, in XML and in HTML).
  public static func visible(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}
