import ListShotCore
import ListShotDisplayList

/// ListShot's own drawings of the OUDS list item's marks, in a 24 pt design box (the OUDS
/// icons are proprietary; none is copied): the four status icons, the navigation chevrons,
/// the external-link icon and the avatar's person. Status icons are filled discs (or a
/// triangle) with their mark knocked out, so a disabled icon stays one shape in one colour.
extension VectorGlyph {
  static let statusInfo = VectorGlyph(designSize: Size(width: 24, height: 24), isEvenOdd: true) { p in
    p.ellipse(in: Rect(x: 2, y: 2, width: 20, height: 20))
    p.ellipse(in: Rect(x: 10.65, y: 5.9, width: 2.7, height: 2.7))
    p.roundedRect(Rect(x: 10.9, y: 10.1, width: 2.2, height: 8.2), radius: 1.1)
  }

  static let statusPositive = VectorGlyph(designSize: Size(width: 24, height: 24), isEvenOdd: true) { p in
    p.ellipse(in: Rect(x: 2, y: 2, width: 20, height: 20))
    p.strokeOutline([Point(x: 7.2, y: 12.3), Point(x: 10.6, y: 15.6), Point(x: 16.9, y: 8.7)], width: 2.3)
  }

  static let statusNegative = VectorGlyph(designSize: Size(width: 24, height: 24), isEvenOdd: true) { p in
    p.ellipse(in: Rect(x: 2, y: 2, width: 20, height: 20))
    p.roundedRect(Rect(x: 10.9, y: 5.8, width: 2.2, height: 8.4), radius: 1.1)
    p.ellipse(in: Rect(x: 10.65, y: 15.5, width: 2.7, height: 2.7))
  }

  /// The warning triangle with its exclamation mark knocked out (the "external shape").
  static let statusWarningTriangle = VectorGlyph(designSize: Size(width: 24, height: 24), isEvenOdd: true) { p in
    p.roundedTriangle(Point(x: 12, y: 2.6), Point(x: 22.4, y: 20.6), Point(x: 1.6, y: 20.6), radius: 1.6)
    warningMark(&p)
  }

  /// The exclamation mark that fills the triangle's hole (the "internal shape").
  static let statusWarningMark = VectorGlyph(designSize: Size(width: 24, height: 24)) { p in warningMark(&p) }

  private static func warningMark(_ p: inout PathBuilder) {
    p.roundedRect(Rect(x: 10.95, y: 8.4, width: 2.1, height: 6.6), radius: 1.05)
    p.ellipse(in: Rect(x: 10.7, y: 16.1, width: 2.6, height: 2.6))
  }

  /// The "next" chevron, pointing to the trailing edge in left-to-right (filled outline).
  static let listChevronNext = VectorGlyph(designSize: Size(width: 24, height: 24)) { p in
    p.strokeOutline([Point(x: 9.2, y: 5.6), Point(x: 15.6, y: 12), Point(x: 9.2, y: 18.4)], width: 2.1)
  }

  static let listChevronPrevious = VectorGlyph(designSize: Size(width: 24, height: 24)) { p in
    p.strokeOutline([Point(x: 14.8, y: 5.6), Point(x: 8.4, y: 12), Point(x: 14.8, y: 18.4)], width: 2.1)
  }

  /// A box open at its top-trailing corner and an arrow leaving it: three filled strokes,
  /// drawn as three shapes so that their overlaps never cancel out.
  static let externalLinkParts: [VectorGlyph] = [
    [
      Point(x: 10.5, y: 5.5), Point(x: 5.5, y: 5.5), Point(x: 5.5, y: 18.5), Point(x: 18.5, y: 18.5),
      Point(x: 18.5, y: 13.5),
    ],
    [Point(x: 11.6, y: 12.4), Point(x: 17.6, y: 6.4)],
    [Point(x: 13.2, y: 5.5), Point(x: 18.5, y: 5.5), Point(x: 18.5, y: 10.8)],
  ].map { points in VectorGlyph(designSize: Size(width: 24, height: 24)) { $0.strokeOutline(points, width: 2) } }

  /// A head and shoulders, for the avatar without initials or image.
  static let person = VectorGlyph(designSize: Size(width: 24, height: 24)) { p in
    p.ellipse(in: Rect(x: 7.6, y: 2.6, width: 8.8, height: 8.8))
    p.move(3, 21.4)
    p.curve(3, 16.2, 7, 13.2, 12, 13.2)
    p.curve(17, 13.2, 21, 16.2, 21, 21.4)
    p.close()
  }
}

extension PathBuilder {
  /// A triangle with its corners rounded by `radius` (an arc approximated by one quadratic
  /// turn at each corner).
  mutating func roundedTriangle(_ a: Point, _ b: Point, _ c: Point, radius: Double) {
    let corners = [a, b, c]
    func toward(_ from: Point, _ to: Point, _ distance: Double) -> Point {
      let dx = to.x - from.x, dy = to.y - from.y, length = (dx * dx + dy * dy).squareRoot()
      return Point(x: from.x + dx / length * distance, y: from.y + dy / length * distance)
    }
    for i in 0..<3 {
      let corner = corners[i], previous = corners[(i + 2) % 3], next = corners[(i + 1) % 3]
      let start = toward(corner, previous, radius), end = toward(corner, next, radius)
      if i == 0 { move(start.x, start.y) } else { line(start.x, start.y) }
      // A quadratic with control point `corner`, written as the equivalent cubic.
      curve(
        start.x + 2 / 3 * (corner.x - start.x), start.y + 2 / 3 * (corner.y - start.y),
        end.x + 2 / 3 * (corner.x - end.x), end.y + 2 / 3 * (corner.y - end.y), end.x, end.y)
    }
    close()
  }
}
