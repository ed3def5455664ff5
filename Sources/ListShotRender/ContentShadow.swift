import CListShotGraphics
import ListShotCore
import ListShotDisplayList

/// Paints the shadow of a shadow group (`pushShadow` … `popShadow`) under its items: the
/// items are painted once more into an A8 mask at device resolution, the mask is blurred,
/// tinted with the group's colour into an image, and the image is painted at the offset; the
/// painter then paints the items themselves on top.
///
/// Cairo and pixman have no blur, so the Gaussian is approximated here by three box blurs
/// across then three down (`BackdropBlur.boxBlur`: integer sums, edges repeated), in whole mask
/// pixels: the same list gives the same bytes on any thread. The mask covers only what the
/// shadow can show: the shadow's area (`shadowFrame`) inside the current clip, moved back by the
/// offset and grown by the blur's reach, so it is never much larger than the canvas; a mask past
/// the canvas limits (`Limits.maxCanvasSide`, `maxCanvasPixels`) is not made and no shadow is
/// drawn. The shadow is painted as an image (not through `cairo_mask`, which Cairo's SVG surface
/// writes unscaled), so a vector surface (SVG, PDF) embeds it at the list's scale
/// (`maskScale` pixels per unit), as it embeds colour emoji.
enum ContentShadow {
  /// `paintItems` paints the group's items onto the context it is given (the mask's).
  static func paint(
    _ group: ShadowGroupItem, on cr: OpaquePointer, maskScale: Double,
    paintItems: (OpaquePointer) throws -> Void
  ) throws {
    let c = group.color
    guard c.alpha > 0, group.sigma >= 0, maskScale > 0 else { return }
    // The canvas is only ever scaled and moved: one scale for both axes.
    var ux = 1.0, uy = 0.0
    cairo_user_to_device_distance(cr, &ux, &uy)
    let scale = abs(ux) * maskScale
    guard scale > 0, scale.isFinite else { return }
    // A wide blur is computed on a coarser mask, `step` device pixels a side (σ of 4 … 8 of its
    // pixels), and drawn back scaled up and filtered: a blur that wide hides the coarser grid,
    // and the work falls with step²; 8 px and narrower are computed at full resolution.
    let fullSigma = group.sigma * scale
    let step = fullSigma > 8 ? min(Int(fullSigma / 4), 1024) : 1
    let unit = maskScale / Double(step)
    let sigma = fullSigma / Double(step)
    // Three boxes of width w = 2r + 1 approximate a Gaussian of σ when w² = 4σ² + 1; they reach 3r.
    let radius = sigma > 0 ? min(max(1, Int(((4 * sigma * sigma + 1).squareRoot() / 2).rounded(.down))), 4096) : 0
    let reach = 3 * radius + 1

    // Where the shadow lands, in mask pixels, inside what the clip lets through.
    var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
    cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
    let visible = pixels(
      Rect(x: clip.x0, y: clip.y0, width: clip.x1 - clip.x0, height: clip.y1 - clip.y0), cr, unit)
    let shadow = pixels(group.shadowFrame, cr, unit)
    guard let visible, let shadow else { return }
    let land = (
      x0: max(visible.x0, shadow.x0), y0: max(visible.y0, shadow.y0), x1: min(visible.x1, shadow.x1),
      y1: min(visible.y1, shadow.y1)
    )
    guard land.x1 > land.x0, land.y1 > land.y0 else { return }
    // The offset in whole mask pixels at full resolution, so the shadow lands on the pixel grid.
    var dx = group.offset.x, dy = group.offset.y
    cairo_user_to_device_distance(cr, &dx, &dy)
    guard dx.isFinite, dy.isFinite, abs(dx * unit) < 1e6, abs(dy * unit) < 1e6 else { return }
    let ox = Int((dx * unit).rounded()), oy = Int((dy * unit).rounded())
    let placed = step == 1 ? (x: Double(ox), y: Double(oy)) : (x: dx * unit, y: dy * unit)
    // The items that cast it: that area moved back by the offset and grown by the blur's reach.
    let x0 = land.x0 - ox - reach, y0 = land.y0 - oy - reach
    let width = land.x1 - land.x0 + 2 * reach, height = land.y1 - land.y0 + 2 * reach
    guard width <= Limits.maxCanvasSide, height <= Limits.maxCanvasSide, width * height <= Limits.maxCanvasPixels,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(mask) }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }

    // The items' alpha, painted with the canvas's own transform (points → mask pixels).
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard let mcr = cairo_create(mask) else { return }
    defer { cairo_destroy(mcr) }
    cairo_translate(mcr, Double(-x0), Double(-y0))
    cairo_scale(mcr, unit, unit)
    cairo_transform(mcr, &matrix)
    try paintItems(mcr)
    cairo_surface_flush(mask)
    guard let alpha = cairo_image_surface_get_data(mask) else { return }
    let alphaStride = Int(cairo_image_surface_get_stride(mask))
    if radius > 0 { blurAlpha(alpha, stride: alphaStride, width: width, height: height, radius: radius) }

    // Tinted: premultiplied ARGB of the colour at each blurred alpha.
    guard let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
    defer { cairo_surface_destroy(tinted) }
    guard cairo_surface_status(tinted) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(tinted)
    else { return }
    let stride = Int(cairo_image_surface_get_stride(tinted))
    let raw = UnsafeMutableRawPointer(data)
    for row in 0..<height {
      let line = (raw + row * stride).assumingMemoryBound(to: UInt32.self)
      for column in 0..<width {
        let a = (UInt32(alpha[row * alphaStride + column]) * UInt32(c.alpha) + 127) / 255
        func premultiplied(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
        line[column] = a << 24 | premultiplied(c.red) << 16 | premultiplied(c.green) << 8 | premultiplied(c.blue)
      }
    }
    cairo_surface_mark_dirty(tinted)

    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_scale(cr, 1 / unit, 1 / unit)
    cairo_set_source_surface(cr, tinted, Double(x0) + placed.x, Double(y0) + placed.y)
    if step > 1 { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR) }
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// `rect` (user space) in whole mask pixels, rounded outwards; nil when not finite or huge.
  private static func pixels(_ rect: Rect, _ cr: OpaquePointer, _ maskScale: Double) -> (
    x0: Int, y0: Int, x1: Int, y1: Int
  )? {
    var ax = rect.minX, ay = rect.minY, bx = rect.maxX, by = rect.maxY
    cairo_user_to_device(cr, &ax, &ay)
    cairo_user_to_device(cr, &bx, &by)
    let values = [ax, ay, bx, by].map { $0 * maskScale }
    guard values.allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
    return (
      Int(min(values[0], values[2]).rounded(.down)), Int(min(values[1], values[3]).rounded(.down)),
      Int(max(values[0], values[2]).rounded(.up)), Int(max(values[1], values[3]).rounded(.up))
    )
  }

  /// Three box blurs across every row, then down every column, of A8 data.
  static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, radius: Int) {
    let length = max(width, height)
    let line = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * length)
    defer { line.deallocate() }
    let scratch = line + length
    for row in 0..<height {
      let base = data + row * stride
      for i in 0..<width { line[i] = Int32(base[i]) }
      for _ in 0..<3 { BackdropBlur.boxBlur(line, scratch, count: width, radius: radius) }
      for i in 0..<width { base[i] = UInt8(line[i]) }
    }
    for column in 0..<width {
      let base = data + column
      for i in 0..<height { line[i] = Int32(base[i * stride]) }
      for _ in 0..<3 { BackdropBlur.boxBlur(line, scratch, count: height, radius: radius) }
      for i in 0..<height { base[i * stride] = UInt8(line[i]) }
    }
  }
}
