import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// One frame of MDC's ink ripple (MDCRippleLayer): a circle clipped to the cell.
///
/// Its final radius is half the cell's diagonal + 10 (`kExpandRippleBeyondSurface`). During
/// the 0.225 s touch-down animation it scales from 0.6 to 1 and its centre moves from the touch
/// point to the cell's centre, both on Material's standard curve (cubic Bézier 0.4, 0, 0.2,
/// 1); it fades in linearly over the first 0.075 s. `progress` is the fraction of the 0.225 s.
struct MaterialRipple {
  let ripple: MaterialListCell.Ripple
  /// The ripple colour and the token it is derived from (none for an RGB `rippleColor`).
  let color: TintToken

  static let startingScale = 0.6
  static let expandBeyondSurface = 10.0
  static let fadeInShare = 0.075 / 0.225

  /// The circle and its opacity for a cell `frame` (logical points).
  func circle(in frame: Rect) -> (frame: Rect, opacity: Double) {
    let p = min(max(ripple.progress, 0), 1)
    let t = Self.standardCurve(p)
    let finalRadius =
      (frame.width * frame.width + frame.height * frame.height).squareRoot() / 2 + Self.expandBeyondSurface
    let radius = finalRadius * (Self.startingScale + (1 - Self.startingScale) * t)
    let touch = Point(x: frame.minX + ripple.touchPoint.x, y: frame.minY + ripple.touchPoint.y)
    let centre = Point(x: touch.x + (frame.midX - touch.x) * t, y: touch.y + (frame.midY - touch.y) * t)
    let circle = Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
    return (circle, min(1, p / Self.fadeInShare))
  }

  func arrange(in frame: Rect, id: NodePath, into builder: inout ArrangementBuilder) {
    let (circle, opacity) = circle(in: frame)
    guard opacity > 0 else { return }
    builder.pushClip(id.appending("clip"), frame)
    builder.shape(id, .disc, circle, fill: color.color.withOpacity(opacity), mirrorsInRTL: false)
    builder.note(color.sources(\.fill))
    builder.popClip()
  }

  /// Material's standard easing, cubic Bézier (0.4, 0, 0.2, 1): y for x, x solved by bisection.
  static func standardCurve(_ x: Double) -> Double {
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if bezier(mid, 0.4, 0.2) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
  }
}
