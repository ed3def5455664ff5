import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A colour resolved for drawing: the concrete RGBA and the theme token it came from, if any
/// (what provenance records: `ios.blue`, `ods.accent`, `color.content.brandPrimary`).
public struct TintToken: Hashable, Sendable {
  public let color: Color
  /// The token's path; nil for a colour given as RGB, hex, white, black or clear.
  public let path: String?

  public init(_ token: Token<Color>) {
    color = token.wrappedValue
    path = token.path
  }

  public init(color: Color, path: String?) {
    self.color = color
    self.path = path
  }

  /// `tint` in the environment's theme. A token the theme does not have is drawn clear and
  /// noted in `env.colorIssues`; the screen's layout then fails with it (`ScreenLayout`).
  public init(_ tint: TintColor, in env: LayoutEnvironment, at id: NodePath) {
    switch ColorResolver.resolve(tint, in: env.theme) {
    case .success(let resolved): self = resolved
    case .failure(let problem):
      env.colorIssues.note(problem.error(at: id))
      self.init(color: .clear, path: nil)
    }
  }

  /// The same colour with its alpha multiplied by `opacity` (the token still names it).
  func withOpacity(_ opacity: Double) -> TintToken {
    TintToken(color: color.withOpacity(opacity), path: path)
  }

  /// The token's path under `key` (`\.color`, `\.fill`, `\.stroke`), or nothing.
  public func sources(_ key: WritableKeyPath<TokenSources, String?>) -> TokenSources {
    var sources = TokenSources()
    if let path { sources[keyPath: key] = path }
    return sources
  }
}

/// Colour problems found while arranging (an unknown token), kept until the screen is laid
/// out: arranging does not throw. Locked, as rows may be arranged on several threads.
public final class ColorIssues: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [LayoutError] = []

  public init() {}

  func note(_ error: LayoutError) {
    lock.lock()
    defer { lock.unlock() }
    errors.append(error)
  }

  /// The first problem in document order (by node path), or nil.
  var first: LayoutError? {
    lock.lock()
    defer { lock.unlock() }
    return errors.min { $0.path.description < $1.path.description }
  }
}
