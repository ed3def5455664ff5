import Foundation
import ListShot
import ListShotPNG
import ListShotReport
import XCTest

/// `listshot verify` and `listshot report merge` end to end: goldens recorded, a theme token
/// changed in a copy of Themes/, then what fails, what is re-recorded, shards and stale goldens.
final class VerifyCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-verify-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try Self.writeSpec(to: spec)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  var spec: URL { work.appendingPathComponent("list.yaml") }
  var snapshots: URL { work.appendingPathComponent("snapshots") }

  /// Two screens in 2 themes × 2 schemes × 2 directions at 1×: 16 variants. Only screen `a`
  /// shows the accent colour (the checkmark).
  static func writeSpec(to url: URL) throws {
    try """
    matrix: { theme: [orange, sosh], scheme: all, direction: all, scale: 1 }
    screens:
      - name: a
        rows:
          - odsListItem: { title: Title, subtitle: Subtitle, trailingText: Details, navigationLink: true }
          - odsListItem: { title: Option, trailingCheckmarkIsSelected: true }
      - name: b
        rows:
          - odsListItem: { title: Notifications, trailingToggleIsOn: true }
    """.write(to: url, atomically: true, encoding: .utf8)
  }

  /// The goldens whose rendering the changed token reaches: Sosh's dark accent is raw
  /// `raspberry.300`, drawn by screen a's checkmark only.
  static let changedGoldens: Set = [
    "a/sosh-dark-large-ltr-393pt@1x-ios26.png", "a/sosh-dark-large-rtl-393pt@1x-ios26.png",
  ]

  /// A copy of Themes/ with Sosh's `raw.color.raspberry.300` changed.
  static func changedThemes(in work: URL) throws -> URL {
    let themes = work.appendingPathComponent("themes")
    try? FileManager.default.removeItem(at: themes)
    try FileManager.default.copyItem(
      at: CLI.repositoryRoot.appendingPathComponent("Themes"), to: themes)
    let sosh = themes.appendingPathComponent("sosh.tokens.json")
    let text = try String(contentsOf: sosh)
    let edited = text.replacingOccurrences(
      of: "\"300\": {\"$value\": \"#FC6999\"}", with: "\"300\": {\"$value\": \"#FC0099\"}")
    XCTAssertNotEqual(edited, text, "the token to change is in sosh.tokens.json")
    try edited.write(to: sosh, atomically: true, encoding: .utf8)
    return themes
  }

  /// Records every golden with the real themes (exit 3: new goldens fail once, to be looked at).
  static func record(_ spec: URL, into snapshots: URL, report: URL) throws {
    let result = try CLI.run([
      "verify", spec.path, "--snapshots", snapshots.path, "--record", "missing", "--report", report.path,
    ])
    XCTAssertEqual(result.status, 3, result.stderr)
    XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.hasPrefix("RECORDED ") }.count, 16, result.stdout)
  }

  func verify(_ arguments: [String], themes: URL? = nil) throws -> CLI.Result {
    try CLI.run(
      ["verify", spec.path, "--snapshots", snapshots.path] + arguments,
      environment: themes.map { ["LISTSHOT_THEMES_DIR": $0.path] } ?? [:])
  }

  func goldens() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: snapshots.path)!
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".png") { files[path] = try Data(contentsOf: snapshots.appendingPathComponent(path)) }
    }
    return files
  }

  /// A tolerance may let a changed render pass, but the run never calls it equal: each such
  /// variant is listed, counted apart and described in the report.
  func testAPassWithinTheToleranceSaysThePixelsDiffer() throws {
    try Self.record(spec, into: snapshots, report: work.appendingPathComponent("recorded"))
    let themes = try Self.changedThemes(in: work)
    let report = work.appendingPathComponent("report")
    let tolerated = try verify(
      ["--record", "never", "--max-diff-ratio", "0.5", "--report", report.path], themes: themes)
    XCTAssertEqual(tolerated.status, 0, tolerated.stderr)
    XCTAssertTrue(
      tolerated.stderr.contains(
        "verify: 16 matched (2 only within the tolerance: their pixels differ), 0 differ, 0 missing, 0 recorded"),
      tolerated.stderr)
    let run = try ReportWriter.read(from: report)
    let within = run.results.filter { $0.tolerated == true }
    XCTAssertEqual(Set(within.map(\.golden)), Self.changedGoldens)
    for result in within {
      XCTAssertEqual(result.status, .passed)
      XCTAssertTrue(result.message.hasPrefix("within the tolerance, not equal: "), result.message)
      XCTAssertGreaterThan(result.differingPixels ?? 0, 0)
      XCTAssertTrue(tolerated.stdout.contains("TOLERATED \(result.name): within the tolerance"), tolerated.stdout)
      // The report shows what the tolerance excused: the golden, the changed region and its
      // mask, and the changed row; a pass writes no artifact files.
      let images = try XCTUnwrap(result.images, result.name)
      XCTAssertNotNil(images.actual)
      XCTAssertNotNil(images.mask)
      for path in images.paths {
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), path)
      }
      XCTAssertEqual(result.changedRows?.map(\.description), ["sections[0].rows[1]"])
      XCTAssertNil(result.artifacts?.paths.first)
    }
    XCTAssertEqual(run.results.filter { $0.status == .passed && $0.tolerated == nil }.count, 14)
  }

  func testAChangedTokenFailsExactlyTheVariantsItReachesAndRecordFailedRewritesOnlyThose() throws {
    try Self.record(spec, into: snapshots, report: work.appendingPathComponent("recorded"))
    let before = try goldens()
    XCTAssertEqual(before.count, 16)
    let themes = try Self.changedThemes(in: work)

    let report = work.appendingPathComponent("report")
    let failing = try verify(["--record", "never", "--report", report.path], themes: themes)
    XCTAssertEqual(failing.status, 1, failing.stderr)
    XCTAssertTrue(failing.stderr.contains("verify: 14 matched, 2 differ, 0 missing, 0 recorded"), failing.stderr)
    let run = try ReportWriter.read(from: report)
    XCTAssertEqual(run.results.count, 16)
    XCTAssertEqual(Set(run.results.filter { $0.status == .failed }.map(\.golden)), Self.changedGoldens)
    XCTAssertEqual(
      Set(run.results.filter { $0.status == .passed }.map(\.golden)), Set(before.keys).subtracting(Self.changedGoldens))
    var patches: [String: (images: ReviewImages, patch: RGBAImage)] = [:]
    for result in run.results where result.status == .failed {
      // The report keeps the golden as it was, the changed region of the render and a mask;
      // no artifact files unless --artifacts asks for them.
      XCTAssertNil(result.artifacts?.paths.first, "no artifact files without --artifacts")
      let images = try XCTUnwrap(result.images)
      for path in images.paths {
        XCTAssertTrue(path.hasPrefix("images/") && path.hasSuffix(".png"), path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), path)
      }
      XCTAssertEqual(
        try Data(contentsOf: report.appendingPathComponent(images.golden)), before[result.golden],
        "the golden, byte for byte")
      let region = try XCTUnwrap(images.region)
      let patch = try PNGDecoder.decode(contentsOf: report.appendingPathComponent(try XCTUnwrap(images.actual)))
      XCTAssertEqual([patch.width, patch.height], Array(region[2...3]))
      XCTAssertEqual(images.actualSize, images.goldenSize)
      let mask = try PNGDecoder.decode(contentsOf: report.appendingPathComponent(try XCTUnwrap(images.mask)))
      let red = stride(from: 0, to: mask.pixels.count, by: 4).filter {
        mask.pixels[$0] == 255 && mask.pixels[$0 + 1] == 0 && mask.pixels[$0 + 3] == 255
      }.count
      XCTAssertEqual(red, result.differingPixels, "the mask marks every differing pixel")
      XCTAssertEqual(result.group, 0)
      patches[result.golden] = (images, patch)
      XCTAssertTrue(failing.stdout.contains("FAILED \(result.name): "), failing.stdout)
    }
    let group = try XCTUnwrap(run.groups?.first)
    XCTAssertEqual(run.groups?.count, 1, "both changes are one change")
    XCTAssertEqual(group.count, 2)
    // At 1x the checkmark is all anti-aliased rim: no colour swap to name (the bench screen
    // at 3x names the token; ChangeEvidenceTests checks the swap itself).
    XCTAssertTrue(
      group.summary.hasPrefix("2 variants: `sections[0].rows[1]` (`list.yaml:6`) checkmark changed"), group.summary)
    XCTAssertTrue(failing.stderr.contains("change: " + group.summary), failing.stderr)
    let html = try String(contentsOf: report.appendingPathComponent("index.html"))
    XCTAssertTrue(html.contains("<script type=\"application/json\" id=\"report-data\">"))
    let json = try String(contentsOf: report.appendingPathComponent("report.json"))
    XCTAssertFalse(html.contains(work.path) || json.contains(work.path), "no absolute path")
    XCTAssertEqual(try goldens(), before, "a run that may not record writes no golden")

    let rerecord = try verify(
      ["--record", "failed", "--report", work.appendingPathComponent("rerecorded").path], themes: themes)
    XCTAssertEqual(rerecord.status, 1, "a golden re-recorded after a difference fails once: " + rerecord.stderr)
    let lines = rerecord.stdout.split(separator: "\n").map(String.init)
    XCTAssertTrue(
      lines.allSatisfy {
        $0.hasPrefix("RERECORDED ") && $0.contains(": re-recorded /") && $0.contains(" pixels differ")
      }, rerecord.stdout)
    XCTAssertEqual(
      Set(lines.map { String($0.dropFirst("RERECORDED ".count).prefix { $0 != ":" }) + ".png" }), Self.changedGoldens)
    let after = try goldens()
    XCTAssertEqual(Set(after.keys), Set(before.keys))
    for (path, data) in after {
      if Self.changedGoldens.contains(path) {
        XCTAssertNotEqual(data, before[path], "\(path) is re-recorded")
      } else {
        XCTAssertEqual(data, before[path], "\(path) is left byte for byte")
      }
    }
    let rerecorded = try ReportWriter.read(from: work.appendingPathComponent("rerecorded"))
    for result in rerecorded.results where result.status == .rerecorded {
      let images = try XCTUnwrap(result.images, "the previous golden is kept for review")
      XCTAssertEqual(
        try Data(contentsOf: work.appendingPathComponent("rerecorded").appendingPathComponent(images.golden)),
        before[result.golden])
      XCTAssertNotNil(images.actual)
      XCTAssertNotNil(images.mask)
    }
    // The page composes the render from the golden and the patch: that is the new golden.
    XCTAssertEqual(patches.count, 2)
    for (golden, (images, patch)) in patches {
      var composed = try PNGDecoder.decode(contentsOf: report.appendingPathComponent(images.golden))
      let region = images.region!
      for y in 0..<region[3] {
        for x in 0..<region[2] {
          let p = patch.pixel(x: x, y: y)
          composed.setPixel(x: region[0] + x, y: region[1] + y, (p.r, p.g, p.b, p.a))
        }
      }
      XCTAssertEqual(composed, try PNGDecoder.decode(contentsOf: snapshots.appendingPathComponent(golden)), golden)
    }
    let green = try verify(
      ["--record", "never", "--artifacts", work.appendingPathComponent("artifacts").path], themes: themes)
    XCTAssertEqual(green.status, 0, green.stderr)
  }

  func testThreeShardsMergedGiveTheSameResultsAsOneRun() throws {
    try Self.record(spec, into: snapshots, report: work.appendingPathComponent("recorded"))
    try FileManager.default.copyItem(
      at: snapshots.appendingPathComponent("b/orange-light-large-ltr-393pt@1x-ios26.png"),
      to: snapshots.appendingPathComponent("b/retired-light-large-ltr-393pt@1x.png"))
    let themes = try Self.changedThemes(in: work)

    let whole = work.appendingPathComponent("whole")
    let single = try verify(["--record", "never", "--list-stale", "--report", whole.path], themes: themes)
    XCTAssertEqual(single.status, 1, single.stderr)

    var shards: [URL] = []
    var seen: [String] = []
    for k in 1...3 {
      let folder = work.appendingPathComponent("shard\(k)")
      let result = try verify(
        ["--record", "never", "--list-stale", "--shard", "\(k)/3", "--report", folder.path], themes: themes)
      let run = try ReportWriter.read(from: folder)
      XCTAssertEqual(run.shard, "\(k)/3")
      XCTAssertEqual(result.status, run.results.contains { $0.status == .failed } ? 1 : 0, result.stderr)
      XCTAssertTrue((5...6).contains(run.results.count), "an even split: \(run.results.count)")
      seen += run.results.map(\.golden)
      shards.append(folder)
    }
    XCTAssertEqual(seen.count, 16)
    XCTAssertEqual(Set(seen).count, 16, "shards are disjoint")

    let merged = work.appendingPathComponent("merged")
    let merge = try CLI.run(["report", "merge"] + shards.map(\.path) + ["--out", merged.path])
    XCTAssertEqual(merge.status, 0, merge.stderr)
    XCTAssertEqual(merge.stdout, merged.appendingPathComponent("index.html").path + "\n")
    XCTAssertTrue(
      merge.stderr.contains("report merge: 3 report(s): 14 matched, 2 differ, 0 missing, 0 recorded, 1 stale"),
      merge.stderr)

    let one = try ReportWriter.read(from: whole), joined = try ReportWriter.read(from: merged)
    XCTAssertEqual(joined.results.map(\.golden), joined.results.map(\.golden).sorted())
    XCTAssertEqual(Set(joined.results), Set(one.results), "the same results, artifact paths included")
    XCTAssertEqual(joined.stale, ["b/retired-light-large-ltr-393pt@1x.png"])
    XCTAssertEqual(joined.stale, one.stale)
    for result in joined.results {
      for path in result.artifacts?.paths ?? [] {
        XCTAssertEqual(
          try Data(contentsOf: merged.appendingPathComponent(path)),
          try Data(contentsOf: whole.appendingPathComponent(path)), path)
      }
    }
    for result in joined.results {
      for path in result.images?.paths ?? [] {
        XCTAssertEqual(
          try Data(contentsOf: merged.appendingPathComponent(path)),
          try Data(contentsOf: whole.appendingPathComponent(path)), path)
      }
    }
    XCTAssertEqual(joined.groups, one.groups, "changes grouped across the shards as in one run")

    let empty = work.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let bad = try CLI.run([
      "report", "merge", shards[0].path, empty.path, "--out", work.appendingPathComponent("bad").path,
    ])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("no report.json"), bad.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("bad/report.json").path))
    let usage = try CLI.run(["report", "merge", "--out", work.appendingPathComponent("bad").path])
    XCTAssertEqual(usage.status, 2)
  }

  func testStaleGoldensAreListedAndPrunedButNeverInAShardedRun() throws {
    try Self.record(spec, into: snapshots, report: work.appendingPathComponent("recorded"))
    let extra = snapshots.appendingPathComponent("a/retired-dark-large-ltr-393pt@1x.png")
    try FileManager.default.copyItem(
      at: snapshots.appendingPathComponent("a/orange-dark-large-ltr-393pt@1x-ios26.png"), to: extra)
    let artifacts = ["--artifacts", work.appendingPathComponent("artifacts").path]

    let list = try verify(["--record", "never", "--list-stale"] + artifacts)
    XCTAssertEqual(list.status, 0, list.stderr)
    XCTAssertEqual(list.stdout, "STALE a/retired-dark-large-ltr-393pt@1x.png\n")
    XCTAssertTrue(FileManager.default.fileExists(atPath: extra.path))

    for refused in [["--shard", "1/3"], ["--theme", "orange"]] {
      let result = try verify(["--record", "never", "--prune-stale"] + refused + artifacts)
      XCTAssertEqual(result.status, 2, "\(refused): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("--prune-stale"), result.stderr)
      XCTAssertTrue(FileManager.default.fileExists(atPath: extra.path), "nothing is deleted when refused")
    }

    let before = try goldens()
    let prune = try verify(["--record", "never", "--prune-stale"] + artifacts)
    XCTAssertEqual(prune.status, 0, prune.stderr)
    XCTAssertEqual(prune.stdout, "PRUNED a/retired-dark-large-ltr-393pt@1x.png\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: extra.path))
    var expected = before
    expected["a/retired-dark-large-ltr-393pt@1x.png"] = nil
    XCTAssertEqual(try goldens(), expected, "only the stale golden is deleted")
    let again = try verify(["--record", "never", "--list-stale"] + artifacts)
    XCTAssertEqual(again.stdout, "")
  }
}
