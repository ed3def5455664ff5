import CListShotGraphics
import Foundation
import ListShotCore
import ListShotDisplayList

/// Loads image files (PNG and JPEG through gdk-pixbuf, SVG through librsvg) and draws them
/// into frames. One cache lives for one render, so a file used by many rows loads once.
final class ImageCache {
  private enum Source {
    case raster(OpaquePointer, width: Double, height: Double)
    case svg(UnsafeMutablePointer<RsvgHandle>, width: Double, height: Double)
  }

  /// Images larger than this (in pixels) are refused before decoding.
  static let maxImagePixels = 64 << 20
  private var sources: [String: Source] = [:]

  deinit {
    for source in sources.values {
      switch source {
      case .raster(let surface, _, _): cairo_surface_destroy(surface)
      case .svg(let handle, _, _): g_object_unref(UnsafeMutableRawPointer(handle))
      }
    }
  }

  func draw(_ item: ImageItem, on cr: OpaquePointer) throws {
    let source = try load(item.path)
    let (width, height): (Double, Double)
    switch source {
    case .raster(_, let w, let h), .svg(_, let w, let h): (width, height) = (w, h)
    }
    guard width > 0, height > 0 else { return }
    let fx = item.frame.width / width, fy = item.frame.height / height
    let scale = item.contentMode == .fill ? max(fx, fy) : min(fx, fy)

    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, item.frame.x, item.frame.y, item.frame.width, item.frame.height)
    cairo_clip(cr)
    cairo_translate(cr, item.frame.midX, item.frame.midY)
    if item.isFlipped { cairo_scale(cr, -1, 1) }
    cairo_scale(cr, scale, scale)
    cairo_translate(cr, -width / 2, -height / 2)

    if item.tint != nil { cairo_push_group(cr) }
    switch source {
    case .raster(let surface, _, _):
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_paint(cr)
    case .svg(let handle, let w, let h):
      var viewport = RsvgRectangle(x: 0, y: 0, width: w, height: h)
      rsvg_handle_render_document(handle, cr, &viewport, nil)
    }
    if let tint = item.tint {
      let mask = cairo_pop_group(cr)
      cairo_set_source_rgba(
        cr, Double(tint.red) / 255, Double(tint.green) / 255, Double(tint.blue) / 255, Double(tint.alpha) / 255)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(mask)
    }
  }

  private func load(_ path: String) throws -> Source {
    if let source = sources[path] { return source }
    let source = path.lowercased().hasSuffix(".svg") ? try loadSVG(path) : try loadRaster(path)
    sources[path] = source
    return source
  }

  private func failure(_ path: String, _ message: String) -> ListShotError {
    ListShotError(.badInput, at: SourceLocation(file: path), message)
  }

  private func loadSVG(_ path: String) throws -> Source {
    var error: UnsafeMutablePointer<GError>?
    guard let handle = rsvg_handle_new_from_file(path, &error) else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw failure(path, "cannot read SVG image: \(message)")
    }
    var width = 0.0, height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
      // No absolute size in the file (only a viewBox): draw it into a 24 × 24 box.
      width = 24
      height = 24
    }
    return .svg(handle, width: width, height: height)
  }

  private func loadRaster(_ path: String) throws -> Source {
    var width: Int32 = 0, height: Int32 = 0
    guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else {
      throw failure(path, "cannot read image: not a PNG or JPEG file gdk-pixbuf recognises")
    }
    guard Int(width) * Int(height) <= Self.maxImagePixels else {
      throw failure(path, "image is \(width)×\(height) pixels; the limit is \(Self.maxImagePixels) pixels")
    }
    var error: UnsafeMutablePointer<GError>?
    guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw failure(path, "cannot read image: \(message)")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    return .raster(Self.surface(from: pixbuf), width: Double(width), height: Double(height))
  }

  /// Copies a pixbuf (RGB or RGBA, straight alpha) into a premultiplied ARGB32 surface.
  private static func surface(from pixbuf: OpaquePointer) -> OpaquePointer {
    let width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf)
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let pixels = gdk_pixbuf_read_pixels(pixbuf)!
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    cairo_surface_flush(surface)
    let destination = cairo_image_surface_get_data(surface)!
    let destinationStride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<Int(height) {
      let row = destination.advanced(by: y * destinationStride).withMemoryRebound(to: UInt32.self, capacity: Int(width)) { $0 }
      for x in 0..<Int(width) {
        let p = pixels.advanced(by: y * sourceStride + x * channels)
        let a = channels == 4 ? UInt32(p[3]) : 255
        func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        row[x] = a << 24 | pre(p[0]) << 16 | pre(p[1]) << 8 | pre(p[2])
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
