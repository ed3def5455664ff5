import ListShotCore
import ListShotDisplayList
import ListShotTheme

/// The focus ring of a controls item: around the row, outside it, as the OUDS reference
/// renders place it. `border.widthFocus` wide in all; its inner `border.widthFocusInset` is
/// `color.border.focusInset`, the rest `color.border.focus`; its corners follow the row's.
///
/// Rows after the focused one draw over the part of the ring that lies on them, as in a
/// Compose column. Where the ring would leave the canvas (a row as wide as the screen, or the
/// first row) only its bands on the canvas are drawn, as straight bands: the cut corners are
/// off the canvas anyway.
struct ControlItemFocusRing {
  let row: Rect
  let radius: Double
  let border: BorderTokens
  let colors: SemanticColors

  func arrange(id: NodePath, into builder: inout ArrangementBuilder) {
    let inset = border.widthFocusInset, outer = max(0, border.widthFocus - inset)
    let insetFrame = row.insetBy(dx: -inset, dy: -inset)
    let ringFrame = insetFrame.insetBy(dx: -outer, dy: -outer)
    let left = builder.originX + ringFrame.minX, right = builder.originX + ringFrame.maxX
    if left >= 0, right <= builder.width, ringFrame.minY >= 0 {
      builder.shape(
        id.appending("focusRing"), .ring(ringFrame.size, width: outer, radius: radius > 0 ? radius + inset + outer : 0),
        ringFrame, fill: colors.$borderFocus, mirrorsInRTL: false)
      builder.shape(
        id.appending("focusRingInset"), .ring(insetFrame.size, width: inset, radius: radius > 0 ? radius + inset : 0),
        insetFrame, fill: colors.$borderFocusInset, mirrorsInRTL: false)
      return
    }
    // The canvas in the item's logical coordinates.
    let canvas = Rect(x: -builder.originX, y: 0, width: builder.width, height: .greatestFiniteMagnitude)
    bands(of: ringFrame, width: outer).forEach { band in
      if let visible = intersection(band.frame, canvas) {
        builder.fill(id.appending("focusRing").appending(band.edge), visible, colors.$borderFocus)
      }
    }
    bands(of: insetFrame, width: inset).forEach { band in
      if let visible = intersection(band.frame, canvas) {
        builder.fill(id.appending("focusRingInset").appending(band.edge), visible, colors.$borderFocusInset)
      }
    }
  }

  /// The four straight bands of a ring `width` wide inside `frame`: top and bottom across the
  /// whole width, the sides between them.
  private func bands(of frame: Rect, width: Double) -> [(edge: String, frame: Rect)] {
    [
      ("top", Rect(x: frame.minX, y: frame.minY, width: frame.width, height: width)),
      ("bottom", Rect(x: frame.minX, y: frame.maxY - width, width: frame.width, height: width)),
      ("leading", Rect(x: frame.minX, y: frame.minY + width, width: width, height: frame.height - 2 * width)),
      ("trailing", Rect(x: frame.maxX - width, y: frame.minY + width, width: width, height: frame.height - 2 * width)),
    ]
  }

  /// The part of `a` inside `b`, or nil when they do not overlap.
  private func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let x0 = max(a.minX, b.minX), x1 = min(a.maxX, b.maxX)
    let y0 = max(a.minY, b.minY), y1 = min(a.maxY, b.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
