import Foundation
import ListShotCore
import ListShotModel

/// A SwiftUI colour: as a view it fills the space it is offered; as a style it colours text,
/// symbols, swipe buttons and tints.
///
/// It lowers to the model's `TintColor`, resolved by the theme in each scheme: the label
/// colours, every iOS system colour (light and dark), RGB, an asset catalogue's colour
/// (`Color("Brand")`, from the catalogues `ScreenState(assetCatalogues:)` names, its light and
/// dark values), and an opacity on any of them.
public struct Color: View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never
  enum Value: Hashable, Sendable {
    case model(TintColor)
    /// An iOS colour the model cannot draw yet.
    case pending(String)
    /// A colour set of the screen's asset catalogues, by name.
    case asset(String)
  }

  let value: Value
  var opacity: Double = 1

  init(_ value: Value) { self.value = value }
  init(model tint: TintColor) { value = .model(tint) }

  /// `Color(red:green:blue:opacity:)`, components 0…1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ x: Double) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
    value = .model(
      .custom(ListShotCore.Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(opacity))))
  }

  /// `Color(white:opacity:)`.
  public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

  /// A colour set of the app's asset catalogue (`Brand.colorset`), found in the catalogues
  /// `ScreenState(assetCatalogues:)` names when lowered.
  public init(_ name: String) { value = .asset(name) }
  /// `Color("Brand", bundle: .module)`: the bundle is not read; the name is looked up in the
  /// screen's asset catalogues, as `Color(_:)`.
  public init(_ name: String, bundle: Bundle?) { value = .asset(name) }

  public static let accentColor = Color(model: .accent)
  public static let red = Color(model: .red)
  public static let orange = Color(model: .orange)
  public static let yellow = Color(model: .yellow)
  public static let green = Color(model: .green)
  public static let mint = Color(model: .mint)
  public static let teal = Color(model: .teal)
  public static let cyan = Color(model: .cyan)
  public static let blue = Color(model: .blue)
  public static let indigo = Color(model: .indigo)
  public static let purple = Color(model: .purple)
  public static let pink = Color(model: .pink)
  public static let brown = Color(model: .brown)
  public static let gray = Color(model: .gray)
  /// The text colour, black in light and white in dark.
  public static let primary = Color(model: .primary)
  /// `.foregroundStyle(.secondary)`, `.tertiary`, `.quaternary`: the label colours.
  public static let secondary = Color(model: .secondary)
  public static let tertiary = Color(model: .tertiary)
  public static let quaternary = Color(model: .quaternary)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// `.foregroundStyle(.tint)`: the app tint.
  public static let tint = Color(model: .accent)

  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.opacity *= opacity
    return copy
  }

  /// The model's colour, or an error naming the colour the model cannot draw yet.
  func tint(in context: LoweringContext) throws -> TintColor {
    switch value {
    case .model(.custom(let rgb)) where opacity < 1:
      return .custom(rgb.withOpacity(opacity))
    case .model(let tint):
      return opacity < 1 ? tint.opacity(opacity) : tint
    case .asset(let name):
      guard let set = context.facts.assets.color(named: name) else {
        let (message, hint) = context.facts.assets.notFound(name, kind: .color)
        throw context.error(
          "Color(\"\(name)\") cannot be drawn: \(message)",
          hint: hint ?? "name the app's Assets.xcassets in ScreenState(assetCatalogues:)")
      }
      let tint = TintColor.schemed(light: set.light, dark: set.dark)
      return opacity < 1 ? tint.opacity(opacity) : tint
    case .pending(let name):
      throw context.error(
        "\(name) cannot be drawn: an asset catalogue's colours are not available on Linux",
        hint: "use an iOS colour (.blue, .secondary …), Color(red:green:blue:) or a theme token")
    }
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    [.view(.color(try tint(in: context.entering("Color"))))]
  }
}
