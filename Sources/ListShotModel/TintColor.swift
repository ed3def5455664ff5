import ListShotCore

/// A colour as iOS names it: the one colour value for everything a user colours (icons,
/// swipe actions, tab items, and the view tree's text, images and backgrounds).
///
///     .blue, .secondary, .accent
///     .rgb(red: 0.2, green: 0.4, blue: 1)        // Color(red:green:blue:opacity:)
///     .hex("#FF9500")
///     .token("color.content.brandPrimary")      // any colour token of the theme
///     TintColor.blue.opacity(0.2)                // Color.blue.opacity(0.2)
///
/// The named colours are resolved by the theme for its scheme (light or dark); RGB is kept as
/// given. Layout resolves every kind to a concrete RGBA with the token it came from
/// (`TintToken`).
///
/// Only `withOpacity` is `indirect`: a boxed payload in a multi-payload enum is stored with
/// tag bits in the pointer, which LeakSanitizer cannot follow, so the static colours
/// (`.white`, `.black`, `.clear`) were reported as leaks when every case was boxed (FuzzSpec).
public enum TintColor: Hashable, Sendable {
  /// The app tint (`.tint`, `.accentColor`): the theme's accent.
  case accent
  /// The label colours: `.primary` is `UIColor.label`, `.secondary` `secondaryLabel` …
  case primary, secondary, tertiary, quaternary
  /// An iOS system colour (`UIColor.systemBlue` …), light and dark values from the theme.
  case system(SystemColorName)
  /// A fixed colour (`Color(red:green:blue:)`, hex, `.white`, `.black`, `.clear`).
  case custom(Color)
  /// A colour token of the theme, by its path (`color.content.brandPrimary`).
  case token(String)
  /// A colour with its opacity multiplied by a factor in 0...1 (`.opacity(_:)`).
  indirect case withOpacity(TintColor, Double)
  /// A fixed colour with a value for each scheme: an asset catalogue's colour set
  /// (`Color("Brand")`, a spec's `{asset: Brand}`), drawn in the theme's scheme.
  case schemed(light: Color, dark: Color)

  public static let red = TintColor.system(.red)
  public static let orange = TintColor.system(.orange)
  public static let yellow = TintColor.system(.yellow)
  public static let green = TintColor.system(.green)
  public static let mint = TintColor.system(.mint)
  public static let teal = TintColor.system(.teal)
  public static let cyan = TintColor.system(.cyan)
  public static let blue = TintColor.system(.blue)
  public static let indigo = TintColor.system(.indigo)
  public static let purple = TintColor.system(.purple)
  public static let pink = TintColor.system(.pink)
  public static let brown = TintColor.system(.brown)
  public static let gray = TintColor.system(.gray)
  public static let gray2 = TintColor.system(.gray2)
  public static let gray3 = TintColor.system(.gray3)
  public static let gray4 = TintColor.system(.gray4)
  public static let gray5 = TintColor.system(.gray5)
  public static let gray6 = TintColor.system(.gray6)
  public static let white = TintColor.custom(.white)
  public static let black = TintColor.custom(.black)
  public static let clear = TintColor.custom(.clear)
  /// `UIColor.label`, the same as `.primary` (the spelling earlier specs used).
  public static let label = TintColor.primary
  /// SwiftUI's `.tint`: the accent.
  public static let tint = TintColor.accent

  /// `Color(red:green:blue:opacity:)`: components in 0...1 (out-of-range values are clamped;
  /// the spec reader refuses them with their line and column).
  public static func rgb(red: Double, green: Double, blue: Double, opacity: Double = 1) -> TintColor {
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    return .custom(Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(opacity)))
  }

  /// `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
  public static func hex(_ text: String) -> TintColor? { Color(hex: text).map { .custom($0) } }

  /// This colour with its opacity multiplied by `opacity` (0...1), as SwiftUI's `.opacity(_:)`.
  public func opacity(_ opacity: Double) -> TintColor { .withOpacity(self, opacity) }

  /// Every name a spec may write, with the colour it means: the label colours, the accent,
  /// the system colours and the fixed ones.
  public static let named: [(name: String, color: TintColor)] =
    [
      ("accent", .accent), ("tint", .accent), ("primary", .primary), ("label", .primary),
      ("secondary", .secondary), ("tertiary", .tertiary), ("quaternary", .quaternary),
    ] + SystemColorName.allCases.map { ($0.rawValue, .system($0)) } + [
      ("white", .white), ("black", .black), ("clear", .clear),
    ]

  /// The names of `named`, in order.
  public static let names = named.map(\.name)

  /// The colour a name means, or nil.
  public static func named(_ name: String) -> TintColor? { named.first { $0.name == name }?.color }
}
