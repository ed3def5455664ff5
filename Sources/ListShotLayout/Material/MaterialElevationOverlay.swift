import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotTheme

/// Material's dark-theme elevation overlay: an elevated surface is lightened by a white
/// overlay (`material.color.elevationOverlay`) whose opacity grows with the elevation.
///
/// Material publishes the opacities as a table (material.io/design/color/dark-theme.html,
/// "Properties": 0 dp 0 %, 1 dp 5 %, 2 dp 7 %, 3 dp 8 %, 4 dp 9 %, 6 dp 11 %, 8 dp 12 %,
/// 12 dp 14 %, 16 dp 15 %, 24 dp 16 %). Its implementations do not step through the table:
/// they compute the curve it was rounded from, 4.5 · ln(e + 1) + 2 per cent (material-components-ios
/// `UIColor+MaterialElevation.m` `colorForElevation:`; Flutter's `ElevationOverlay.overlayColor`
/// and Compose's `ElevationOverlay` the same), which gives every table value to within its
/// rounding (0.5 %). A flat surface (0) gets none, as Flutter and the table say.
enum MaterialElevationOverlay {
  /// The overlay's opacity for `elevation` points, 0…1.
  static func opacity(elevation: Double) -> Double {
    guard elevation > 0, elevation.isFinite else { return 0 }
    return (4.5 * log(elevation + 1) + 2) / 100
  }

  /// The surface of an elevated Material cell: `surface` with the overlay at its opacity for
  /// `elevation` laid over it (the overlay colour's own alpha scales it; a transparent overlay,
  /// as in light schemes, leaves the surface as it is).
  static func surface(_ surface: Token<Color>, overlay: Color, elevation: Double) -> Token<Color> {
    let opacity = opacity(elevation: elevation)
    guard opacity > 0, overlay.alpha > 0 else { return surface }
    return surface.deriving(overlay.withOpacity(opacity).over(surface.wrappedValue))
  }
}
