import CListShotGraphics
import Foundation
import ListShotCore

/// What the pixels of a render depend on besides the input: library versions and the exact
/// font files. Goldens record it, so a mismatch caused by a changed environment can be told
/// apart from a real change.
public enum RenderStamp {
  /// `cairo 1.16.0; pango 1.50.12; rsvg 2.54.7; fonts Inter 3.019, …` (font versions from
  /// the files' own version fields).
  public static func describe(_ fonts: FontEnvironment) -> String {
    let cairo = String(cString: cairo_version_string())
    let pango = String(cString: pango_version_string())
    let rsvg = "\(LIBRSVG_MAJOR_VERSION).\(LIBRSVG_MINOR_VERSION).\(LIBRSVG_MICRO_VERSION)"
    return "cairo \(cairo); pango \(pango); rsvg \(rsvg); fonts \(fonts.fontVersions.joined(separator: ", "))"
  }
}

extension FontEnvironment {
  /// `Family version` for every distinct family and version in the private font set, sorted.
  public var fontVersions: [String] {
    var entries = Set<String>()
    guard let fonts = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    for index in 0..<Int(fonts.pointee.nfont) {
      let pattern = fonts.pointee.fonts[index]
      var family: UnsafeMutablePointer<FcChar8>?
      var version: Int32 = 0
      guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family else { continue }
      _ = FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &version)
      let major = version >> 16, minor = Int((Double(version & 0xFFFF) / 65536 * 1000).rounded())
      entries.insert("\(String(cString: family)) \(major).\(String(format: "%03d", minor))")
    }
    return entries.sorted()
  }
}
