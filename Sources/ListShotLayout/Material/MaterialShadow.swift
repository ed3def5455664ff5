import Foundation
import ListShotCore
import ListShotDisplayList

/// MDC's elevation shadow as two soft shadows of the cell's shape.
///
/// MDCShadowLayer casts two black shadows of the layer's shape: an ambient one (no offset,
/// blur 0.889544·e − 0.003701, opacity 0.08) and a key one (offset down 1.23118·e − 0.03933,
/// blur 0.666920·e − 0.001648, opacity 0.26), for an elevation of e points, and masks both out
/// of the shape itself. Core Animation's blur is treated as a Gaussian of σ = radius / 2. Each
/// becomes one `ShadowItem`, whose smooth edge the painter computes.
enum MaterialShadow {
  struct Layer: Equatable {
    var name: String
    var offsetY: Double
    var blurRadius: Double
    var opacity: Double
  }

  static func layers(elevation e: Double) -> [Layer] {
    guard e > 0 else { return [] }
    return [
      Layer(name: "ambient", offsetY: 0, blurRadius: max(0, 0.889544 * e - 0.003701), opacity: 0.08),
      Layer(
        name: "key", offsetY: max(0, 1.23118 * e - 0.03933), blurRadius: max(0, 0.666920 * e - 0.001648), opacity: 0.26),
    ]
  }

  /// Adds the shadows of `frame` (in logical points) for `elevation`, beneath whatever follows.
  static func draw(
    around frame: Rect, cornerRadius: Double = 0, elevation: Double, id: NodePath,
    into builder: inout ArrangementBuilder
  ) {
    for layer in layers(elevation: elevation) {
      builder.shadow(
        id.appending("shadow").appending(layer.name), frame.offsetBy(dy: layer.offsetY), cornerRadius: cornerRadius,
        Color.black.withAlpha(UInt8((layer.opacity * 255).rounded())), sigma: layer.blurRadius / 2)
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
