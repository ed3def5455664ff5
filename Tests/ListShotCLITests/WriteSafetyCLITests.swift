import Foundation
import ListShotPNG
import XCTest

/// Writes stay inside their folders, never follow a planted link, never leave a partial file
/// or a temporary file behind (disk full, SIGINT, SIGTERM), and concurrent runs do not
/// corrupt each other.
final class WriteSafetyCLITests: XCTestCase {
  var work: URL!
  var elsewhere: URL { work.appendingPathComponent("elsewhere") }
  var spec: URL { work.appendingPathComponent("s.yaml") }
  var snaps: URL { work.appendingPathComponent("snaps") }

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-writes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try writeSpec(title: "A")
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  func writeSpec(title: String, screens: Int = 1) throws {
    let text =
      "screens:\n"
      + (0..<screens).map {
        "  - name: s\($0)\n    rows:\n      - odsListItem: { title: \(title), subtitle: Subtitle, navigationLink: true }\n"
      }.joined()
    try text.write(to: spec, atomically: true, encoding: .utf8)
  }

  func files(under url: URL) -> [String] {
    (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
  }

  func testALinkPlantedInTheSnapshotsFolderIsRefused() throws {
    try FileManager.default.createDirectory(at: snaps, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: snaps.appendingPathComponent("s0"), withDestinationURL: elsewhere)
    let result = try CLI.run(["verify", spec.path, "--snapshots", snaps.path, "--scale", "1", "--record", "all"])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertEqual(result.stderr, "\(snaps.path)/s0: error: refusing to write through a symbolic link\n")
    XCTAssertEqual(files(under: elsewhere), [])
  }

  func testALinkPlantedInTheOutputFolderIsRefused() throws {
    let out = work.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("s0"), withDestinationURL: elsewhere)
    let result = try CLI.run(["render", spec.path, "--out", out.path, "--scale", "1"])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertEqual(result.stderr, "\(out.path)/s0: error: refusing to write through a symbolic link\n")
    XCTAssertEqual(files(under: elsewhere), [])
  }

