import ListShotCore

/// Stage 2, *merge*: lays the files of a chain over each other for one colour scheme.
///
/// Each file contributes its base tree and then its own `light` or `dark` context, and the
/// files go from the most general to the most specific, so the last layer wins. Aliases are
/// still unresolved here: they follow the merged result, so overriding one raw colour moves
/// every token that refers to it. A token whose own tree gives it no `$type` takes the one
/// declared on its nearest group in any layer.
enum TokenMerger {
  /// Nil when the merged set is over `Limits.maxThemeTokens` (the error is in `errors`).
  static func merge(_ chain: ThemeChain, scheme: ColorScheme, errors: inout [ListShotError])
    -> TokenSet?
  {
    var merged = TokenSet()
    let scheme = chain.scheme(for: scheme)
    for document in chain.documents {
      merged.overlay(TokenSet(tree: document.base, source: document.file, errors: &errors))
      if let context = document.contexts[scheme] {
        merged.overlay(TokenSet(tree: context, source: document.file, errors: &errors))
      }
    }
    // The theme's own tokens: the look's (laid under every theme) are not the file's doing.
    let lookFiles = Set(chain.documents.prefix(chain.lookDocuments).map(\.file))
    let count =
      lookFiles.isEmpty ? merged.definitions.count : merged.definitions.values.count { !lookFiles.contains($0.source) }
    guard count <= Limits.maxThemeTokens else {
      errors.append(
        ListShotError(
          .badInput, at: SourceLocation(file: chain.leaf.file),
          "the theme has \(count) tokens; the limit is \(Limits.maxThemeTokens)"))
      return nil
    }
    merged.inheritGroupTypes()
    return merged
  }
}
