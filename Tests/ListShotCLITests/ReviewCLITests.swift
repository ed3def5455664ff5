import Foundation
import ListShot
import ListShotPNG
import ListShotReport
import XCTest

/// `listshot review` without a browser: goldens recorded, a theme token changed so that three
/// variants differ, a report written, then `--list`, `--accept PATTERN`, `--accept-all`; the
/// accepted golden equals what `render` makes of that variant, bit for bit, and the next
/// verify agrees. Merged shards, a golden changed since the report, hostile reports and two
/// reviews at once.
final class ReviewCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-review-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  var spec: URL { work.appendingPathComponent("list.yaml") }
  var snapshots: URL { work.appendingPathComponent("snapshots") }

  /// Screen a in Sosh dark at three sizes (its checkmark has the accent the changed token
  /// sets: all three differ) and screen b (a toggle: unchanged), at 1×.
  static let spec = """
    matrix: { theme: [sosh], scheme: [dark], size: [small, large, xLarge], direction: [ltr], scale: 1 }
    screens:
      - name: a
        rows:
          - odsListItem: { title: Title, subtitle: Subtitle, trailingText: Details, navigationLink: true }
          - odsListItem: { title: Option, trailingCheckmarkIsSelected: true }
      - name: b
        rows:
          - odsListItem: { title: Notifications, trailingToggleIsOn: true }
    """

  static let changed = [
    "a/sosh-dark-small-ltr-393pt@1x-ios26.png", "a/sosh-dark-large-ltr-393pt@1x-ios26.png",
    "a/sosh-dark-xLarge-ltr-393pt@1x-ios26.png",
  ]

  /// Records the goldens, changes the token and writes a report of the three changes.
  func changedReport(_ name: String = "report", extra: [String] = []) throws -> (report: URL, themes: URL) {
    if !FileManager.default.fileExists(atPath: snapshots.path) {
      let recorded = try CLI.run(["verify", spec.path, "--snapshots", snapshots.path, "--record", "missing"])
      XCTAssertEqual(recorded.status, 3, recorded.stderr)
    }
    let themes = try VerifyCLITests.changedThemes(in: work)
    let report = work.appendingPathComponent(name)
    let run = try verify(["--report", report.path] + extra, themes: themes)
    XCTAssertEqual(run.status, 1, run.stderr)
    return (report, themes)
  }

  func verify(_ arguments: [String], themes: URL) throws -> CLI.Result {
    try CLI.run(
      ["verify", spec.path, "--snapshots", snapshots.path, "--record", "never"] + arguments,
      environment: ["LISTSHOT_THEMES_DIR": themes.path])
  }

  func review(_ report: URL, _ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["review", report.path, "--snapshots", snapshots.path] + arguments)
  }

  /// Every file under the snapshots folder and its bytes.
  func files() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: snapshots.path)!
    while let path = enumerator.nextObject() as? String {
      var isFolder: ObjCBool = false
      let url = snapshots.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// What `listshot render` makes of one golden's variant, with the changed themes.
  func rendered(_ golden: String, themes: URL) throws -> [UInt8] {
    let out = work.appendingPathComponent("render-\(UUID().uuidString)")
    let size = golden.split(separator: "-")[2]
    let run = try CLI.run(
      ["render", spec.path, "--out", out.path, "--size", String(size)],
      environment: ["LISTSHOT_THEMES_DIR": themes.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    return [UInt8](try Data(contentsOf: out.appendingPathComponent(golden)))
  }

  /// The golden holds the render's pixels: the same decoded pixels, the same image data (the
  /// chunks that decide pixels), and a stamp that proves it without decoding.
  func assertIsRender(_ golden: String, themes: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    let written = [UInt8](try Data(contentsOf: snapshots.appendingPathComponent(golden)))
    let render = try rendered(golden, themes: themes)
    XCTAssertEqual(
      try PNGDecoder.decode(written, file: golden).pixels, try PNGDecoder.decode(render, file: golden).pixels,
      "pixels of \(golden)", file: file, line: line)
    XCTAssertEqual(
      try PNGStamp.imageDigest(written, file: golden), try PNGStamp.imageDigest(render, file: golden),
      "image data of \(golden)", file: file, line: line)
  }

  func testTheReportRebuildsEachChangedRenderBitForBit() throws {
    let (report, themes) = try changedReport()
    let run = try ReportWriter.read(from: report)
    let failed = run.results.filter { $0.status == .failed }
    XCTAssertEqual(Set(failed.map(\.golden)), Set(Self.changed))
    for result in failed {
      let images = try XCTUnwrap(result.images)
      XCTAssertNil(images.whole, "the changed region rebuilds the render: no whole image is kept")
      XCTAssertNotNil(images.goldenDigest)
      let rebuilt = try ReviewPixels.rebuild(images, variant: result.name, in: report)
      let render = try rendered(result.golden, themes: themes)
      XCTAssertEqual(rebuilt.image.pixels, try PNGDecoder.decode(render, file: result.golden).pixels, result.name)
      XCTAssertEqual(PNGEncoder.encode(rebuilt.image), render, "the encoded rebuild is the render's file")
      XCTAssertEqual(rebuilt.pixels, images.actualPixels)
    }
  }

  func testAcceptingOneByPatternWritesOnlyThatGoldenAndTheNextVerifyAgrees() throws {
    let (report, themes) = try changedReport()
    let before = try files()

    let list = try review(report, ["--list"])
    XCTAssertEqual(list.status, 1, list.stderr)
    XCTAssertEqual(list.stdout.split(separator: "\n").filter { $0.hasPrefix("CHANGED ") }.count, 3, list.stdout)
    XCTAssertEqual(try files(), before, "--list writes nothing")

    let accepted = try review(report, ["--accept", "a/*-small-*"])
    XCTAssertEqual(accepted.status, 1, "two changes are still open: \(accepted.stderr)")
    XCTAssertEqual(accepted.stdout, "WROTE \(snapshots.path)/\(Self.changed[0])\n")
    XCTAssertTrue(
      accepted.stderr.contains("1 accepted (1 written), 0 rejected, 2 pending of 3 changes"), accepted.stderr)
    let after = try files()
    XCTAssertEqual(Set(after.keys), Set(before.keys))
    XCTAssertEqual(Set(after.keys.filter { after[$0] != before[$0] }), [Self.changed[0]])
    try assertIsRender(Self.changed[0], themes: themes)

    let nextReport = work.appendingPathComponent("next")
    let next = try verify(["--report", nextReport.path], themes: themes)
    XCTAssertEqual(next.status, 1)
    XCTAssertTrue(next.stderr.contains("verify: 4 matched, 2 differ, 0 missing, 0 recorded"), next.stderr)
    XCTAssertFalse(next.stdout.contains(Self.changed[0].dropLast(4)), "the accepted variant matches: \(next.stdout)")
    let matched = try XCTUnwrap(try ReportWriter.read(from: nextReport).results.first { $0.golden == Self.changed[0] })
    XCTAssertEqual(matched.status, .passed)
    XCTAssertEqual(matched.decoded, false, "the accepted golden's stamp proves the match without decoding")

    // Again: the golden already holds the render; nothing is written.
    let again = try review(report, ["--accept", "a/*-small-*"])
    XCTAssertEqual(again.stdout, "")
    XCTAssertEqual(try files(), after)

    let pattern = try review(report, ["--accept", "nothing/*"])
    XCTAssertEqual(pattern.status, 2)
    XCTAssertTrue(
      pattern.stderr.contains(
        "error: --accept 'nothing/*' matches no change of the report; run with --list to see them; nothing was written"),
      pattern.stderr)
  }

  func testAcceptAllOfAMergedThreeShardReport() throws {
    _ = try changedReport("unsharded")
    let themes = work.appendingPathComponent("themes")
    var shards: [String] = []
    for k in 1...3 {
      let folder = work.appendingPathComponent("shard\(k)")
      _ = try verify(["--shard", "\(k)/3", "--report", folder.path], themes: themes)
      shards.append(folder.path)
    }
    let merged = work.appendingPathComponent("merged")
    let summary = work.appendingPathComponent("summary.md")
    let merge = try CLI.run(
      ["report", "merge"] + shards + [
        "--out", merged.path, "--summary", summary.path, "--snapshots", snapshots.path,
      ])
    XCTAssertEqual(merge.status, 0, merge.stderr)
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    XCTAssertTrue(markdown.contains("| 3 | 3 | 0 | 0 | 0 |"), markdown)
    XCTAssertTrue(markdown.contains("listshot review \(merged.path) --snapshots \(snapshots.path)"), markdown)
    XCTAssertTrue(markdown.contains("](merged/images/"), "thumbnails relative to the summary: \(markdown)")

    let all = try review(merged, ["--accept-all"])
    XCTAssertEqual(all.status, 0, all.stderr)
    XCTAssertEqual(all.stdout.split(separator: "\n").count, 3, all.stdout)
    for golden in Self.changed { try assertIsRender(golden, themes: themes) }
    let next = try verify([], themes: themes)
    XCTAssertEqual(next.status, 0, next.stderr)
    XCTAssertTrue(next.stderr.contains("verify: 6 matched, 0 differ"), next.stderr)
  }

  func testAGoldenChangedSinceTheReportIsNotOverwritten() throws {
    let (report, _) = try changedReport()
    let golden = snapshots.appendingPathComponent(Self.changed[1])
    // Someone else recorded another image there meanwhile.
    try Data(contentsOf: snapshots.appendingPathComponent("b/sosh-dark-large-ltr-393pt@1x-ios26.png")).write(to: golden)
    let before = try files()
    let result = try review(report, ["--accept-all"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(
      result.stderr.contains(
        "review: refused \(Self.changed[1]): the golden \(golden.path) changed since the report was made (it is not the one the report compared against); not written"
      ), result.stderr)
    let after = try files()
    XCTAssertEqual(after[Self.changed[1]], before[Self.changed[1]])
    XCTAssertEqual(Set(after.keys.filter { after[$0] != before[$0] }), [Self.changed[0], Self.changed[2]])
  }

  /// Each hostile copy of the report is refused with exit 2 and the snapshots folder is left
  /// byte for byte as it was.
  func testHostileReportsAreRefusedAndWriteNothing() throws {
    let (report, _) = try changedReport()
    let run = try ReportWriter.read(from: report)
    let index = try XCTUnwrap(run.results.firstIndex { $0.golden == Self.changed[1] })
    let images = try XCTUnwrap(run.results[index].images)
    let other = try XCTUnwrap(run.results.first { $0.golden == Self.changed[2] }?.images)
    let before = try files()

    func hostile(_ name: String, _ edit: (inout VerifyRun, URL) throws -> Void) throws -> CLI.Result {
      let folder = work.appendingPathComponent("hostile-\(name)")
      try FileManager.default.copyItem(at: report, to: folder)
      var copy = run
      try edit(&copy, folder)
      try ReportWriter.writeDocuments(copy, to: folder)
      return try review(folder, ["--accept-all"])
    }
    let cases: [(String, String, (inout VerifyRun, URL) throws -> Void)] = [
      (
        "pixels", "the pixels it rebuilds are not the render it reports",
        { run, _ in run.results[index].images?.actualPixels = other.actualPixels }
      ),
      (
        "region", "the pixels it rebuilds are not the render it reports",
        { run, _ in
          var region = images.region!
          region[1] += region[1] > 0 ? -1 : 1
          run.results[index].images?.region = region
        }
      ),
      (
        "swapped", "does not hold the bytes its name says (swapped or edited)",
        { _, folder in
          try Data(contentsOf: folder.appendingPathComponent(other.actual!)).write(
            to: folder.appendingPathComponent(images.actual!))
        }
      ),
      (
        "renamed", "the report cannot be trusted for a/sosh-dark-large-ltr-393pt@1x-ios26: ",
        { run, _ in run.results[index].images?.actual = other.actual }
      ),
      (
        "golden digest", "its golden image is not the one the report compared against",
        { run, _ in run.results[index].images?.goldenDigest = other.goldenDigest }
      ),
      (
        "dotdot image", "it names an image outside images/",
        { run, _ in run.results[index].images?.actual = "../x.png" }
      ),
      (
        "dotdot golden", "which is not a path verify writes",
        { run, _ in
          run.results[index].golden = "../a/sosh-dark-large-ltr-393pt@1x.png"
          run.results[index].screen = "../a"
        }
      ),
      (
        "twice", "the report lists it twice",
        { run, _ in run.results.append(run.results[index]) }
      ),
    ]
    for (name, message, edit) in cases {
      let result = try hostile(name, edit)
      XCTAssertEqual(result.status, 2, "\(name): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(message), "\(name): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", name)
      XCTAssertEqual(try files(), before, "\(name): nothing written")
    }

    // A link planted where the golden's folder was: the write is refused.
    let planted = work.appendingPathComponent("planted")
    try FileManager.default.copyItem(at: snapshots, to: planted)
    let screen = snapshots.appendingPathComponent("a")
    try FileManager.default.removeItem(at: screen)
    try FileManager.default.createSymbolicLink(at: screen, withDestinationURL: planted.appendingPathComponent("a"))
    let linked = try review(report, ["--accept-all"])
    XCTAssertEqual(linked.status, 2, linked.stderr)
    XCTAssertTrue(linked.stderr.contains("refusing to write through a symbolic link"), linked.stderr)
    XCTAssertEqual(
      try Data(contentsOf: planted.appendingPathComponent(Self.changed[0])), before[Self.changed[0]],
      "nothing written through the link")
  }

  /// Two reviews of one folder at once: they take turns on the folder's lock, so every golden
  /// is whole and written once.
  func testTwoReviewsAtOnceLeaveWholeGoldens() throws {
    let (report, themes) = try changedReport()
    let copy = work.appendingPathComponent("copy")
    try FileManager.default.copyItem(at: report, to: copy)
    let results = try [report, copy].concurrentMap { try self.review($0, ["--accept-all"]) }
    XCTAssertEqual(results.map(\.status), [0, 0], results.map(\.stderr).joined())
    XCTAssertEqual(results.map { $0.stdout.split(separator: "\n").count }.reduce(0, +), 3, "each golden written once")
    for golden in Self.changed { try assertIsRender(golden, themes: themes) }
    XCTAssertFalse(try files().keys.contains { $0.contains(".tmp") || $0.hasPrefix(".") }, "no temporary file left")
  }
}

extension Array {
  /// `transform` on every element, each on its own thread; results in order.
  func concurrentMap<T>(_ transform: @escaping (Element) throws -> T) throws -> [T] {
    var results = [Result<T, Error>?](repeating: nil, count: count)
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result = Result { try transform(self[index]) }
      lock.lock()
      results[index] = result
      lock.unlock()
    }
    return try results.map { try $0!.get() }
  }
}
