import CListShotGraphics
import ListShotCore
import ListShotDisplayList

/// Draws a display list with Cairo and Pango: one `switch` over the items.
///
/// The painter knows nothing of themes, tokens or layout direction; everything it needs is in
/// the items. Coordinates are points: the caller scales the Cairo context to device pixels.
struct Painter {
  let cr: OpaquePointer
  /// This thread's Pango state: text layouts come from its cache.
  let pango: PangoThreadState
  let images: ImageCache
  /// Mask pixels per device unit for computed shadows: 1 on an image surface (whose unit is
  /// a device pixel), the list's scale on a vector surface (whose unit is a point).
  var maskScale = 1.0
  /// Glyph origins rounded to whole pixels of `maskScale` per device unit, as the image
  /// surface places them (see `GlyphOrigins`); set on vector surfaces only.
  var snapsGlyphOrigins = false

  /// Whether shadow groups cast their shadows: not while a group's items are painted into its
  /// shadow's mask, so that each item is painted at most once per group around it (a shadow
  /// inside a shadowed view adds nothing to the outer shadow's mask).
  var castsShadows = true

  func paint(_ list: DisplayList) throws {
    // SOURCE replaces every pixel, so a reused canvas starts from exactly the background.
    setColor(list.background)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    try paint(list.items[...])
  }

  /// Paints `items` in order; a shadow group's items are painted into its shadow's mask first.
  func paint(_ items: ArraySlice<DisplayItem>) throws {
    var openShadows = 0
    for index in items.indices {
      let item = items[index]
      try paint(item, following: items[(index + 1)...], openShadows: &openShadows)
      // Cairo keeps its first error and then draws nothing: said here, naming the item, so a
      // failure is not found only at the end, as a Cairo status naming nothing.
      guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
        throw ListShotError(
          .render,
          "Cairo failed drawing \(item.id): \(String(cString: cairo_status_to_string(cairo_status(cr))))")
      }
    }
    guard openShadows == 0 else { throw ListShotError(.render, "a pushShadow has no popShadow after it") }
  }

  /// `following`: the items after this one (a shadow group's are painted into its mask);
  /// `openShadows`: how many shadow groups are open.
  private func paint(_ item: DisplayItem, following: ArraySlice<DisplayItem>, openShadows: inout Int) throws {
    switch item {
    case .rect(let rect):
      addRoundedRect(rect.frame, radius: rect.cornerRadius)
      if let fill = rect.fill {
        setColor(fill)
        if rect.stroke == nil { cairo_fill(cr) } else { cairo_fill_preserve(cr) }
      }
      if let stroke = rect.stroke { apply(stroke); cairo_stroke(cr) }
      cairo_new_path(cr)
    case .line(let line):
      cairo_rectangle(cr, line.frame.x, line.frame.y, line.frame.width, line.frame.height)
      setColor(line.color)
      cairo_fill(cr)
    case .text(let text):
      let layout = pango.layout(
        PangoTextLayout.Key(
          text: text.text, runs: text.runs, attributes: text.attributes, width: text.frame.width,
          maxLines: text.maxLines, alignment: text.alignment, direction: text.direction))
      setColor(text.color)
      cairo_move_to(cr, text.frame.x + layout.originX, text.frame.y)
      show(layout.layout)
    case .glyph(let glyph):
      let layout = pango.layout(
        PangoTextLayout.Key(
          text: glyph.character, attributes: TextAttributes(font: glyph.font), width: nil, maxLines: 0,
          alignment: .left, direction: .leftToRight))
      let logical = layout.logicalRect
      cairo_save(cr)
      if glyph.isFlipped { flipHorizontally(around: glyph.frame.midX) }
      setColor(glyph.color)
      cairo_move_to(cr, glyph.frame.midX - logical.width / 2, glyph.frame.midY - logical.height / 2)
      show(layout.layout)
      cairo_restore(cr)
    case .path(let path):
      addPath(path.elements)
      cairo_set_fill_rule(cr, path.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      if let fill = path.fill {
        setColor(fill)
        if path.stroke == nil && path.gradient == nil { cairo_fill(cr) } else { cairo_fill_preserve(cr) }
      }
      if let gradient = path.gradient {
        GradientPattern.fill(gradient, on: cr, preserve: path.stroke != nil)
      }
      if let stroke = path.stroke { apply(stroke); cairo_stroke(cr) }
      cairo_new_path(cr)
    case .image(let image):
      try images.draw(image, on: cr)
    case .shadow(let shadow):
      ShadowMask.paint(shadow, on: cr, maskScale: maskScale)
    case .backdropBlur(let blur):
      BackdropBlur.paint(blur, on: cr)
    case .pushClip(let clip):
      cairo_save(cr)
      if let elements = clip.elements {
        addPath(elements)
      } else if clip.isEllipse {
        addEllipse(clip.frame)
      } else {
        addRoundedRect(clip.frame, radius: clip.cornerRadius)
      }
      cairo_clip(cr)
    case .popClip:
      cairo_restore(cr)
    case .pushShadow(let group):
      guard let end = ShadowGroupItem.end(of: following) else {
        throw ListShotError(.render, "the shadow group \(group.id) has no popShadow: its items would not be drawn")
      }
      openShadows += 1
      guard castsShadows else { break }
      try ContentShadow.paint(group, on: cr, maskScale: maskScale) { mask in
        try Painter(cr: mask, pango: pango, images: images, castsShadows: false).paint(following[..<end])
      }
    case .popShadow:
      guard openShadows > 0 else { throw ListShotError(.render, "a popShadow has no pushShadow before it") }
      openShadows -= 1
    }
  }

  private func show(_ layout: OpaquePointer) {
    if snapsGlyphOrigins {
      GlyphOrigins.showSnapped(layout, on: cr, pixelsPerUnit: maskScale)
    } else {
      pango_cairo_show_layout(cr, layout)
    }
  }

  private func setColor(_ color: Color) {
    cairo_set_source_rgba(
      cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255)
  }

  private func apply(_ stroke: Stroke) {
    setColor(stroke.color)
    cairo_set_line_width(cr, stroke.width)
    switch stroke.cap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch stroke.join {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
  }

  private func flipHorizontally(around x: Double) {
    cairo_translate(cr, 2 * x, 0)
    cairo_scale(cr, -1, 1)
  }

  private func addPath(_ elements: [PathElement]) {
    cairo_new_path(cr)
    for element in elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
      case .close: cairo_close_path(cr)
      }
    }
  }

  private func addRoundedRect(_ rect: Rect, radius: Double) {
    var builder = PathBuilder()
    builder.roundedRect(rect, radius: radius)
    addPath(builder.elements)
  }

  private func addEllipse(_ rect: Rect) {
    var builder = PathBuilder()
    builder.ellipse(in: rect)
    addPath(builder.elements)
  }
}
