import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotTheme

/// `listshot themes list|show|validate`: look at and check design-token themes.
struct ThemesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "themes",
    abstract: "List, show, validate and compare design-token themes.",
    subcommands: [List.self, Show.self, Validate.self, ThemesImpactCommand.self])

  static func loader() -> ThemeLoader { ThemeLoader() }

  /// `themes list`: one built-in theme per line: name, brand font, and its substitute when the
  /// theme draws with one.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in themes and their fonts.")

    func run() throws {
      let loader = ThemesCommand.loader()
      for name in loader.builtinThemeNames() {
        let fonts = try loader.load(name, scheme: .light).fonts
        let brand = fonts.brand
        Terminal.result(
          "\(name)\t" + (brand.isSubstitute ? "\(brand.realName) → \(brand.family)" : brand.family), multiline: true)
      }
    }
  }

  /// `themes show NAME`: every resolved token with its alias chain, as a table on a terminal
  /// (with colour swatches when it shows true colour), JSON when piped, or an HTML page.
  struct Show: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
      case table, json, html
    }

    static let configuration = CommandConfiguration(
      abstract: "Show a theme's resolved tokens: path, value, alias chain.",
      discussion: """
        table: aligned columns (token, value, the aliases it follows), with a true-colour swatch \
        before each colour when the terminal supports it (COLORTERM=truecolor; NO_COLOR turns it off). \
        json: {"theme": …, "look": …, "schemes": {"light": {"<token.path>": {"type": …, "value": …, "aliases": […]}}}}. \
        html: one static page with swatches. The look's tokens (look.*: list styles, rows, switch, bars) are \
        merged under the theme's and shown with them; a theme may override any of them.
        """)

    @Argument(help: "A built-in theme name or a theme file.")
    var theme: String

    @Option(help: "light, dark or all.")
    var scheme: String = "all"

    @Option(help: "table, json or html. Default: table on a terminal, else json.")
    var format: Format?

    @Option(help: "The iOS look whose tokens lie under the theme's: ios26 or ios18 (iOS 17 draws as ios18).")
    var look: String = Look.default.rawValue

    func validate() throws {
      guard scheme == "all" || ColorScheme(rawValue: scheme) != nil else {
        throw ValidationError("--scheme: unknown value '\(scheme)'; expected light, dark or all")
      }
      guard Look(name: look) != nil else {
        throw ValidationError("--look: unknown value '\(look)'; expected one of: \(Look.names.joined(separator: ", "))")
      }
    }

    func run() throws {
      let loader = ThemesCommand.loader()
      let schemes = scheme == "all" ? ColorScheme.allCases : [ColorScheme(rawValue: scheme)!]
      let look = Look(name: self.look) ?? .default
      let table = ThemeTokenTable(
        theme: theme, look: look,
        schemes: try schemes.map { ($0, try loader.resolvedTokens(theme, scheme: $0, look: look)) })
      switch format ?? (isatty(STDOUT_FILENO) != 0 ? .table : .json) {
      case .table: Terminal.composed(table.text(swatches: ThemeTokenTable.terminalShowsTrueColor))
      case .json: Terminal.result(try table.json(), multiline: true)
      case .html: Terminal.result(table.html(), multiline: true)
      }
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
      var renderer: ListShotRenderer?
      for file in files {
        var problems = try loader.validate(file: URL(fileURLWithPath: file))
        if problems.isEmpty {
          // A font family the private font set lacks failed only at render, without the file.
          renderer = try renderer ?? ListShotRenderer()
          if let problem = renderer?.fontProblem(ofTheme: file) { problems.append(problem) }
        }
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
