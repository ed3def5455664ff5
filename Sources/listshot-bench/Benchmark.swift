import ListShot
import Foundation
import ListShotCore
import ListShotFiles
import ListShotPNG
import ListShotRender
import ListShotSnapshot
import ListShotSpec

/// `listshot bench`: the figures the performance targets are stated in, measured in one run
/// so that ratios compare like with like. Timings are wall-clock medians over repeated runs.
public struct Benchmark {
  public var renderer: ListShotRenderer
  public var screen: SpecDocument
  public var longScreen: SpecDocument
  public var runs: Int
  public var work: URL

  public init(renderer: ListShotRenderer, screen: SpecDocument, longScreen: SpecDocument, runs: Int, work: URL) {
    self.renderer = renderer
    self.screen = screen
    self.longScreen = longScreen
    self.runs = runs
    self.work = work
  }

  /// iPhone 16: 1179 × 2556 pixels at @3x, the screen the targets are stated for.
  var variant: RenderVariant { RenderVariant(device: Device.named("iphone-16")) }

  /// Layout, paint, encode and write of one variant, each measured separately, and
  /// Cairo's own PNG writer on the same surface.
  public func phases() throws -> (stats: [BenchStatistics], sizes: (ours: Int, cairo: Int)) {
    let page = screen.screens[0]
    var layout: [Double] = [], paint: [Double] = [], encode: [Double] = [], write: [Double] = []
    var total: [Double] = [], cairo: [Double] = []
    var sizes = (ours: 0, cairo: 0)
    let target = work.appendingPathComponent("phases.png")
    for iteration in -2..<runs {
      let t0 = Stopwatch.now()
      let list = try renderer.displayList(for: page, in: variant)
      let t1 = Stopwatch.now()
      let canvas = try renderer.paint(list)
      let t2 = Stopwatch.now()
      let png = canvas.pixels.png()
      let t3 = Stopwatch.now()
      try AtomicFile.write(png, to: target)
      let t4 = Stopwatch.now()
      var reference: [UInt8] = []
      let cairoTime = Stopwatch.time { reference = canvas.cairoPNG() }
      guard iteration >= 0 else { continue }
      layout.append(ms(t1 - t0)); paint.append(ms(t2 - t1)); encode.append(ms(t3 - t2))
      write.append(ms(t4 - t3)); total.append(ms(t4 - t0)); cairo.append(cairoTime)
      sizes = (png.count, reference.count)
    }
    return (
      [
        BenchStatistics(name: "layout", samples: layout),
        BenchStatistics(name: "paint", samples: paint),
        BenchStatistics(name: "PNG encode (ListShot)", samples: encode),
        BenchStatistics(name: "write (atomic, fsync)", samples: write),
        BenchStatistics(name: "end to end, one variant", samples: total, target: "≤ 21 ms"),
        BenchStatistics(name: "PNG encode (cairo_surface_write_to_png)", samples: cairo),
      ], sizes
    )
  }

  /// PNG filters + libdeflate at several levels on the benchmark surface: time and size ratio
  /// against Cairo's writer.
  public func levels(_ levels: [Int]) throws -> [BenchStatistics] {
    let canvas = try renderer.paint(renderer.displayList(for: screen.screens[0], in: variant))
    let cairoSize = Double(canvas.cairoPNG().count)
    return levels.flatMap { level -> [BenchStatistics] in
      var size = 0
      let samples = Stopwatch.sample(runs: max(5, runs / 2)) {
        size = canvas.pixels.png(compression: .libdeflate(level: level)).count
      }
      return [
        BenchStatistics(name: "PNG encode, libdeflate level \(level)", samples: samples),
        BenchStatistics(name: "  size / Cairo's, libdeflate level \(level) (×)", value: Double(size) / cairoSize),
      ]
    }
  }

  /// Rendering `count` variants of the screen on `threads` threads: variants per second.
  public func throughput(threads: Int, variants: [RenderVariant]) throws -> Double {
    let page = screen.screens[0]
    let directory = work.appendingPathComponent("throughput-\(threads)")
    let renderer = self.renderer
    let elapsed = try Stopwatch.time {
      _ = try ParallelRunner.map(variants, jobs: threads) { variant in
        let list = try renderer.displayList(for: page, in: variant)
        let png = try renderer.png(list)
        try AtomicFile.write(
          png,
          to: directory.appendingPathComponent(variant.fileStem(direction: .leftToRight, screenWidth: nil) + ".png"))
      }
    }
    return Double(variants.count) / (elapsed / 1000)
  }

