import CListShotGraphics
import Foundation
import ListShotCore
import ListShotDisplayList

/// Drawing a raster image through a copy scaled once to the device pixels its frame covers.
///
/// Painting a large image straight onto the canvas makes Cairo resample the whole image each
/// time (a 8000 × 8000 PNG in 100 rows is 100 resamplings of 64 M pixels). Here the image is
/// drawn once, with the same clip, transform and filter as a direct paint, into a surface the
/// size of the frame's device pixels, and that copy is placed on the canvas at whole device
/// pixels for every row whose frame has the same size and the same position within a pixel.
/// The copy is kept in `RasterImageStore` under the image's digest and that placement.
extension ImageCache {
  /// Draws `pixels` for `item` through its scaled copy; false when the canvas is not a raster
  /// surface drawn without rotation (a vector export paints the image itself).
  func drawScaled(_ pixels: RasterPixels, digest: String, item: ImageItem, scale: Double, on cr: OpaquePointer)
    throws -> Bool
  {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0,
      cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    else { return false }
    // The frame on the device, and the whole pixels it touches.
    let left = matrix.xx * item.frame.x + matrix.x0, top = matrix.yy * item.frame.y + matrix.y0
    let width = matrix.xx * item.frame.width, height = matrix.yy * item.frame.height
    guard left.isFinite, top.isFinite, width.isFinite, height.isFinite, width > 0, height > 0 else { return false }
    let originX = left.rounded(.down), originY = top.rounded(.down)
    let wide = (left + width).rounded(.up) - originX, high = (top + height).rounded(.up) - originY
    // A copy no larger than the canvas it is drawn on, nor than a quarter of the cache, checked
    // before it is allocated: a 4 × 4 PNG under negative paddings filled a frame of 32,765²
    // pixels, and its copy took 4.3 GB for one row. Past that, the image is painted directly,
    // clipped to the canvas, as a vector export paints it.
    let canvas = cairo_get_group_target(cr)
    let canvasPixels = Double(cairo_image_surface_get_width(canvas)) * Double(cairo_image_surface_get_height(canvas))
    guard wide <= Double(Limits.maxCanvasSide), high <= Double(Limits.maxCanvasSide), wide * high <= canvasPixels,
      wide * high * 4 <= Double(Limits.maxImageCacheBytes / 4)
    else { return false }
    let pixelsWide = Int(wide), pixelsHigh = Int(high)
    // The placement within the pixel, in steps of 2^-20 px (finer than Cairo's 2^-16), so the
    // copy is the same whichever row made it first.
    func step(_ value: Double) -> Double { (value * 1_048_576).rounded() / 1_048_576 }
    let place = (
      x: step(left - originX), y: step(top - originY), width: step(width), height: step(height),
      scaleX: step(matrix.xx), scaleY: step(matrix.yy)
    )
    let key =
      "\(digest)|\(pixelsWide)x\(pixelsHigh)|\(place.x),\(place.y),\(place.width),\(place.height)"
      + "|\(place.scaleX),\(place.scaleY)|\(scale)|\(item.isFlipped)"
    let copy = try RasterImageStore.shared.pixels(key) {
      guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelsWide), Int32(pixelsHigh)),
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let scaled = cairo_create(surface)
      else { throw ListShotError(.render, at: SourceLocation(file: item.path), "cannot scale image: out of memory") }
      defer { cairo_destroy(scaled) }
      // As `draw` paints on the canvas, with the frame's origin at its place in the copy.
      cairo_set_antialias(scaled, cairo_get_antialias(cr))
      cairo_translate(scaled, place.x, place.y)
      cairo_scale(scaled, place.scaleX, place.scaleY)
      let frameWidth = place.width / place.scaleX, frameHeight = place.height / place.scaleY
      cairo_rectangle(scaled, 0, 0, frameWidth, frameHeight)
      cairo_clip(scaled)
      cairo_translate(scaled, frameWidth / 2, frameHeight / 2)
      if item.isFlipped { cairo_scale(scaled, -1, 1) }
      cairo_scale(scaled, scale, scale)
      cairo_translate(scaled, -Double(pixels.width) / 2, -Double(pixels.height) / 2)
      Self.paint(pixels, on: scaled)
      cairo_surface_flush(surface)
      return RasterPixels(taking: surface)
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    // The copy's own whole pixels bound the group a tint needs (a clip on whole pixels
    // covers them fully, so it changes no pixel).
    cairo_rectangle(cr, originX, originY, Double(pixelsWide), Double(pixelsHigh))
    cairo_clip(cr)
    if item.tint != nil { cairo_push_group(cr) }
    let source = copy.surface()
    cairo_set_source_surface(cr, source, originX, originY)
    cairo_paint(cr)
    cairo_surface_destroy(source)
    withExtendedLifetime(copy) {}
    if let tint = item.tint {
      let mask = cairo_pop_group(cr)
      // A direct paint masks under the frame's clip: so does this.
      cairo_set_matrix(cr, &matrix)
      cairo_rectangle(cr, item.frame.x, item.frame.y, item.frame.width, item.frame.height)
      cairo_clip(cr)
      cairo_identity_matrix(cr)  // the group's pattern is placed in the space it was popped in
      cairo_set_source_rgba(
        cr, Double(tint.red) / 255, Double(tint.green) / 255, Double(tint.blue) / 255, Double(tint.alpha) / 255)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(mask)
    }
    return true
  }

  /// Paints `pixels` at the current transform with Cairo's good filter.
  static func paint(_ pixels: RasterPixels, on cr: OpaquePointer) {
    let source = pixels.surface()
    cairo_set_source_surface(cr, source, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_paint(cr)
    cairo_surface_destroy(source)
    withExtendedLifetime(pixels) {}
  }
}
