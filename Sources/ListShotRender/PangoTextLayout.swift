import CListShotGraphics
import ListShotCore
import ListShotDisplayList

/// The Pango layout of a text run. Measuring and painting both go through here, so the size
/// layout reserved is the size the painter draws.
///
/// A layout is immutable once built and belongs to the thread whose `PangoThreadState` made
/// it (Pango objects are not thread-safe); the state caches it, so a run drawn again with the
/// same text, attributes and box is not shaped again.
final class PangoTextLayout {
  /// Everything a layout depends on besides the thread's fixed Pango context: two runs with
  /// equal keys lay out identically.
  struct Key: Hashable {
    var text: String
    /// The styled runs `text` is made of, or nil.
    var runs: [TextRun]? = nil
    var attributes: TextAttributes
    /// The wrapping width in points; nil for one unbounded line per paragraph.
    var width: Double?
    var maxLines: Int
    var alignment: TextAlignment
    /// The interface direction, used when the text has no strong character.
    var direction: LayoutDirection
  }

  let layout: OpaquePointer
  /// Where to draw the layout from, across, relative to the text's frame: the allowance for a
  /// trailing letter spacing (see `init`) widens the layout past the frame, and a right- or
  /// centre-aligned line would move by it (or half of it) without this.
  let originX: Double

  /// Builds the layout for `key` with the context `state` holds for its paragraph direction.
  init(_ key: Key, in state: PangoThreadState) {
    // The paragraph direction follows the text's first strong character (as iOS does);
    // text with none takes the interface direction. Alignment is then physical.
    let found = pango_find_base_dir(key.text, -1)
    let base: PangoDirection
    switch found {
    case PANGO_DIRECTION_LTR, PANGO_DIRECTION_RTL: base = found
    default: base = key.direction.isRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
    }
    layout = pango_layout_new(state.context(for: base))
    pango_layout_set_auto_dir(layout, 0)
    pango_layout_set_text(layout, key.text, -1)

    let attributes = key.attributes
    let font = pango_font_description_new()
    let families = ([attributes.font.family] + FontManifest.scriptFallbacks).joined(separator: ",")
    pango_font_description_set_family(font, families)
    pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(attributes.font.weight.rawValue)))
    pango_font_description_set_absolute_size(font, PangoUnits.size(attributes.font.size))
    if attributes.font.isItalic { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
    // A variable font's axes (the icon font's FILL, wght, opsz): Pango passes them to
    // fontconfig and cairo, which shape and draw the glyph outlines at these values.
    if let variations = attributes.font.variations {
      pango_font_description_set_variations(font, variations.pangoDescription)
    }
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)

    let spacing = PangoUnits.from(attributes.letterSpacing)
    let list = pango_attr_list_new()
    // A word wider than the line breaks between characters without a hyphen, as UILabel's
    // word wrapping does (Pango would add one).
    pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
    if spacing != 0 { pango_attr_list_insert(list, pango_attr_letter_spacing_new(spacing)) }
    // `.monospacedDigit()`: Inter's tabular figures.
    if attributes.hasTabularDigits { pango_attr_list_insert(list, pango_attr_font_features_new("tnum")) }
    if let lineHeight = attributes.lineHeight {
      pango_attr_list_insert(
        list, pango_attr_line_height_new_absolute(PangoUnits.from(lineHeight)))
    }
    if let runs = key.runs { Self.insert(runs, into: list) }
    pango_layout_set_attributes(layout, list)
    pango_attr_list_unref(list)
    // `.lineSpacing`: Pango adds the layout's spacing between lines only, as SwiftUI does.
    if attributes.lineSpacing != 0 { pango_layout_set_spacing(layout, PangoUnits.from(attributes.lineSpacing)) }

    // Pango counts a line's trailing letter spacing when it breaks and ellipsizes lines, but
    // not in the logical width it measures: without this allowance a text laid out in the width
    // it measured at (a badge, a trailing label) would be cut by positive tracking.
    let trailing = key.width == nil ? 0 : max(0, spacing)
    switch key.alignment {
    case .left: originX = 0
    case .center: originX = -Double(trailing) / Double(PANGO_SCALE) / 2
    case .right: originX = -Double(trailing) / Double(PANGO_SCALE)
    }
    if let width = key.width {
      pango_layout_set_width(layout, PangoUnits.width(width) + trailing)
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if key.maxLines > 0 {
        pango_layout_set_height(layout, -PangoUnits.count(key.maxLines))
        switch attributes.truncation {
        case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
      }
    }
    switch key.alignment {
    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// The weight, slant, family, tracking, underline and colour of each styled run, over its
  /// UTF-8 byte range.
  private static func insert(_ runs: [TextRun], into list: OpaquePointer?) {
    var start = 0
    for run in runs {
      let end = start + run.text.utf8.count
      func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
        guard let attribute else { return }
        attribute.pointee.start_index = guint(start)
        attribute.pointee.end_index = guint(end)
        pango_attr_list_insert(list, attribute)
      }
      if let weight = run.weight { add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight.rawValue)))) }
      if run.isItalic { add(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
      if let family = run.family {
        add(pango_attr_family_new(([family] + FontManifest.scriptFallbacks).joined(separator: ",")))
      }
      if let spacing = run.letterSpacing { add(pango_attr_letter_spacing_new(PangoUnits.from(spacing))) }
      func channel(_ value: UInt8) -> guint16 { guint16(value) * 257 }
      if run.isUnderlined { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
      if run.isStruckThrough { add(pango_attr_strikethrough_new(1)) }
      if let line = run.lineColor {
        let (r, g, b) = (channel(line.red), channel(line.green), channel(line.blue))
        if run.isUnderlined { add(pango_attr_underline_color_new(r, g, b)) }
        if run.isStruckThrough { add(pango_attr_strikethrough_color_new(r, g, b)) }
      }
      if let color = run.color {
        add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
        add(pango_attr_foreground_alpha_new(channel(color.alpha)))
      }
      start = end
    }
  }

  /// Logical extents in points.
  var logicalRect: Rect {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let s = Double(PANGO_SCALE)
    return Rect(
      x: Double(logical.x) / s, y: Double(logical.y) / s, width: Double(logical.width) / s,
      height: Double(logical.height) / s)
  }

  /// Ink extents in points.
  var inkRect: Rect {
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    let s = Double(PANGO_SCALE)
    return Rect(
      x: Double(ink.x) / s, y: Double(ink.y) / s, width: Double(ink.width) / s, height: Double(ink.height) / s)
  }

  var measurement: TextMeasurement {
    let logical = logicalRect
    return TextMeasurement(
      size: Size(width: logical.width, height: logical.height),
      lineCount: Int(pango_layout_get_line_count(layout)),
      isTruncated: pango_layout_is_ellipsized(layout) != 0,
      firstBaseline: Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
  }
}
