import CListShotGraphics
import Foundation
import ListShotCore
import ListShotPNG

/// A Cairo image surface (ARGB32) to paint on, and its pixels.
///
/// The pixel memory comes from a small per-thread pool (`CanvasPool`). The painter sets every
/// pixel first, so a reused block never shows through.
public final class Canvas {
  let surface: OpaquePointer
  public let width: Int
  public let height: Int
  private let block: CanvasPool.Block

  init(width: Int, height: Int) throws {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride > 0 else { throw ListShotError(.render, "cannot allocate a \(width)×\(height) canvas") }
    let bytes = stride * height
    guard let block = CanvasPool.take(bytes: bytes) else {
      throw ListShotError(.render, "cannot allocate a \(width)×\(height) canvas")
    }
    guard
      let surface = cairo_image_surface_create_for_data(
        block.memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
        Int32(stride)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      CanvasPool.give(block)
      throw ListShotError(.render, "cannot allocate a \(width)×\(height) canvas")
    }
    self.surface = surface
    self.width = width
    self.height = height
    self.block = block
  }

  deinit {
    cairo_surface_destroy(surface)
    CanvasPool.give(block)
  }

  /// The pixels; valid while the canvas is alive.
  public var pixels: ARGBPixels {
    ARGBPixels(
      data: UnsafeRawPointer(block.memory), width: width, height: height,
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
