import Foundation
import ListShot
import ListShotCore

/// `listshot bench`'s figures for a failing verify at scale: the 192-variant matrix of the
/// benchmark screen recorded, then verified with one row changed in every variant (`--report`),
/// and the same with four screens (768 variants), each next to recording the same matrix.
/// Child processes, three runs each; peak RSS is the child's own `VmHWM`.
struct BenchVerifyFigures {
  var executable: String
  var spec: String
  var work: URL
  var runs = 3
  /// Where the first 192-variant report is kept (for the page figure).
  var keepReport: URL?

  /// The matrix axes: 4 themes × 2 schemes × 12 sizes × 2 directions. The themes are named,
  /// not `all`: the built-in set grew (Material, Shrine, the stock iOS theme) and `all` came to
  /// mean 384 variants, so the "192-variant" figures compared twice the work with the old ones.
  static let axes = [
    "--theme", "orange,orange-compact,sosh,wireframe", "--scheme", "all", "--size", "all", "--direction", "all",
  ]

  func figures() throws -> [BenchStatistics] {
    let text = try String(contentsOfFile: spec, encoding: .utf8)
    let one = try measure(specText: text, copies: 1, label: "1x")
    let four = try measure(specText: text, copies: 4, label: "4x")
    let moved = try measure(specText: text, copies: 1, label: "moved", change: Self.insertRow, runs: 1)
    func median(_ values: [Double]) -> Double { BenchStatistics(name: "", samples: values).median }
    let perVariant = one.verifyMs.map { $0 / Double(one.changed) }
    return [
      BenchStatistics(name: "record all, 192 variants (ms)", samples: one.recordMs),
      BenchStatistics(
        name: "verify, 192 changed, --report (ms)", samples: one.verifyMs,
        target: "≤ 2× record: ≤ \(Int(2 * median(one.recordMs))) ms"),
      BenchStatistics(
        name: "  verify / record, time (×)", samples: zip(one.verifyMs, one.recordMs).map(/), target: "≤ 2×"),
      BenchStatistics(name: "  ms per changed variant", samples: perVariant),
      BenchStatistics(name: "  peak RSS, record all (MB)", samples: one.recordMB),
      BenchStatistics(
        name: "  peak RSS, verify (MB)", samples: one.verifyMB,
        target: "≤ 1.5× record: ≤ \(Int(1.5 * median(one.recordMB))) MB"),
      BenchStatistics(
        name: "  report bytes per changed variant (KB)",
        samples: one.reportBytes.map { $0 / Double(one.changed) / 1024 }),
      BenchStatistics(
        name: "  report / actual PNGs (×)", samples: one.reportBytes.map { $0 / one.actualBytes }, target: "≤ 1.2×"),
      BenchStatistics(
        name: "every row moved: report / actual PNGs (×)", samples: moved.reportBytes.map { $0 / moved.actualBytes },
        target: "≤ 2.1×"),
      BenchStatistics(name: "record all, 768 variants (ms)", samples: four.recordMs),
      BenchStatistics(
        name: "verify, 768 changed, --report (ms)", samples: four.verifyMs,
        target: "≤ 2× record: ≤ \(Int(2 * median(four.recordMs))) ms"),
      BenchStatistics(name: "  ms per changed variant", samples: four.verifyMs.map { $0 / Double(four.changed) }),
      BenchStatistics(
        name: "  peak RSS, verify (MB)", samples: four.verifyMB,
        target: "within 10 % of 192: ≤ \(Int(1.1 * median(one.verifyMB))) MB"),
      BenchStatistics(
        name: "  report / actual PNGs (×)", samples: four.reportBytes.map { $0 / four.actualBytes }, target: "≤ 1.2×"),
    ]
  }

  struct Measured {
    var recordMs: [Double] = [], verifyMs: [Double] = [], recordMB: [Double] = [], verifyMB: [Double] = []
    var reportBytes: [Double] = []
    var actualBytes = 0.0
    var changed = 0
  }

