import ListShotCore

/// A static page showing the gallery's sheets side by side, grouped by screen.
public enum GalleryIndex {
  public struct Entry: Sendable {
    public var path: String
    public var screen: String
    public var variant: RenderVariant
    public var direction: LayoutDirection

    public init(path: String, screen: String, variant: RenderVariant, direction: LayoutDirection) {
      self.path = path
      self.screen = screen
      self.variant = variant
      self.direction = direction
    }
  }

  public static func html(_ entries: [Entry]) -> String {
    var screens: [String] = []
    for entry in entries where !screens.contains(entry.screen) { screens.append(entry.screen) }
    var body = ""
    for screen in screens {
      body += "<section><h2>\(escape(screen))</h2><div class=\"row\">\n"
      for entry in entries where entry.screen == screen {
        let label = "\(entry.variant.theme) · \(entry.variant.scheme.rawValue) · \(entry.direction.rawValue) · \(entry.variant.dynamicTypeSize.rawValue)"
        body += "<figure><img src=\"\(escape(entry.path))\" alt=\"\(escape(label))\" loading=\"lazy\"><figcaption>\(escape(label))</figcaption></figure>\n"
      }
      body += "</div></section>\n"
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>ListShot gallery</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 24px; background: #f4f4f4; color: #111; }
      h1 { font-size: 20px; } h2 { font-size: 16px; margin: 24px 0 8px; }
      .row { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
      figure { margin: 0; background: #fff; padding: 8px; border: 1px solid #ddd; }
      img { display: block; width: 393px; height: auto; }
      figcaption { margin-top: 6px; color: #555; }
      </style></head><body>
      <h1>ListShot gallery</h1>
      \(body)</body></html>

      """
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
