import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import XCTest

/// The check that one layout, drawn right to left, is its left-to-right self mirrored.
public enum MirrorCheck {
  /// The directional glyphs: navigation chevrons and collapsed outline chevrons; and the
  /// uneven shapes of free-form content, whose outline mirrors (an `UnevenRoundedRectangle`'s
  /// leading corners are on the right in right to left).
  public static let directionalGlyphs: Set<String> = ["chevron", "disclosure.collapsed", "unevenRoundedRectangle"]

  /// The characters of the symbols that flip in right-to-left layouts (`SymbolImage.isDirectional`):
  /// `only` those of directional symbols, `shared` those a directional symbol shares with one
  /// that is not.
  static let directionalCharacters: (only: Set<String>, shared: Set<String>) = {
    guard let icons = try? TestEnvironment.icons() else { return ([], []) }
    let directional = Set(icons.names.filter(SymbolImage.isDirectional).compactMap(icons.character(for:)))
    let others = Set(icons.names.filter { !SymbolImage.isDirectional($0) }.compactMap(icons.character(for:)))
    return (directional.subtracting(others), directional.intersection(others))
  }()

  /// Checks that `rtl` is `ltr` mirrored: the same items in the same order, every frame
  /// reflected in the canvas (x' = W − maxX), text alignment swapped, and the shapes of path
  /// and glyph items reflected only when their id ends with one of `flipped`; all others keep
  /// their drawing and only move. Semantic nodes mirror the same way.
  public static func assertMirrored(
    _ ltr: DisplayList, _ rtl: DisplayList, flipped: Set<String>, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(ltr.size, rtl.size, "canvas size", file: file, line: line)
    XCTAssertEqual(
      ltr.items.map(\.id.description), rtl.items.map(\.id.description), "the same items in the same order", file: file,
      line: line)
    XCTAssertEqual(
      ltr.semantics.map(\.id.description), rtl.semantics.map(\.id.description), "the same semantic nodes", file: file,
      line: line)
    guard ltr.items.count == rtl.items.count, ltr.semantics.count == rtl.semantics.count else { return }
    let width = ltr.size.width
    for (a, b) in zip(ltr.items, rtl.items) {
      guard let fa = a.frame, let fb = b.frame else {
        XCTAssertEqual(a, b, file: file, line: line)
        continue
      }
      assertEqual(fa.mirrored(inWidth: width), fb, "\(a.id) frame", file: file, line: line)
      let shouldFlip = flipped.contains { a.id.description.hasSuffix($0) }
      switch (a, b) {
      case (.path(let pa), .path(let pb)):
        XCTAssertEqual(pa.elements.count, pb.elements.count, "\(a.id) elements", file: file, line: line)
        for (ea, eb) in zip(pa.elements, pb.elements) {
          let expected = ea.mapPoints { p in
            shouldFlip ? Point(x: width - p.x, y: p.y) : Point(x: p.x + (fb.x - fa.x), y: p.y)
          }
          XCTAssertTrue(expected.isClose(to: eb), "\(a.id) shape: \(eb), expected \(expected)", file: file, line: line)
        }
      case (.glyph(let ga), .glyph(let gb)):
        // A directional symbol (`chevron.forward`) flips wherever it is drawn; its glyph is
        // known by its character (which `arrow.right` shares with `arrow.forward`: that one
        // may flip, not must).
        if shouldFlip || !directionalCharacters.shared.contains(ga.character) {
          let flips = shouldFlip || directionalCharacters.only.contains(ga.character)
          XCTAssertEqual(gb.isFlipped, flips != ga.isFlipped, "\(a.id) flip", file: file, line: line)
        }
      case (.image(let ia), .image(let ib)):
        XCTAssertEqual(ia.isFlipped, ib.isFlipped, "\(a.id) flip", file: file, line: line)
      case (.text(let ta), .text(let tb)):
        let swapped: [TextAlignment: TextAlignment] = [.left: .right, .right: .left, .center: .center]
        XCTAssertEqual(swapped[ta.alignment], tb.alignment, "\(a.id) alignment", file: file, line: line)
        XCTAssertEqual(ta.direction.isRightToLeft, false, file: file, line: line)
        XCTAssertEqual(tb.direction.isRightToLeft, true, file: file, line: line)
      default:
        break
      }
    }
    for (a, b) in zip(ltr.semantics, rtl.semantics) {
      assertEqual(a.frame.mirrored(inWidth: width), b.frame, "\(a.id) semantic frame", file: file, line: line)
      XCTAssertEqual(a.hitFrame == nil, b.hitFrame == nil, "\(a.id) hit frame", file: file, line: line)
      if let ha = a.hitFrame, let hb = b.hitFrame {
        assertEqual(ha.mirrored(inWidth: width), hb, "\(a.id) hit frame", file: file, line: line)
      }
    }
  }

  static func assertEqual(_ a: Rect, _ b: Rect, _ what: String, file: StaticString, line: UInt) {
    XCTAssertEqual(a.x, b.x, accuracy: 1e-9, what, file: file, line: line)
    XCTAssertEqual(a.y, b.y, what, file: file, line: line)
    XCTAssertEqual(a.width, b.width, accuracy: 1e-9, what, file: file, line: line)
    XCTAssertEqual(a.height, b.height, what, file: file, line: line)
  }
}

/// Every frame lies inside the canvas.
public func assertNothingLeavesTheCanvas(_ list: DisplayList, file: StaticString = #filePath, line: UInt = #line) {
  let canvas = Rect(origin: .zero, size: list.size)
  for item in list.items {
    if let frame = item.frame {
      XCTAssertTrue(canvas.contains(frame), "\(item.id) \(frame) leaves the canvas", file: file, line: line)
    }
  }
}

extension PathElement {
  /// The same kind of element with every point within 1e-9 pt.
  func isClose(to other: PathElement) -> Bool {
    func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    switch (self, other) {
    case (.move(let a), .move(let b)), (.line(let a), .line(let b)): return close(a, b)
    case (.curve(let a1, let a2, let a3), .curve(let b1, let b2, let b3)):
      return close(a1, b1) && close(a2, b2) && close(a3, b3)
    case (.close, .close): return true
    default: return false
    }
  }
}
