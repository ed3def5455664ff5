import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotPNG

/// `listshot-bench`: measures the figures of the performance targets in one run and prints a
/// table (or JSON). Its own executable, so that neither a consumer of the `ListShot` library
/// nor the `listshot` command builds it. `make bench` builds both in release mode and runs it;
/// the process figures run the `listshot` binary found next to this one.
@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "listshot-bench", abstract: "Measure rendering, encoding, verifying and diffing speed.")

  static func main() {
    // As in `listshot`: freed canvases stay in the heap between screens.
    AllocatorPolicy.keepLargeBlocks()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exit(withError: error)
    }
  }

  @Option(help: "The benchmark screen (20 rows).")
  var spec: String = "bench/bench-screen.yaml"

  @Option(name: .customLong("long-spec"), help: "The 200-row screen for the per-row cost.")
  var longSpec: String = "bench/bench-200-rows.yaml"

  @Option(help: "Repetitions per measurement.")
  var runs: Int = 20

  @Option(help: "Also time PNG filters + libdeflate at these levels (comma-separated), e.g. 1,4,6,9.")
  var levels: String?

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  @Flag(
    name: .customLong("skip-verify-scale"),
    help: "Leave out verify with every variant changed (192 and 768 variants, a few minutes).")
  var skipVerifyScale = false

  @Option(
    name: .customLong("verify-executable"),
    help: "Measure verify at scale with another listshot binary (an earlier build, to compare).")
  var verifyExecutable: String?

  func run() throws {
    let renderer = try ListShotRenderer()
    let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("listshot-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: work) }
    let bench = Benchmark(
      renderer: renderer, screen: try renderer.readSpec(URL(fileURLWithPath: spec)),
      longScreen: try renderer.readSpec(URL(fileURLWithPath: longSpec)), runs: runs, work: work)

    var rows: [BenchStatistics] = []
    let (phases, sizes) = try bench.phases()
    rows += phases
    let ours = phases.first { $0.name == "PNG encode (ListShot)" }!.median
    let cairo = phases.first { $0.name.hasPrefix("PNG encode (cairo") }!.median
    rows.append(BenchStatistics(name: "encoder speed-up vs Cairo (×)", value: cairo / ours, target: "≥ 3×"))
    rows.append(
      BenchStatistics(
        name: "PNG size, ours / Cairo's (×)", value: Double(sizes.ours) / Double(sizes.cairo), target: "≤ 1.05×"))
    if let levels {
      rows += try bench.levels(levels.split(separator: ",").compactMap { Int($0) })
    }

    let variants = renderer.themes.builtinThemeNames().flatMap { theme in
      ColorScheme.allCases.flatMap { scheme in
        [DynamicTypeSize.large, .accessibility3].map {
          RenderVariant(theme: theme, scheme: scheme, dynamicTypeSize: $0, device: Device.named("iphone-16"))
        }
      }
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    rows.append(
      BenchStatistics(
        name: "variants per second, --jobs 1", value: try bench.throughput(threads: 1, variants: variants)))
    rows.append(
      BenchStatistics(
        name: "variants per second, --jobs \(cores)", value: try bench.throughput(threads: cores, variants: variants)))
    rows.append(try bench.verifyUnchanged())
    rows += try bench.diffChangedPair()
    rows += try bench.perRow()
    rows += try bench.freeForm(
      try renderer.readSpec(URL(fileURLWithPath: "bench/bench-freeform-rows.yaml")),
      against: try renderer.readSpec(URL(fileURLWithPath: "bench/bench-ods-rows.yaml")))
    rows += try bench.formControls(
      try renderer.readSpec(URL(fileURLWithPath: "bench/bench-form-controls.yaml")),
      against: try renderer.readSpec(URL(fileURLWithPath: "bench/bench-form-rows.yaml")))
    rows += try processFigures(work: work)
    rows += try BenchLivePreview(
      executable: try Self.listshot(), work: work.appendingPathComponent("live"), runs: min(runs, 10)
    ).figures()
    if !skipVerifyScale {
      let executable = try verifyExecutable ?? Self.listshot().path
      let report = work.appendingPathComponent("report-192")
      rows += try BenchVerifyFigures(executable: executable, spec: spec, work: work, keepReport: report).figures()
      // The page figure needs this build's report layout.
      if verifyExecutable == nil { rows += try BenchReportPage(source: report, work: work).figures() }
    }

    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(rows), as: UTF8.self))
    } else {
      print(BenchTable.render(rows))
    }
  }

  /// The `listshot` binary next to this one.
  static func listshot() throws -> URL {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("listshot")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw ListShotError(
        .io, at: SourceLocation(file: executable.path), "no listshot binary next to listshot-bench",
        hint: "build it: swift build -c release --product listshot")
    }
    return executable
  }

  /// The 192-variant matrix (wall time and peak memory) and cold starts, as child processes.
  private func processFigures(work: URL) throws -> [BenchStatistics] {
    let executable = try Self.listshot()
    func runChild(_ arguments: [String], samplingMemory: Bool = false) throws -> ChildProcess.Outcome {
      try ChildProcess.run(executable.path, arguments, samplingMemory: samplingMemory)
    }
    // Three runs of the matrix, each into a fresh directory; peak RSS is the largest run's.
    let matrix = try (0..<3).map { run in
      try runChild(
        ["render", spec, "--out", work.appendingPathComponent("matrix-\(run)").path] + BenchVerifyFigures.axes,
        samplingMemory: true)
    }
    let peakMB = Double(matrix.compactMap(\.peakResidentBytes).max() ?? 0) / 1_048_576
    let one = work.appendingPathComponent("one")
    let cold = try (0..<5).map { _ in try runChild(["render", spec, "--out", one.path]).milliseconds }
    return [
      BenchStatistics(
        name: "192-variant matrix, wall time (ms)", samples: matrix.map(\.milliseconds), target: "≤ 3000 ms"),
      BenchStatistics(name: "192-variant matrix, peak RSS (MB)", value: peakMB, target: "≤ 250 MB"),
      BenchStatistics(name: "cold start, one-variant render", samples: cold, target: "≤ 150 ms"),
    ]
  }
}

/// A plain-text table of benchmark figures.
enum BenchTable {
  static func render(_ rows: [BenchStatistics]) -> String {
    func f(_ value: Double) -> String { String(format: value >= 100 ? "%.0f" : "%.2f", value) }
    let width = rows.map(\.name.count).max() ?? 10
    var lines = [
      "\("figure".padding(toLength: width, withPad: " ", startingAt: 0))  median       min       max  runs  target"
    ]
    for row in rows {
      let cells = [f(row.median), f(row.min), f(row.max)].map { $0.leftPadded(to: 9) }
      lines.append(
        "\(row.name.padding(toLength: width, withPad: " ", startingAt: 0)) \(cells.joined(separator: " ")) \(String(row.runs).leftPadded(to: 5))  \(row.target ?? "")"
      )
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
