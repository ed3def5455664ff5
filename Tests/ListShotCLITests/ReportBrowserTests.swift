import Foundation
import ListShot
import ListShotReport
import XCTest

/// The review page in a real browser: headless Chromium opens `index.html?selftest=1`, the
/// page checks itself (every drawn image decoded, the changed region lies on the golden where
/// its region says, the slider moves the overlay, the split mode clips it, the diff view
/// switches, j and 1-3 move the focus and switch views, an axis filter, a status filter and a
/// change group show exactly the entries that match, only the first entries are drawn at
/// first and scrolling draws the rest) and writes `PASS …` or `FAIL …` into
/// `<pre id="selftest">`, which `--dump-dom` prints. Times are printed, never asserted.
final class ReportBrowserTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  func testReportPagesPassTheirSelfTestInHeadlessChromium() throws {
    guard let chromium = Chromium.binary() else {
      throw XCTSkip(
        "no chromium binary on PATH (or in LISTSHOT_CHROMIUM): install Debian's chromium package, as scripts/setup.sh does"
      )
    }
    let spec = work.appendingPathComponent("list.yaml"), snapshots = work.appendingPathComponent("snapshots")
    try VerifyCLITests.writeSpec(to: spec)
    try VerifyCLITests.record(spec, into: snapshots, report: work.appendingPathComponent("recorded"))
    try FileManager.default.copyItem(
      at: snapshots.appendingPathComponent("b/orange-light-large-ltr-393pt@1x-ios26.png"),
      to: snapshots.appendingPathComponent("b/retired-light-large-ltr-393pt@1x.png"))
    // A third screen without goldens: recorded in the same run in which screen a fails.
    try
      (String(contentsOf: spec)
      + "\n  - name: c\n    rows:\n      - odsListItem: { title: New row, trailing: { text: Details, infoButton: true } }\n")
      .write(to: spec, atomically: true, encoding: .utf8)
    let themes = try VerifyCLITests.changedThemes(in: work)
    let environment = ["LISTSHOT_THEMES_DIR": themes.path]
    func verify(_ arguments: [String]) throws -> CLI.Result {
      try CLI.run(
        ["verify", spec.path, "--snapshots", snapshots.path, "--list-stale"] + arguments, environment: environment)
    }

    let single = work.appendingPathComponent("single")
    let run = try verify(["--record", "missing", "--report", single.path])
    XCTAssertEqual(run.status, 1, run.stderr)
    let statuses = Set(try ReportWriter.read(from: single).results.map(\.status))
    XCTAssertEqual(statuses, [.passed, .failed, .recorded])

    var shards: [String] = []
    for k in 1...2 {
      let folder = work.appendingPathComponent("shard\(k)")
      _ = try verify(["--record", "never", "--shard", "\(k)/2", "--report", folder.path])
      shards.append(folder.path)
    }
    let merged = work.appendingPathComponent("merged")
    let merge = try CLI.run(["report", "merge"] + shards + ["--out", merged.path])
    XCTAssertEqual(merge.status, 0, merge.stderr)

    let large = work.appendingPathComponent("large")
    try ReportSample.write(from: single, to: large, entries: 2000)
    for (report, checks) in [
      (single, ["patch", "slider", "split", "diff-view", "keys", "filter:", "reset", "status:", "group", "scroll"]),
      (merged, ["patch", "slider", "split", "diff-view", "keys", "filter:", "reset", "status:", "scroll"]),
      (large, ["lazy", "patch", "slider", "filter:", "reset", "status:", "group", "scroll", "entries=2000"]),
    ] {
      let page = report.appendingPathComponent("index.html")
      let started = Date()
      let outcome = try Chromium.dumpDOM(
        page.absoluteString + "?selftest=1", binary: chromium, profile: work.appendingPathComponent("profile"))
      let seconds = Date().timeIntervalSince(started)
      XCTAssertEqual(outcome.status, 0, outcome.stderr)
      let text = try XCTUnwrap(
        Chromium.selfTest(in: outcome.dom), "no #selftest outcome in the DOM; stderr: \(outcome.stderr.suffix(2000))")
      print(
        "ReportBrowserTests: \(report.lastPathComponent): Chromium ran the self-test in \(String(format: "%.1f", seconds)) s: \(text)"
      )
      XCTAssertTrue(text.hasPrefix("PASS "), text)
      XCTAssertTrue(text.contains("images="), text)
      XCTAssertFalse(text.contains("images=0 "), "some images are drawn: \(text)")
      for check in checks {
        XCTAssertTrue(text.contains(check), "\(check) in: \(text)")
      }
    }
  }
}

/// Finds and runs a headless Chromium.
enum Chromium {
  static func binary() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["LISTSHOT_CHROMIUM"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }
    let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in directories {
        let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  /// The flags of every headless run: as root in a container (no sandbox, no GPU, no /dev/shm),
  /// with no background network and a profile of its own.
  static func headless(profile: URL) -> [String] {
    [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
      "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--user-data-dir=\(profile.path)",
    ]
  }

  /// Loads `url` headless (as root in a container: no sandbox, no GPU, no /dev/shm, no
  /// background network) and returns the DOM once the page is idle or the virtual-time
  /// budget is spent. The process is killed after `timeout` seconds.
  static func dumpDOM(_ url: String, binary: URL, profile: URL, timeout: TimeInterval = 120) throws -> (
    status: Int32, dom: String, stderr: String
  ) {
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    let errors = profile.appendingPathComponent("stderr.txt")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = headless(profile: profile) + ["--virtual-time-budget=30000", "--dump-dom", url]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    let dom = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    let stderr = (try? String(contentsOf: errors)) ?? ""
    return (process.terminationStatus, String(decoding: dom, as: UTF8.self), stderr)
  }

  /// The text of `<pre id="selftest">` in a dumped DOM.
  static func selfTest(in dom: String) -> String? {
    guard let start = dom.range(of: "<pre id=\"selftest\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      return nil
    }
    let text = String(dom[start.upperBound..<end.lowerBound])
    return text.isEmpty ? nil : text
  }
}
