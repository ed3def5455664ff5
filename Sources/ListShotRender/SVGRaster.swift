import CListShotGraphics
import Foundation
import ListShotCore

/// Draws an SVG into a surface of its own on a helper thread, within a time budget.
///
/// librsvg (2.54 here) has no way to stop a render that takes too long: a 1.4 KB file of
/// nested `<use>` of a blurred group takes minutes. The drawing therefore runs on its own
/// thread, and the caller waits at most `Limits.svgTimeBudget`; past that it fails with an
/// error naming the file. The helper thread then runs on with its own reference to the
/// handle and its own surface, both released when it ends; the command line exits on the
/// error, which ends it.
enum SVGRaster {
  /// The outcome the helper hands over, under a lock.
  private final class Handoff: @unchecked Sendable {
    let lock = NSLock()
    var surface: OpaquePointer?
    var failed = false
    var abandoned = false
    let done = DispatchSemaphore(value: 0)
  }

  /// A `pixels`-sized ARGB32 surface with the SVG drawn as it would be into a frame of
  /// `frame` points at `deviceScale`: centred, scaled by `scale`, mirrored when `flipped`. The
  /// surface's origin is at `offset` (points) inside the frame: the part of it a canvas shows.
  static func draw(
    _ handle: UnsafeMutablePointer<RsvgHandle>, size: (Double, Double), pixels: (Int, Int),
    deviceScale: (Double, Double), frame: (Double, Double), offset: (Double, Double), scale: Double, flipped: Bool,
    path: String
  ) throws -> OpaquePointer {
    guard pixels.0 <= Limits.maxCanvasSide, pixels.1 <= Limits.maxCanvasSide else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: path), "SVG image drawn at \(pixels.0)×\(pixels.1) pixels is too large")
    }
    let handoff = Handoff()
    g_object_ref(UnsafeMutableRawPointer(handle))
    let reference = UInt(bitPattern: UnsafeMutableRawPointer(handle))
    let thread = Thread {
      let raw = UnsafeMutableRawPointer(bitPattern: reference)!
      let handle = raw.assumingMemoryBound(to: RsvgHandle.self)
      defer { g_object_unref(raw) }
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.0), Int32(pixels.1))!
      var ok = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
      if ok {
        let cr = cairo_create(surface)!
        cairo_scale(cr, deviceScale.0, deviceScale.1)
        cairo_translate(cr, frame.0 / 2 - offset.0, frame.1 / 2 - offset.1)
        if flipped { cairo_scale(cr, -1, 1) }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -size.0 / 2, -size.1 / 2)
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.0, height: size.1)
        ok = rsvg_handle_render_document(handle, cr, &viewport, nil) != 0 && cairo_status(cr) == CAIRO_STATUS_SUCCESS
        cairo_destroy(cr)
        cairo_surface_flush(surface)
      }
      handoff.lock.lock()
      if handoff.abandoned || !ok {
        handoff.failed = !ok
        cairo_surface_destroy(surface)
      } else {
        handoff.surface = surface
      }
      handoff.lock.unlock()
      handoff.done.signal()
    }
    // librsvg recurses through nested elements; give it room.
    thread.stackSize = 64 << 20
    thread.start()
    let waited = handoff.done.wait(timeout: .now() + Limits.svgTimeBudget)
    handoff.lock.lock()
    defer { handoff.lock.unlock() }
    guard waited == .success else {
      handoff.abandoned = true
      throw ListShotError(
        .badInput, at: SourceLocation(file: path),
        "SVG image took longer than \(Limits.svgTimeBudget.clean) s to draw (the limit for one image)",
        hint: "simplify it: nested <use>, filters and large blurs are what take time")
    }
    guard let surface = handoff.surface else {
      throw ListShotError(.badInput, at: SourceLocation(file: path), "cannot draw SVG image: librsvg failed")
    }
    return surface
  }
}
