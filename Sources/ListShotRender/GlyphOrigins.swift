import CListShotGraphics

/// Shows a Pango layout on a vector surface with every glyph origin on a whole device pixel,
/// where Cairo's image surface puts it.
///
/// Cairo 1.16's image surface has no subpixel glyph positioning: it rasterises each glyph once
/// at origin (0, 0) and composites it at the origin rounded to the nearest device pixel. The
/// SVG and PDF surfaces keep Pango's fractional positions, so a viewer draws every glyph up to
/// half a pixel from where the PNG has it. Measured on the gallery at 2x with librsvg: SSIM
/// SVG vs PNG 0.989–0.993 unsnapped, ≥ 0.999 with origins rounded as here.
///
/// The image surface is never drawn through here, so PNG bytes do not change. The layout is
/// copied, so the thread's cached layouts keep Pango's positions.
enum GlyphOrigins {
  /// Draws `layout` at the current point of `cr` with each glyph's origin rounded to the
  /// pixel grid as Cairo's image compositor rounds it (`_cairo_lround`: half up).
  /// `pixelsPerUnit` is the pixels of the PNG per device unit of `cr` (a vector surface's
  /// device unit is a point: the list's scale).
  static func showSnapped(_ layout: OpaquePointer, on cr: OpaquePointer, pixelsPerUnit: Double) {
    guard let copy = pango_layout_copy(layout) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
    var originX = 0.0, originY = 0.0
    cairo_get_current_point(cr, &originX, &originY)
    let scale = Double(PANGO_SCALE)
    let iter = pango_layout_get_iter(copy)
    defer { pango_layout_iter_free(iter) }
    repeat {
      // As pango_renderer_draw_layout: each line at its logical x and baseline.
      var line = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &line)
      let baseline = pango_layout_iter_get_baseline(iter)
      var runs = pango_layout_iter_get_line_readonly(iter)?.pointee.runs
      var runX = line.x
      // As pango_renderer_draw_layout_line: runs left to right, each raised by its y_offset.
      while let node = runs {
        defer { runs = node.pointee.next }
        guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
          let glyphs = run.pointee.glyphs
        else { continue }
        runX += run.pointee.start_x_offset
        var x = runX
        let y = baseline - run.pointee.y_offset
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
          let info = glyphs.pointee.glyphs.advanced(by: index)
          let userX = originX + Double(x + info.pointee.geometry.x_offset) / scale
          let userY = originY + Double(y + info.pointee.geometry.y_offset) / scale
          var deviceX = userX, deviceY = userY
          cairo_user_to_device(cr, &deviceX, &deviceY)
          var snappedX = (deviceX * pixelsPerUnit + 0.5).rounded(.down) / pixelsPerUnit
          var snappedY = (deviceY * pixelsPerUnit + 0.5).rounded(.down) / pixelsPerUnit
          cairo_device_to_user(cr, &snappedX, &snappedY)
          info.pointee.geometry.x_offset += PangoUnits.from(snappedX - userX)
          info.pointee.geometry.y_offset += PangoUnits.from(snappedY - userY)
          x += info.pointee.geometry.width
        }
        runX += pango_glyph_string_get_width(glyphs) + run.pointee.end_x_offset
      }
    } while pango_layout_iter_next_line(iter) != 0
    pango_cairo_show_layout(cr, copy)
  }
}
