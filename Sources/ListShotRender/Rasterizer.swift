import CListShotGraphics
import ListShotCore
import ListShotDisplayList
import ListShotPNG

/// Turns a display list into pixels and PNG bytes.
public struct Rasterizer: Sendable {
  public let fonts: FontEnvironment

  public init(fonts: FontEnvironment) {
    self.fonts = fonts
  }

  /// Decodes an image file's bytes as painting does: its size in pixels, or throws why it
  /// cannot be drawn (`ImageCheck`).
  public static let imageCheck: @Sendable (ImageFile) throws -> Size = { try ImageCache.check($0) }

  /// Checks that the canvas of `list` may be allocated, and that painting it is bounded (`PaintCost`).
  public static func checkCanvas(_ list: DisplayList) throws {
    let width = list.pixelWidth, height = list.pixelHeight
    guard width >= 1, height >= 1, width <= Limits.maxCanvasSide, height <= Limits.maxCanvasSide,
      width * height <= Limits.maxCanvasPixels
    else {
      throw ListShotError(
        .badInput,
        "canvas of \(width)×\(height) pixels is outside the limits",
        expected: "1 to \(Limits.maxCanvasSide) pixels per side and at most \(Limits.maxCanvasPixels) pixels in all",
        hint: "lower --scale or the width, or split the screen")
    }
    try PaintCost(list).check()
  }

  /// Paints `list` and hands the pixels to `body`, which must not keep them.
  public func withPixels<T>(_ list: DisplayList, _ body: (ARGBPixels) throws -> T) throws -> T {
    let canvas = try paint(list)
    return try body(canvas.pixels)
  }

  /// Paints `list` onto a new canvas. The canvas frees its memory when released.
  public func paint(_ list: DisplayList) throws -> Canvas {
    try Self.checkCanvas(list)
    let canvas = try Canvas(width: list.pixelWidth, height: list.pixelHeight)
    let cr = cairo_create(canvas.surface)!
    defer { cairo_destroy(cr) }
    let options = FontEnvironment.makeFontOptions()
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    cairo_scale(cr, Double(canvas.width) / list.size.width, Double(canvas.height) / list.size.height)

    let images = ImageCache()
    try Painter(cr: cr, pango: fonts.threadState, images: images).paint(list)
    cairo_surface_flush(canvas.surface)
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
      throw ListShotError(.render, "Cairo failed: \(String(cString: cairo_status_to_string(cairo_status(cr))))")
    }
    return canvas
  }

  /// Paints `list` and encodes it as PNG, with `text` stored in tEXt chunks.
  public func png(_ list: DisplayList, text: [(key: String, value: String)] = []) throws -> [UInt8] {
    try withPixels(list) { $0.png(text: text) }
  }

  /// Paints `list` into straight-alpha RGBA pixels.
  public func image(_ list: DisplayList) throws -> RGBAImage {
    try withPixels(list) { $0.rgba }
  }
}
