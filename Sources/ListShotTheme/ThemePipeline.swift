import Foundation
import ListShotCore

/// Runs the named stages for one file and scheme — load and chain (`ThemeChain`), merge
/// (`TokenMerger`), resolve aliases (`AliasResolver`), validate (`TokenValidator`), typed
/// theme (`Theme.build`) — collecting every error instead of stopping at the first.
struct ThemePipeline: Sendable {
  let locator: ThemeLocator
  let fontDirectories: [URL]

  struct Tokens {
    var chain: ThemeChain?
    /// Every token as written after merging, before aliases are followed.
    var definitions: [String: TokenDefinition] = [:]
    var typed: [String: TypedToken] = [:]
    /// Paths that were defined but failed alias resolution or validation.
    var failed: Set<String> = []
    var errors: [ListShotError] = []
  }

  /// Stages 1–4. An abstract file (such as `core`) refers to tokens its extenders define, so
  /// its unknown aliases are not errors.
  func tokens(_ url: URL, scheme: ColorScheme, look: Look) -> Tokens {
    var result = Tokens()
    let chain: ThemeChain
    do {
      chain = try ThemeChain.build(from: url, under: [locator.lookURL(look)], locator: locator)
    } catch {
      result.errors.append(Self.listShotError(error, file: url.path))
      return result
    }
    guard let merged = TokenMerger.merge(chain, scheme: scheme, errors: &result.errors) else { return result }
    result.chain = chain
    result.definitions = merged.definitions
    var resolver = AliasResolver(
      merged, reportsUnknownAliases: !chain.leaf.isAbstract, layers: chain.documents.map(\.file))
    resolver.resolveAll()
    result.errors += resolver.errors
    result.typed = TokenValidator.validate(resolver.resolved, errors: &result.errors)
    result.failed = Set(merged.definitions.keys).subtracting(result.typed.keys)
    return result
  }

  /// All five stages. The theme is nil when there is any error.
  func theme(_ url: URL, scheme: ColorScheme, look: Look) -> (Theme?, [ListShotError]) {
    theme(from: tokens(url, scheme: scheme, look: look), scheme: scheme, look: look)
  }

  /// Stage 5 over the result of stages 1–4.
  func theme(from tokens: Tokens, scheme: ColorScheme, look: Look) -> (Theme?, [ListShotError]) {
    guard let chain = tokens.chain else { return (nil, tokens.errors) }
    if chain.leaf.isAbstract {
      let error = ThemeDiagnostics.notATheme(
        chain.leaf.name, file: chain.leaf.file, known: locator.builtinThemeNames())
      return (nil, tokens.errors + [error])
    }
    var reader = TokenReader(tokens: tokens.typed, failed: tokens.failed, file: chain.leaf.file)
    let theme = Theme.build(
      name: chain.leaf.name, scheme: chain.scheme(for: scheme), look: look, reader: &reader,
      fontDirectories: fontDirectories)
    // The theme's own file first: an error inside a file it extends (often a built-in one) is
    // mostly a consequence of what this file changed, and the command line shows the first.
    // When it has errors of its own, those inside the built-in files (which the tests keep
    // valid) are only consequences, e.g. an alias to a token it removed, and are left out.
    let all = tokens.errors + reader.errors
    let own = all.filter { $0.location?.file == chain.leaf.file }
    let builtin = locator.builtinDirectory.standardizedFileURL.path + "/"
    let others = all.filter { error in
      guard let file = error.location?.file else { return true }
      guard file != chain.leaf.file else { return false }
      return own.isEmpty || !URL(fileURLWithPath: file).standardizedFileURL.path.hasPrefix(builtin)
    }
    let errors = own + others
    return (errors.isEmpty ? theme : nil, errors)
  }

  static func listShotError(_ error: Error, file: String) -> ListShotError {
    (error as? ListShotError) ?? ListShotError(.io, at: SourceLocation(file: file), "\(error)")
  }
}
