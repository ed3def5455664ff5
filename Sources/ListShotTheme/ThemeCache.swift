import Foundation
import ListShotCore

/// Loaded themes, shared by every `ThemeLoader` in the process and safe to use from several
/// threads (the renderer loads themes concurrently).
///
/// A theme is keyed by the built-in directory, the font directories, the theme file and the
/// scheme. Entries live as long as the process, or until `ThemeLoader.forgetLoadedThemes()`:
/// a file edited meanwhile is not reread otherwise.
final class ThemeCache: @unchecked Sendable {
  static let shared = ThemeCache()

  struct Key: Hashable {
    var builtinDirectory: String
    var fontDirectories: [String]
    var file: String
    var scheme: ColorScheme
    var look: Look
  }

  private let lock = NSLock()
  private var themes: [Key: Theme] = [:]

  /// The cached theme, or `make()`'s, stored for next time. Two threads asking for the same
  /// new theme may both build it; the first one stored wins, so callers see one value.
  func theme(for key: Key, make: () throws -> Theme) throws -> Theme {
    if let cached = cached(key) { return cached }
    let theme = try make()
    lock.lock()
    defer { lock.unlock() }
    if let existing = themes[key] { return existing }
    themes[key] = theme
    return theme
  }

  private func cached(_ key: Key) -> Theme? {
    lock.lock()
    defer { lock.unlock() }
    return themes[key]
  }

  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    themes.removeAll()
  }
}
