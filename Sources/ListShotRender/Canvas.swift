import CListShotGraphics
import ListShotCore
import ListShotPNG

/// A painted Cairo image surface (ARGB32) and its pixels.
public final class Canvas {
  let surface: OpaquePointer
  public let width: Int
  public let height: Int

  init(width: Int, height: Int) throws {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw ListShotError(.render, "cannot allocate a \(width)×\(height) canvas") }
    self.surface = surface
    self.width = width
    self.height = height
  }

  deinit { cairo_surface_destroy(surface) }

  /// The pixels; valid while the canvas is alive.
  public var pixels: ARGBPixels {
    ARGBPixels(
      data: UnsafeRawPointer(cairo_image_surface_get_data(surface)!), width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(surface)))
  }

  /// The same surface encoded by Cairo's own `cairo_surface_write_to_png` (zlib at its
  /// default level): the reference ListShot's encoder is benchmarked against.
  public func cairoPNG() -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, data, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    return status == CAIRO_STATUS_SUCCESS ? sink.bytes : []
  }
}
