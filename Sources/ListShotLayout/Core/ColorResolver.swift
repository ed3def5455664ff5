import ListShotCore
import ListShotModel
import ListShotTheme

/// Resolves a `TintColor` in a theme to a concrete RGBA and the token it came from.
///
/// The accent is `ods.accent`; the label colours `ios.label` … `ios.quaternaryLabel`; the
/// system colours `ios.<name>` (light and dark values in the theme's scheme); a `token` any
/// colour token of the theme; RGB, hex, white, black, clear and an asset catalogue's colour
/// (its light or dark value) have no token. An opacity multiplies the resolved alpha and keeps
/// the token.
enum ColorResolver {
  struct UnknownToken: Error {
    let path: String
    let theme: Theme

    func error(at id: NodePath) -> LayoutError {
      let near = closestMatch(to: path, in: Array(theme.colorTokens.keys))
      return LayoutError(
        at: id, "unknown colour token '\(Excerpt.of(path))' in theme '\(theme.name)'",
        expected: "the path of a colour token of the theme (e.g. color.content.brandPrimary, ios.blue)",
        hint: near.map { "did you mean '\($0)'?" })
    }
  }

  static func resolve(_ tint: TintColor, in theme: Theme) -> Result<TintToken, UnknownToken> {
    switch tint {
    case .custom(let color): return .success(TintToken(color: color, path: nil))
    case .schemed(let light, let dark):
      return .success(TintToken(color: theme.scheme == .dark ? dark : light, path: nil))
    case .accent: return .success(TintToken(theme.ods.$accent))
    case .primary: return .success(TintToken(theme.system.$label))
    case .secondary: return .success(TintToken(theme.system.$secondaryLabel))
    case .tertiary: return .success(TintToken(theme.system.$tertiaryLabel))
    case .quaternary: return .success(TintToken(theme.system.$quaternaryLabel))
    case .system(let name): return .success(TintToken(theme.system.token(name)))
    case .token(let path):
      guard let color = theme.colorTokens[path] else { return .failure(UnknownToken(path: path, theme: theme)) }
      return .success(TintToken(color: color, path: path))
    case .withOpacity(let base, let opacity):
      return resolve(base, in: theme).map { TintToken(color: $0.color.withOpacity(opacity), path: $0.path) }
    }
  }
}
