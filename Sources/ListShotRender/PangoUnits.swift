import CListShotGraphics
import ListShotCore

/// Points as Pango units (1/1024 of a point, in a C `int`): the one conversion of a length
/// that reaches Pango, so no number a layout computes can overflow it.
///
/// Layout may offer a text any width: a stack with negative spacing (within its limits)
/// offers more than 2,097,152 pt, past which `width × 1024` leaves `Int32` and the conversion
/// traps. Lengths are clamped to `Limits.pangoLength` first (±1,000,000 pt, so a width plus
/// its trailing letter spacing still fits), and a length that is not a number is 0: a text
/// offered more than a million points lays out as one offered exactly that, which no canvas
/// (at most 32,767 pixels a side) can tell apart.
enum PangoUnits {
  static func from(_ points: Double) -> Int32 {
    guard points.isFinite else { return points.isNaN ? 0 : (points > 0 ? bound : -bound) }
    return Int32((min(max(points, -Limits.pangoLength), Limits.pangoLength) * Double(PANGO_SCALE)).rounded())
  }

  /// The same, rounded down (a wrapping width: a line never gets more room than it was given).
  static func width(_ points: Double) -> Int32 {
    guard points.isFinite else { return points.isNaN ? 0 : (points > 0 ? bound : 0) }
    return Int32((min(max(points, 0), Limits.pangoLength) * Double(PANGO_SCALE)).rounded(.down))
  }

  /// A font size in Pango units, as the double `pango_font_description_set_absolute_size`
  /// takes (it keeps the whole units, as it always has).
  static func size(_ points: Double) -> Double {
    guard points.isFinite else { return points > 0 ? Double(bound) : 0 }
    return min(max(points, 0), Limits.pangoLength) * Double(PANGO_SCALE)
  }

  /// A count (lines) as a C `int`.
  static func count(_ value: Int) -> Int32 { Int32(clamping: value) }

  private static let bound = Int32(Limits.pangoLength * Double(PANGO_SCALE))
}
