import CListShotGraphics
import Foundation
import ListShotCore
import ListShotDisplayList

/// Fills the current path with a gradient: Cairo's linear and radial patterns, and an
/// angular (conic) gradient as a mesh of thin sectors, which Cairo has no pattern for.
enum GradientPattern {
  /// Sectors in a full turn of an angular gradient: each is drawn with the colour
  /// interpolated along its arc; at 128 the step between two sectors is under 3°.
  static let sectors = 128

  static func fill(_ gradient: GradientFill, on cr: OpaquePointer, preserve: Bool) {
    guard let pattern = pattern(gradient, cr: cr) else { return }
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_source(cr, pattern)
    if preserve { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
  }

  private static func pattern(_ g: GradientFill, cr: OpaquePointer) -> OpaquePointer? {
    let stops = g.stops.sorted { $0.location < $1.location }
    guard !stops.isEmpty else { return nil }
    switch g.kind {
    case .linear:
      let pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y)
      addStops(stops, to: pattern)
      return pattern
    case .radial:
      let pattern = cairo_pattern_create_radial(g.start.x, g.start.y, g.startRadius, g.start.x, g.start.y, g.endRadius)
      addStops(stops, to: pattern)
      return pattern
    case .angular:
      return angular(g, stops: stops, cr: cr)
    }
  }

  private static func addStops(_ stops: [GradientFill.Stop], to pattern: OpaquePointer?) {
    for stop in stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(stop.location, 0), 1), Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255,
        Double(c.alpha) / 255)
    }
  }

  /// The colour at `location` (0…1) of `stops`, interpolated in straight (not premultiplied)
  /// components, as Cairo interpolates its stops.
  static func color(at location: Double, _ stops: [GradientFill.Stop]) -> (Double, Double, Double, Double) {
    func parts(_ c: Color) -> (Double, Double, Double, Double) {
      (Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
    }
    guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
    if location <= first.location { return parts(first.color) }
    if location >= last.location { return parts(last.color) }
    for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
      let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 0
      let (ca, cb) = (parts(a.color), parts(b.color))
      return (ca.0 + (cb.0 - ca.0) * t, ca.1 + (cb.1 - ca.1) * t, ca.2 + (cb.2 - ca.2) * t, ca.3 + (cb.3 - ca.3) * t)
    }
    return parts(last.color)
  }

  /// Sectors around the centre out past the path's extents, each a mesh patch whose two arc
  /// corners take the colours at its two angles.
  private static func angular(_ g: GradientFill, stops: [GradientFill.Stop], cr: OpaquePointer) -> OpaquePointer? {
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
    let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
    let radius = (corners.map { hypot($0.0 - g.start.x, $0.1 - g.start.y) }.max() ?? 1) + 1
    let span = g.endAngle - g.startAngle
    guard span != 0, radius.isFinite else { return nil }
    let count = max(4, Int((Double(sectors) * min(abs(span), 360) / 360).rounded(.up)))
    let mesh = cairo_pattern_create_mesh()
    let cx = g.start.x, cy = g.start.y
    for i in 0..<count {
      let t0 = Double(i) / Double(count), t1 = Double(i + 1) / Double(count)
      let a0 = (g.startAngle + span * t0) * .pi / 180, a1 = (g.startAngle + span * t1) * .pi / 180
      // A cubic Bézier of the arc from a0 to a1.
      let k = 4.0 / 3 * tan((a1 - a0) / 4)
      let p0 = (cx + radius * cos(a0), cy + radius * sin(a0))
      let p3 = (cx + radius * cos(a1), cy + radius * sin(a1))
      let c1 = (p0.0 - k * radius * sin(a0), p0.1 + k * radius * cos(a0))
      let c2 = (p3.0 + k * radius * sin(a1), p3.1 - k * radius * cos(a1))
      let (r0, g0, b0, o0) = color(at: t0, stops)
      let (r1, g1, b1, o1) = color(at: t1, stops)
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, cx, cy)
      cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
      cairo_mesh_pattern_curve_to(mesh, c1.0, c1.1, c2.0, c2.1, p3.0, p3.1)
      cairo_mesh_pattern_line_to(mesh, cx, cy)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, r0, g0, b0, o0)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, r0, g0, b0, o0)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, r1, g1, b1, o1)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, r1, g1, b1, o1)
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }
}
