import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotTheme

/// `listshot themes list|show|validate`: look at and check design-token themes.
struct ThemesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "themes",
    abstract: "List, show and validate design-token themes.",
    subcommands: [List.self, Show.self, Validate.self])

  static func loader() -> ThemeLoader { ThemeLoader() }

  /// `themes list`: one built-in theme per line: name, brand font, its substitute.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in themes and their fonts.")

    func run() throws {
      let loader = ThemesCommand.loader()
      for name in loader.builtinThemeNames() {
        let fonts = try loader.load(name, scheme: .light).fonts
        Terminal.result("\(name)\t\(fonts.brand.realName) → \(fonts.brand.family)")
      }
    }
  }

  /// `themes show NAME`: the resolved tokens as JSON.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a theme's resolved tokens as JSON.",
      discussion: "Output: {\"theme\": …, \"schemes\": {\"light\": {\"<token.path>\": {\"type\": …, \"value\": …}}}}")

    @Argument(help: "A built-in theme name or a theme file.")
    var theme: String

    @Option(help: "light, dark or all.")
    var scheme: String = "all"

    func validate() throws {
      guard scheme == "all" || ColorScheme(rawValue: scheme) != nil else {
        throw ValidationError("--scheme: unknown value '\(scheme)'; expected light, dark or all")
      }
    }

    func run() throws {
      let loader = ThemesCommand.loader()
      let schemes = scheme == "all" ? ColorScheme.allCases : [ColorScheme(rawValue: scheme)!]
      var bySheme: [String: [String: [String: String]]] = [:]
      for scheme in schemes {
        var tokens: [String: [String: String]] = [:]
        for token in try loader.resolvedTokens(theme, scheme: scheme) {
          tokens[token.path] = ["type": token.type, "value": token.value]
        }
        bySheme[scheme.rawValue] = tokens
      }
      let object: [String: Any] = ["theme": theme, "schemes": bySheme]
      let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      Terminal.result(String(decoding: data, as: UTF8.self))
    }
  }

  /// `themes validate FILE...`: every problem in every file; exit 2 when there is one.
  struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check theme files; report every problem.")

    @Argument(help: "Theme files.")
    var files: [String]

    func run() throws {
      let loader = ThemesCommand.loader()
      var failed = false
      for file in files {
        let problems = try loader.validate(file: URL(fileURLWithPath: file))
        if problems.isEmpty {
          Terminal.result("\(file): ok")
        } else {
          failed = true
          problems.forEach { Terminal.error($0.description) }
        }
      }
      if failed { throw ExitStatus.badInput }
    }
  }
}
