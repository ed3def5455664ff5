import CListShotGraphics
import Foundation
import ListShotCore
import ListShotFiles
import ListShotDisplayList
import ListShotPNG
import ListShotImageHeader

/// Decodes image files (PNG and JPEG through gdk-pixbuf, SVG through librsvg) and draws them
/// into frames. One cache lives for one render, so a file used by many rows decodes once.
///
/// It opens no file: each item carries its `ImageFile`, read (a regular file, its size
/// checked first, its header checked by `ImageHeader`) when its screen was read. The decoders
/// get the bytes, never the path: librsvg, given no base location, resolves no reference to another file
/// (`<image href>`, `xi:include`, CSS `@import`), so an SVG cannot draw the contents of its
/// neighbours. Each SVG is drawn first into a surface of its own on a helper thread that must
/// finish within `Limits.svgTimeBudget` (see `SVGRaster`), then onto the canvas.
///
/// Raster images (PNG, JPEG) are decoded once per process and content, and scaled once per
/// size and placement on the device, through `RasterImageStore`: a large PNG in many rows and
/// variants is not decoded per render nor resampled per row. SVGs are drawn as vectors each time.
final class ImageCache {
  private enum Source {
    case raster(RasterPixels, digest: String, width: Double, height: Double)
    case svg(UnsafeMutablePointer<RsvgHandle>, width: Double, height: Double)
  }

  /// Decoded files, by digest.
  private var sources: [String: Source] = [:]
  /// False to paint raster images straight from their decoded pixels (tests compare the two).
  let scalesOnce: Bool

  init(scalesOnce: Bool = true) { self.scalesOnce = scalesOnce }
  /// SVGs already drawn within the time budget, by digest, size in device pixels and scale.
  private var preflighted: Set<String> = []

  deinit {
    for source in sources.values {
      switch source {
      case .raster: break
      case .svg(let handle, _, _): g_object_unref(UnsafeMutableRawPointer(handle))
      }
    }
  }

