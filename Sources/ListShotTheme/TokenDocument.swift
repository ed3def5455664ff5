import Foundation
import ListShotCore
import ListShotFiles

/// One token file, read and split into what the later stages need (stage 1, *load*).
///
/// The ListShot settings live in the root `$extensions["com.listshot"]`: `extends` (a theme
/// name or a path relative to the file, or a list of them), `name`, `abstract`, and `scheme`
/// (`"light"` or `"dark"`: a one-scheme theme, such as `material-dark`, resolves every file
/// with that scheme's contexts whichever scheme is asked for). A
/// top-level `"extends"` key is accepted as a shorthand. The root `$modifiers.scheme` object
/// holds a `light` and a `dark` context: token trees laid over the base for that scheme.
struct TokenDocument: Sendable {
  static let extensionKey = "com.listshot"

  var url: URL
  var name: String
  var extends: [String]
  var isAbstract: Bool
  /// The one scheme this theme is drawn in, when it has only one (`scheme` setting).
  var fixedScheme: ColorScheme?
  /// The token tree: the root without `extends` and the ListShot-only `$` properties.
  var base: [String: JSONValue]
  var contexts: [ColorScheme: [String: JSONValue]]

  var file: String { url.path }

  static func read(_ url: URL) throws -> TokenDocument {
    let bytes = try InputFile.read(url, maxBytes: Limits.maxThemeFileBytes, what: "theme file")
    return try TokenDocument(url: url, root: JSONParser.parse(bytes, file: url.path))
  }

  init(url: URL, root: [String: JSONValue]) throws {
    self.url = url
    let settings = try Self.settings(in: root, file: url.path)
    name =
      try Self.string(settings["name"], "$extensions.\(Self.extensionKey).name", url.path)
      ?? Self.stem(of: url)
    isAbstract = settings["abstract"] == .bool(true)
    let schemePath = "$extensions.\(Self.extensionKey).scheme"
    if let name = try Self.string(settings["scheme"], schemePath, url.path) {
      guard let scheme = ColorScheme(rawValue: name) else {
        throw ThemeDiagnostics.badSetting(
          schemePath, .string(name), expected: "light or dark", file: url.path)
      }
      fixedScheme = scheme
    }
    extends = try Self.extendsList(root: root, settings: settings, file: url.path)
    contexts = try Self.schemeContexts(root["$modifiers"], file: url.path)
    base = root.filter { ["$type", "$description"].contains($0.key) || !$0.key.hasPrefix("$") }
    base["extends"] = nil
    for key in root.keys where key.hasPrefix("$") && !Self.rootProperties.contains(key) {
      throw ThemeDiagnostics.unknownProperty(key, in: "", file: url.path)
    }
  }

  private static let rootProperties: Set = [
    "$description", "$extensions", "$modifiers", "$schema", "$type",
  ]

  /// `orange.tokens.json` → `orange`; `my-theme.json` → `my-theme`.
  static func stem(of url: URL) -> String {
    let file = url.lastPathComponent
    for suffix in [".tokens.json", ".json"] where file.hasSuffix(suffix) {
      return String(file.dropLast(suffix.count))
    }
    return file
  }

  private static func settings(in root: [String: JSONValue], file: String) throws -> [String:
    JSONValue]
  {
    guard let extensions = root["$extensions"] else { return [:] }
    guard let members = extensions.objectValue else {
      throw ThemeDiagnostics.badSetting(
        "$extensions", extensions, expected: "an object", file: file)
    }
    guard let ours = members[extensionKey] else { return [:] }
    guard let settings = ours.objectValue else {
      throw ThemeDiagnostics.badSetting(
        "$extensions.\(extensionKey)", ours, expected: "an object", file: file)
    }
    return settings
  }

  private static func string(_ value: JSONValue?, _ path: String, _ file: String) throws -> String? {
    guard let value else { return nil }
    guard let text = value.stringValue, !text.isEmpty else {
      throw ThemeDiagnostics.badSetting(path, value, expected: "a non-empty string", file: file)
    }
    return text
  }

  private static func extendsList(
    root: [String: JSONValue], settings: [String: JSONValue], file: String
  ) throws -> [String] {
    let path = root["extends"] != nil ? "extends" : "$extensions.\(extensionKey).extends"
    if root["extends"] != nil, settings["extends"] != nil {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file, path: "extends"),
        "extends given twice", expected: "either a top-level \"extends\" or \(path), not both")
    }
    guard let value = root["extends"] ?? settings["extends"] else { return [] }
    let expected = "a theme name or path, or a list of them"
    switch value {
    case .string(let name) where !name.isEmpty:
      return [name]
    case .array(let items):
      return try items.map {
        guard let name = $0.stringValue, !name.isEmpty else {
          throw ThemeDiagnostics.badSetting(path, value, expected: expected, file: file)
        }
        return name
      }
    default:
      throw ThemeDiagnostics.badSetting(path, value, expected: expected, file: file)
    }
  }

  private static func schemeContexts(_ value: JSONValue?, file: String) throws
    -> [ColorScheme: [String: JSONValue]]
  {
    guard let value else { return [:] }
    guard let modifiers = value.objectValue else {
      throw ThemeDiagnostics.badSetting("$modifiers", value, expected: "an object", file: file)
    }
    for name in modifiers.keys.sorted() where name != "scheme" {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file, path: "$modifiers.\(name)"),
        "unknown modifier \"\(name)\"", expected: "scheme")
    }
    guard let scheme = modifiers["scheme"] else { return [:] }
    guard let contexts = scheme.objectValue else {
      throw ThemeDiagnostics.badSetting(
        "$modifiers.scheme", scheme, expected: "an object", file: file)
    }
    var result: [ColorScheme: [String: JSONValue]] = [:]
    for (name, tree) in contexts.sorted(by: { $0.key < $1.key }) {
      let path = "$modifiers.scheme.\(name)"
      guard let scheme = ColorScheme(rawValue: name) else {
        throw ListShotError(
          .badInput, at: SourceLocation(file: file, path: path),
          "unknown context \"\(name)\" in modifier scheme", expected: "light or dark")
      }
      guard let members = tree.objectValue else {
        throw ThemeDiagnostics.badSetting(path, tree, expected: "a token tree object", file: file)
      }
      result[scheme] = members
    }
    return result
  }
}
