import Foundation
import ListShotCore
import ListShotThemes

/// Finds, loads, checks and caches themes: the module's entry point.
///
/// A theme is named by a built-in name (`orange`, `orange-compact`, `sosh`, `wireframe`:
/// `<name>.tokens.json` in `builtinDirectory`) or by a path to a token file, which may extend
/// a built-in theme and override some of its tokens.
public struct ThemeLoader: Sendable {
  public let builtinDirectory: URL
  /// Directories that may hold the real brand fonts; see `FontFamily.family`.
  public let fontDirectories: [URL]

  public init(
    builtinDirectory: URL = ThemeLoader.defaultBuiltinDirectory, fontDirectories: [URL] = []
  ) {
    self.builtinDirectory = builtinDirectory
    self.fontDirectories = fontDirectories
  }

  /// `$LISTSHOT_THEMES_DIR` when set, else the package's `Themes/` folder, shipped as the
  /// resources of `ListShotThemes`.
  public static var defaultBuiltinDirectory: URL {
    if let directory = ProcessInfo.processInfo.environment["LISTSHOT_THEMES_DIR"],
      !directory.isEmpty
    {
      return URL(fileURLWithPath: directory, isDirectory: true)
    }
    return BuiltinThemeFiles.directory
  }

  private var locator: ThemeLocator { ThemeLocator(builtinDirectory: builtinDirectory) }
  private var pipeline: ThemePipeline {
    ThemePipeline(locator: locator, fontDirectories: fontDirectories)
  }

  /// The theme a render uses when none is named. With the two Material themes below, the only
  /// built-in themes named in code (the others are found as files in `Themes/`:
  /// `builtinThemeNames()`).
  public static let defaultTheme = "orange"

  /// The stock iOS theme (`ios`): system colours, the system blue, no brand (docs/looks.md).
  public static let stockTheme = "ios"

  /// The built-in theme holding Material's baseline scheme (`MDCContainerScheme()`).
  public static let materialBaselineTheme = "material-baseline"
  /// The built-in theme holding Material's 2019 dark colours (`.materialDark201907`).
  public static let materialDarkTheme = "material-dark"

  /// The built-in themes, sorted; shared token sets such as `core` are left out.
  public func builtinThemeNames() -> [String] {
    locator.builtinThemeNames()
  }

  /// The theme for `scheme` in `look` (the look's tokens laid under the theme's files), from
  /// the cache when it was loaded before. Throws the first problem found, as a `ListShotError`
  /// of kind `.badInput` that names the file and token.
  public func load(_ nameOrPath: String, scheme: ColorScheme, look: Look = .default) throws -> Theme {
    let url = try locator.url(for: nameOrPath)
    let key = ThemeCache.Key(
      builtinDirectory: builtinDirectory.standardizedFileURL.path,
      fontDirectories: fontDirectories.map(\.standardizedFileURL.path),
      file: url.standardizedFileURL.path, scheme: scheme, look: look)
    return try ThemeCache.shared.theme(for: key) {
      let (theme, errors) = pipeline.theme(url, scheme: scheme, look: look)
      if let theme { return theme }
      throw errors[0]
    }
  }

  /// Forgets every loaded theme, so the next `load` reads its files again: for
  /// `listshot preview --serve`, which watches theme files for edits.
  public static func forgetLoadedThemes() {
    ThemeCache.shared.removeAll()
  }

  /// Every token of the theme after merging and alias resolution, the look's (`look.*`)
  /// included, sorted by path, for `listshot themes show`.
  public func resolvedTokens(
    _ nameOrPath: String, scheme: ColorScheme, look: Look = .default
  ) throws -> [ResolvedToken] {
    let tokens = pipeline.tokens(try locator.url(for: nameOrPath), scheme: scheme, look: look)
    if let error = tokens.errors.first { throw error }
    return tokens.typed.keys.sorted().map { path in
      let value = tokens.typed[path]!.value
      return ResolvedToken(
        path: path, type: value.type, value: value.text, aliases: Self.aliasChain(of: path, in: tokens.definitions))
    }
  }

  /// The tokens a whole-value alias passes through, in order: `color.action.selected` →
  /// `["raw.color.orange.550"]`; empty for a token with a literal value.
  static func aliasChain(of path: String, in definitions: [String: TokenDefinition]) -> [String] {
    var chain: [String] = []
    var current = path
    while let definition = definitions[current], let target = AliasResolver.target(of: definition.value),
      target != path, !chain.contains(target)
    {
      chain.append(target)
      current = target
    }
    return chain
  }

  /// Every problem in a token file, for both schemes in every look, without duplicates, for
  /// `listshot themes validate`: a theme that overrides a look token badly fails as one that
  /// overrides its own tokens badly. An empty list means the file is a valid theme (or a valid
  /// shared set, for an abstract file). Throws only when the file cannot be found.
  public func validate(file: URL) throws -> [ListShotError] {
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw ListShotError(.badInput, at: SourceLocation(file: file.path), "theme file not found")
    }
    var problems: [ListShotError] = []
    for look in Look.allCases {
      for scheme in ColorScheme.allCases {
        let tokens = pipeline.tokens(file, scheme: scheme, look: look)
        let isTheme = tokens.chain.map { !$0.leaf.isAbstract } ?? false
        let errors = isTheme ? pipeline.theme(from: tokens, scheme: scheme, look: look).1 : tokens.errors
        for error in errors where !problems.contains(error) { problems.append(error) }
      }
    }
    return problems
  }
}
