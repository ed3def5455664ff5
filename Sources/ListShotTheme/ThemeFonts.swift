import Foundation
import ListShotCore

/// The fonts a theme draws with: its brand face, the iOS system face (SF Pro, used by the
/// ODS items and SwiftUI containers) and the system face's designs: monospaced (SF Mono, for
/// `.monospaced()` and Markdown code spans), serif (New York) and rounded (SF Pro Rounded).
public struct ThemeFonts: Sendable, Equatable {
  public var brand: FontFamily
  public var system: FontFamily
  public var monospaced: FontFamily
  public var serif: FontFamily
  public var rounded: FontFamily

  public init(
    brand: FontFamily, system: FontFamily, monospaced: FontFamily, serif: FontFamily, rounded: FontFamily
  ) {
    self.brand = brand
    self.system = system
    self.monospaced = monospaced
    self.serif = serif
    self.rounded = rounded
  }
}

/// A font family as the painter asks fontconfig for it, with the brand font it stands for.
public struct FontFamily: Sendable, Hashable {
  /// A fontconfig family name, possibly followed by comma-separated fallbacks.
  public var family: String
  /// The design system's own font, e.g. "Helvetica Neue", which `family` substitutes; equal to
  /// `family` when the theme ships its real font (Wireframe's Shantell Sans).
  public var realName: String
  /// The weight of default text: Regular, except Sosh's Medium.
  public var defaultWeight: FontWeight
  /// The Debian package that ships `family`'s substitute, e.g. "fonts-texgyre"; nil for a real font.
  public var package: String?

  public init(family: String, realName: String, defaultWeight: FontWeight, package: String? = nil) {
    self.family = family
    self.realName = realName
    self.defaultWeight = defaultWeight
    self.package = package
  }

  static let empty = FontFamily(family: "", realName: "", defaultWeight: .regular)

  /// True when `family` stands in for the design system's own font (false when the theme
  /// ships its real font, as Wireframe does).
  public var isSubstitute: Bool { realName != family }

  /// Reads `<prefix>.family` (with `realName` and `package` from its
  /// `$extensions["com.listshot"]`) and `<prefix>.defaultWeight`.
  static func read(_ prefix: String, from reader: inout TokenReader) -> FontFamily {
    var font = FontFamily.empty
    let family = reader.read(prefix + ".family", expected: "fontFamily") { value -> String? in
      guard case .fontFamily(let family) = value else { return nil }
      return family
    }
    font.family = family ?? font.family
    let token = reader.tokens[prefix + ".family"]
    font.realName = token?.setting("realName") ?? font.family
    font.package = token?.setting("package")
    let weight = reader.read(prefix + ".defaultWeight", expected: "fontWeight") { value -> FontWeight? in
      guard case .fontWeight(let weight) = value else { return nil }
      return weight
    }
    font.defaultWeight = weight ?? font.defaultWeight
    return font
  }

  /// When one of `directories` holds a font file named after `realName` (e.g.
  /// `HelveticaNeue-Medium.ttf`), the real font goes first and the substitute becomes its
  /// fallback: "Helvetica Neue, TeX Gyre Heros". Registering the directories with fontconfig
  /// is the painter's job.
  func preferringRealFont(in directories: [URL]) -> FontFamily {
    let wanted = Self.normalized(realName)
    guard !directories.isEmpty, !wanted.isEmpty, isSubstitute else { return self }
    let found = directories.contains { directory in
      let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        let isFont = ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased())
        if isFont, Self.normalized(url.deletingPathExtension().lastPathComponent).hasPrefix(wanted) {
          return true
        }
      }
      return false
    }
    guard found else { return self }
    var copy = self
    copy.family = realName + ", " + family
    return copy
  }

  private static func normalized(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
