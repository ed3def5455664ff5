import CListShotGraphics
import ListShotCore
import ListShotDisplayList

/// Paints a `BackdropBlurItem`: blurs the pixels already on the canvas inside its frame.
///
/// Three box blurs across then three down (the box width from σ, as for a Gaussian of that σ
/// in three passes), in whole device pixels on the premultiplied ARGB32 data of the image
/// surface, with integer sums and edge pixels repeated: the same item on the same pixels gives
/// the same bytes everywhere, in time linear in the area whatever σ is. Under a clip that is
/// not the whole area (a glass capsule's rounded frame) only what the clip shows changes. On a vector surface (SVG, PDF) there are no painted
/// pixels: nothing is done, and what is drawn after the item (a dim) still is.
enum BackdropBlur {
  static func paint(_ blur: BackdropBlurItem, on cr: OpaquePointer) {
    guard blur.sigma > 0, let target = cairo_get_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return }
    var ux = 1.0, uy = 0.0
    cairo_user_to_device_distance(cr, &ux, &uy)
    var x0 = blur.frame.minX, y0 = blur.frame.minY, x1 = blur.frame.maxX, y1 = blur.frame.maxY
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    let surfaceWidth = Int(cairo_image_surface_get_width(target))
    let surfaceHeight = Int(cairo_image_surface_get_height(target))
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
    let left = max(0, Int(min(x0, x1).rounded())), right = min(surfaceWidth, Int(max(x0, x1).rounded()))
    let top = max(0, Int(min(y0, y1).rounded())), bottom = min(surfaceHeight, Int(max(y0, y1).rounded()))
    guard right - left > 1, bottom - top > 1 else { return }
    let sigma = blur.sigma * abs(ux)
    // Three boxes of width w approximate a Gaussian of σ when w² = 4σ² + 1.
    let radius = min(max(1, Int(((4 * sigma * sigma + 1).squareRoot() / 2).rounded(.down))), 4096)
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target))
    let width = right - left, height = bottom - top
    let raw = UnsafeMutableRawPointer(data)
    guard clipCovers(left: left, top: top, right: right, bottom: bottom, on: cr) else {
      // Under a clip that is not the whole area (the rounded frame of a glass capsule), a blurred
      // copy is painted back through the clip, so nothing outside it changes.
      guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
      defer { cairo_surface_destroy(copy) }
      guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let copyData = cairo_image_surface_get_data(copy)
      else { return }
      let copyStride = Int(cairo_image_surface_get_stride(copy))
      let copyRaw = UnsafeMutableRawPointer(copyData)
      for row in 0..<height {
        (copyRaw + row * copyStride).copyMemory(from: raw + (top + row) * stride + left * 4, byteCount: width * 4)
      }
      blurRegion(copyRaw, stride: copyStride, left: 0, top: 0, width: width, height: height, radius: radius)
      cairo_surface_mark_dirty(copy)
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(cr, copy, Double(left), Double(top))
      cairo_rectangle(cr, Double(left), Double(top), Double(width), Double(height))
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    blurRegion(raw, stride: stride, left: left, top: top, width: width, height: height, radius: radius)
    cairo_surface_mark_dirty_rectangle(target, Int32(left), Int32(top), Int32(width), Int32(height))
  }

  /// Whether the current clip leaves the whole device rectangle paintable (no clip, or a
  /// rectangle around it): then the blur is done in place.
  static func clipCovers(left: Int, top: Int, right: Int, bottom: Int, on cr: OpaquePointer) -> Bool {
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
      let rectangle = list.pointee.rectangles?.pointee
    else { return false }
    var x0 = rectangle.x, y0 = rectangle.y
    var x1 = rectangle.x + rectangle.width, y1 = rectangle.y + rectangle.height
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    return min(x0, x1) <= Double(left) && min(y0, y1) <= Double(top) && max(x0, x1) >= Double(right)
      && max(y0, y1) >= Double(bottom)
  }

  /// The three box blurs across then down of a device rectangle of premultiplied ARGB32 data.
  static func blurRegion(
    _ raw: UnsafeMutableRawPointer, stride: Int, left: Int, top: Int, width: Int, height: Int, radius: Int
  ) {
    let length = max(width, height)
    // Four channel planes and a scratch line, reused for every row and column.
    let planes = UnsafeMutablePointer<Int32>.allocate(capacity: 5 * length)
    defer { planes.deallocate() }
    let scratch = planes + 4 * length
    func blurLine(_ count: Int, load: (Int) -> UInt32, store: (Int, UInt32) -> Void) {
      for i in 0..<count {
        let pixel = load(i)
        planes[i] = Int32(pixel >> 24)
        planes[length + i] = Int32((pixel >> 16) & 0xFF)
        planes[2 * length + i] = Int32((pixel >> 8) & 0xFF)
        planes[3 * length + i] = Int32(pixel & 0xFF)
      }
      for channel in 0..<4 {
        for _ in 0..<3 { boxBlur(planes + channel * length, scratch, count: count, radius: radius) }
      }
      for i in 0..<count {
        store(
          i,
          UInt32(planes[i]) << 24 | UInt32(planes[length + i]) << 16 | UInt32(planes[2 * length + i]) << 8
            | UInt32(planes[3 * length + i]))
      }
    }
    for row in top..<(top + height) {
      let base = (raw + row * stride + left * 4).assumingMemoryBound(to: UInt32.self)
      blurLine(width, load: { base[$0] }, store: { base[$0] = $1 })
    }
    for column in left..<(left + width) {
      let base = raw + top * stride + column * 4
      blurLine(
        height, load: { (base + $0 * stride).load(as: UInt32.self) },
        store: { (base + $0 * stride).storeBytes(of: $1, as: UInt32.self) })
    }
  }

  /// One box blur of a channel line in place: each value the rounded mean of the
  /// `2 radius + 1` values around it, the end values repeated.
  static func boxBlur(
    _ line: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Int32>, count: Int, radius: Int
  ) {
    let window = Int32(2 * radius + 1), half = Int32(radius)
    let last = count - 1
    var sum: Int32 = 0
    for i in -radius...radius { sum += line[min(max(i, 0), last)] }
    for i in 0..<count {
      scratch[i] = (sum + half) / window
      sum += line[min(i + radius + 1, last)] - line[max(i - radius, 0)]
    }
    line.update(from: scratch, count: count)
  }
}
