/// An sRGB colour with straight (not premultiplied) 8-bit channels.
///
/// Colours travel through the whole pipeline in this one form: token files, the typed theme,
/// the display list and the painter. Its text form is `#RRGGBB` or `#RRGGBBAA` (alpha last,
/// the OUDS and CSS convention), which is also how it encodes to JSON.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; returns nil for anything else.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    var digits = Array(hex.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count == 6 || digits.count == 8,
      digits.allSatisfy({ $0.isHexDigit })
    else { return nil }
    func byte(_ index: Int) -> UInt8 { UInt8(String(digits[index..<index + 2]), radix: 16)! }
    self.init(
      red: byte(0), green: byte(2), blue: byte(4), alpha: digits.count == 8 ? byte(6) : 255)
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 255, green: 255, blue: 255)

  /// `#RRGGBBAA`, always eight digits, upper case.
  public var hexRGBA: String {
    [red, green, blue, alpha].map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }.joined().withHashPrefix
  }

  /// `#RRGGBB` when opaque, else `#RRGGBBAA`.
  public var hex: String { alpha == 255 ? String(hexRGBA.prefix(7)) : hexRGBA }

  public var description: String { hex }

  /// The same colour with its alpha multiplied by `opacity` (0...1).
  public func withOpacity(_ opacity: Double) -> Color {
    var copy = self
    copy.alpha = UInt8((Double(alpha) * min(max(opacity, 0), 1)).rounded())
    return copy
  }

  /// This colour composited over `background` (source-over, straight alpha).
  public func over(_ background: Color) -> Color {
    let sa = Double(alpha) / 255, ba = Double(background.alpha) / 255
    let outA = sa + ba * (1 - sa)
    guard outA > 0 else { return .clear }
    func channel(_ s: UInt8, _ b: UInt8) -> UInt8 {
      let value = (Double(s) * sa + Double(b) * ba * (1 - sa)) / outA
      return UInt8(min(max(value.rounded(), 0), 255))
    }
    return Color(
      red: channel(red, background.red), green: channel(green, background.green),
      blue: channel(blue, background.blue), alpha: UInt8((outA * 255).rounded()))
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let color = Color(hex: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a colour #RRGGBB or #RRGGBBAA, got \"\(text)\"")
    }
    self = color
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexRGBA)
  }
}

extension String {
  fileprivate var withHashPrefix: String { "#" + self }
}
