/// JSON string literals for the JSON ListShot writes by hand (the schema, resolved themes):
/// the one quoter, so every file escapes alike.
///
/// RFC 8259: `"` and `\` escaped, the five control characters that have a short escape
/// (`\b`, `\f`, `\n`, `\r`, `\t`) written so, every other control character as `\u00xx` in
/// lower-case hex, as JSONEncoder writes it; everything else, non-ASCII included, as it is.
public enum JSONString {
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
