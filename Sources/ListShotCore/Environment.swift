/// The axes a screen is rendered along. Each is a closed set with a stable text form, used in
/// specs, on the command line and in file names.
public enum ColorScheme: String, Sendable, Codable, CaseIterable {
  case light, dark
}

public enum LayoutDirection: String, Sendable, Codable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"

  public var isRightToLeft: Bool { self == .rightToLeft }
}

/// A font weight on the CSS / OpenType 100...900 scale.
public struct FontWeight: RawRepresentable, Hashable, Sendable, Codable, Comparable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let regular = FontWeight(rawValue: 400)
  public static let medium = FontWeight(rawValue: 500)
  public static let semibold = FontWeight(rawValue: 600)
  public static let bold = FontWeight(rawValue: 700)

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A resolved font: what the painter asks Pango for. Sizes are in points.
public struct FontDescriptor: Hashable, Sendable, Codable {
  /// A fontconfig family name, optionally followed by comma-separated fallbacks.
  public var family: String
  public var size: Double
  public var weight: FontWeight
  /// Axis values of a variable font (the icon font's fill, weight and optical size); nil for
  /// a static face.
  public var variations: FontVariations?
  /// The italic face (SwiftUI `.italic()`); encoded only when set, so upright text prints as
  /// it always has.
  public var isItalic: Bool

  public init(
    family: String, size: Double, weight: FontWeight = .regular, variations: FontVariations? = nil,
    isItalic: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.variations = variations
    self.isItalic = isItalic
  }

  private enum CodingKeys: String, CodingKey { case family, size, weight, variations, isItalic }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    family = try container.decode(String.self, forKey: .family)
    size = try container.decode(Double.self, forKey: .size)
    weight = try container.decode(FontWeight.self, forKey: .weight)
    variations = try container.decodeIfPresent(FontVariations.self, forKey: .variations)
    isItalic = try container.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(family, forKey: .family)
    try container.encode(size, forKey: .size)
    try container.encode(weight, forKey: .weight)
    try container.encodeIfPresent(variations, forKey: .variations)
    if isItalic { try container.encode(true, forKey: .isItalic) }
  }
}

/// Concrete values for a variable font's axes, as the painter hands them to Pango
/// (`pango_font_description_set_variations`): whole numbers only, so the text form, and the
/// pixels, are the same on every machine.
public struct FontVariations: Hashable, Sendable, Codable {
  /// FILL: 0 outline, 1 filled.
  public var fill: Int
  /// wght, 100...700 in the icon font (clamped there).
  public var weight: Int
  /// opsz: the size the glyph is designed for, in points (20...48 in the icon font).
  public var opticalSize: Int

  public init(fill: Bool, weight: FontWeight, opticalSize: Double) {
    self.fill = fill ? 1 : 0
    self.weight = min(max(weight.rawValue, 100), 700)
    self.opticalSize = Int(min(max(opticalSize.rounded(), 20), 48))
  }

  /// `FILL=1,opsz=24,wght=400`: Pango's form, axes in alphabetical order.
  public var pangoDescription: String { "FILL=\(fill),opsz=\(opticalSize),wght=\(weight)" }
}
