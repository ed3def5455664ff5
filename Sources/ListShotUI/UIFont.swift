import ListShotCore
import ListShotModel

/// `UIFont`, as a list screen hands one to `Font(_:)`: the preferred font of a text style
/// (follows Dynamic Type) or a system font of a fixed size.
public final class UIFont: Hashable, @unchecked Sendable {
  let font: Font

  init(_ font: Font) { self.font = font }

  /// `UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable {
    let font: Font
    public static let largeTitle = TextStyle(font: .largeTitle)
    public static let title1 = TextStyle(font: .title)
    public static let title2 = TextStyle(font: .title2)
    public static let title3 = TextStyle(font: .title3)
    public static let headline = TextStyle(font: .headline)
    public static let subheadline = TextStyle(font: .subheadline)
    public static let body = TextStyle(font: .body)
    public static let callout = TextStyle(font: .callout)
    public static let footnote = TextStyle(font: .footnote)
    public static let caption1 = TextStyle(font: .caption)
    public static let caption2 = TextStyle(font: .caption2)
  }

  /// `UIFont.Weight`.
  public struct Weight: Hashable, Sendable {
    let weight: FontWeight
    public static let ultraLight = Weight(weight: .ultraLight)
    public static let thin = Weight(weight: .thin)
    public static let light = Weight(weight: .light)
    public static let regular = Weight(weight: .regular)
    public static let medium = Weight(weight: .medium)
    public static let semibold = Weight(weight: .semibold)
    public static let bold = Weight(weight: .bold)
    public static let heavy = Weight(weight: .heavy)
    public static let black = Weight(weight: .black)
  }

  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(style.font) }
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(.system(size: size, weight: weight.weight))
  }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font.system(size: size).italic()) }
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(Font.system(size: size, weight: weight.weight).monospacedDigit())
  }

  /// The font's size in points at the default Dynamic Type size.
  public var pointSize: CGFloat {
    switch font.spec {
    case .system(let size, _): return CGFloat(size)
    case .style(let style, _): return CGFloat(style.metrics(at: .large).size)
    }
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font }
  public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}