  func draw(_ item: ImageItem, on cr: OpaquePointer) throws {
    let source = try load(item.file)
    let (width, height): (Double, Double)
    switch source {
    case .raster(_, _, let w, let h), .svg(_, let w, let h): (width, height) = (w, h)
    }
    guard width > 0, height > 0 else { return }
    let fx = item.frame.width / width, fy = item.frame.height / height
    let scale = item.contentMode == .fill ? max(fx, fy) : min(fx, fy)
    // An empty frame (a resizable image in `frame: { width: 0 }`) shows nothing, as in
    // SwiftUI; its scale of 0 would make Cairo's matrix singular and fail the whole canvas.
    guard item.frame.width > 0, item.frame.height > 0, scale.isFinite, scale > 0 else { return }
    if scalesOnce, case .raster(let pixels, let digest, _, _) = source,
      try drawScaled(pixels, digest: digest, item: item, scale: scale, on: cr)
    {
      return
    }

    if case .svg(let handle, let w, let h) = source {
      try preflight(handle, size: (w, h), item: item, scale: scale, on: cr)
    }

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
    case .raster(let pixels, _, _, _):
      Self.paint(pixels, on: cr)
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

  /// Draws the SVG once on a helper thread, at the size and scale it is about to be painted
  /// at, within the time budget (`SVGRaster`); only then is it drawn onto the canvas, as
  /// vectors, so its pixels are those of a direct render. Each size is tried once per render.
  private func preflight(
    _ handle: UnsafeMutablePointer<RsvgHandle>, size: (Double, Double), item: ImageItem, scale: Double,
    on cr: OpaquePointer
  ) throws {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let (sx, sy) = (abs(matrix.xx), abs(matrix.yy))
    // Only the part of the frame the canvas shows (its clip), as the paint that follows draws
    // only that: an SVG in a frame of 32,765² pixels (negative paddings) asked for a 3.3 GB
    // surface here. The part is bounded by the canvas.
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let frame = item.frame
    let visible = (
      x: max(frame.x, x1), y: max(frame.y, y1), right: min(frame.x + frame.width, x2),
      bottom: min(frame.y + frame.height, y2)
    )
    let part = ((visible.right - visible.x) * sx, (visible.bottom - visible.y) * sy)
    guard part.0.isFinite, part.1.isFinite, part.0 > 0, part.1 > 0,
      part.0 <= Double(Limits.maxCanvasSide), part.1 <= Double(Limits.maxCanvasSide)
    else { return }
    let pixels = (Int(part.0.rounded(.up)), Int(part.1.rounded(.up)))
    let offset = (visible.x - frame.x, visible.y - frame.y)
    let key = "\(item.file.digest)|\(pixels.0)x\(pixels.1)|\(offset.0),\(offset.1)|\(scale)"
    guard !preflighted.contains(key) else { return }
    let surface = try SVGRaster.draw(
      handle, size: size, pixels: pixels, deviceScale: (sx, sy), frame: (frame.width, frame.height),
      offset: offset, scale: scale, flipped: item.isFlipped, path: item.path)
    cairo_surface_destroy(surface)
    preflighted.insert(key)
  }

  private func load(_ file: ImageFile) throws -> Source {
    if let source = sources[file.digest] { return source }
    guard let bytes = file.bytes else {
      throw ListShotError(
        .render, at: SourceLocation(file: file.path),
        "image was not read with its screen (a display list read back from JSON has no image data)")
    }
    let source: Source
    if file.kind == .svg {
      source = try Self.loadSVG(bytes, file.path)
    } else {
      let pixels = try RasterImageStore.shared.pixels(file.digest) { try Self.decodeRaster(bytes, file.path) }
      source = .raster(pixels, digest: file.digest, width: Double(pixels.width), height: Double(pixels.height))
    }
    sources[file.digest] = source
    return source
  }

  /// The key of an image file's decoded pixels in `RasterImageStore`.
  static func digest(_ bytes: [UInt8]) -> String {
    let digest = Digest()
    digest.update(bytes)
    return digest.finalize()
  }

  /// The longer side, in pixels, an SVG is drawn at when a spec is read.
  static let checkSide = 1024.0

  /// Decodes `file` as painting would, and draws an SVG once (scaled to fit `checkSide`)
  /// within the time budget: its size in pixels, or a `ListShotError` saying why it cannot be
  /// painted. For reading screens (`ImageCheck`), so a bad image is reported where the spec
  /// names it.
  static func check(_ file: ImageFile) throws -> Size {
    guard let bytes = file.bytes else { throw failure(file.path, "the image has no bytes") }
    let path = file.path
    do {
      if file.kind == .svg {
        guard case .svg(let handle, let width, let height) = try loadSVG(bytes, path) else {
          throw failure(path, "cannot read SVG image")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        // Drawn scaled to fit 1024 px, not at its own size cut to 1024: librsvg sizes the
        // intermediate surfaces of groups and filters by the document's extent on the device,
        // so a 32767-px icon with a filtered group asked for a 4 GB surface (found by FuzzSVG).
        let fit = min(1, Self.checkSide / max(width, height))
        let frame = (width * fit, height * fit)
        let side = (Int(frame.0.rounded(.up)), Int(frame.1.rounded(.up)))
        let surface = try SVGRaster.draw(
          handle, size: (width, height), pixels: side, deviceScale: (1, 1), frame: frame, offset: (0, 0), scale: fit,
          flipped: false, path: path)
        cairo_surface_destroy(surface)
        return Size(width: width, height: height)
      } else {
        // Kept: the render that follows draws these pixels without decoding the file again.
        let pixels = try RasterImageStore.shared.pixels(file.digest) { try decodeRaster(bytes, path) }
        return Size(width: Double(pixels.width), height: Double(pixels.height))
      }
    } catch let error as ListShotError {
      throw error
    } catch {
      throw ListShotError(.badInput, at: SourceLocation(file: path), "\(error)")
    }
  }

  private static func failure(_ path: String, _ message: String) -> ListShotError {
    ListShotError(.badInput, at: SourceLocation(file: path), message)
  }

  private static func gerror(_ error: UnsafeMutablePointer<GError>?) -> String {
    defer { if let error { g_error_free(error) } }
    return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
  }

  private static func loadSVG(_ bytes: [UInt8], _ path: String) throws -> Source {
    _ = try ImageHeader.read(bytes, path: path)
    if let problem = SVGFontSizes.problem(in: bytes) { throw failure(path, "SVG image: \(problem)") }
    var error: UnsafeMutablePointer<GError>?
    // From memory, with no base file: librsvg then refuses every external reference.
    guard
      let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) })
    else {
      throw failure(path, "cannot read SVG image: \(gerror(error))")
    }
    var width = 0.0, height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
      // No absolute size in the file (only a viewBox): draw it into a 24 × 24 box.
      width = 24
      height = 24
    }
    let side = Double(Limits.maxImageSide)
    guard width.isFinite, height.isFinite, width > 0, height > 0, width <= side, height <= side else {
      g_object_unref(UnsafeMutableRawPointer(handle))
      throw failure(
        path, "SVG image size \(width.clean)×\(height.clean) is outside 1...\(Limits.maxImageSide) pixels per side")
    }
    return .svg(handle, width: width, height: height)
  }

  private static func decodeRaster(_ bytes: [UInt8], _ path: String) throws -> RasterPixels {
    guard let header = try ImageHeader.read(bytes, path: path) else {
      throw failure(path, "cannot read image: not a PNG or JPEG file")
    }
    if let problem = ImageHeader.sizeProblem(width: header.width, height: header.height) {
      throw failure(path, "image \(problem)")
    }
    guard let loader = gdk_pixbuf_loader_new() else { throw failure(path, "cannot read image: out of memory") }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    var error: UnsafeMutablePointer<GError>?
    let written = bytes.withUnsafeBufferPointer {
      gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error)
    }
    guard written != 0 else {
      _ = gdk_pixbuf_loader_close(loader, nil)
      throw failure(path, "cannot read image: \(gerror(error))")
    }
    guard gdk_pixbuf_loader_close(loader, &error) != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
      throw failure(path, "cannot read image: \(gerror(error))")
    }
    let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
    guard width == header.width, height == header.height, let surface = surface(from: pixbuf) else {
      throw failure(path, "cannot read image: the decoded size \(width)×\(height) is not the header's")
    }
    return RasterPixels(taking: surface)
  }

  /// Copies a pixbuf (RGB or RGBA, straight alpha) into a premultiplied ARGB32 surface; nil
  /// when Cairo cannot make one that size.
  private static func surface(from pixbuf: OpaquePointer) -> OpaquePointer? {
    let width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf)
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    guard let pixels = gdk_pixbuf_read_pixels(pixbuf),
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let destination = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    let destinationStride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<Int(height) {
      let row = destination.advanced(by: y * destinationStride).withMemoryRebound(to: UInt32.self, capacity: Int(width))
      { $0 }
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
