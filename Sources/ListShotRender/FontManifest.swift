import Foundation
import ListShotCore

/// The exact font files ListShot renders with, and nothing else.
///
/// Rendering only sees these files (see `FontEnvironment`): no system font can slip in, so a
/// golden made on one machine matches on another with the same packages. The defaults come
/// from Debian packages that `make setup` installs; users add their own with `--font-dir`.
public struct FontManifest: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var path: String
    /// The Debian package that provides it, for error messages; nil for user fonts.
    public var package: String?

    public init(path: String, package: String? = nil) {
      self.path = path
      self.package = package
    }
  }

  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The project's substitutes for the brand and system faces, plus Arabic and Hebrew
  /// coverage and the Material Icons font.
  public static let standard: FontManifest = {
    var entries: [Entry] = []
    func add(_ package: String, _ directory: String, _ files: [String]) {
      entries += files.map { Entry(path: directory + "/" + $0, package: package) }
    }
    add("fonts-inter", "/usr/share/fonts/opentype/inter",
        ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf"])
    add("fonts-texgyre", "/usr/share/texmf/fonts/opentype/public/tex-gyre",
        ["texgyreheros-regular.otf", "texgyreheros-bold.otf"])
    add("fonts-comic-neue", "/usr/share/fonts/opentype/comic-neue",
        ["ComicNeue-Light.otf", "ComicNeue-Regular.otf", "ComicNeue-Bold.otf"])
    add("fonts-noto-core", "/usr/share/fonts/truetype/noto",
        ["NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf",
         "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"])
    add("fonts-material-design-icons-iconfont", "/usr/share/fonts/truetype/material-design-icons-iconfont",
        ["MaterialIcons-Regular.ttf"])
    return FontManifest(entries: entries)
  }()

  /// Families appended to every requested family, in order, so Arabic and Hebrew text finds
  /// its glyphs in a pinned face rather than wherever fontconfig's scoring lands.
  public static let scriptFallbacks = ["Noto Sans Arabic", "Noto Sans Hebrew"]

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
        throw ListShotError(.badInput, at: SourceLocation(file: directory.path), "no .ttf or .otf files in the font folder")
      }
      result.entries += fonts.map { Entry(path: directory.appendingPathComponent($0).path) }
    }
    return result
  }
}
