import ListShotCore
import ListShotDisplayList
import XCTest

/// Checks that `rtl` is `ltr` mirrored: every item's frame is reflected (x' = W − maxX), and
/// the shapes of path and glyph items are reflected only when their id ends with one of
/// `flipped` (directional glyphs); all others keep their drawing and only move.
func assertMirrored(
  _ ltr: DisplayList, _ rtl: DisplayList, flipped: Set<String>, file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(ltr.items.count, rtl.items.count, "item count", file: file, line: line)
  let width = ltr.size.width
  for (a, b) in zip(ltr.items, rtl.items) {
    XCTAssertEqual(a.id, b.id, file: file, line: line)
    guard let fa = a.frame, let fb = b.frame else { continue }
    XCTAssertEqual(fa.mirrored(inWidth: width).x, fb.x, accuracy: 1e-9, "\(a.id) frame", file: file, line: line)
    XCTAssertEqual(fa.y, fb.y, "\(a.id)", file: file, line: line)
    let shouldFlip = flipped.contains { a.id.hasSuffix($0) }
    switch (a, b) {
    case (.path(let pa), .path(let pb)):
      for (ea, eb) in zip(pa.elements, pb.elements) {
        let expected = ea.mapPoints { p in
          shouldFlip ? Point(x: width - p.x, y: p.y) : Point(x: p.x + (fb.x - fa.x), y: p.y)
        }
        XCTAssertEqual(text(expected), text(eb), "\(a.id) shape", file: file, line: line)
      }
    case (.glyph(let ga), .glyph(let gb)):
      XCTAssertEqual(gb.isFlipped, shouldFlip != ga.isFlipped, "\(a.id) flip", file: file, line: line)
    case (.text(let ta), .text(let tb)):
      XCTAssertEqual(ta.alignment == .left ? TextAlignment.right : ta.alignment == .right ? .left : .center, tb.alignment, file: file, line: line)
    default:
      break
    }
  }
}

/// Every frame lies inside the canvas.
func assertNothingLeavesTheCanvas(_ list: DisplayList, file: StaticString = #filePath, line: UInt = #line) {
  let canvas = Rect(origin: .zero, size: list.size)
  for item in list.items {
    if let frame = item.frame {
      XCTAssertTrue(canvas.contains(frame), "\(item.id) \(frame) leaves the canvas", file: file, line: line)
    }
  }
}

private func text(_ element: PathElement) -> String {
  String(data: try! JSONEncoder().encode([element]), encoding: .utf8)!
}
