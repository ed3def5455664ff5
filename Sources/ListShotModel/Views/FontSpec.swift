import ListShotCore

/// A font as SwiftUI names one: a text style that follows Dynamic Type (`.caption`), or a
/// fixed `.system(size:)`, with an optional weight (`.headline` is semibold by itself).
public enum FontSpec: Hashable, Sendable {
  case style(IOSTextStyle, weight: FontWeight? = nil)
  case system(size: Double, weight: FontWeight? = nil)

  /// The spec names of the text styles (`body`, `caption` …; `title` and `caption` are
  /// SwiftUI's names of title1 and caption1).
  public static let styleNames: [String: IOSTextStyle] = Dictionary(
    uniqueKeysWithValues: IOSTextStyle.allCases.map { ($0.rawValue, $0) } + [
      ("title", .title1), ("caption", .caption1),
    ])

  /// An issue when a fixed size is outside `Limits.fontSize`.
  public static func issues(_ font: FontSpec?, _ path: NodePath) -> [ValidationIssue] {
    guard case .system(let size, _)? = font, !Limits.contains(Limits.fontSize, size) else { return [] }
    return [ValidationIssue(path: path, "font size \(size) is out of range 1...1000 pt")]
  }

  /// `font: caption` or `font: { style: caption, weight: bold }` or `{ size: 15 }`.
  static let specShape: SpecShape = .oneOf(
    [
      .choice(styleNames.keys.sorted()),
      .object([
        "style" <- .choice(styleNames.keys.sorted()),
        "size" <- .number(minimum: Limits.fontSize.lowerBound, maximum: Limits.fontSize.upperBound),
        "weight" <- FontWeight.specShape,
      ]),
    ], "An iOS text style (body, caption …) or { size, weight }.")

  static func read(_ value: any ViewSpecValue) throws -> FontSpec {
    guard value.isMapping else { return .style(styleNames[try value.alternative(0).choice()]!) }
    let map = try value.alternative(1).mapping("font")
    let weight = try map["weight"].map { FontWeight.specNames[try $0.choice()]! }
    switch (try map["style"]?.choice(), try map["size"]?.number()) {
    case (let style?, nil): return .style(styleNames[style]!, weight: weight)
    case (nil, let size?): return .system(size: size, weight: weight)
    default:
      throw value.error(
        "a font has a style or a size", expected: "{ style: caption } or { size: 15, weight: bold }", hint: nil)
    }
  }
}

extension FontWeight {
  /// The spec names of the weights, SwiftUI's.
  public static let specNames: [String: FontWeight] = [
    "ultraLight": FontWeight(rawValue: 100), "thin": FontWeight(rawValue: 200), "light": FontWeight(rawValue: 300),
    "regular": .regular, "medium": .medium, "semibold": .semibold, "bold": .bold,
    "heavy": FontWeight(rawValue: 800), "black": FontWeight(rawValue: 900),
  ]

  static let specShape = SpecShape.choice(specNames.keys.sorted())
}
