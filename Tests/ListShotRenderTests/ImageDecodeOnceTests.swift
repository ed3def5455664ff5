import CListShotGraphics
import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotPNG
@testable import ListShotRender
import ListShotTestSupport
import XCTest

/// A large PNG used by many rows in many variants is decoded once and scaled once per size
/// and placement (`RasterImageStore`), and the scaled copy paints the pixels a direct paint
/// would. Counted through the store, never timed.
final class ImageDecodeOnceTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-decode-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

  /// A PNG of `width` × `height` whose pixels (and so digest) no other test shares.
  func largePNG(width: Int = 1600, height: Int = 1200) throws -> ImageFile {
    // A seed of this test's own (each test a digest no other test of the process made), the
    // same on every run: the pixels a test compares never depend on a draw it does not control.
    let seed = name.utf8.reduce(UInt8(0)) { $0 &* 31 &+ $1 }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        pixels[i] = UInt8(x & 255)
        pixels[i + 1] = UInt8(y & 255)
        pixels[i + 2] = seed &+ UInt8((x ^ y) & 255)
        pixels[i + 3] = (x / 50 + y / 50) % 3 == 0 ? 128 : 255
      }
    }
    let bytes = PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: pixels))
    let url = folder.appendingPathComponent("large-\(seed).png")
    try Data(bytes).write(to: url)
    return ImageFile(
      path: url.path, kind: .png, pixelSize: Size(width: Double(width), height: Double(height)), isMulticolor: false,
      digest: ImageCache.digest(bytes), bytes: bytes)
  }

  func list(_ file: ImageFile, rows: Int, scale: Double, size: Double = 40, tint: Color? = nil) -> DisplayList {
    let items = (0..<rows).map { row in
      DisplayItem.image(
        ImageItem(
          id: .root, frame: Rect(x: 16, y: 8 + Double(row) * 44, width: size, height: size), file: file,
          contentMode: .fit, tint: tint))
    }
    return DisplayList(
      size: Size(width: 120, height: 16 + Double(rows) * 44), scale: scale,
      background: Color(red: 255, green: 255, blue: 255), items: items)
  }

  func testOneLargePNGInManyRowsAndVariantsIsDecodedOnceAndScaledOncePerSize() throws {
    let file = try largePNG()
    let digest = file.digest
    let rasterizer = Rasterizer(fonts: try TestEnvironment.renderer().fonts)
    let store = RasterImageStore.shared
    // 3 variants (two scales, a dark one at the first scale), 40 rows each, rendered twice.
    for _ in 0..<2 {
      for list in [list(file, rows: 40, scale: 2), list(file, rows: 40, scale: 3), list(file, rows: 40, scale: 2)] {
        _ = try rasterizer.paint(list)
      }
    }
    XCTAssertEqual(store.madeCount(digest), 1, "decoded once")
    // One copy per device size: 80 px at scale 2, 120 px at scale 3 (every row sits on whole pixels).
    XCTAssertEqual(store.madeCount(startingWith: digest + "|"), 2, "scaled once per size")
    _ = try rasterizer.paint(list(file, rows: 40, scale: 2, size: 24))
    XCTAssertEqual(store.madeCount(startingWith: digest + "|"), 3, "a new size is scaled once")
    XCTAssertEqual(store.madeCount(digest), 1, "and not decoded again")
    XCTAssertLessThanOrEqual(store.keptBytes, Limits.maxImageCacheBytes)
  }

  /// The copy scaled once paints what a direct paint would: the same pixels when tinted (a
  /// direct paint then goes through a group too); untinted, a pixel here and there differs by
  /// at most 2 of 255 (measured: at most 368 of 360,000 bytes), the rounding of compositing
  /// the copy rather than the resampled image: on whole and fractional pixels, flipped or not.
  func testTheScaledCopyPaintsWhatADirectPaintWould() throws {
    let file = try largePNG(width: 700, height: 500)
    let frames = [
      Rect(x: 3, y: 5, width: 40, height: 40), Rect(x: 3.3, y: 7.71, width: 33.5, height: 21.25),
      Rect(x: 0.5, y: 60.125, width: 90, height: 17),
    ]
    for scale in [1.0, 2.0, 3.0] {
      for (index, frame) in frames.enumerated() {
        for (tint, flipped, mode) in [
          (nil, false, ImageItem.ContentMode.fill), (nil, true, .fit),
          (Color(red: 10, green: 120, blue: 200), true, .fit),
          (Color(red: 200, green: 20, blue: 0, alpha: 128), false, .fill),
        ] {
          let item = ImageItem(
            id: .root, frame: frame, file: file, contentMode: mode, tint: tint, isFlipped: flipped)
          let once = try paint(item, scale: scale, images: ImageCache())
          let direct = try paint(item, scale: scale, images: ImageCache(scalesOnce: false))
          let deltas = zip(once, direct).map { abs(Int($0) - Int($1)) }
          let what = "frame \(index) at @\(Int(scale))x, tint \(tint != nil), flipped \(flipped)"
          if tint != nil {
            XCTAssertEqual(once, direct, what)
          } else {
            XCTAssertLessThanOrEqual(deltas.max() ?? 0, 2, what)
            XCTAssertLessThanOrEqual(deltas.filter { $0 > 0 }.count, deltas.count / 200, what)
          }
        }
      }
    }
  }

  private func paint(_ item: ImageItem, scale: Double, images: ImageCache) throws -> [UInt8] {
    let side = Int32(100 * scale)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    cairo_set_source_rgb(cr, 0.9, 0.8, 0.7)
    cairo_paint(cr)
    cairo_scale(cr, scale, scale)
    try images.draw(item, on: cr)
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * Int(side)))
  }
}
