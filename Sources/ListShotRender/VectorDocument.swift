import CListShotGraphics
import Foundation
import ListShotCore
import ListShotDisplayList

/// The vector formats a display list can be written in: the same painter draws onto Cairo's
/// SVG or PDF surface instead of an image surface.
public enum VectorFormat: String, Sendable, CaseIterable {
  case svg, pdf
}

/// Writes a display list as an SVG or PDF document, sized in points (1 pt = 1 SVG user unit =
/// 1 PDF point), with the same painter as the PNG.
///
/// Text stays text in the PDF (embedded font subsets with a ToUnicode map, so it can be
/// selected and searched). Cairo 1.16's SVG surface has no text element: it writes each glyph
/// once as a `<symbol>` outline and places it with `<use>`. Colour emoji (bitmap glyphs) and
/// shadows (computed masks) are embedded as images at the list's device scale.
///
/// The bytes are deterministic. Cairo numbers SVG ids from process-wide counters, so ids
/// depend on what the process drew before; `SVGIDs.renumber` rewrites them in order of first
/// appearance. Cairo stamps a PDF with the time it was made; the creation date is pinned
/// to `pinnedDate` (Cairo 1.16 writes no modification date and no /ID).
public enum VectorDocument {
  /// The creation date written into every PDF, so the same input gives the same bytes.
  public static let pinnedDate = "2000-01-01T00:00:00Z"

  /// One document at a time in the process: with two threads drawing onto Cairo 1.16's SVG
  /// surfaces at once, `preview --format svg` crashed (SIGSEGV) in 1 of 4 runs on 2 cores;
  /// image surfaces are not affected. Layout stays parallel; only the drawing waits.
  private static let cairoVectorLock = NSLock()

  /// The document bytes of `list` in `format`.
  public static func bytes(_ list: DisplayList, format: VectorFormat, fonts: FontEnvironment, creator: String) throws
    -> [UInt8]
  {
    try Rasterizer.checkCanvas(list)
    cairoVectorLock.lock()
    defer { cairoVectorLock.unlock() }
    let sink = Sink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let write: cairo_write_func_t = { closure, data, length in
      let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }
    // The page is the PNG's canvas in points (its pixel size over the scale), and the list is
    // stretched onto it exactly as the PNG's is, so the two rasterise to the same size.
    let width = Double(list.pixelWidth) / list.scale, height = Double(list.pixelHeight) / list.scale
    let surface: OpaquePointer
    switch format {
    case .svg:
      surface = cairo_svg_surface_create_for_stream(write, closure, width, height)
      cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(write, closure, width, height)
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pinnedDate)
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator)
    }
    // Images Cairo has to rasterise itself (none expected) come out at the device scale.
    cairo_surface_set_fallback_resolution(surface, 72 * list.scale, 72 * list.scale)
    let cr = cairo_create(surface)!
    let options = FontEnvironment.makeFontOptions()
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    cairo_scale(cr, width / list.size.width, height / list.size.height)
    var failure: Error?
    do {
      try Painter(
        cr: cr, pango: fonts.threadState, images: ImageCache(), maskScale: list.scale,
        snapsGlyphOrigins: true
      ).paint(list)
    } catch {
      failure = error
    }
    let drawStatus = cairo_status(cr)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    let surfaceStatus = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    if let failure { throw failure }
    for status in [drawStatus, surfaceStatus] where status != CAIRO_STATUS_SUCCESS {
      throw ListShotError(
        .render,
        "Cairo failed writing \(format.rawValue.uppercased()): \(String(cString: cairo_status_to_string(status)))")
    }
    return format == .svg ? userUnits(SVGIDs.renumber(sink.bytes)) : sink.bytes
  }

  /// Cairo 1.16 sizes the SVG root in `pt`, which viewers turn into 4/3 as many CSS pixels;
  /// a point of the list is one user unit (one CSS pixel, one Figma pixel), so the root's
  /// width and height lose their unit.
  private static func userUnits(_ bytes: [UInt8]) -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let root = text.range(of: "<svg "), let end = text[root.upperBound...].range(of: ">") else { return bytes }
    let head = text[root.lowerBound..<end.lowerBound]
      .replacingOccurrences(of: #"(width|height)="([0-9.]+)pt""#, with: "$1=\"$2\"", options: .regularExpression)
    return Array((text[..<root.lowerBound] + head + text[end.lowerBound...]).utf8)
  }

  private final class Sink { var bytes: [UInt8] = [] }
}
