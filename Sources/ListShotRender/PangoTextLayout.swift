import CListShotGraphics
import ListShotCore
import ListShotDisplayList

/// Builds the Pango layout for a text run. Measuring and painting both go through here, so
/// the size layout reserved is the size the painter draws.
struct PangoTextLayout {
  let layout: OpaquePointer

  init(
    context: OpaquePointer, text: String, attributes: TextAttributes, width: Double?,
    maxLines: Int, alignment: TextAlignment, direction: LayoutDirection
  ) {
    // The paragraph direction follows the text's first strong character (as iOS does);
    // text with none takes the interface direction. Alignment is then physical.
    let found = pango_find_base_dir(text, -1)
    let base: PangoDirection
    switch found {
    case PANGO_DIRECTION_LTR, PANGO_DIRECTION_RTL: base = found
    default: base = direction.isRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
    }
    pango_context_set_base_dir(context, base)
    layout = pango_layout_new(context)
    pango_layout_set_auto_dir(layout, 0)
    pango_layout_set_text(layout, text, -1)

    let font = pango_font_description_new()
    let families = ([attributes.font.family] + FontManifest.scriptFallbacks).joined(separator: ",")
    pango_font_description_set_family(font, families)
    pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(attributes.font.weight.rawValue)))
    pango_font_description_set_absolute_size(font, attributes.font.size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)

    let list = pango_attr_list_new()
    if attributes.letterSpacing != 0 {
      pango_attr_list_insert(list, pango_attr_letter_spacing_new(Int32((attributes.letterSpacing * Double(PANGO_SCALE)).rounded())))
    }
    if let lineHeight = attributes.lineHeight {
      pango_attr_list_insert(list, pango_attr_line_height_new_absolute(Int32((lineHeight * Double(PANGO_SCALE)).rounded())))
    }
    pango_layout_set_attributes(layout, list)
    pango_attr_list_unref(list)

    if let width {
      pango_layout_set_width(layout, Int32((max(0, width) * Double(PANGO_SCALE)).rounded(.down)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if maxLines > 0 {
        pango_layout_set_height(layout, Int32(-maxLines))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      }
    }
    switch alignment {
    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
  }

  func release() { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// Logical extents in points.
  var logicalRect: Rect {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let s = Double(PANGO_SCALE)
    return Rect(x: Double(logical.x) / s, y: Double(logical.y) / s, width: Double(logical.width) / s, height: Double(logical.height) / s)
  }

  /// Ink extents in points.
  var inkRect: Rect {
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    let s = Double(PANGO_SCALE)
    return Rect(x: Double(ink.x) / s, y: Double(ink.y) / s, width: Double(ink.width) / s, height: Double(ink.height) / s)
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

/// `TextMeasuring` backed by Pango over the private font set.
public struct PangoTextMeasurer: TextMeasuring {
  public let fonts: FontEnvironment

  public init(fonts: FontEnvironment) {
    self.fonts = fonts
  }

  public func measure(
    _ text: String, attributes: TextAttributes, maxWidth: Double?, maxLines: Int
  ) -> TextMeasurement {
    let layout = PangoTextLayout(
      context: fonts.context, text: text, attributes: attributes, width: maxWidth,
      maxLines: maxLines, alignment: .left, direction: .leftToRight)
    defer { layout.release() }
    return layout.measurement
  }
}
