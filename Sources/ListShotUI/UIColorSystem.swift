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
  public static let systemGray2 = UIColor(Color(.system(.gray2)))
  public static let systemGray3 = UIColor(Color(.system(.gray3)))
  public static let systemGray4 = UIColor(Color(.system(.gray4)))
  public static let systemGray5 = UIColor(Color(.system(.gray5)))
  public static let systemGray6 = UIColor(Color(.system(.gray6)))
  public static let tertiaryLabel = UIColor(.tertiary)
  public static let quaternaryLabel = UIColor(.quaternary)
  public static let systemBackground = UIColor(Color(.token("ios.background")))
  public static let secondarySystemBackground = UIColor(Color(.token("ios.secondaryBackground")))
  public static let tertiarySystemBackground = UIColor(Color(.token("ios.tertiaryBackground")))
  public static let systemGroupedBackground = UIColor(Color(.token("ios.groupedBackground")))
  public static let secondarySystemGroupedBackground = UIColor(Color(.token("ios.secondaryGroupedBackground")))
  public static let tertiarySystemGroupedBackground = UIColor(Color(.token("ios.tertiaryGroupedBackground")))
  public static let separator = UIColor(Color(.token("ios.separator")))
  public static let opaqueSeparator = UIColor(Color(.token("ios.opaqueSeparator")))
  public static let systemFill = UIColor(Color(.token("ios.fill")))
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
  /// `Color(uiColor: .secondarySystemBackground)`. (`Color(_: UIColor)`, unlabelled, is not
  /// declared: `Color(.red)` would then be ambiguous between UIColor's and the colour's names.)
  public init(uiColor: UIColor) { self = uiColor.color }
}
