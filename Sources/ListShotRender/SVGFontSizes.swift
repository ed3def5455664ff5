import Foundation
import ListShotCore

/// Font sizes in an SVG, checked before librsvg sees the file.
///
/// librsvg 2.54 aborts the whole process (a Rust panic, "assertion failed: h >= 0.0" in
/// text.rs) when a text's size overflows Pango's units: FuzzSVG found it with
/// `font-size="99999999999999999999"`. No error can be caught from an abort, so sizes are
/// bounded here: absolute sizes (px, pt, pc, mm, cm, in, or none) up to
/// `Limits.maxSVGFontSize` pixels, relative ones (em, ex, rem, %) up to twice the inherited
/// size, whether written as an attribute or in CSS (`font-size`, the `font` shorthand). As
/// relative sizes multiply when nested, the product of every relative factor above 1 in the
/// file (`larger` counting 1.2) may not pass `maxRelativeProduct`: no chain of nested sizes
/// can then exceed 1000 px × 1000, half of what overflows.
enum SVGFontSizes {
  static let pixelsPerUnit: [String: Double] = [
    "": 1, "px": 1, "pt": 4.0 / 3, "pc": 16, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96,
  ]
  static let relativeLimits: [String: Double] = ["em": 2, "rem": 2, "ex": 4, "%": 200]
  /// The largest product of the relative factors in one file.
  static let maxRelativeProduct = 1000.0

  /// nil when every font size is within bounds, else the first one that is not.
  static func problem(in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let number = #"([-+]?(?:[0-9]*\.)?[0-9]+(?:[eE][-+]?[0-9]+)?)"#
    // `font-size` as an attribute or a property, and the size in a `font` shorthand: its
    // first number with a unit (a weight such as 700 has none).
    let patterns = [
      #"font-size\s*[:=]\s*["']?\s*"# + number + #"\s*([a-zA-Z%]*)"#,
      #"font\s*:\s*[^;"'<>]*?"# + number + #"(px|pt|pc|mm|cm|in|rem|em|ex|%)"#,
    ]
    let range = NSRange(text.startIndex..., in: text)
    let matches = patterns.compactMap { try? NSRegularExpression(pattern: $0) }.flatMap {
      $0.matches(in: text, range: range)
    }
    var product = 1.0
    for match in matches {
      guard let numberRange = Range(match.range(at: 1), in: text), let unitRange = Range(match.range(at: 2), in: text)
      else { continue }
      let written = String(text[numberRange]) + String(text[unitRange])
      let value = Double(text[numberRange]) ?? .infinity
      let unit = text[unitRange].lowercased()
      if let factor = pixelsPerUnit[unit] {
        if !(value * factor).isFinite || value * factor > Limits.maxSVGFontSize || value < 0 {
          return "font size \(written) is outside 0...\(Limits.maxSVGFontSize.clean) px"
        }
      } else if let limit = relativeLimits[unit] {
        if !value.isFinite || value > limit || value < 0 {
          return "font size \(written) is outside 0...\(limit.clean)\(unit)"
        }
        // em and rem are factors; ex about half an em; % a hundredth.
        product *= max(1, unit == "%" ? value / 100 : unit == "ex" ? value / 2 : value)
      }
    }
    product *= pow(1.2, Double(text.components(separatedBy: "larger").count - 1))
    guard product <= maxRelativeProduct else {
      return "relative font sizes multiply to more than \(maxRelativeProduct.clean)×"
    }
    return nil
  }
}
