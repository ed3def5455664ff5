import CListShotGraphics
import Foundation
import ListShotCore
import ListShotResources

/// A private, pinned font setup: one fontconfig configuration holding only the manifest's
/// files, and per-thread Pango contexts with fixed font options.
///
/// Determinism comes from three settings made here and nowhere else:
/// - fontconfig sees only `manifest` (no system or user font folders, no substitution rules;
///   two rules of its own for emoji and bitmap fonts, see `rules`);
/// - Cairo font options are explicit: greyscale antialiasing, no hinting, no hint metrics,
///   so glyph positions do not depend on the device scale;
/// - Pango runs at 72 dpi, so a font size of 17 means 17 pt = 17 layout units.
/// Pango font maps are not shared between threads; each thread gets its own, over the one
/// shared fontconfig configuration (see `PangoThreadState`).
public final class FontEnvironment: @unchecked Sendable {
  public let manifest: FontManifest
  /// The family names fontconfig found in the manifest's files, sorted.
  public let familyNames: [String]
  /// The same names as a set, for checking a theme's families on every render.
  public let familySet: Set<String>
  let config: OpaquePointer
  private let key = UUID().uuidString

  public init(manifest: FontManifest) throws {
    for entry in manifest.entries where !FileManager.default.fileExists(atPath: entry.path) {
      if entry.isShipped { throw ListShotResources.incomplete(entry.path, "font file missing") }
      throw ListShotError(.io, at: SourceLocation(file: entry.path), "font file missing", hint: "check --font-dir")
    }
    guard let config = FcConfigCreate() else {
      throw ListShotError(.render, "cannot create a fontconfig configuration")
    }
    guard FcConfigParseAndLoadFromMemory(config, Self.rules, 1) != 0 else {
      FcConfigDestroy(config)
      throw ListShotError(.render, "cannot load the fontconfig rules for emoji and bitmap fonts")
    }
    for entry in manifest.entries {
      guard FcConfigAppFontAddFile(config, entry.path) != 0 else {
        FcConfigDestroy(config)
        throw ListShotError(.badInput, at: SourceLocation(file: entry.path), "not a font file fontconfig can read")
      }
    }
    FcConfigSetRescanInterval(config, 0)
    do {
      try FontFaces.attach(to: config)
    } catch {
      FcConfigDestroy(config)
      throw error
    }
    self.manifest = manifest
    self.config = config
    self.familyNames = Self.families(in: config)
    self.familySet = Set(familyNames)
  }

  deinit { FcConfigDestroy(config) }

  /// The two fontconfig rules of the private configuration:
  /// - Pango asks for the generic family `emoji` for text in emoji presentation (❤️, 👋🏽);
  ///   it means the pinned colour emoji face, so such text is never drawn with a black glyph
  ///   of the text face;
  /// - a font made of bitmaps at fixed pixel sizes (no outlines: the colour emoji, whose
  ///   strikes are 109 px) is scaled by a matrix to the size asked for, so an emoji is as tall
  ///   as the text around it. Without it the strike is drawn at its own size. Outline fonts
  ///   are not touched.
  static let rules = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <alias binding="same">
        <family>emoji</family>
        <prefer><family>\(FontManifest.emojiFamily)</family></prefer>
      </alias>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
        <edit name="size" mode="assign">
          <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
        </edit>
      </match>
    </fontconfig>
    """

  /// The font options every surface and context uses.
  static func makeFontOptions() -> OpaquePointer {
    let options = cairo_font_options_create()!
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    return options
  }

  /// This thread's Pango state over the private font set: contexts and cached layouts.
  var threadState: PangoThreadState {
    let dictionary = Thread.current.threadDictionary
    if let state = dictionary[key] as? PangoThreadState { return state }
    let state = PangoThreadState(config: config)
    dictionary[key] = state
    return state
  }

  private static func families(in config: OpaquePointer) -> [String] {
    var names = Set<String>()
    guard let fonts = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    for index in 0..<Int(fonts.pointee.nfont) {
      var value: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(fonts.pointee.fonts[index], FC_FAMILY, 0, &value) == FcResultMatch, let value {
        names.insert(String(cString: value))
      }
    }
    return names.sorted()
  }
}
