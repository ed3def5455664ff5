import CListShotGraphics
import ListShotCore
import ListShotDisplayList

/// What one thread keeps between renders for one `FontEnvironment`: its Pango font map, a
/// context per paragraph direction, and the text layouts and measurements made so far.
///
/// Pango objects must not be shared between threads, so each thread gets its own state (see
/// `FontEnvironment.threadState`) and nothing here is locked. The contexts are configured
/// once and never changed afterwards: a Pango layout re-lays itself out when its context
/// changes, so switching one context between directions (as a single context would need)
/// would silently reshape every cached layout. Cached layouts and measurements are bounded
/// (`GenerationalCache`) and released with the thread.
final class PangoThreadState {
  /// Layouts kept per generation: a few screens' worth of text runs. A layout holds its
  /// shaped glyphs, a few kilobytes.
  static let layoutGenerationSize = 512
  /// Measurements kept per generation: small values, so many more.
  static let measurementGenerationSize = 4096

  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let leftToRight: OpaquePointer
  private let rightToLeft: OpaquePointer
  private var layouts = GenerationalCache<PangoTextLayout.Key, PangoTextLayout>(generationSize: layoutGenerationSize)
  private var measurements = GenerationalCache<PangoTextLayout.Key, TextMeasurement>(
    generationSize: measurementGenerationSize)

  init(config: OpaquePointer) {
    let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    func makeContext(_ base: PangoDirection) -> OpaquePointer {
      let context = pango_font_map_create_context(fontMap)!
      pango_cairo_context_set_resolution(context, 72)
      // Glyphs at fractional positions, as Core Text places them. Pango rounds every glyph
      // position to a whole device unit by default, and at 72 dpi a unit is a point: Inter's
      // footnote sentence of the ods-ios list screens measured 319.5 pt instead of 310.2 pt
      // (wrapping where iOS keeps one line) and glyph gaps were uneven by up to a point.
      pango_context_set_round_glyph_positions(context, 0)
      let options = FontEnvironment.makeFontOptions()
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
      pango_context_set_base_dir(context, base)
      return context
    }
    self.fontMap = fontMap
    leftToRight = makeContext(PANGO_DIRECTION_LTR)
    rightToLeft = makeContext(PANGO_DIRECTION_RTL)
  }

  deinit {
    // Layouts hold references to their context and contexts to the font map, so the order
    // in which these go does not matter.
    layouts.removeAll()
    g_object_unref(UnsafeMutableRawPointer(leftToRight))
    g_object_unref(UnsafeMutableRawPointer(rightToLeft))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// The context whose base direction is `base` (LTR or RTL).
  func context(for base: PangoDirection) -> OpaquePointer {
    base == PANGO_DIRECTION_RTL ? rightToLeft : leftToRight
  }

  /// The layout for `key`, shaped once and then reused; use it on this thread only.
  func layout(_ key: PangoTextLayout.Key) -> PangoTextLayout {
    layouts.value(for: key) { PangoTextLayout(key, in: self) }
  }

  /// The measurement of the layout for `key`. The layout itself is not kept: layout and
  /// painting rarely ask for the same box, and a measurement is much smaller.
  func measurement(_ key: PangoTextLayout.Key) -> TextMeasurement {
    measurements.value(for: key) { PangoTextLayout(key, in: self).measurement }
  }

  /// The number of cached layouts and measurements, for tests.
  var cachedCounts: (layouts: Int, measurements: Int) { (layouts.count, measurements.count) }
}
