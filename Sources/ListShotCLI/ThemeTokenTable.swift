import Foundation
import ListShot
import ListShotCore
import ListShotTheme

/// `themes show` output: a table for people on a terminal, JSON for machines, a page for
/// browsers. Each token: its path, resolved value and the chain of aliases that led there.
struct ThemeTokenTable {
  var theme: String
  /// The look whose `look.*` tokens lie under the theme's.
  var look: Look = .default
  /// Per scheme, in order: every resolved token.
  var schemes: [(scheme: ColorScheme, tokens: [ResolvedToken])]

  /// Aligned columns: token, value, then `→ alias → alias`; with `swatches`, a two-cell
  /// true-colour swatch before each colour value.
  /// Text from theme files is escaped for the terminal here (`TerminalText`), since the
  /// swatches are escape sequences of the table's own: print it with `Terminal.composed`.
  func text(swatches: Bool) -> String {
    var lines: [String] = []
    let e = { (text: String) in TerminalText.escape(text) }
    for (scheme, tokens) in schemes {
      lines.append("\(e(theme)) · \(scheme.rawValue) · \(look.rawValue) · \(tokens.count) tokens")
      let pathWidth = min(48, tokens.map(\.path.count).max() ?? 0)
      let valueWidth = min(24, tokens.map(\.value.count).max() ?? 0)
      lines.append(
        Self.pad("TOKEN", pathWidth) + "  " + (swatches ? "   " : "") + Self.pad("VALUE", valueWidth) + "  ALIAS OF")
      for token in tokens {
        var line = Self.pad(e(token.path), pathWidth) + "  "
        if swatches { line += Self.swatch(token) + " " }
        line += Self.pad(e(token.value), valueWidth)
        if !token.aliases.isEmpty { line += "  → " + token.aliases.map(e).joined(separator: " → ") }
        lines.append(line.trimmingTrailingSpaces())
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// `{"theme": …, "look": …, "schemes": {"light": {"<path>": {"type", "value", "aliases"}}}}`.
  func json() throws -> String {
    var bySheme: [String: [String: Any]] = [:]
    for (scheme, tokens) in schemes {
      var entries: [String: Any] = [:]
      for token in tokens {
        entries[token.path] = ["type": token.type, "value": token.value, "aliases": token.aliases] as [String: Any]
      }
      bySheme[scheme.rawValue] = entries
    }
    let data = try JSONSerialization.data(
      withJSONObject: ["theme": theme, "look": look.rawValue, "schemes": bySheme] as [String: Any],
      options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  /// One static page (inline CSS, no script, no network): a table per scheme with colour
  /// swatches drawn on a checkerboard, so translucent colours show their alpha.
  func html() -> String {
    var body = ""
    for (scheme, tokens) in schemes {
      body += "<h2>\(Markup.escape(scheme.rawValue)) <small>\(tokens.count) tokens</small></h2>\n"
      body += "<table><thead><tr><th>Token</th><th></th><th>Value</th><th>Alias of</th></tr></thead><tbody>\n"
      for token in tokens {
        let swatch =
          Color(hex: token.value).map {
            "<span class=\"swatch\"><span style=\"background:\(Self.css($0))\"></span></span>"
          } ?? ""
        let aliases = token.aliases.map { "<code>\(Markup.escape($0))</code>" }.joined(separator: " → ")
        body +=
          "<tr data-type=\"\(Markup.escape(token.type))\"><td><code>\(Markup.escape(token.path))</code></td>"
          + "<td>\(swatch)</td><td><code>\(Markup.escape(token.value))</code></td><td>\(aliases)</td></tr>\n"
      }
      body += "</tbody></table>\n"
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(Markup.escape(theme)) tokens</title>
      <style>
      body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fff}
      @media (prefers-color-scheme: dark){body{color:#f2f2f7;background:#1c1c1e}}
      table{border-collapse:collapse;margin-bottom:32px}th,td{padding:4px 10px;text-align:left;border-bottom:1px solid #8884}
      code{font:13px ui-monospace,monospace}small{font-weight:normal;opacity:.6}
      .swatch{display:inline-block;width:28px;height:18px;border:1px solid #8888;border-radius:4px;overflow:hidden;
        background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/8px 8px}
      .swatch span{display:block;width:100%;height:100%}
      </style></head><body>
      <h1>\(Markup.escape(theme))</h1>
      \(body)</body></html>

      """
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// Two cells in the token's colour (24-bit ANSI background), or two spaces for other types.
  static func swatch(_ token: ResolvedToken) -> String {
    guard token.type == "color", let color = Color(hex: token.value) else { return "  " }
    return "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m  \u{1B}[0m"
  }

  static func css(_ color: Color) -> String {
    "rgba(\(color.red),\(color.green),\(color.blue),\(String(format: "%.3f", Double(color.alpha) / 255)))"
  }

  /// True-colour output: stdout is a terminal that says it draws 24-bit colour
  /// (`COLORTERM=truecolor` or `24bit`), and `NO_COLOR` is not set.
  static var terminalShowsTrueColor: Bool {
    let environment = ProcessInfo.processInfo.environment
    guard isatty(STDOUT_FILENO) != 0, environment["NO_COLOR"] == nil else { return false }
    return ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