  /// Verifying an unchanged variant, render included, against a stamped golden.
  public func verifyUnchanged() throws -> BenchStatistics {
    let page = screen.screens[0]
    let golden = work.appendingPathComponent("golden.png")
    let checker = GoldenFile(mode: .missing, artifactsDirectory: nil, environment: renderer.environmentStamp)
    let first = try renderer.withPixels(renderer.displayList(for: page, in: variant)) {
      try checker.check($0, golden: golden, name: "bench")
    }
    precondition(first == .recordedNew || first == .matched(decoded: false))
    let samples = try Stopwatch.sample(runs: runs) {
      let outcome = try renderer.withPixels(renderer.displayList(for: page, in: variant)) {
        try checker.check($0, golden: golden, name: "bench")
      }
      precondition(outcome == .matched(decoded: false), "bench golden must match without decoding")
    }
    return BenchStatistics(name: "verify an unchanged variant (render included)", samples: samples, target: "≤ 5 ms")
  }

  /// Comparing a changed pair of PNG files, both decodes included; then its two parts:
  /// decoding one file, and comparing the decoded pair.
  public func diffChangedPair() throws -> [BenchStatistics] {
    let page = screen.screens[0]
    let a = work.appendingPathComponent("a.png"), b = work.appendingPathComponent("b.png")
    try AtomicFile.write(renderer.png(for: page, in: variant), to: a)
    try AtomicFile.write(
      renderer.png(for: page, in: RenderVariant(theme: "sosh", device: Device.named("iphone-16"))), to: b)
    var total: [Double] = [], decode: [Double] = [], compare: [Double] = []
    for iteration in -1..<runs {
      let t0 = Stopwatch.now()
      let expected = try PNGDecoder.decode(contentsOf: a)
      let t1 = Stopwatch.now()
      let actual = try PNGDecoder.decode(contentsOf: b)
      let t2 = Stopwatch.now()
      let result = PerceptualDiff.compare(expected: expected, actual: actual, options: .exact)
      let t3 = Stopwatch.now()
      precondition(result.differingPixels > 0, "the benchmark pair must differ")
      guard iteration >= 0 else { continue }
      total.append(ms(t3 - t0)); decode.append(ms(t1 - t0)); compare.append(ms(t3 - t2))
    }
    return [
      BenchStatistics(name: "diff a changed pair (both decodes included)", samples: total, target: "≤ 45 ms"),
      BenchStatistics(name: "  decode one PNG", samples: decode),
      BenchStatistics(name: "  compare the decoded pair", samples: compare),
    ]
  }

  /// Full-height screens rendered and encoded: milliseconds per row, 20 rows next to 200.
  public func perRow() throws -> [BenchStatistics] {
    func perRowSamples(_ document: SpecDocument) throws -> [Double] {
      let page = document.screens[0]
      let rows = Double(page.indexedRows.count)
      // @2x: 200 rows at @3x would pass Cairo's 32767-pixel limit on a side.
      var full = RenderVariant(width: 393, scale: 2)
      full.fullHeight = true
      return try Stopwatch.sample(runs: max(3, runs / 4), warmup: 1) {
        _ = try renderer.png(for: page, in: full)
      }.map { $0 / rows }
    }
    return [
      BenchStatistics(name: "ms per row, 20-row screen, full height @2x", samples: try perRowSamples(screen)),
      BenchStatistics(name: "ms per row, 200-row screen, full height @2x", samples: try perRowSamples(longScreen)),
    ]
  }

  /// Free-form rows (`content:`) against the same number of built-in ODS rows, end to end per
  /// variant (layout, paint, encode).
  public func freeForm(_ freeForm: SpecDocument, against ods: SpecDocument) throws -> [BenchStatistics] {
    try paired(
      freeForm, "20 free-form rows", against: ods, "20 built-in ODS rows", ratio: "free-form / ODS rows",
      target: "≤ 1.1×")
  }

  /// A settings form of 30 controls (toggles, steppers, pickers, sliders …, drawn by the view
  /// engine) against 30 built-in ODS rows, end to end per variant.
  public func formControls(_ form: SpecDocument, against ods: SpecDocument) throws -> [BenchStatistics] {
    try paired(
      form, "a form of 30 controls", against: ods, "30 built-in ODS rows", ratio: "form controls / ODS rows",
      target: "≤ 1.2×")
  }

  /// Two screens end to end per variant (layout, paint, encode), alternating in one run so that
  /// both see the same machine, and the ratio of their medians.
  private func paired(
    _ first: SpecDocument, _ firstName: String, against second: SpecDocument, _ secondName: String,
    ratio: String, target: String
  ) throws -> [BenchStatistics] {
    var a: [Double] = [], b: [Double] = []
    for iteration in -2..<runs {
      let x = try Stopwatch.time { _ = try renderer.png(for: first.screens[0], in: variant) }
      let y = try Stopwatch.time { _ = try renderer.png(for: second.screens[0], in: variant) }
      guard iteration >= 0 else { continue }
      a.append(x)
      b.append(y)
    }
    let firstStats = BenchStatistics(name: "\(firstName), one variant", samples: a)
    let secondStats = BenchStatistics(name: "\(secondName), one variant", samples: b)
    return [
      firstStats, secondStats,
      BenchStatistics(name: "\(ratio) (×, medians)", value: firstStats.median / secondStats.median, target: target),
    ]
  }

  private func ms(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1_000_000 }
}
