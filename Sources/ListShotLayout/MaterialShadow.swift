import Foundation
import ListShotCore
import ListShotDisplayList

/// MDC's elevation shadow, drawn with nothing but translucent rounded rectangles.
///
/// MDCShadowLayer casts two black shadows of the layer's shape: an ambient one (no offset,
/// blur 0.889544·e − 0.003701, opacity 0.08) and a key one (offset down 1.23118·e − 0.03933,
/// blur 0.666920·e − 0.001648, opacity 0.26), for an elevation of e points, and masks both out
/// of the shape itself. Core Animation's blur is treated as a Gaussian of σ = radius / 2.
///
/// Each shadow becomes a stack of rectangles grown from its shape in steps of whole device
/// pixels, from 3σ outside the edge to 3σ inside. Their alphas are chosen, outermost first, so
/// that the coverage where k of them overlap matches the blurred edge at that distance,
/// opacity × ½·erfc(d / σ√2), with each alpha rounded to 8 bits before the next is chosen.
/// The painter needs no blur, and the display list stays plain rectangles.
enum MaterialShadow {
  struct Layer: Equatable {
    var name: String
    var offsetY: Double
    var blurRadius: Double
    var opacity: Double
  }

  /// At most this many rectangles per shadow.
  static let maxSteps = 12

  static func layers(elevation e: Double) -> [Layer] {
    guard e > 0 else { return [] }
    return [
      Layer(name: "ambient", offsetY: 0, blurRadius: max(0, 0.889544 * e - 0.003701), opacity: 0.08),
      Layer(name: "key", offsetY: max(0, 1.23118 * e - 0.03933), blurRadius: max(0, 0.666920 * e - 0.001648), opacity: 0.26),
    ]
  }

  /// One rectangle of a stack: how far it grows past the shape, and its 8-bit alpha.
  struct Step: Equatable {
    var outset: Double
    var alpha: UInt8
  }

  /// The rectangles of one shadow, outermost first, for a canvas of `scale` pixels per point.
  static func steps(_ layer: Layer, scale: Double) -> [Step] {
    let sigma = layer.blurRadius / 2
    let pixel = 1 / scale
    guard sigma >= pixel / 2 else {
      return [Step(outset: 0, alpha: UInt8((layer.opacity * 255).rounded()))]
    }
    let extent = 3 * sigma
    let step = max(pixel, ((2 * extent / Double(maxSteps)) * scale).rounded(.up) / scale)
    let outer = (extent * scale).rounded(.up) / scale
    func coverage(_ d: Double) -> Double { layer.opacity * 0.5 * erfc(d / (sigma * 2.0.squareRoot())) }

    var steps: [Step] = []
    var transparency = 1.0  // 1 − coverage of the rectangles so far
    var outset = outer
    while outset > -extent {
      let target = coverage(outset - step / 2)
      let alpha = 1 - (1 - target) / transparency
      let byte = UInt8(min(max(alpha * 255, 0), 255).rounded())
      if byte > 0 {
        steps.append(Step(outset: outset, alpha: byte))
        transparency *= 1 - Double(byte) / 255
      }
      outset -= step
    }
    return steps
  }

  /// Adds the shadows of `frame` (in logical points) for `elevation`, beneath whatever follows.
  static func draw(
    around frame: Rect, cornerRadius: Double = 0, elevation: Double, scale: Double, id: String,
    into builder: inout DisplayListBuilder
  ) {
    for layer in layers(elevation: elevation) {
      let shape = frame.offsetBy(dy: layer.offsetY)
      for (index, step) in steps(layer, scale: scale).enumerated() {
        let rect = shape.insetBy(dx: -step.outset, dy: -step.outset)
        guard rect.width > 0, rect.height > 0 else { continue }
        builder.fill(
          "\(id).shadow.\(layer.name)[\(index)]", rect, Color.black.withAlpha(step.alpha),
          cornerRadius: max(0, cornerRadius + step.outset))
      }
    }
  }
}

extension Color {
  /// The same colour with alpha `alpha`.
  func withAlpha(_ alpha: UInt8) -> Color {
    var copy = self
    copy.alpha = alpha
    return copy
  }
}
