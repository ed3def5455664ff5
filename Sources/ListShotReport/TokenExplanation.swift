import Foundation
import ListShotCore
import ListShotTheme

/// Names the tokens that explain a colour swap: those of the variant's theme and scheme whose
/// value is the new colour. A token edit that recolours a fill shows up that way (the edited
/// token and the tokens that refer to it); a colour no token has is left unexplained.
public final class TokenExplanation: @unchecked Sendable {
  private let themes: ThemeLoader
  private let lock = NSLock()
  private var cache: [String: [String: [String]]] = [:]
  /// At most this many tokens are named; the rest are counted.
  public static let maxNamed = 4

  public init(themes: ThemeLoader) {
    self.themes = themes
  }

  /// "token `color.brand.primary` is #FC0099", "tokens `a`, `b`, `c`, `d` and 3 more are
  /// #FC0099", or nil.
  public func explain(_ change: ColourChangeNote, theme: String, scheme: String) -> String? {
    guard let scheme = ColorScheme(rawValue: scheme) else { return nil }
    let byColour = colours(theme, scheme)
    guard let paths = byColour[Self.normalized(change.to)], !paths.isEmpty else { return nil }
    var names = paths.prefix(Self.maxNamed).map { CodeSpan.wrap($0) }
    if paths.count > Self.maxNamed { names.append("\(paths.count - Self.maxNamed) more") }
    return (paths.count == 1 ? "token " : "tokens ") + ChangeGroups.list(names) + " "
      + (paths.count == 1 ? "is " : "are ") + change.to
  }

  /// The form of `explain` that `ReportWriter.write` takes.
  public var explain: ChangeGroups.Explain {
    { [self] change, theme, scheme in self.explain(change, theme: theme, scheme: scheme) }
  }

  private func colours(_ theme: String, _ scheme: ColorScheme) -> [String: [String]] {
    let key = "\(theme)|\(scheme.rawValue)"
    lock.lock()
    defer { lock.unlock() }
    if let known = cache[key] { return known }
    var map: [String: [String]] = [:]
    for token in (try? themes.resolvedTokens(theme, scheme: scheme)) ?? [] where token.type == "color" {
      map[Self.normalized(token.value), default: []].append(token.path)
    }
    cache[key] = map
    return map
  }

  /// `#RRGGBB` in upper case, with an opaque alpha dropped.
  static func normalized(_ value: String) -> String {
    var text = value.uppercased()
    if text.count == 9, text.hasPrefix("#"), text.hasSuffix("FF") { text = String(text.dropLast(2)) }
    return text
  }
}
