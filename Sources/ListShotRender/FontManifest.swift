import Foundation
import ListShotCore
import ListShotFiles
import ListShotResources

/// The exact font files ListShot renders with, and nothing else.
///
/// Rendering only sees these files (see `FontEnvironment`): no system font can slip in, so a
/// golden made on one machine matches on any other. The defaults are the font files shipped
/// in the package's resources (`ListShotResources`, listed in its `manifest.json`); users
/// add their own with `--font-dir`.
public struct FontManifest: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var path: String
    /// True for the files shipped with ListShot, false for files a user added.
    public var isShipped: Bool

    public init(path: String, isShipped: Bool = false) {
      self.path = path
      self.isShipped = isShipped
    }
  }

  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The shipped substitutes for the brand and system faces, Arabic and Hebrew coverage, the
  /// Material Symbols font and colour emoji, in the manifest's order.
  public static func standard() throws -> FontManifest {
    let resources = try ListShotResources.manifest()
    return FontManifest(
      entries: resources.files(.font).map {
        Entry(path: ListShotResources.url(of: $0).path, isShipped: true)
      })
  }

  /// Families appended to every requested family, in order, so Arabic and Hebrew text and
  /// emoji find their glyphs in a pinned face rather than wherever fontconfig's scoring lands.
  public static let scriptFallbacks = ["Noto Sans Arabic", "Noto Sans Hebrew", emojiFamily]

  /// The colour emoji family; Pango's generic `emoji` family resolves to it (`FontEnvironment`).
  public static let emojiFamily = "Noto Color Emoji"

  /// This manifest plus every `.ttf`/`.otf` file in `directories` (sorted, so the order is
  /// the same on every machine).
  public func adding(directories: [URL]) throws -> FontManifest {
    var result = self
    for directory in directories {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
        throw ListShotError(.badInput, at: SourceLocation(file: directory.path), "font folder not found")
      }
      let fonts = names.filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
      if fonts.isEmpty {
        throw ListShotError(
          .badInput, at: SourceLocation(file: directory.path), "no .ttf or .otf files in the font folder")
      }
      for font in fonts {
        // A FIFO or device named `x.ttf` would block the font library's open.
        let path = directory.appendingPathComponent(font).path
        guard InputFile.isRegular(path) else {
          throw ListShotError(.badInput, at: SourceLocation(file: path), "the font file is not a regular file")
        }
        result.entries.append(Entry(path: path))
      }
    }
    return result
  }
}
