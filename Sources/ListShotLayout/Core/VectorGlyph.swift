import ListShotCore
import ListShotDisplayList

/// A glyph drawn as our own vector path in a design box, scaled uniformly into a frame.
///
/// These are ListShot's own drawings of common UI marks (none is copied from an icon set).
/// Coordinates are in the design box; `elements(in:flipped:)` fits the box into a frame,
/// centred, and mirrors it horizontally when asked.
public struct VectorGlyph: Hashable, Sendable {
  public var designSize: Size
  public var elements: [PathElement]
  /// Inner sub-paths cut holes (rings, knocked-out marks).
  public var isEvenOdd: Bool

  public init(designSize: Size, isEvenOdd: Bool = false, build: (inout PathBuilder) -> Void) {
    var builder = PathBuilder()
    build(&builder)
    self.designSize = designSize
    self.elements = builder.elements
    self.isEvenOdd = isEvenOdd
  }

  /// The ratio between frame points and design units when fitted into `frame`.
  public func scale(in frame: Rect) -> Double {
    min(frame.width / designSize.width, frame.height / designSize.height)
  }

  public func elements(in frame: Rect, flipped: Bool) -> [PathElement] {
    let s = scale(in: frame)
    let dx = frame.minX + (frame.width - designSize.width * s) / 2
    let dy = frame.minY + (frame.height - designSize.height * s) / 2
    let w = designSize.width
    return elements.map { element in
      element.mapPoints { p in
        Point(x: dx + (flipped ? w - p.x : p.x) * s, y: dy + p.y * s)
      }
    }
  }
}

extension VectorGlyph {
  /// The navigation chevron, pointing to the trailing edge in left-to-right (stroked).
  public static let chevronForward = VectorGlyph(designSize: Size(width: 8, height: 14)) { p in
    p.move(1.5, 1.5)
    p.line(6.5, 7)
    p.line(1.5, 12.5)
  }

  /// A checkmark (stroked). Never mirrored: it is a universal mark.
  public static let checkmark = VectorGlyph(designSize: Size(width: 16, height: 14)) { p in
    p.move(1.5, 7.5)
    p.line(6, 12)
    p.line(14.5, 2)
  }

  /// The information button: a ring around a serifed lower-case i (filled, even-odd).
  /// Proportions measured on the ods-ios list item reference (info.circle made `.resizable()` in a
  /// 17 pt frame, so the ring's outside is the frame): ring 1.46 pt thick (1.72 of 20 units), the
  /// stem 1.6 units wide from y 7.9 to 15.1 with a top serif to its left and a foot 5.6 units wide,
  /// the dot 2.6 across centred at y 5.4.
  public static let infoCircle = VectorGlyph(designSize: Size(width: 20, height: 20), isEvenOdd: true) { p in
    p.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
    p.ellipse(in: Rect(x: 1.72, y: 1.72, width: 16.56, height: 16.56))
    p.ellipse(in: Rect(x: 8.9, y: 4.1, width: 2.6, height: 2.6))
    // The i as one outline: top serif, stem, foot.
    p.move(7.75, 7.9)
    p.line(11.05, 7.9)
    p.line(11.05, 13.9)
    p.line(12.95, 13.9)
    p.line(12.95, 15.1)
    p.line(7.35, 15.1)
    p.line(7.35, 13.9)
    p.line(9.4, 13.9)
    p.line(9.4, 9.2)
    p.line(7.75, 9.2)
    p.close()
  }

  /// A picture frame with hills and a sun: the image placeholder (filled, even-odd).
  public static let photo = VectorGlyph(designSize: Size(width: 24, height: 20), isEvenOdd: true) { p in
    p.roundedRect(Rect(x: 1, y: 1.5, width: 22, height: 17), radius: 2.5)
    p.roundedRect(Rect(x: 2.6, y: 3.1, width: 18.8, height: 13.8), radius: 1.2)
    p.move(2.6, 16.9)
    p.line(8.6, 9.6)
    p.line(12.4, 14.0)
    p.line(15.6, 10.8)
    p.line(21.4, 16.9)
    p.close()
    p.ellipse(in: Rect(x: 13.6, y: 5.2, width: 3.6, height: 3.6))
  }
}
