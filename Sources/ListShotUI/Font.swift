import ListShotCore
import ListShotModel

/// A SwiftUI font: a text style that follows Dynamic Type, or a fixed system size, with a
/// weight, and the italic face or tabular digits it may ask for (`.body.italic()`,
/// `.title2.monospacedDigit()`), and its design (`.body.monospaced()`,
/// `.system(size: 34, weight: .bold, design: .rounded)`, `.system(.title, design: .serif)`).
public struct Font: Hashable, Sendable {
  let spec: FontSpec
  var isItalic = false
  var hasTabularDigits = false
  var design: Design = .default

  init(_ spec: FontSpec) { self.spec = spec }
  init(_ style: IOSTextStyle) { spec = .style(style) }

  public static let largeTitle = Font(.largeTitle)
  public static let title = Font(.title1)
  public static let title2 = Font(.title2)
  public static let title3 = Font(.title3)
  public static let headline = Font(.headline)
  public static let subheadline = Font(.subheadline)
  public static let body = Font(.body)
  public static let callout = Font(.callout)
  public static let footnote = Font(.footnote)
  public static let caption = Font(.caption1)
  public static let caption2 = Font(.caption2)

  /// `.system(size: 17, weight: .semibold)`, `.system(size: 34, weight: .bold, design: .default)`.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    var font = Font(.system(size: Double(size), weight: weight))
    font.design = design ?? .default
    return font
  }

  /// `.system(.body, weight: .bold)`, `.system(.title, design: .default, weight: .semibold)`.
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    var font = weight.map { style.weight($0) } ?? style
    font.design = design ?? style.design
    return font
  }

  /// `Font(UIFont.preferredFont(forTextStyle: .body))`, `Font(UIFont.systemFont(ofSize: 15))`.
  public init(_ font: UIFont) { self = font.font }

  public typealias Weight = FontWeight

  /// `Font.Design`: each drawn in the theme's face of its name (docs/fonts.md).
  public enum Design: Hashable, Sendable {
    case `default`, rounded, serif, monospaced

    /// The model's design.
    var model: FontDesign {
      switch self {
      case .default: .default
      case .monospaced: .monospaced
      case .serif: .serif
      case .rounded: .rounded
      }
    }
  }

  public func weight(_ weight: Weight) -> Font {
    var copy = self
    switch spec {
    case .style(let style, _): copy = copy.with(.style(style, weight: weight))
    case .system(let size, _): copy = copy.with(.system(size: size, weight: weight))
    }
    return copy
  }

  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font { with { $0.isItalic = true } }
  public func monospacedDigit() -> Font { with { $0.hasTabularDigits = true } }
  public func monospaced() -> Font { with { $0.design = .monospaced } }

  private func with(_ spec: FontSpec) -> Font {
    var copy = Font(spec)
    (copy.isItalic, copy.hasTabularDigits, copy.design) = (isItalic, hasTabularDigits, design)
    return copy
  }

  private func with(_ change: (inout Font) -> Void) -> Font {
    var copy = self
    change(&copy)
    return copy
  }

  /// The model's modifiers this font sets, innermost first: the font, then its design, face
  /// and digits.
  var elements: [any ViewElement] {
    let model = design.model
    var elements: [any ViewElement] = [FontModifier(spec)]
    if model != .default { elements.append(FontDesignModifier(model)) }
    if isItalic { elements.append(ItalicModifier()) }
    if hasTabularDigits { elements.append(MonospacedDigitModifier()) }
    return elements
  }
}

extension FontWeight {
  public static let ultraLight = FontWeight(rawValue: 100)
  public static let thin = FontWeight(rawValue: 200)
  public static let light = FontWeight(rawValue: 300)
  public static let heavy = FontWeight(rawValue: 800)
  public static let black = FontWeight(rawValue: 900)
}
