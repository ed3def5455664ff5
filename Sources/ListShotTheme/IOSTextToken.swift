import ListShotCore

/// An iOS text style as a look uses it (`$type: iosTextStyle`): one of Apple's Dynamic Type
/// styles, which follows the variant's text size, with an optional weight and case.
///
///     {"$type": "iosTextStyle", "$value": {"textStyle": "footnote", "textCase": "uppercase"}}
///     {"$type": "iosTextStyle", "$value": {"textStyle": "subheadline", "fontWeight": 600}}
///
/// `fontWeight` defaults to the style's own (Semibold for Headline, else Regular), `textCase`
/// to `none` (as written).
public struct IOSTextToken: Sendable, Equatable, Hashable {
  public var style: IOSTextStyle
  public var weight: FontWeight
  public var textCase: TextCase

  public init(style: IOSTextStyle, weight: FontWeight? = nil, textCase: TextCase = .none) {
    self.style = style
    self.weight = weight ?? style.weight
    self.textCase = textCase
  }

  static let empty = IOSTextToken(style: .body)

  /// The form `themes show` prints: `footnote 400 uppercase`, `subheadline 600`.
  var text: String {
    "\(style.rawValue) \(weight.rawValue)" + (textCase == .none ? "" : " \(textCase.rawValue)")
  }

  /// Stage 4 for `iosTextStyle`: an object of `textStyle` (required), `fontWeight` and
  /// `textCase`.
  static func parse(_ value: JSONValue, _ path: String, _ file: String) throws -> IOSTextToken {
    guard let members = value.objectValue else {
      throw ThemeDiagnostics.badValue(
        "iOS text style", value, in: path, expected: "an object of textStyle, fontWeight and textCase", file: file)
    }
    for key in members.keys.sorted() where !["textStyle", "fontWeight", "textCase"].contains(key) {
      throw ThemeDiagnostics.badValue(
        "iOS text style", value, in: path, expected: "only textStyle, fontWeight and textCase, not \(key)",
        file: file)
    }
    guard let member = members["textStyle"] else {
      throw ThemeDiagnostics.missingMember("textStyle", in: path, file: file)
    }
    guard let name = member.stringValue, let style = IOSTextStyle(rawValue: name) else {
      throw ThemeDiagnostics.badValue(
        "text style", member, in: path + ".textStyle",
        expected: "one of: " + IOSTextStyle.allCases.map(\.rawValue).joined(separator: ", "), file: file)
    }
    let weight = try members["fontWeight"].map { try TokenValidator.fontWeight($0, path + ".fontWeight", file) }
    var textCase = TextCase.none
    if let member = members["textCase"] {
      guard let name = member.stringValue, let parsed = TextCase(rawValue: name) else {
        throw ThemeDiagnostics.badValue(
          "text case", member, in: path + ".textCase",
          expected: "one of: " + TextCase.allCases.map(\.rawValue).joined(separator: ", "), file: file)
      }
      textCase = parsed
    }
    return IOSTextToken(style: style, weight: weight, textCase: textCase)
  }
}
