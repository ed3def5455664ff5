import Foundation

/// The paint an SVG file names for itself, read to decide whether an icon file is multicolour.
///
/// A single-colour icon file is a template: it is drawn in the colour of its context (the text
/// colour next to it), as iOS renders a template image. A multicolour file (a flag, a logo, a
/// coloured illustration) keeps its own paint. "Multicolour" means that the file names two or
/// more distinct colours in `fill`, `stroke`, `stop-color` or `flood-color`, as attributes or
/// in `style` declarations; `none`, `transparent`, `currentColor`, `inherit` and references to
/// gradients (`url(#…)`, whose stops are counted themselves) are not colours. A shape that
/// names no fill is black by SVG's default and counts as black only when the file also leaves
/// some shape unpainted, which this reading does not try to know: it counts the colours written.
public enum SVGPaint {
  private static let declaration = try! NSRegularExpression(
    pattern: #"(?:^|[\s;"'{])(fill|stroke|stop-color|flood-color)\s*(?:=\s*["']|:\s*)([^"';}>]+)"#,
    options: [.caseInsensitive])

  /// The distinct colours the SVG text names, normalised (`#fff`, `#FFFFFF` and `white` are one).
  public static func colors(inSVG text: String) -> Set<String> {
    var found: Set<String> = []
    let range = NSRange(text.startIndex..., in: text)
    for match in declaration.matches(in: text, range: range) {
      guard let valueRange = Range(match.range(at: 2), in: text) else { continue }
      if let color = normalized(String(text[valueRange])) { found.insert(color) }
    }
    return found
  }

  /// Whether the SVG text names two or more distinct colours.
  public static func isMulticolor(svg text: String) -> Bool { colors(inSVG: text).count >= 2 }

  private static let notColors: Set<String> = [
    "none", "transparent", "currentcolor", "inherit", "initial", "unset", "",
  ]
  private static let namedColors = ["black": "#000000", "white": "#ffffff"]

  private static func normalized(_ raw: String) -> String? {
    var value = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingCharacters(in: .whitespaces) }
    if notColors.contains(value) || value.hasPrefix("url(") { return nil }
    if let hex = namedColors[value] { return hex }
    if value.hasPrefix("#"), value.count == 4 {
      return "#" + value.dropFirst().map { "\($0)\($0)" }.joined()
    }
    return value.replacingOccurrences(of: " ", with: "")
  }
}