  /// `copies` screens (each with its own first title, so no two images are alike), recorded,
  /// then verified after `change`.
  func measure(
    specText: String, copies: Int, label: String, change: (String) -> String = Self.changeOneRow, runs: Int? = nil
  ) throws -> Measured {
    let folder = work.appendingPathComponent("verify-\(label)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let original = Self.copies(of: specText, count: copies), changed = change(original)
    guard changed != original else {
      throw ListShotError(.badInput, at: SourceLocation(file: spec), "the benchmark change found nothing to change")
    }
    let specURL = folder.appendingPathComponent("spec.yaml"), changedURL = folder.appendingPathComponent("changed.yaml")
    try original.write(to: specURL, atomically: true, encoding: .utf8)
    try changed.write(to: changedURL, atomically: true, encoding: .utf8)
    var measured = Measured()
    for run in 0..<(runs ?? self.runs) {
      let snapshots = folder.appendingPathComponent("snapshots-\(run)"),
        report = folder.appendingPathComponent("report-\(run)")
      // Recording new goldens exits 3 (look at them before committing) in builds that fail a
      // run that recorded; earlier ones exit 0.
      let record = try ChildProcess.run(
        executable, ["verify", specURL.path, "--snapshots", snapshots.path, "--record", "all"] + Self.axes,
        samplingMemory: true, exitCodes: [0, 3])
      let verify = try ChildProcess.run(
        executable,
        ["verify", changedURL.path, "--snapshots", snapshots.path, "--record", "never", "--report", report.path]
          + Self.axes,
        samplingMemory: true, exitCodes: [1])
      measured.recordMs.append(record.milliseconds)
      measured.verifyMs.append(verify.milliseconds)
      measured.recordMB.append(Double(record.peakResidentBytes ?? 0) / 1_048_576)
      measured.verifyMB.append(Double(verify.peakResidentBytes ?? 0) / 1_048_576)
      measured.reportBytes.append(Double(try Self.bytes(in: report)))
      measured.changed = try Self.changedCount(in: report)
      try? FileManager.default.removeItem(at: snapshots)
      if run == 0, label == "1x", keepReport != nil {
        try? FileManager.default.removeItem(at: keepReport!)
        try FileManager.default.moveItem(at: report, to: keepReport!)
      }
      try? FileManager.default.removeItem(at: report)
    }
    // The actual images: the changed spec recorded.
    let actual = folder.appendingPathComponent("actual")
    _ = try ChildProcess.run(
      executable, ["verify", changedURL.path, "--snapshots", actual.path, "--record", "all"] + Self.axes,
      exitCodes: [0, 3])
    measured.actualBytes = Double(try Self.bytes(in: actual))
    try? FileManager.default.removeItem(at: folder)
    return measured
  }

  /// The spec with its screens `count` times, named `bench0`…, each first title numbered.
  static func copies(of text: String, count: Int) -> String {
    guard count > 1, let split = text.range(of: "screens:\n") else { return text }
    let screens = String(text[split.upperBound...])
    return String(text[..<split.upperBound])
      + (0..<count).map { index in
        screens.replacingOccurrences(of: "name: bench\n", with: "name: bench\(index)\n")
          .replacingOccurrences(of: "title: Brunch this weekend?", with: "title: Brunch this weekend \(index)?")
      }.joined()
  }

  /// One row's text changed, the same width or narrower so that no line wraps anew.
  static func changeOneRow(_ text: String) -> String {
    text.replacingOccurrences(of: "label: Express delivery,", with: "label: Express dilivery,")
  }

  /// A row inserted above every other: every row moves, nearly every pixel changes.
  static func insertRow(_ text: String) -> String {
    text.replacingOccurrences(of: "    rows:\n", with: "    rows:\n      - odsListItem: { title: Inserted first }\n")
  }

  static func bytes(in folder: URL) throws -> Int {
    var total = 0
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      let values = try url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
      if values.isRegularFile == true { total += values.fileSize ?? 0 }
    }
    return total
  }

  static func changedCount(in report: URL) throws -> Int {
    let data = try Data(contentsOf: report.appendingPathComponent("report.json"))
    struct Run: Decodable { struct Result: Decodable { var status: String }; var results: [Result] }
    return try JSONDecoder().decode(Run.self, from: data).results.filter { $0.status == "failed" }.count
  }
}