  func testALinkPlantedAsTheReportOrAnArtifactIsRefused() throws {
    let report = work.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    let target = elsewhere.appendingPathComponent("victim")
    try Data("keep".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      at: report.appendingPathComponent("report.json"), withDestinationURL: target)
    var result = try CLI.run([
      "verify", spec.path, "--snapshots", snaps.path, "--scale", "1", "--record", "missing", "--report", report.path,
    ])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertTrue(
      result.stderr.hasSuffix("\(report.path)/report.json: error: refusing to write through a symbolic link\n"),
      result.stderr)
    XCTAssertEqual(try Data(contentsOf: target), Data("keep".utf8))

    // A changed render writes artifacts: a link in the artifacts folder is refused too.
    try writeSpec(title: "B")
    let artifacts = work.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: artifacts.appendingPathComponent("s0"), withDestinationURL: elsewhere)
    result = try CLI.run([
      "verify", spec.path, "--snapshots", snaps.path, "--scale", "1", "--record", "never", "--artifacts",
      artifacts.path,
    ])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertEqual(result.stderr, "\(artifacts.path)/s0: error: refusing to write through a symbolic link\n")
    XCTAssertEqual(files(under: elsewhere), ["victim"])
  }

  func testAFullDiskFailsClearlyAndLeavesTheOldGoldenIntact() throws {
    XCTAssertEqual(
      try CLI.run(["verify", spec.path, "--snapshots", snaps.path, "--scale", "1", "--record", "all"]).status, 3)
    let golden = snaps.appendingPathComponent("s0/orange-light-large-ltr-393pt@1x-ios26.png")
    let before = try Data(contentsOf: golden)
    try writeSpec(title: "Changed")
    // Re-recording a changed golden first keeps the old one's artifacts (expected, actual,
    // diff, side by side): the fifth write is the golden's.
    let result = try CLI.run(
      [
        "verify", spec.path, "--snapshots", snaps.path, "--scale", "1", "--record", "all",
        "--artifacts", work.appendingPathComponent("artifacts").path,
      ],
      environment: ["LISTSHOT_TEST_FAIL_WRITE": "5"])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertEqual(result.stderr, "\(golden.path): error: cannot write file: No space left on device\n")
    XCTAssertEqual(try Data(contentsOf: golden), before, "the old golden is unchanged")
    XCTAssertEqual(
      files(under: snaps), ["s0", "s0/orange-light-large-ltr-393pt@1x-ios26.png"], "no temporary file is left")
  }

  func testSIGINTAndSIGTERMLeaveNoTemporaryFileAndOnlyWholeGoldens() throws {
    try writeSpec(title: "A", screens: 6)
    // Long enough (6 screens × 96 variants) that the signal always lands mid-run.
    for (signal, code, delay) in [(SIGTERM, Int32(143), 0.3), (SIGINT, 130, 0.45)] {
      try? FileManager.default.removeItem(at: snaps)
      let process = Process()
      process.executableURL = CLI.executable
      process.arguments = [
        "verify", spec.path, "--snapshots", snaps.path, "--record", "all", "--theme", "all", "--scheme", "all",
        "--size", "all", "--jobs", "2",
      ]
      process.environment = CLI.childEnvironment()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, code, "after signal \(signal)")
      for path in files(under: snaps) {
        XCTAssertFalse(path.hasSuffix(".tmp"), "stray temporary file \(path)")
        if path.hasSuffix(".png") {
          XCTAssertNoThrow(try PNGDecoder.decode(contentsOf: snaps.appendingPathComponent(path)), path)
        }
      }
    }
  }

  func testTwoConcurrentRecordAllRunsLeaveValidMatchingGoldens() throws {
    try writeSpec(title: "A", screens: 4)
    let arguments = [
      "verify", spec.path, "--snapshots", snaps.path, "--scale", "1", "--theme", "all", "--record", "all", "--jobs",
      "2",
    ]
    let statuses = UnsafeResults(count: 2)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let result = try? CLI.run(arguments)
      statuses.set(index, (result?.status ?? -1, result?.stderr ?? "", ""))
    }
    // 3 when a run wrote a new golden, 0 when the other run had written them all first.
    XCTAssertTrue([0, 3].contains(statuses.get(0).0), statuses.get(0).1)
    XCTAssertTrue([0, 3].contains(statuses.get(1).0), statuses.get(1).1)
    let pngs = files(under: snaps).filter { $0.hasSuffix(".png") }
    XCTAssertEqual(pngs.count, 4 * 8, "4 screens × 8 built-in themes")
    XCTAssertEqual(files(under: snaps).filter { $0.hasSuffix(".tmp") }, [])
    for path in pngs { XCTAssertNoThrow(try PNGDecoder.decode(contentsOf: snaps.appendingPathComponent(path)), path) }
    let check = try CLI.run([
      "verify", spec.path, "--snapshots", snaps.path, "--scale", "1", "--theme", "all", "--record", "never",
    ])
    XCTAssertEqual(check.status, 0, check.stderr)
  }

  func testOutputIsTheSameForOneAndEightJobsAndForSeveralProcessesAtOnce() throws {
    try writeSpec(title: "A", screens: 3)
    func render(_ name: String, jobs: String) throws -> [Data] {
      let out = work.appendingPathComponent(name)
      let result = try CLI.run([
        "render", spec.path, "--out", out.path, "--scale", "1", "--theme", "all", "--direction", "all", "--jobs", jobs,
      ])
      XCTAssertEqual(result.status, 0, result.stderr)
      return try result.stdout.split(separator: "\n").map { try Data(contentsOf: URL(fileURLWithPath: String($0))) }
    }
    let reference = try render("one", jobs: "1")
    XCTAssertEqual(reference.count, 3 * 8 * 2, "3 screens × 8 built-in themes × 2 directions")
    XCTAssertEqual(try render("eight", jobs: "8"), reference)
    let outputs = UnsafeResults(count: 3)
    DispatchQueue.concurrentPerform(iterations: 3) { index in
      let same = (try? render("p\(index)", jobs: "4")) == reference
      outputs.set(index, (same ? 1 : 0, "", ""))
    }
    for index in 0..<3 { XCTAssertEqual(outputs.get(index).0, 1, "process \(index) at once") }
  }
}
