import ListShot
import ListShotCore

/// A static page showing every gallery sheet: one row per theme, light and dark side by side
/// (each look beside the other when the sheets are in several: iOS 26 next to iOS 18).
public enum GalleryIndex {
  public struct Entry: Sendable {
    public var path: String
    public var theme: String
    public var scheme: ColorScheme
    public var look: Look

    public init(path: String, theme: String, scheme: ColorScheme, look: Look = .default) {
      self.path = path
      self.theme = theme
      self.scheme = scheme
      self.look = look
    }
  }

  public static func html(_ entries: [Entry]) -> String {
    var themes: [String] = []
    for entry in entries where !themes.contains(entry.theme) { themes.append(entry.theme) }
    let looks = Set(entries.map(\.look))
    var body = ""
    for theme in themes {
      body += "<section><h2>\(escape(theme))</h2><div class=\"row\">\n"
      for entry in entries where entry.theme == theme {
        let label = "\(entry.theme) · \(entry.scheme.rawValue)" + (looks.count > 1 ? " · \(entry.look.rawValue)" : "")
        // Browsers show PNG and SVG in an <img>; a PDF sheet is linked.
        let picture =
          entry.path.hasSuffix(".pdf")
          ? "PDF: \(escape(label))" : "<img src=\"\(escape(entry.path))\" alt=\"\(escape(label))\">"
        body +=
          "<figure><a href=\"\(escape(entry.path))\">\(picture)</a><figcaption>\(escape(label))</figcaption></figure>\n"
      }
      body += "</div></section>\n"
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>ListShot gallery</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 24px; background: #e8e8ec; color: #111; }
      h1 { font-size: 20px; } h2 { font-size: 16px; margin: 24px 0 8px; }
      .row { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; }
      figure { margin: 0; }
      img { display: block; width: 393px; height: auto; box-shadow: 0 1px 4px rgba(0,0,0,.2); }
      figcaption { margin-top: 6px; color: #555; }
      </style></head><body>
      <h1>ListShot gallery: every component and state, per theme and scheme</h1>
      \(body)</body></html>

      """
  }

  static func escape(_ text: String) -> String { Markup.escape(text) }
}
