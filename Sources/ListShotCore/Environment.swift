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

  public init(family: String, size: Double, weight: FontWeight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }
}
