import ListShotCore
import ListShotDisplayList
import ListShotTheme

/// The surface of an elevated Material cell: its shadow and its fill, in the theme's shape.
///
/// In a Material theme the surface is `material.color.surface`, lightened in dark schemes by
/// the elevation overlay (`MaterialElevationOverlay`), and shaped by the medium component
/// shape of the theme's shape scheme (an elevated cell is a card: rounded corners in the
/// baselines, cut ones in Shrine). A rounded shape is a rounded rectangle; a cut shape is a
/// path with its corners cut at 45°. The painter's shadows are rounded rectangles: under a cut
/// shape the shadow is the largest rounded rectangle inside the cut outline, so the notches show
/// only its soft edge (MDC casts the cut path itself). In any other theme the surface is
/// `ios.background`, square, as it always was.
struct MaterialCellSurface {
  let theme: Theme
  let elevation: Double

  /// The fill, with the token it comes from.
  var fill: Token<Color> {
    guard let material = theme.material else { return theme.system.$background }
    return MaterialElevationOverlay.surface(
      material.$surface, overlay: material.elevationOverlay, elevation: elevation)
  }

  /// The corner shape, its size limited to half the cell's shorter side.
  func shape(for frame: Rect) -> MaterialShape {
    guard let material = theme.material else { return MaterialShape(family: .rounded, size: 0) }
    let limit = min(frame.width, frame.height) / 2
    let size = material.medium.isFinite ? min(max(material.medium, 0), limit) : 0
    return MaterialShape(family: material.mediumFamily, size: size)
  }

  /// The corner radius of the shadow's rounded rectangle: the shape's own for `rounded`; for
  /// `cut`, the largest rounded rectangle inside the cut outline (radius cut / (2 − √2)), so
  /// that a cut corner shows the shadow's soft edge, not its body.
  func shadowRadius(_ shape: MaterialShape, in frame: Rect) -> Double {
    switch shape.family {
    case .rounded: return shape.size
    case .cut: return min(shape.size / (2 - 2.0.squareRoot()), min(frame.width, frame.height) / 2)
    }
  }

  func draw(in frame: Rect, id: NodePath, into builder: inout ArrangementBuilder) {
    let shape = shape(for: frame)
    MaterialShadow.draw(
      around: frame, cornerRadius: shadowRadius(shape, in: frame), elevation: elevation, id: id, into: &builder)
    // MDC masks its shadow out of the cell; painting the cell's area over it looks the same.
    let surfaceID = id.appending("surface")
    switch shape.family {
    case .rounded:
      builder.fill(surfaceID, frame, fill, cornerRadius: shape.size)
    case .cut:
      let glyph = Self.cutRectangle(Size(width: frame.width, height: frame.height), cut: shape.size)
      builder.shape(surfaceID, glyph, frame, fill: fill, mirrorsInRTL: false)
    }
  }

  /// A rectangle of `size` with every corner cut by `cut` points along both edges.
  static func cutRectangle(_ size: Size, cut: Double) -> VectorGlyph {
    VectorGlyph(designSize: size) { p in
      let w = size.width, h = size.height
      p.move(cut, 0)
      p.line(w - cut, 0)
      p.line(w, cut)
      p.line(w, h - cut)
      p.line(w - cut, h)
      p.line(cut, h)
      p.line(0, h - cut)
      p.line(0, cut)
      p.close()
    }
  }
}
