import ListShotCore

/// A colour of the look with the path of the token it came from (`look.separator.color`), for
/// provenance: the look's paths are made from the list style's name, so they are strings.
public struct LookColor: Sendable, Equatable, Hashable {
  public var path: String
  public var color: Color

  public init(path: String, color: Color) {
    self.path = path
    self.color = color
  }

  /// Whether anything is drawn in this colour (a look turns a bar's background off with a
  /// clear colour).
  public var isVisible: Bool { color.alpha > 0 }
}

extension TokenReader {
  /// Stage 5 for the look: a `dimension` (or `number`) at `path`, noting it when it is
  /// missing or of another type, as the theme's own tokens are.
  mutating func dimension(_ path: String) -> Double {
    read(path, expected: "dimension") { value in
      switch value {
      case .dimension(let number), .number(let number): return number
      default: return nil
      }
    } ?? 0
  }

  mutating func number(_ path: String) -> Double {
    read(path, expected: "number") { value in
      guard case .number(let number) = value else { return nil }
      return number
    } ?? 0
  }

  /// A `number` used as a switch: 0 is off, anything else on.
  mutating func flag(_ path: String) -> Bool { number(path) != 0 }

  mutating func color(_ path: String) -> LookColor {
    let color: Color =
      read(path, expected: "color") { (value: TokenValue) -> Color? in
        guard case .color(let color) = value else { return nil }
        return color
      } ?? .clear
    return LookColor(path: path, color: color)
  }

  mutating func iosText(_ path: String) -> IOSTextToken {
    read(path, expected: "iosTextStyle") { value in
      guard case .iosText(let token) = value else { return nil }
      return token
    } ?? .empty
  }

  mutating func fontWeight(_ path: String) -> FontWeight {
    read(path, expected: "fontWeight") { value in
      guard case .fontWeight(let weight) = value else { return nil }
      return weight
    } ?? .regular
  }

  /// A `dimension` for every Dynamic Type size: `<path>.xSmall` … `<path>.accessibility5`.
  mutating func perSize(_ path: String) -> [Double] {
    DynamicTypeSize.allCases.map { dimension("\(path).\($0.rawValue)") }
  }
}
