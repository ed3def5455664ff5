import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A colour the spec may give as a named tint (a theme token) or as RGB (no token): what bar
/// items, icons and swipe actions are drawn in, with the token when there is one.
struct TintToken {
  let color: Color
  let token: Token<Color>?

  init(_ token: Token<Color>) {
    color = token.wrappedValue
    self.token = token
  }

  init(_ tint: TintColor, in theme: Theme) {
    color = tint.resolved(in: theme)
    token = tint.token(in: theme)
  }

  private init(color: Color, token: Token<Color>?) {
    self.color = color
    self.token = token
  }

  /// The same colour with its alpha multiplied by `opacity` (the token still names it).
  func withOpacity(_ opacity: Double) -> TintToken {
    TintToken(color: color.withOpacity(opacity), token: token)
  }

  /// The token's path under `key` (`\.color`, `\.fill`, `\.stroke`), or nothing.
  func sources(_ key: WritableKeyPath<TokenSources, String?>) -> TokenSources {
    var sources = TokenSources()
    if let token { sources[keyPath: key] = token.path }
    return sources
  }
}
