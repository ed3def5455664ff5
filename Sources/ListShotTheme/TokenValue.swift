import ListShotCore

/// A validated token value, one case per supported DTCG `$type`. Dimensions are in points
/// (DTCG `px`).
enum TokenValue: Equatable, Sendable {
  case color(Color)
  case dimension(Double)
  case number(Double)
  case fontWeight(FontWeight)
  /// A fontconfig family list: one name or several separated by ", ".
  case fontFamily(String)
  case typography(TypographyValue)
  /// An iOS Dynamic Type style with a weight and a case (`iosTextStyle`, a look's header).
  case iosText(IOSTextToken)

  /// The `$type` this value came from.
  var type: String {
    switch self {
    case .color: return "color"
    case .dimension: return "dimension"
    case .number: return "number"
    case .fontWeight: return "fontWeight"
    case .fontFamily: return "fontFamily"
    case .typography: return "typography"
    case .iosText: return "iosTextStyle"
    }
  }

  /// The form `themes show` prints: `#F15E00`, `16px`, `0.2`, `400`, `TeX Gyre Heros`,
  /// `"TeX Gyre Heros" 400 16px/24px, letter-spacing 0.2px`.
  var text: String {
    switch self {
    case .color(let color): return color.hex
    case .dimension(let points): return JSONValue.format(points) + "px"
    case .number(let number): return JSONValue.format(number)
    case .fontWeight(let weight): return String(weight.rawValue)
    case .fontFamily(let family): return family
    case .typography(let value):
      let style = value.style
      return "\"\(value.family)\" \(style.weight.rawValue) "
        + "\(JSONValue.format(style.size))px/\(JSONValue.format(style.lineHeight))px, "
        + "letter-spacing \(JSONValue.format(style.letterSpacing))px"
    case .iosText(let token): return token.text
    }
  }
}

/// A `typography` composite: the text style plus the family it names.
struct TypographyValue: Equatable, Sendable {
  var family: String
  var style: TextStyleToken
}

/// A token after the validate stage: typed, with its type name and where it was defined.
struct TypedToken: Equatable, Sendable {
  var path: String
  var value: TokenValue
  var extensions: JSONValue?
  var source: String

  /// A string from `$extensions["com.listshot"][key]`, e.g. a font's `realName`.
  func setting(_ key: String) -> String? {
    extensions?.objectValue?[TokenDocument.extensionKey]?.objectValue?[key]?.stringValue
  }
}

/// One line of `themes show`: a token's path, `$type` and value text, e.g.
/// `color.action.selected  color  #F15E00`.
public struct ResolvedToken: Hashable, Sendable, Codable {
  public var path: String
  public var type: String
  public var value: String
  /// The tokens its value is an alias of, in order, the last one holding the value.
  public var aliases: [String]

  public init(path: String, type: String, value: String, aliases: [String] = []) {
    self.path = path
    self.type = type
    self.value = value
    self.aliases = aliases
  }
}
