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

  /// The information button: a ring around a lower-case i (filled, even-odd).
  public static let infoCircle = VectorGlyph(designSize: Size(width: 20, height: 20), isEvenOdd: true) { p in
    p.ellipse(in: Rect(x: 0.5, y: 0.5, width: 19, height: 19))
    p.ellipse(in: Rect(x: 1.95, y: 1.95, width: 16.1, height: 16.1))
    p.ellipse(in: Rect(x: 8.7, y: 4.7, width: 2.6, height: 2.6))
    p.roundedRect(Rect(x: 9.0, y: 8.6, width: 2.0, height: 6.7), radius: 1.0)
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
