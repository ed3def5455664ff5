import ListShotCore

/// The one pass that snaps a display list to the device-pixel grid.
///
/// Layout works in exact points; this pass rounds the edges of rectangles, lines, clips and
/// images to whole device pixels (1/scale pt), so fills and separators are crisp at every
/// scale. Text, glyphs and paths keep their shape and are moved by the rounding of their
/// origin only. A line always keeps at least one device pixel of thickness: a hairline is
/// exactly one pixel at @1x, @2x and @3x.
public enum PixelGrid {
  public static func snap(_ list: DisplayList) -> DisplayList {
    var result = list
    let grid = Grid(scale: list.scale)
    result.items = list.items.map { grid.snap($0) }
    return result
  }

  struct Grid {
    let scale: Double

    func round(_ value: Double) -> Double { (value * scale).rounded() / scale }

    func snap(_ rect: Rect) -> Rect {
      let x0 = round(rect.minX), y0 = round(rect.minY)
      return Rect(x: x0, y: y0, width: round(rect.maxX) - x0, height: round(rect.maxY) - y0)
    }

    /// Rounds the origin; keeps the size.
    func snapOrigin(_ rect: Rect) -> (Rect, dx: Double, dy: Double) {
      let x = round(rect.minX), y = round(rect.minY)
      return (Rect(x: x, y: y, width: rect.width, height: rect.height), x - rect.minX, y - rect.minY)
    }

    /// A band at least one device pixel thick along its thin axis.
    func snapLine(_ rect: Rect) -> Rect {
      let pixel = 1 / scale
      if rect.width >= rect.height {
        let thickness = max(pixel, round(rect.height))
        let y = (rect.minY * scale).rounded(.down) / scale
        let x0 = round(rect.minX)
        return Rect(x: x0, y: y, width: round(rect.maxX) - x0, height: thickness)
      } else {
        let thickness = max(pixel, round(rect.width))
        let x = (rect.minX * scale).rounded(.down) / scale
        let y0 = round(rect.minY)
        return Rect(x: x, y: y0, width: thickness, height: round(rect.maxY) - y0)
      }
    }

    func snap(_ item: DisplayItem) -> DisplayItem {
      switch item {
      case .rect(var rect):
        rect.frame = snap(rect.frame)
        return .rect(rect)
      case .line(var line):
        line.frame = snapLine(line.frame)
        return .line(line)
      case .text(var text):
        text.frame = snapOrigin(text.frame).0
        return .text(text)
      case .glyph(var glyph):
        glyph.frame = snapOrigin(glyph.frame).0
        return .glyph(glyph)
      case .path(var path):
        let (frame, dx, dy) = snapOrigin(path.frame)
        path.frame = frame
        path.elements = path.elements.map { $0.mapPoints { Point(x: $0.x + dx, y: $0.y + dy) } }
        path.gradient = path.gradient?.offsetBy(dx: dx, dy: dy)
        return .path(path)
      case .image(var image):
        image.frame = snap(image.frame)
        return .image(image)
      case .shadow:
        // A blurred edge has no pixel boundary to snap to.
        return item
      case .backdropBlur(var blur):
        blur.frame = snap(blur.frame)
        return .backdropBlur(blur)
      case .pushClip(var clip):
        guard let elements = clip.elements else {
          clip.frame = snap(clip.frame)
          return .pushClip(clip)
        }
        // A shape's outline moves with its frame's origin, as a path item does.
        let (frame, dx, dy) = snapOrigin(clip.frame)
        clip.frame = frame
        clip.elements = elements.map { $0.mapPoints { Point(x: $0.x + dx, y: $0.y + dy) } }
        return .pushClip(clip)
      case .popClip:
        return .popClip
      case .pushShadow, .popShadow:
        // The items inside snap themselves; a blurred edge has no pixel boundary to snap to.
        return item
      }
    }
  }
}
