import Foundation
import ListShotCore
import ListShotThemes

/// Turns what a user or an `extends` wrote — a built-in theme name or a file path — into a
/// file URL, and lists the built-in themes.
struct ThemeLocator: Sendable {
  static let suffix = ".tokens.json"

  var builtinDirectory: URL

  /// A path has a slash or ends in `.json`; anything else is a built-in name.
  static func isPath(_ text: String) -> Bool {
    text.contains("/") || text.hasSuffix(".json")
  }

  func builtinFiles() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: builtinDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(Self.suffix) }.sorted().map {
      builtinDirectory.appendingPathComponent($0)
    }
  }

  /// The built-in files that are themes: all but the abstract shared sets such as `core`.
  /// A file that does not parse is still listed, so a broken theme shows up by name.
  func builtinThemeNames() -> [String] {
    builtinFiles().compactMap { url -> String? in
      if let document = try? TokenDocument.read(url), document.isAbstract { return nil }
      return TokenDocument.stem(of: url)
    }.sorted()
  }

  /// The token file of a look: `look-<look>.tokens.json` in the built-in folder, else the
  /// package's (a folder of user themes need not copy the looks).
  func lookURL(_ look: Look) -> URL {
    let name = "look-\(look.rawValue)"
    return builtinURL(name) ?? BuiltinThemeFiles.directory.appendingPathComponent(name + Self.suffix)
  }

  func builtinURL(_ name: String) -> URL? {
    let url = builtinDirectory.appendingPathComponent(name + Self.suffix)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// `relativeTo` is the file that names `text` in its `extends` (nil for a name given on the
  /// command line, where relative paths start at the working directory).
  func url(for text: String, relativeTo referrer: URL? = nil, extendsFrom file: String? = nil)
    throws -> URL
  {
    if Self.isPath(text) {
      if text.hasPrefix("/") { return URL(fileURLWithPath: text) }
      let base =
        referrer?.deletingLastPathComponent()
        ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      return base.appendingPathComponent(text).standardizedFileURL
    }
    if let url = builtinURL(text) { return url }
    throw ThemeDiagnostics.unknownTheme(
      text, known: builtinThemeNames(), file: file, path: file == nil ? nil : "extends")
  }
}
