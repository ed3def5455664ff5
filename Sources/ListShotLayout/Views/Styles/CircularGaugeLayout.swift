import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotModel

/// The ring of a circular gauge, 58 pt across and 6 pt wide, in the system fill (the linear
/// bar's track). Open (`.accessoryCircular`): three quarters of a turn, its opening centred at
/// the bottom, with a 10 pt dot in the tint (else the accent) at the value, the minimum at its
/// leading end. Closed (`.accessoryCircularCapacity`): a full circle, filled in the tint from the
/// top, clockwise, up to the value. Both mirror in right-to-left layouts, as the bars do. The
/// subviews sit in `slots`: the current value label in the centre, the minimum and maximum value
/// labels in the opening at its ends (or the label across it), as Apple documents; the figures
/// are as seen, not measured (no reference shows a circular gauge).
struct CircularGaugeLayout: ViewLayout {
  enum Slot { case centre, leadingEnd, trailingEnd, opening }

  let isOpen: Bool
  let fraction: Double
  let tint: TintToken?
  let slots: [Slot]
  static let side = 58.0
  static let lineWidth = 6.0
  static let markerSide = 10.0
  /// Where the open ring begins (its leading end, at the bottom), in radians from the x axis
  /// towards y (clockwise on screen), and how far it turns.
  static let openStart = 0.75 * Double.pi
  static let openSweep = 1.5 * Double.pi
  /// Where the closed ring's fill begins: the top.
  static let closedStart = -0.5 * Double.pi
  /// The room a text in the opening keeps from the ring's round ends.
  static let endGap = 2.0

  static var radius: Double { (side - lineWidth) / 2 }
  static var centre: Point { Point(x: side / 2, y: side / 2) }

  static func point(at angle: Double) -> Point {
    Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
  }

  /// The opening between the ring's ends, from the leading end's cap to the trailing one's,
  /// less `endGap` on each side: its leading x and its width.
  static var opening: (minX: Double, width: Double) {
    let minX = point(at: openStart).x + lineWidth / 2 + endGap
    return (minX, side - 2 * minX)
  }

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: Size(width: Self.side, height: Self.side))
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    let opening = Self.opening
    let endY = Self.point(at: Self.openStart).y
    // Both value labels share the opening; each takes what it needs, else half of it.
    let ends = zip(slots, subviews).filter { $0.0 == .leadingEnd || $0.0 == .trailingEnd }.map {
      $0.1.size(ViewProposal(width: opening.width, height: nil), env: env).width
    }
    let endWidth = ends.reduce(0, +) <= opening.width ? opening.width : opening.width / 2
    return zip(slots, subviews).enumerated().map { index, pair in
      let (slot, subview) = pair
      let width: Double
      switch slot {
      case .centre: width = Self.side - 2 * Self.lineWidth - 6
      case .leadingEnd, .trailingEnd: width = endWidth
      case .opening: width = opening.width
      }
      let p = ViewProposal(width: width, height: nil)
      let s = subview.size(p, env: env)
      let origin: Point
      switch slot {
      case .centre: origin = Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2)
      case .leadingEnd: origin = Point(x: opening.minX, y: endY - s.height / 2)
      case .trailingEnd: origin = Point(x: opening.minX + opening.width - s.width, y: endY - s.height / 2)
      case .opening: origin = Point(x: (size.width - s.width) / 2, y: endY - s.height / 2)
      }
      return SubviewPlacement(index: index, proposal: p, origin: origin)
    }
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let env = context.env
    let origin = Point(x: frame.minX, y: frame.minY)
    let c = Point(x: origin.x + Self.centre.x, y: origin.y + Self.centre.y)
    let track = TintToken(TintColor.token("ios.fill"), in: env, at: id)
    let fill = tint ?? TintToken(env.theme.ods.$accent)
    func ring(start: Double, sweep: Double) -> [PathElement] {
      var path = PathBuilder()
      let first = Self.point(at: start)
      path.move(origin.x + first.x, origin.y + first.y)
      path.arc(around: c, radius: Self.radius, start: start, sweep: sweep)
      return path.elements
    }
    let start = isOpen ? Self.openStart : Self.closedStart
    let sweep = isOpen ? Self.openSweep : 2 * Double.pi
    context.builder.path(
      id.appending("track"), frame, elements: ring(start: start, sweep: sweep),
      stroke: Stroke(color: track.color, width: Self.lineWidth), mirrorsInRTL: true)
    context.builder.note(track.sources(\.stroke))
    if isOpen {
      let at = Self.point(at: start + sweep * fraction)
      let side = Self.markerSide
      context.builder.fill(
        id.appending("marker"),
        Rect(x: origin.x + at.x - side / 2, y: origin.y + at.y - side / 2, width: side, height: side), fill.color,
        cornerRadius: side / 2)
      context.builder.note(fill.sources(\.fill))
    } else if fraction > 0 {
      context.builder.path(
        id.appending("bar"), frame, elements: ring(start: start, sweep: sweep * fraction),
        stroke: Stroke(color: fill.color, width: Self.lineWidth), mirrorsInRTL: true)
      context.builder.note(fill.sources(\.stroke))
    }
  }
}
