import CListShotGraphics
import Foundation
import ListShotCore
import ListShotDisplayList

/// Paints a `ShadowItem`: the coverage of its shape blurred by a Gaussian, computed per device
/// pixel into an A8 mask, then the colour painted through the mask (clips still apply).
///
/// Cairo has no blur, and a stack of translucent rectangles bands, so the blurred edge is
/// computed here. For a rectangle it is exact and separable: the coverage at a pixel is the
/// product of ½(erf((x − x₀)/σ√2) − erf((x − x₁)/σ√2)) across and the same down. Rounded
/// corners integrate that across-profile of each row of the shape over the Gaussian down it
/// (16 rows per σ-window). The mask is computed, not sampled, so the same item gives the same
/// bytes everywhere.
enum ShadowMask {
  /// `maskScale` is mask pixels per device unit: 1 on an image surface, the device scale on
  /// a vector surface, whose unit is a point.
  static func paint(_ shadow: ShadowItem, on cr: OpaquePointer, maskScale: Double = 1) {
    guard shadow.sigma > 0, shadow.frame.width > 0, shadow.frame.height > 0, shadow.color.alpha > 0 else { return }
    // The canvas is only ever scaled and moved: one scale for both axes.
    var ux = 1.0, uy = 0.0
    cairo_user_to_device_distance(cr, &ux, &uy)
    let scale = ux * maskScale
    guard scale > 0 else { return }
    let painted = shadow.paintedFrame
    var ox = painted.minX, oy = painted.minY
    cairo_user_to_device(cr, &ox, &oy)
    (ox, oy) = (ox * maskScale, oy * maskScale)
    let x0 = Int(ox.rounded(.down)), y0 = Int(oy.rounded(.down))
    let width = Int((ox + painted.width * scale).rounded(.up)) - x0
    let height = Int((oy + painted.height * scale).rounded(.up)) - y0
    guard width > 0, height > 0, width <= 32767, height <= 32767 else { return }

    // The shape in device pixels.
    var sx = shadow.frame.minX, sy = shadow.frame.minY
    cairo_user_to_device(cr, &sx, &sy)
    (sx, sy) = (sx * maskScale, sy * maskScale)
    let shape = Rect(
      x: sx - Double(x0), y: sy - Double(y0), width: shadow.frame.width * scale, height: shadow.frame.height * scale)
    let sigma = shadow.sigma * scale
    let radius = min(shadow.cornerRadius * scale, shape.width / 2, shape.height / 2)

    guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
    defer { cairo_surface_destroy(mask) }
    cairo_surface_flush(mask)
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
    guard let data = cairo_image_surface_get_data(mask) else { return }
    let key = ShadowMaskCache.Key(
      width: width, height: height,
      geometry: [shape.minX, shape.minY, shape.width, shape.height, sigma, radius].map(\.bitPattern))
    if let bytes = ShadowMaskCache.shared.mask(
      key,
      compute: { buffer in
        Self.coverage(
          into: buffer, stride: width, width: width, height: height, shape: shape, sigma: sigma, radius: radius)
      })
    {
      bytes.withUnsafeBufferPointer { source in
        for row in 0..<height {
          data.advanced(by: row * stride).update(from: source.baseAddress! + row * width, count: width)
        }
      }
    } else {
      // Larger than the cache keeps: computed straight into the surface.
      coverage(into: data, stride: stride, width: width, height: height, shape: shape, sigma: sigma, radius: radius)
    }
    cairo_surface_mark_dirty(mask)

    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_scale(cr, 1 / maskScale, 1 / maskScale)
    let c = shadow.color
    cairo_set_source_rgba(cr, Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
    cairo_mask_surface(cr, mask, Double(x0), Double(y0))
    cairo_restore(cr)
  }

  /// The blurred coverage of `shape` (device pixels, within the mask), rows `stride` bytes apart.
  private static func coverage(
    into data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, shape: Rect, sigma: Double,
    radius: Double
  ) {
    let k = 1 / (sigma * 2.0.squareRoot())
    /// ½(erf((p − a)k) − erf((p − b)k)): the share of [a, b] the Gaussian at p covers.
    func span(_ p: Double, _ a: Double, _ b: Double) -> Double {
      0.5 * (saturatingErf((p - a) * k) - saturatingErf((p - b) * k))
    }
    let across = (0..<width).map { span(Double($0) + 0.5, shape.minX, shape.maxX) }
    for row in 0..<height {
      let py = Double(row) + 0.5
      let line = row * stride
      if radius <= 0 {
        let down = span(py, shape.minY, shape.maxY)
        for column in 0..<width { data[line + column] = byte(across[column] * down) }
        continue
      }
      // Rows of the rounded shape within ±3σ, each with its own extent across.
      let samples = 16
      let step = 6 * sigma / Double(samples)
      var weights: [(Double, Double, Double)] = []  // (weight, left, right)
      for index in 0..<samples {
        let top = py - 3 * sigma + Double(index) * step
        let v = top + step / 2
        let overlap = span(py, max(top, shape.minY), min(top + step, shape.maxY))
        guard v > shape.minY, v < shape.maxY, overlap > 0 else { continue }
        let dy =
          v < shape.minY + radius ? shape.minY + radius - v : (v > shape.maxY - radius ? v - (shape.maxY - radius) : 0)
        let inset = dy > 0 ? radius - (max(0, radius * radius - dy * dy)).squareRoot() : 0
        weights.append((overlap, shape.minX + inset, shape.maxX - inset))
      }
      for column in 0..<width {
        let px = Double(column) + 0.5
        var coverage = 0.0
        for (weight, left, right) in weights { coverage += weight * span(px, left, right) }
        data[line + column] = byte(coverage)
      }
    }
  }

  /// `erf(z)`, without calling it where glibc's answer is ±1 (|z| ≥ 6 returns ±(1 − 1e-300), which
  /// is ±1 in double): the same bytes, and most of a wide shape's pixels need no `erf`
  /// (measured: a form of 30 segmented controls, 60 % of its time in `erf`).
  @inline(__always) private static func saturatingErf(_ z: Double) -> Double {
    z >= 6 ? 1 : (z <= -6 ? -1 : erf(z))
  }

  private static func byte(_ coverage: Double) -> UInt8 {
    UInt8(min(max(coverage * 255, 0), 255).rounded())
  }
}
