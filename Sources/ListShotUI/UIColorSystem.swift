import ListShotCore
import ListShotModel

// `UIColor`'s system colours as a list screen names them, and `Color(uiColor:)`: each is the
// theme's iOS colour of that name (light and dark), so `Color(uiColor: .secondarySystemBackground)`
// draws what `UIColor.secondarySystemBackground` is on iOS.
extension UIColor {
  public static let systemMint = UIColor(.mint)
  public static let systemCyan = UIColor(.cyan)
  public static let systemPink = UIColor(.pink)
  public static let systemBrown = UIColor(.brown)
  public static let systemGray2 = UIColor(Color(model: .system(.gray2)))
  public static let systemGray3 = UIColor(Color(model: .system(.gray3)))
  public static let systemGray4 = UIColor(Color(model: .system(.gray4)))
  public static let systemGray5 = UIColor(Color(model: .system(.gray5)))
  public static let systemGray6 = UIColor(Color(model: .system(.gray6)))
  public static let tertiaryLabel = UIColor(.tertiary)
  public static let quaternaryLabel = UIColor(.quaternary)
  public static let systemBackground = UIColor(Color(model: .token("ios.background")))
  public static let secondarySystemBackground = UIColor(Color(model: .token("ios.secondaryBackground")))
  public static let tertiarySystemBackground = UIColor(Color(model: .token("ios.tertiaryBackground")))
  public static let systemGroupedBackground = UIColor(Color(model: .token("ios.groupedBackground")))
  public static let secondarySystemGroupedBackground = UIColor(Color(model: .token("ios.secondaryGroupedBackground")))
  public static let tertiarySystemGroupedBackground = UIColor(Color(model: .token("ios.tertiaryGroupedBackground")))
  public static let separator = UIColor(Color(model: .token("ios.separator")))
  public static let opaqueSeparator = UIColor(Color(model: .token("ios.opaqueSeparator")))
  public static let systemFill = UIColor(Color(model: .token("ios.fill")))
  /// `UIColor.link` is the system blue.
  public static let link = UIColor(.blue)
  public static let placeholderText = UIColor(.tertiary)
  public static let white = UIColor(.white)
  public static let black = UIColor(.black)
  public static let clear = UIColor(.clear)
  public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
  public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
  public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
  public static let gray = UIColor(Color(white: 0.5))
  public static let lightGray = UIColor(Color(white: 2 / 3))
  public static let darkGray = UIColor(Color(white: 1 / 3))

  public convenience init(white: Double, alpha: Double) { self.init(Color(white: white, opacity: alpha)) }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }
}

extension Color {
  /// `Color(uiColor: .secondarySystemBackground)`.
  public init(uiColor: UIColor) { self = uiColor.color }
  /// `Color(UIColor.hex(0x332F38))`, `Color(.systemBackground)`: the UIKit colour, as SwiftUI's
  /// older spelling (`Color(.red)` is `UIColor.red`, pure red, as on iOS).
  public init(_ uiColor: UIColor) { self = uiColor.color }
}
