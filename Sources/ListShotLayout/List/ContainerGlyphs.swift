import Foundation
import ListShotCore
import ListShotTheme
import ListShotDisplayList

/// ListShot's own drawings of the marks list containers add (none is copied from an icon set).
extension VectorGlyph {
  /// A chevron pointing down (stroked): an expanded outline row or sidebar section.
  public static let chevronDown = VectorGlyph(designSize: Size(width: 14, height: 8)) { p in
    p.move(1.5, 1.5)
    p.line(7, 6.5)
    p.line(12.5, 1.5)
  }

  /// A ring (stroked): the empty selection circle.
  public static let ring = VectorGlyph(designSize: Size(width: 22, height: 22)) { p in
    p.ellipse(in: Rect(x: 0.75, y: 0.75, width: 20.5, height: 20.5))
  }

  /// One spoke of the activity indicator (stroked, round caps): spoke `index` of `count`,
  /// clockwise from twelve o'clock.
  public static func spinnerSpoke(_ index: Int, of count: Int) -> VectorGlyph {
    VectorGlyph(designSize: Size(width: 20, height: 20)) { p in
      let angle = Double(index) / Double(count) * 2 * Double.pi
      let (dx, dy) = (sin(angle), -cos(angle))
      p.move(10 + dx * 4.6, 10 + dy * 4.6)
      p.line(10 + dx * 8.6, 10 + dy * 8.6)
    }
  }
}

/// The medium activity indicator, drawn static: eight spokes fading clockwise from the one at
/// twelve o'clock. Not mirrored in right-to-left layouts.
enum ActivityIndicator {
  static let size = Size(width: 20, height: 20)
  static let spokes = 8

  static func arrange(in frame: Rect, color: Token<Color>, id: NodePath, into builder: inout ArrangementBuilder) {
    arrange(in: frame, color: TintToken(color), id: id, into: &builder)
  }

  /// The spinner in `color` (a `ProgressView`'s tint, or a token).
  static func arrange(in frame: Rect, color: TintToken, id: NodePath, into builder: inout ArrangementBuilder) {
    let width = frame.width * 0.11
    for index in 0..<spokes {
      // The newest spoke is opaque; the ones behind it fade to 30 %.
      let opacity = index == 0 ? 1 : 0.3 + 0.4 * Double(index) / Double(spokes - 1)
      builder.shape(
        id.appending("spoke\(index)"), .spinnerSpoke(index, of: spokes), frame,
        stroke: Stroke(color: color.color.withOpacity(opacity), width: width), mirrorsInRTL: false)
      builder.note(color.sources(\.stroke))
    }
  }
}
