import Foundation
import ListShotCore

/// A colour of an asset catalogue (`Brand.colorset`): its value in light and in dark, in sRGB.
///
/// Read from the set's `Contents.json` by these rules:
/// - Only the `universal` and `iphone` idioms are read (ListShot draws iPhone screens); an
///   `iphone` entry wins over a `universal` one, an entry without `display-gamut` (or with
///   `sRGB`) over a `display-P3` one, then the first in the file.
/// - Light is the entry whose `appearances` say `luminosity` `light`, else the entry without a
///   luminosity ("Any"); dark is the `dark` entry, else "Any" (as iOS falls back). Entries for
///   `contrast` `high` are skipped: ListShot draws the standard contrast.
/// - `color-space`: `srgb`, `extended-srgb`, `display-p3` (converted, `DisplayP3`),
///   `gray-gamma-22` and `extended-gray` (`white`, converted through linear light).
/// - A component is a float (`"0.5"`, written with a `.` or an exponent, or a JSON number),
///   an 8-bit integer (`"128"`, 0...255) or 8-bit hex (`"0x80"`), as Xcode's three input
///   methods write them. Floats are 0...1, or `Limits.extendedColorComponent` in an extended
///   space (clamped after conversion).
public struct AssetColorSet: Hashable, Sendable {
  public let name: String
  public let light: Color
  public let dark: Color
  /// The `Contents.json` it was read from.
  public let file: String

  public func color(in scheme: ColorScheme) -> Color { scheme == .dark ? dark : light }
}

/// An entry's appearance: what its `appearances` array says.
enum AssetAppearance: Hashable {
  case any, light, dark
  /// For an appearance ListShot does not draw (high contrast).
  case skipped

  static func read(_ entry: AssetJSON) throws -> AssetAppearance {
    guard let list = try entry.optional("appearances") else { return .any }
    var result = AssetAppearance.any
    for item in try list.array() {
      let kind = try item.required("appearance", expected: "luminosity or contrast").string(
        expected: "luminosity or contrast")
      let value = try item.required("value", expected: "the appearance's value")
      switch kind {
      case "luminosity":
        switch try value.string(expected: "light or dark") {
        case "light": result = result == .skipped ? .skipped : .light
        case "dark": result = result == .skipped ? .skipped : .dark
        case let other:
          throw value.error("unknown luminosity '\(Excerpt.of(other))'", expected: "light or dark")
        }
      case "contrast":
        guard try value.string(expected: "high") == "high" else {
          throw value.error("unknown contrast", expected: "high")
        }
        result = .skipped
      default:
        throw item.error("unknown appearance '\(Excerpt.of(kind))'", expected: "luminosity or contrast")
      }
    }
    return result
  }
}

enum AssetIdiom {
  /// The idioms read, best first; others (ipad, mac, watch …) are skipped.
  static let read = ["iphone", "universal"]

  /// The entry's idiom rank (0 best), nil for an idiom not read.
  static func rank(_ entry: AssetJSON) throws -> Int? {
    guard let idiom = try entry.optional("idiom") else { return 1 }
    return read.firstIndex(of: try idiom.string(expected: "an idiom (universal, iphone …)"))
  }
}

extension AssetColorSet {
  static let colorSpaces = ["srgb", "extended-srgb", "display-p3", "gray-gamma-22", "extended-gray"]

