import ListShot
import Foundation
import ListShotCore
import ListShotDisplayList

/// WCAG 2.x relative luminance and contrast ratio of opaque sRGB colours.
public enum Contrast {
  public static func luminance(_ color: Color) -> Double {
    func channel(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
  }

  /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 … 21.
  public static func ratio(_ a: Color, _ b: Color) -> Double {
    let la = luminance(a), lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }
}

/// The colour a display list paints at a point before a given item, found by compositing,
/// in paint order, every fill that covers the point over the list's background. Rect fills,
/// lines and filled paths count (with their corner radius, winding rule and enclosing clips);
/// text, glyphs, strokes and images are too thin or too unknown to be a background and do not.
struct AuditCanvas {
  private struct Cover {
    var color: Color
    var contains: (Point) -> Bool
  }

  let list: DisplayList
  private var covers: [Cover?] = []

  init(_ list: DisplayList) {
    self.list = list
    var clips: [ClipItem] = []
    for item in list.items {
      let active = clips
      func clipped(_ test: @escaping (Point) -> Bool) -> (Point) -> Bool {
        { point in active.allSatisfy { Self.clip($0, contains: point) } && test(point) }
      }
      switch item {
      case .rect(let rect):
        covers.append(
          rect.fill.map {
            Cover(color: $0, contains: clipped { Self.rounded(rect.frame, rect.cornerRadius, contains: $0) })
          })
      case .line(let line):
        covers.append(Cover(color: line.color, contains: clipped { Self.box(line.frame, contains: $0) }))
      case .path(let path):
        let polygons = Self.flatten(path.elements), evenOdd = path.isEvenOdd
        covers.append(
          path.fill.map {
            Cover(color: $0, contains: clipped { Self.polygons(polygons, evenOdd: evenOdd, contain: $0) })
          })
      case .pushClip(let clip):
        clips.append(clip)
        covers.append(nil)
      case .popClip:
        if !clips.isEmpty { clips.removeLast() }
        covers.append(nil)
      case .text, .glyph, .image, .shadow, .backdropBlur, .pushShadow, .popShadow:
        covers.append(nil)
      }
    }
  }

  /// The opaque colour under `point`, painted by the items before `index`.
  func color(at point: Point, below index: Int) -> Color {
    var color = list.background.over(.white)
    for cover in covers[..<min(index, covers.count)] {
      if let cover, cover.contains(point) { color = cover.color.over(color) }
    }
    return color
  }

  static func box(_ rect: Rect, contains p: Point) -> Bool {
    p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY
  }

  static func rounded(_ rect: Rect, _ radius: Double, contains p: Point) -> Bool {
    guard box(rect, contains: p) else { return false }
    let r = min(radius, rect.width / 2, rect.height / 2)
    guard r > 0 else { return true }
    let cx = min(max(p.x, rect.minX + r), rect.maxX - r), cy = min(max(p.y, rect.minY + r), rect.maxY - r)
    return (p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy) <= r * r
  }

  static func clip(_ clip: ClipItem, contains p: Point) -> Bool {
    guard clip.isEllipse else { return rounded(clip.frame, clip.cornerRadius, contains: p) }
    let rx = clip.frame.width / 2, ry = clip.frame.height / 2
    guard rx > 0, ry > 0 else { return false }
    let dx = (p.x - clip.frame.midX) / rx, dy = (p.y - clip.frame.midY) / ry
    return dx * dx + dy * dy <= 1
  }

  /// Sub-paths as polygons, each cubic Bézier cut into 12 segments.
  static func flatten(_ elements: [PathElement]) -> [[Point]] {
    var result: [[Point]] = []
    var current: [Point] = []
    for element in elements {
      switch element {
      case .move(let p):
        if current.count > 2 { result.append(current) }
        current = [p]
      case .line(let p):
        current.append(p)
      case .curve(let c1, let c2, let end):
        let start = current.last ?? c1
        for step in 1...12 {
          let t = Double(step) / 12, u = 1 - t
          let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
          current.append(
            Point(x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y))
        }
      case .close:
        if current.count > 2 { result.append(current) }
        current = current.first.map { [$0] } ?? []
      }
    }
    if current.count > 2 { result.append(current) }
    return result
  }

  /// Point in polygons by the non-zero or the even-odd rule.
  static func polygons(_ polygons: [[Point]], evenOdd: Bool, contain p: Point) -> Bool {
    var winding = 0, crossings = 0
    for polygon in polygons {
      for i in polygon.indices {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        guard (a.y <= p.y) != (b.y <= p.y) else { continue }
        let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if x > p.x {
          crossings += 1
          winding += b.y > a.y ? 1 : -1
        }
      }
    }
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }
}
