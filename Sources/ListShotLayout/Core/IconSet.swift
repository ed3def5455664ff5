import Foundation
import ListShotCore
import ListShotResources

/// The built-in named icons, addressed by the SF Symbol name an iOS developer would write
/// (`heart`, `heart.fill`) or by Material name (`favorite`).
///
/// SF Symbol names draw with Google's Material Symbols Outlined variable font: outline and fill
/// are one glyph at two values of its FILL axis (`person.circle` is `account_circle` at FILL 0,
/// `person.circle.fill` at FILL 1). The SF names live in `Icons/symbol-names.txt`. Material names draw with the Material Icons font, the filled icons Android's
/// components (and the OUDS references) draw; a Material name only Material Symbols has is drawn
/// from it, filled, except the outline names (`*_border`, `*_outline`) sharing a filled glyph.
public struct IconSet: Sendable {
  /// The fontconfig family of the icon font.
  public let family: String
  private let codepoints: [String: UInt32]
  /// SF Symbol names → their Material Symbols glyph.
  private let aliases: [String: SymbolNames.Entry]
  /// The Material Icons font's family and names (static, filled style).
  public let materialIconsFamily: String
  private let materialIcons: [String: UInt32]

  public init(
    family: String, codepoints: [String: UInt32], aliases: [String: SymbolNames.Entry] = [:],
    materialIconsFamily: String = "Material Icons", materialIcons: [String: UInt32] = [:]
  ) {
    self.family = family
    self.codepoints = codepoints
    self.aliases = aliases
    self.materialIconsFamily = materialIconsFamily
    self.materialIcons = materialIcons
  }

  /// A text file of the icon set and the path its errors name.
  public typealias Source = (path: String, text: String)

  /// Parses a Material Symbols `.codepoints` map (`name hex` per line), the SF Symbol names
  /// and the Material Icons code points. The caller reads the files (`IconSet.shipped()` in
  /// ListShot reads the package's): layout reads none.
  public static func material(
    codepoints: Source, names: Source? = nil, materialIcons: Source? = nil
  ) throws -> IconSet {
    var map: [String: UInt32] = [:]
    map.reserveCapacity(4_000)
    for line in codepoints.text.split(whereSeparator: \.isNewline) {
      let fields = line.split(separator: " ")
      guard fields.count == 2, let value = UInt32(fields[1], radix: 16) else { continue }
      map[String(fields[0])] = value
    }
    guard !map.isEmpty else {
      throw ListShotError(.io, at: SourceLocation(file: codepoints.path), "no icon names found")
    }
    let aliases = try names.map { try SymbolNames.parse($0, knownNames: map) } ?? [:]
    return IconSet(
      family: "Material Symbols Outlined", codepoints: map, aliases: aliases,
      materialIcons: try materialIcons.map(MaterialIconsCodepoints.parse) ?? [:])
  }

  /// All names accepted: Material names and SF Symbol names.
  public var names: [String] { Array(Set(codepoints.keys).union(materialIcons.keys)) + aliases.keys }

  /// The SF Symbol names (and dropped Material names) the names file maps, sorted.
  public var symbolNames: [String] { aliases.keys.sorted() }

  /// The glyph `name` draws, or nil when the name is unknown.
  public func glyph(for name: String) -> SymbolGlyph? {
    if let entry = aliases[name] {
      guard let value = codepoints[entry.material], let scalar = Unicode.Scalar(value) else { return nil }
      let parts = name.split(separator: ".")
      let enclosed = parts.count > 2 && parts.dropFirst().contains { $0 == "circle" || $0 == "square" }
      return SymbolGlyph(
        character: String(Character(scalar)), isFilled: entry.isFilled, multicolor: entry.multicolor,
        hasEnclosure: enclosed && entry.isFilled)
    }
    if let value = materialIcons[name], let scalar = Unicode.Scalar(value) {
      return SymbolGlyph(character: String(Character(scalar)), isFilled: true, family: materialIconsFamily)
    }
    guard let value = codepoints[name], let scalar = Unicode.Scalar(value) else { return nil }
    return SymbolGlyph(character: String(Character(scalar)), isFilled: !isLegacyOutline(name, value))
  }

  /// The character and font that draw `name` in a `side`-point square at `weight`, or nil
  /// when the name is unknown: what a single-colour icon of any row kind draws.
  public func drawable(_ name: String, side: Double, weight: FontWeight = .regular)
    -> (character: String, font: FontDescriptor)?
  {
    glyph(for: name).map { ($0.character, font(for: $0, side: side, weight: weight)) }
  }

  /// The character to draw for `name`, or nil when the name is unknown.
  public func character(for name: String) -> String? { glyph(for: name)?.character }

