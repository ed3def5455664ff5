import Foundation
import ListShot
import ListShotCore

/// What a live preview reads from disk, and so watches: the theme files among the themes of
/// the switch, the spec files, and the font folders.
public struct LiveSources: Sendable {
  /// The theme switch's choices: built-in names or theme file paths, in order.
  public var themes: [String]
  public var specs: [URL]
  public var fontDirectories: [URL]
  /// Device pixels per point of the card images.
  public var scale: Double
  /// The look the page's look switch starts on (`--look`).
  public var look: Look

  public init(
    themes: [String], specs: [URL] = [], fontDirectories: [URL] = [], scale: Double = 2, look: Look = .default
  ) {
    self.themes = themes
    self.specs = specs
    self.fontDirectories = fontDirectories
    self.scale = scale
    self.look = look
  }

  /// The themes that are files (a path, or a name ending in .json), as `RenderVariant` tells them.
  public var themeFiles: [URL] {
    themes.filter { $0.contains("/") || $0.hasSuffix(".json") }.map { URL(fileURLWithPath: $0) }
  }

  /// Size and modification time of every watched file: two fingerprints differ when a file
  /// was saved, replaced, added to or removed from a font folder.
  struct Fingerprint: Equatable {
    var files: [String: String]
    var fonts: [String: String]
  }

  func fingerprint() -> Fingerprint {
    var files: [String: String] = [:]
    for url in themeFiles + specs { files[url.path] = Self.stamp(url.path) }
    var fonts: [String: String] = [:]
    for folder in fontDirectories {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      fonts[folder.path] = "\(names.count)"
      for name in names.prefix(10_000) {
        let path = folder.appendingPathComponent(name).path
        fonts[path] = Self.stamp(path)
      }
    }
    return Fingerprint(files: files, fonts: fonts)
  }

  /// `size mtime` (nanoseconds), or `missing`.
  static func stamp(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "missing" }
    return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
  }
}