  /// Reads the set `name` from its parsed `Contents.json`.
  static func read(name: String, _ json: AssetJSON) throws -> AssetColorSet {
    let expected = "an array of colours, each {idiom, color: {color-space, components}}"
    var best: [AssetAppearance: (rank: Int, color: Color)] = [:]
    for entry in try json.required("colors", expected: expected).array() {
      // Every colour is checked, even one of an idiom not drawn: the file is wrong either way.
      let color = try readColor(try entry.required("color", expected: "{color-space, components}"))
      guard let idiomRank = try AssetIdiom.rank(entry) else { continue }
      let appearance = try AssetAppearance.read(entry)
      guard appearance != .skipped else { continue }
      var gamutRank = 0
      if let gamut = try entry.optional("display-gamut") {
        let value = try gamut.string(expected: "sRGB or display-P3")
        guard value == "sRGB" || value == "display-P3" else {
          throw gamut.error("unknown display gamut '\(Excerpt.of(value))'", expected: "sRGB or display-P3")
        }
        gamutRank = value == "sRGB" ? 0 : 1
      }
      let rank = idiomRank * 2 + gamutRank
      if let held = best[appearance], held.rank <= rank { continue }
      best[appearance] = (rank, color)
    }
    guard let any = best[.any]?.color ?? best[.light]?.color ?? best[.dark]?.color else {
      throw json.error(
        "the colour set has no colour for iPhone", expected: "an entry of idiom universal or iphone")
    }
    return AssetColorSet(
      name: name, light: best[.light]?.color ?? best[.any]?.color ?? any,
      dark: best[.dark]?.color ?? best[.any]?.color ?? any, file: json.file)
  }

  /// `{color-space, components}` to sRGB.
  static func readColor(_ json: AssetJSON) throws -> Color {
    if try json.optional("reference") != nil || json.optional("platform") != nil {
      throw json.error(
        "a system colour reference is not read from an asset catalogue",
        expected: "a colour with color-space and components")
    }
    let spaceNode = try json.required("color-space", expected: "one of " + colorSpaces.joined(separator: ", "))
    let space = try spaceNode.string(expected: "a colour space name")
    guard colorSpaces.contains(space) else {
      throw spaceNode.error(
        "unknown colour space '\(Excerpt.of(space))'", expected: "one of " + colorSpaces.joined(separator: ", "))
    }
    let extended = space.hasPrefix("extended-")
    let components = try json.required("components", expected: "the colour's components")
    func component(_ key: String, alpha: Bool = false) throws -> Double {
      let node = try components.required(key, expected: "a component: \"0.5\", \"128\" or \"0x80\"")
      return try AssetComponent.read(node, extended: extended && !alpha)
    }
    let alpha = try component("alpha", alpha: true)
    let r: Double, g: Double, b: Double
    switch space {
    case "gray-gamma-22", "extended-gray":
      let white = DisplayP3.srgb(grayGamma22: try component("white"))
      (r, g, b) = (white, white, white)
    case "display-p3":
      (r, g, b) = DisplayP3.srgb(red: try component("red"), green: try component("green"), blue: try component("blue"))
    default:
      (r, g, b) = (try component("red"), try component("green"), try component("blue"))
    }
    func byte(_ x: Double) -> UInt8 { UInt8((min(max(x, 0), 1) * 255).rounded()) }
    return Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(alpha))
  }
}

/// One colour component as Xcode writes it.
enum AssetComponent {
  static let expected = "a float 0...1 (\"0.5\"), an integer 0...255 (\"128\") or hex 0x00...0xFF (\"0x80\")"

  static func read(_ node: AssetJSON, extended: Bool) throws -> Double {
    let isString = node.value is String
    let text = try node.numberText(expected: expected).trimmingCharacters(in: .whitespaces)
    let lower = text.lowercased()
    if lower.hasPrefix("0x") {
      let digits = lower.dropFirst(2)
      guard (1...2).contains(digits.count), let byte = UInt8(digits, radix: 16) else {
        throw node.error("'\(Excerpt.of(text))' is not an 8-bit hex component", expected: "0x00...0xFF")
      }
      return Double(byte) / 255
    }
    if isString, !lower.contains("."), !lower.contains("e") {
      guard let integer = Int(text), (0...255).contains(integer) else {
        throw node.error("'\(Excerpt.of(text))' is not an 8-bit component", expected: "an integer 0...255")
      }
      return Double(integer) / 255
    }
    let range: ClosedRange<Double> = extended ? Limits.extendedColorComponent : 0...1
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw node.error(
        "'\(Excerpt.of(text))' is not a component in \(range.lowerBound.clean)...\(range.upperBound.clean)",
        expected: expected)
    }
    return value
  }
}