  /// The font that draws `glyph` in a `side`-point square, at `weight` (the text's beside it).
  /// A Material Icons glyph is a static face: no axes.
  public func font(for glyph: SymbolGlyph, side: Double, weight: FontWeight = .regular) -> FontDescriptor {
    if let other = glyph.family { return FontDescriptor(family: other, size: side) }
    return FontDescriptor(
      family: family, size: side,
      variations: FontVariations(fill: glyph.isFilled, weight: weight, opticalSize: side))
  }

  /// `favorite_border`, `star_outline`, `notifications_none`: Material Icons drew these as
  /// outlines; Material Symbols gives them the code point of the filled name, to be drawn at
  /// FILL 0.
  private func isLegacyOutline(_ name: String, _ value: UInt32) -> Bool {
    for suffix in ["_border", "_outline", "_none"] where name.hasSuffix(suffix) {
      return codepoints[String(name.dropLast(suffix.count))] == value
    }
    return false
  }

  /// The error for an unknown name, with the nearest known names (edit distance).
  public func unknownNameError(_ name: String, at location: SourceLocation?) -> ListShotError {
    let near = nearestNames(to: name)
    let hint = near.isEmpty ? nil : "did you mean " + near.map { "'\($0)'" }.joined(separator: ", ") + "?"
    return ListShotError(
      .badInput, at: location, "unknown icon '\(Excerpt.of(name))'",
      expected:
        "an SF Symbol name from ListShot's list (e.g. person.circle, heart.fill, gear; see docs/symbols-and-colours.md) or a Material Symbols name (e.g. favorite, settings)",
      hint: hint)
  }

  /// Up to three known names nearest to `name`: SF names first when `name` looks like one
  /// (has a dot), each within an edit distance of a third of its length. For an SF name, the
  /// likely typos (distance 1 or 2) come first, then the same symbol without the variants the
  /// list lacks (`heart.circle.fill`: `heart.fill`, `heart`), then the other near names.
  public func nearestNames(to name: String, count: Int = 3) -> [String] {
    let typos = namesWithinEditDistance(of: name)
    guard name.contains(".") else { return Array(typos.prefix(count).map(\.name)) }
    let parts = name.lowercased().split(separator: ".")
    let bases = aliases.keys.filter { candidate in
      let kept = candidate.split(separator: ".")
      guard kept.count < parts.count, kept.first == parts.first else { return false }
      var rest = parts.dropFirst()[...]
      return kept.dropFirst().allSatisfy { part in
        guard let index = rest.firstIndex(of: part) else { return false }
        rest = rest[(index + 1)...]
        return true
      }
    }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }  // the longest kept first
    var names: [String] = []
    for candidate in typos.filter({ $0.distance <= 2 }).map(\.name) + bases + typos.map(\.name)
    where !names.contains(candidate) {
      names.append(candidate)
    }
    return Array(names.prefix(count))
  }

  /// Known names within an edit distance of a third of `name`'s length, nearest first.
  private func namesWithinEditDistance(of name: String) -> [(name: String, distance: Int)] {
    let lowered = name.lowercased()
    let limit = max(2, name.count / 3)
    let material = Set(codepoints.keys).union(materialIcons.keys)
    let pool = name.contains(".") ? Array(aliases.keys) + material : Array(material) + aliases.keys
    // Ranked by edit distance, then by the longest shared prefix (people mistype the middle
    // of a name more often than its start), then alphabetically so the answer is stable.
    let scored = pool.compactMap { candidate -> (String, Int, Int)? in
      guard abs(candidate.count - name.count) <= limit else { return nil }
      let distance = editDistance(lowered, candidate)
      let prefix = zip(lowered, candidate).prefix { $0 == $1 }.count
      return distance <= limit ? (candidate, distance, -prefix) : nil
    }
    return scored.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }.map { ($0.0, $0.1) }
  }
}

/// A named symbol resolved to the icon font: the character, and how iOS would draw it.
public struct SymbolGlyph: Hashable, Sendable {
  public var character: String
  /// FILL 1 (`person.circle.fill`, a Material name) or FILL 0 (`person.circle`).
  public var isFilled: Bool
  /// The system colour name (`green`, `red`) iOS paints the symbol's enclosure in under
  /// multicolour rendering, behind a white mark; nil where iOS draws it in one colour.
  public var multicolor: String?
  /// A filled SF symbol whose mark sits in a circle or square (`checkmark.circle.fill`): the
  /// ones hierarchical rendering draws in two layers.
  public var hasEnclosure: Bool
  /// The font family when it is not the icon set's variable font (a Material Icons glyph).
  public var family: String?

  public init(
    character: String, isFilled: Bool, multicolor: String? = nil, hasEnclosure: Bool = false, family: String? = nil
  ) {
    self.character = character
    self.isFilled = isFilled
    self.multicolor = multicolor
    self.hasEnclosure = hasEnclosure
    self.family = family
  }
}
