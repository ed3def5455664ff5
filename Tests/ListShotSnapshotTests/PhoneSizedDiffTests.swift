import Foundation
import ListShotPNG
import ListShotSnapshot
import XCTest

/// Decode + compare on a changed phone-sized pair (1179 × 2556, an iPhone at @3x): the PNG
/// round trip keeps every pixel, and the comparison finds the real changes and only them.
/// (How fast this runs is measured by `make bench`, not here.)
final class PhoneSizedDiffTests: XCTestCase {
  func testTheComparisonFindsTheRealChangesAndIgnoresAntiAliasing() throws {
    let pair = Self.syntheticPair()
    let expected = try PNGDecoder.decode(PNGEncoder.encode(pair.expected), file: "expected.png")
    let actual = try PNGDecoder.decode(PNGEncoder.encode(pair.actual), file: "actual.png")
    XCTAssertEqual(expected, pair.expected, "the PNG round trip keeps every pixel")
    XCTAssertEqual(actual, pair.actual, "the PNG round trip keeps every pixel")

    XCTAssertTrue(PerceptualDiff.compare(expected: expected, actual: expected).isIdentical)
    let result = PerceptualDiff.compare(expected: expected, actual: actual)
    XCTAssertFalse(result.passes, result.summary)
    XCTAssertGreaterThan(result.antialiasedPixels, 0, "row 3's quarter-pixel move is anti-aliasing")
    // The changes are the icon of row 8 (y 1092..<1152) and the glyphs of row 14, moved 3
    // pixels (y 1913..<1937); row 3 (y 396..<528) moved a quarter pixel and does not count.
    let box = try XCTUnwrap(result.boundingBox, result.summary)
    XCTAssertEqual(box.y, 8 * 132 + 36, result.summary)
    XCTAssertEqual(box.x, 48, "row 8's icon starts at x 48")
    XCTAssertLessThanOrEqual(box.y + box.height, 14 * 132 + 66 + 13, result.summary)
    XCTAssertGreaterThanOrEqual(box.y + box.height, 14 * 132 + 66 + 10, result.summary)
    XCTAssertGreaterThanOrEqual(result.differingPixels, 60 * 60, "at least row 8's whole icon differs")
  }

  /// A list screen in miniature, scaled up: white, 132-pixel rows with a separator, anti-aliased
  /// "glyphs" (discs) and a coloured icon per row. The actual image moves the glyphs of row 3
  /// by a quarter pixel (anti-aliasing only), recolours the icon of row 8 and moves the glyphs
  /// of row 14 by 3 pixels (real changes).
  static func syntheticPair() -> (expected: RGBAImage, actual: RGBAImage) {
    let width = 1179, height = 2556
    func draw(changed: Bool) -> RGBAImage {
      var image = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
      image.pixels.withUnsafeMutableBufferPointer { p in
        func set(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8)) {
          let o = (y * width + x) * 4
          p[o] = c.0
          p[o + 1] = c.1
          p[o + 2] = c.2
        }
        for row in 0..<height / 132 {
          let top = row * 132
          for x in 48..<width { set(x, top + 131, (200, 200, 205)) }
          let icon: (UInt8, UInt8, UInt8) = changed && row == 8 ? (230, 80, 0) : (255, 121, 0)
          for y in top + 36..<top + 96 { for x in 48..<108 { set(x, y, icon) } }
          let dx = changed && row == 3 ? 0.25 : changed && row == 14 ? 3 : 0
          for glyph in 0..<24 {
            let cx = 150 + Double(glyph) * 34 + dx, cy = Double(top) + 66, r = 11.0
            for y in Int(cy - r) - 1...Int(cy + r) + 1 {
              for x in Int(cx - r) - 1...Int(cx + r) + 1 {
                var inside = 0
                for sy in 0..<8 {
                  for sx in 0..<8 {
                    let px = Double(x) + (Double(sx) + 0.5) / 8 - cx
                    let py = Double(y) + (Double(sy) + 0.5) / 8 - cy
                    if px * px + py * py <= r * r { inside += 1 }
                  }
                }
                if inside > 0 {
                  let grey = UInt8(255 - (Double(inside) * 255 / 64).rounded())
                  set(x, y, (grey, grey, grey))
                }
              }
            }
          }
        }
      }
      return image
    }
    return (draw(changed: false), draw(changed: true))
  }
}
