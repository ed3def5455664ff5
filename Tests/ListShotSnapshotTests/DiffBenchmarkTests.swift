import Foundation
import ListShotPNG
import ListShotSnapshot
import XCTest

/// Timing of decode + compare on a changed phone-sized pair (1179 × 2556, an iPhone at @3x).
///
/// Opt-in, since timings on a shared machine are no pass/fail matter: run with
/// `LISTSHOT_BENCH=1` for a synthetic screen-like pair, or point `LISTSHOT_BENCH_EXPECTED` and
/// `LISTSHOT_BENCH_ACTUAL` at two PNG files. It prints the median of several runs, and writes
/// the side-by-side strip to `LISTSHOT_BENCH_OUT` when that is set.
final class DiffBenchmarkTests: XCTestCase {
  func testDecodeAndCompareTiming() throws {
    let environment = ProcessInfo.processInfo.environment
    let pngs: (expected: [UInt8], actual: [UInt8])
    if let e = environment["LISTSHOT_BENCH_EXPECTED"], let a = environment["LISTSHOT_BENCH_ACTUAL"] {
      pngs = (
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: e))),
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: a)))
      )
    } else if environment["LISTSHOT_BENCH"] != nil {
      let pair = Self.syntheticPair()
      pngs = (PNGEncoder.encode(pair.expected), PNGEncoder.encode(pair.actual))
    } else {
      throw XCTSkip("set LISTSHOT_BENCH=1 (or LISTSHOT_BENCH_EXPECTED/ACTUAL) to time the diff")
    }
    // Thread CPU time as well as wall time: on a shared machine the wall clock mostly
    // measures the neighbours.
    func now() -> (wall: Double, cpu: Double) {
      var t = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
      return (Double(DispatchTime.now().uptimeNanoseconds) / 1e6, Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6)
    }
    var decode: [(Double, Double)] = [], compare: [(Double, Double)] = [], image: [(Double, Double)] = []
    var result: DiffResult?
    for _ in 0..<9 {
      let t0 = now()
      let expected = try PNGDecoder.decode(pngs.expected, file: "expected.png")
      let actual = try PNGDecoder.decode(pngs.actual, file: "actual.png")
      let t1 = now()
      result = PerceptualDiff.compare(expected: expected, actual: actual)
      let t2 = now()
      _ = PerceptualDiff.diff(expected: expected, actual: actual)
      let t3 = now()
      decode.append((t1.wall - t0.wall, t1.cpu - t0.cpu))
      compare.append((t2.wall - t1.wall, t2.cpu - t1.cpu))
      image.append((t3.wall - t2.wall, t3.cpu - t2.cpu))
    }
    func median(_ values: [(Double, Double)]) -> String {
      let wall = values.map(\.0).sorted()[values.count / 2]
      let cpu = values.map(\.1).sorted()[values.count / 2]
      return "\(DiffResult.format(wall)) ms (cpu \(DiffResult.format(cpu)) ms)"
    }
    if let out = environment["LISTSHOT_BENCH_OUT"] {
      let expected = try PNGDecoder.decode(pngs.expected, file: "expected.png")
      let actual = try PNGDecoder.decode(pngs.actual, file: "actual.png")
      let strip = PerceptualDiff.sideBySidePNG(expected: expected, actual: actual)
      try Data(strip).write(to: URL(fileURLWithPath: out))
    }
    print(
      "diff benchmark: \(result!.expectedWidth)×\(result!.expectedHeight): \(result!.summary)\n"
        + "  medians of 9: decode both \(median(decode)); compare \(median(compare));"
        + " compare + diff image \(median(image))")
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

extension DiffResult {
  static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
