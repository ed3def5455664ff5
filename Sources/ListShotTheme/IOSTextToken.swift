import ListShotCore

/// An iOS text style as a look uses it (`$type: iosTextStyle`): one of Apple's Dynamic Type
/// styles, which follows the variant's text size, with an optional weight and case.
///
///     {"$type": "iosTextStyle", "$value": {"textStyle": "footnote", "textCase": "uppercase"}}
///     {"$type": "iosTextStyle", "$value": {"textStyle": "subheadline", "fontWeight": 600}}
///
/// `fontWeight` defaults to the style's own (Semibold for Headline, else Regular), `textCase`
/// to `none` (as written), `scale` (a factor on the style's size and leading at every text size,
/// for a text iOS draws a little off its style, such as iOS 26's large title) to 1.
public struct IOSTextToken: Sendable, Equatable, Hashable {
  public var style: IOSTextStyle
  public var weight: FontWeight
  public var textCase: TextCase
  public var scale: Double
  /// The line height as a multiple of the size, for text iOS sets tighter than the style's
  /// leading (iOS 26's section footers: 14 pt lines of 12 pt Footnote at Medium); nil: the
  /// style's leading.
  public var lineHeight: Double?

  public init(
    style: IOSTextStyle, weight: FontWeight? = nil, textCase: TextCase = .none, scale: Double = 1,
    lineHeight: Double? = nil
  ) {
    self.style = style
    self.weight = weight ?? style.weight
    self.textCase = textCase
    self.scale = scale
    self.lineHeight = lineHeight
  }

  static let empty = IOSTextToken(style: .body)

  /// The form `themes show` prints: `footnote 400 uppercase`, `subheadline 600`, `largeTitle 700 x0.94`.
  var text: String {
    "\(style.rawValue) \(weight.rawValue)" + (textCase == .none ? "" : " \(textCase.rawValue)")
      + (scale == 1 ? "" : " x\(JSONValue.format(scale))")
      + (lineHeight.map { " lines x\(JSONValue.format($0))" } ?? "")
  }

  /// Stage 4 for `iosTextStyle`: an object of `textStyle` (required), `fontWeight`, `textCase`,
  /// `scale` (0.5 … 2) and `lineHeight` (a multiple of the size, 0.5 … 3).
  static func parse(_ value: JSONValue, _ path: String, _ file: String) throws -> IOSTextToken {
    guard let members = value.objectValue else {
      throw ThemeDiagnostics.badValue(
        "iOS text style", value, in: path, expected: "an object of textStyle, fontWeight and textCase", file: file)
    }
    for key in members.keys.sorted()
    where !["textStyle", "fontWeight", "textCase", "scale", "lineHeight"].contains(key) {
      throw ThemeDiagnostics.badValue(
        "iOS text style", value, in: path,
        expected: "only textStyle, fontWeight, textCase, scale and lineHeight, not \(key)",
        file: file)
    }
    guard let member = members["textStyle"] else {
      throw ThemeDiagnostics.missingMember(
        "textStyle", in: path, file: file,
        expected: "textStyle, and optionally fontWeight, textCase, scale and lineHeight")
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
    var scale = 1.0
    if let member = members["scale"] {
      guard let number = member.numberValue, (0.5...2).contains(number) else {
        throw ThemeDiagnostics.badValue(
          "text scale", member, in: path + ".scale", expected: "a number from 0.5 to 2", file: file)
      }
      scale = number
    }
    var lineHeight: Double?
    if let member = members["lineHeight"] {
      guard let number = member.numberValue, (0.5...3).contains(number) else {
        throw ThemeDiagnostics.badValue(
          "line height", member, in: path + ".lineHeight", expected: "a multiple of the size from 0.5 to 3", file: file)
      }
      lineHeight = number
    }
    return IOSTextToken(style: style, weight: weight, textCase: textCase, scale: scale, lineHeight: lineHeight)
  }
}
