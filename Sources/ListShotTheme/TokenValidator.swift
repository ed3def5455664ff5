import ListShotCore

/// Stage 4, *validate*: checks each resolved token against its `$type` and turns it into a
/// typed `TokenValue`.
///
/// Accepted forms: colour `#RRGGBB` / `#RRGGBBAA` (or a DTCG colour object with `hex`);
/// dimension a number or `{"value": n, "unit": "px"}`; number; fontWeight 1…1000 or a DTCG
/// weight name; fontFamily a name or a list; typography an object of fontFamily, fontSize,
/// fontWeight, letterSpacing and lineHeight (a multiplier when a plain number, else a
/// dimension in points).
enum TokenValidator {
  static func validate(_ resolved: [String: TokenDefinition], errors: inout [ListShotError])
    -> [String: TypedToken]
  {
    var typed: [String: TypedToken] = [:]
    for path in resolved.keys.sorted() {
      let token = resolved[path]!
      do {
        guard let type = token.type else {
          throw ThemeDiagnostics.missingType(path, file: token.source)
        }
        let value = try parse(token.value, as: type, path: path, file: token.source)
        typed[path] = TypedToken(
          path: path, value: value, extensions: token.extensions, source: token.source)
      } catch let error as ListShotError {
        errors.append(error)
      } catch {}
    }
    return typed
  }

  static func parse(_ value: JSONValue, as type: String, path: String, file: String) throws
    -> TokenValue
  {
    switch type {
    case "color": return .color(try color(value, path, file))
    case "dimension": return .dimension(try dimension(value, path, file))
    case "number":
      guard let number = value.numberValue, Limits.contains(Limits.dimension, number) else {
        throw ThemeDiagnostics.badValue("number", value, in: path, expected: numberRange, file: file)
      }
      return .number(number)
    case "fontWeight": return .fontWeight(try fontWeight(value, path, file))
    case "fontFamily": return .fontFamily(try fontFamily(value, path, file))
    case "typography": return .typography(try typography(value, path, file))
    case "iosTextStyle": return .iosText(try IOSTextToken.parse(value, path, file))
    default: throw ThemeDiagnostics.unsupportedType(type, in: path, file: file)
    }
  }

  static func color(_ value: JSONValue, _ path: String, _ file: String) throws -> Color {
    func isHex(_ text: String) -> Bool {
      text.hasPrefix("#") && (text.count == 7 || text.count == 9)
        && text.dropFirst().allSatisfy(\.isHexDigit)
    }
    if let text = value.stringValue, isHex(text), let color = Color(hex: text) { return color }
    if let members = value.objectValue, let hex = members["hex"]?.stringValue, isHex(hex),
      var color = Color(hex: hex)
    {
      if let alpha = members["alpha"]?.numberValue, (0...1).contains(alpha) {
        color.alpha = UInt8((alpha * 255).rounded())
      }
      return color
    }
    throw ThemeDiagnostics.badValue(
      "colour", value, in: path, expected: "#RRGGBB or #RRGGBBAA", file: file)
  }

  /// What a number must be: every number from a theme is checked against
  /// `Limits.dimension` before layout turns it into lengths and pixels.
  static let numberRange = "a number from \(Limits.dimension.lowerBound.clean) to \(Limits.dimension.upperBound.clean)"

  static func dimension(_ value: JSONValue, _ path: String, _ file: String) throws -> Double {
    let number: Double? =
      if let number = value.numberValue {
        number
      } else if let members = value.objectValue, members["unit"] == .string("px") {
        members["value"]?.numberValue
      } else {
        nil
      }
    guard let number, Limits.contains(Limits.dimension, number) else {
      throw ThemeDiagnostics.badValue(
        "dimension", value, in: path,
        expected:
          "a number or {\"value\": n, \"unit\": \"px\"}, n from \(Limits.dimension.lowerBound.clean) to \(Limits.dimension.upperBound.clean)",
        file: file)
    }
    return number
  }

  static let weightNames: [String: Int] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
    "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
    "extra-black": 950, "ultra-black": 950,
  ]

  static func fontWeight(_ value: JSONValue, _ path: String, _ file: String) throws -> FontWeight {
    if let number = value.numberValue, number.rounded() == number, (1...1000).contains(number) {
      return FontWeight(rawValue: Int(number))
    }
    if let name = value.stringValue, let weight = weightNames[name] {
      return FontWeight(rawValue: weight)
    }
    throw ThemeDiagnostics.badValue(
      "font weight", value, in: path,
      expected: "a number from 1 to 1000 or a name such as \"bold\"",
      file: file)
  }

  static func fontFamily(_ value: JSONValue, _ path: String, _ file: String) throws -> String {
    if let name = value.stringValue, !name.isEmpty { return name }
    if case .array(let items) = value, !items.isEmpty {
      let names = items.compactMap(\.stringValue).filter { !$0.isEmpty }
      if names.count == items.count { return names.joined(separator: ", ") }
    }
    throw ThemeDiagnostics.badValue(
      "font family", value, in: path, expected: "a family name or a list of names", file: file)
  }

  static func typography(_ value: JSONValue, _ path: String, _ file: String) throws
    -> TypographyValue
  {
    guard let members = value.objectValue else {
      throw ThemeDiagnostics.badValue(
        "typography", value, in: path, expected: "an object of font properties", file: file)
    }
    func member(_ key: String) throws -> JSONValue {
      guard let found = members[key] else {
        throw ThemeDiagnostics.missingMember(key, in: path, file: file)
      }
      return found
    }
    let family = try fontFamily(member("fontFamily"), path + ".fontFamily", file)
    let size = try dimension(member("fontSize"), path + ".fontSize", file)
    let weight = try fontWeight(member("fontWeight"), path + ".fontWeight", file)
    let spacing = try dimension(member("letterSpacing"), path + ".letterSpacing", file)
    let lineValue = try member("lineHeight")
    let lineHeight =
      try lineValue.numberValue.map { multiplier in
        guard Limits.contains(Limits.dimension, multiplier * size) else {
          throw ThemeDiagnostics.badValue(
            "line height", lineValue, in: path + ".lineHeight", expected: "a multiplier giving \(numberRange) points",
            file: file)
        }
        return multiplier * size
      }
      ?? dimension(lineValue, path + ".lineHeight", file)
    return TypographyValue(
      family: family,
      style: TextStyleToken(
        size: size, lineHeight: lineHeight, letterSpacing: spacing, weight: weight))
  }
}
