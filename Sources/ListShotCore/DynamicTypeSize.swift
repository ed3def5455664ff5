/// The 12 Dynamic Type content-size categories, with SwiftUI's names.
public enum DynamicTypeSize: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The default size.
  public static let `default` = DynamicTypeSize.large

  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Zero-based position in the scale, xSmall = 0 … accessibility5 = 11.
  public var index: Int { Self.allCases.firstIndex(of: self)! }

  /// Accepts the SwiftUI names, `AX1`…`AX5`, and the UIKit names (`extraLarge`,
  /// `accessibilityMedium` …), case-insensitively.
  public init?(name: String) {
    let key = name.lowercased()
    if let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) {
      self = match
      return
    }
    let aliases: [String: DynamicTypeSize] = [
      "xs": .xSmall, "extrasmall": .xSmall, "s": .small, "m": .medium, "l": .large,
      "xl": .xLarge, "extralarge": .xLarge, "xxl": .xxLarge, "extraextralarge": .xxLarge,
      "xxxl": .xxxLarge, "extraextraextralarge": .xxxLarge,
      "ax1": .accessibility1, "accessibilitymedium": .accessibility1,
      "ax2": .accessibility2, "accessibilitylarge": .accessibility2,
      "ax3": .accessibility3, "accessibilityextralarge": .accessibility3,
      "ax4": .accessibility4, "accessibilityextraextralarge": .accessibility4,
      "ax5": .accessibility5, "accessibilityextraextraextralarge": .accessibility5,
    ]
    guard let match = aliases[key] else { return nil }
    self = match
  }

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.index < rhs.index
  }
}
