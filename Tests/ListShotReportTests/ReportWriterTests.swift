import Foundation
import XCTest

import ListShot
import ListShotCore
import ListShotFiles
@testable import ListShotReport
import ListShotSnapshot

/// Report folders on disk: images stored once by content, relative paths, merging.
final class ReportWriterTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  func file(_ path: String, _ text: String) throws -> String {
    let url = work.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func images(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path).sorted()
  }

  func testTheStoreKeepsEachImageOnceUnderItsDigest() throws {
    let store = ReportStore(root: work.appendingPathComponent("report"))
    let a = try store.store(Array("golden".utf8)), b = try store.store(Array("golden".utf8)),
      c = try store.store(Array("other".utf8))
    XCTAssertEqual(a, b)
    XCTAssertNotEqual(a, c)
    XCTAssertEqual(a, "images/\(Array("golden".utf8).withUnsafeBytes { Digest.of($0) }).png")
    XCTAssertTrue(ReportStore.isStoredName(String(a.dropFirst("images/".count))))
    XCTAssertEqual(try images(in: store.root).count, 2)
    XCTAssertEqual(try String(contentsOf: store.root.appendingPathComponent(a)), "golden")

    // A result with evidence gets the golden, the patch and the mask, in the folder.
    let evidence = ChangeEvidence(
      golden: Array("golden".utf8), actual: Array("patch".utf8), region: PixelRect(x: 1, y: 2, width: 3, height: 4),
      actualIsWhole: false, actualWidth: 10, actualHeight: 20, goldenWidth: 10, goldenHeight: 20,
      mask: Array("mask".utf8), maskRegion: PixelRect(x: 1, y: 2, width: 3, height: 4),
      colourChange: ColourChange(from: "#000000", to: "#FFFFFF", share: 1))
    let result = try store.receive(ReportPageTests.result(status: .failed), evidence: evidence, text: nil)
    XCTAssertEqual(result.images?.golden, a)
    XCTAssertEqual(result.images?.region, [1, 2, 3, 4])
    XCTAssertEqual(result.images?.goldenSize, [10, 20])
    XCTAssertEqual(result.colourChange?.to, "#FFFFFF")
    XCTAssertEqual(try images(in: store.root).count, 4, "the golden was there already")
  }

  func testImagesOutsideTheFolderAreCopiedAndEveryPathIsRelative() throws {
    let report = work.appendingPathComponent("report")
    var failed = ReportPageTests.result("m", status: .failed)
    failed.artifacts = Artifacts(
      expected: try file("elsewhere/m/x.expected.png", "E"), actual: try file("elsewhere/m/x.actual.png", "A"),
      diff: try file("report/artifacts/m/orange-light-large-ltr-393pt@1x.diff.png", "D"), sideBySide: nil)
    var recorded = ReportPageTests.result("n", status: .recorded)
    recorded.artifacts = Artifacts(actual: try file("snapshots/n/orange-light-large-ltr-393pt@1x.png", "G"))
    var same = ReportPageTests.result("o", status: .recorded)
    same.artifacts = Artifacts(actual: try file("snapshots/o/orange-light-large-ltr-393pt@1x.png", "G"))
    let run = VerifyRun(mode: "missing", shard: nil, environment: "e", results: [failed, recorded, same], stale: [])

    let written = try ReportWriter.write(run, to: report)

    let images = try XCTUnwrap(written.results[0].images)
    XCTAssertEqual(try String(contentsOf: report.appendingPathComponent(images.golden)), "E")
    XCTAssertEqual(try String(contentsOf: report.appendingPathComponent(try XCTUnwrap(images.actual))), "A")
    XCTAssertEqual(images.actualIsWhole, true)
    XCTAssertEqual(
      written.results[0].artifacts, Artifacts(diff: "artifacts/m/orange-light-large-ltr-393pt@1x.diff.png"),
      "only files inside the folder")
    XCTAssertEqual(
      written.results[1].images?.golden, written.results[2].images?.golden, "the same image is stored once")
    XCTAssertEqual(try self.images(in: report).count, 3)
    XCTAssertEqual(try ReportWriter.read(from: report), written)
    let json = try String(contentsOf: report.appendingPathComponent("report.json"))
    let html = try String(contentsOf: report.appendingPathComponent("index.html"))
    XCTAssertFalse(json.contains(work.path), "report.json holds no absolute path")
    XCTAssertFalse(html.contains(work.path), "index.html holds no absolute path")
    XCTAssertEqual(written.format, 3)

    // Writing again into the folder leaves only the images the new run shows.
    let stray = report.appendingPathComponent("images/notes.png")
    try Data("keep".utf8).write(to: stray)
    try ReportWriter.write(
      VerifyRun(mode: "missing", shard: nil, environment: "e", results: [recorded], stale: []), to: report)
    XCTAssertEqual(try self.images(in: report).count, 2, "the new run's golden, and a file the store did not name")
    XCTAssertTrue(FileManager.default.fileExists(atPath: stray.path))
  }

  func testMergeSortsByGoldenStoresImagesOnceAndGroupsAcrossShards() throws {
    let one = work.appendingPathComponent("one"), two = work.appendingPathComponent("two")
    func failed(_ screen: String, in folder: URL) throws -> VerifyResult {
      var result = ReportPageTests.result(screen, status: .failed, message: "9 pixels differ")
      result.differingPixels = 9
      result.changedRows = [.row(section: 0, 0)]
      result.changedParts = [NodePath.row(section: 0, 0).appending("title")]
      let store = ReportStore(root: folder)
      result.images = ReviewImages(
        golden: try store.store(Array("shared golden".utf8)), actual: try store.store(Array("patch \(screen)".utf8)),
        region: [0, 0, 1, 1])
      return result
    }
    try ReportWriter.write(
      VerifyRun(
        mode: "never", shard: "1/2", environment: "e",
        results: [try failed("b", in: one), ReportPageTests.result("c", status: .passed)], stale: ["z/old.png"]),
      to: one)
    try ReportWriter.write(
      VerifyRun(
        mode: "never", shard: "2/2", environment: "e",
        results: [ReportPageTests.result("a", status: .passed), try failed("d", in: two)],
        stale: ["z/old.png", "y/old.png"]),
      to: two)

    let out = work.appendingPathComponent("merged")
    let merged = try ReportMerger.merge([one, two], into: out)

    XCTAssertEqual(merged.run.results.map(\.screen), ["a", "b", "c", "d"])
    XCTAssertEqual(merged.run.stale, ["y/old.png", "z/old.png"])
    XCTAssertEqual(merged.run.mode, "never")
    XCTAssertNil(merged.run.shard)
    XCTAssertEqual(merged.run.groups?.map(\.count), [2], "one change in both shards")
    XCTAssertEqual(merged.run.results.map(\.group), [nil, 0, nil, 0])
    XCTAssertEqual(try ReportWriter.read(from: out), merged.run)
    XCTAssertEqual(try images(in: out).count, 3, "the shared golden once, two patches")
    for result in merged.run.results {
      for path in result.images?.paths ?? [] {
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), path)
      }
    }
    XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))

    // A report named twice holds its variants twice: refused, nothing written (issue 36: the
    // last one's result was kept).
    let again = work.appendingPathComponent("again")
    XCTAssertThrowsError(try ReportMerger.merge([one, two, one], into: again)) { error in
      XCTAssertEqual(
        (error as? ListShotError)?.message,
        "the variant b/orange-light-large-ltr-393pt@1x is in this report twice (a folder named twice?), and a merge keeps one result of each variant"
      )
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: again.path), "nothing written")
  }

  func testMergeRefusesFoldersWithoutAValidReportAndPathsThatLeaveTheFolder() throws {
    func assertBadInput(_ directories: [URL], _ text: String, line: UInt = #line) {
      XCTAssertThrowsError(try ReportMerger.merge(directories, into: work.appendingPathComponent("out")), line: line) {
        error in
        XCTAssertEqual((error as? ListShotError)?.kind, .badInput, line: line)
        XCTAssertTrue("\(error)".contains(text), "\(error)", line: line)
      }
    }
    let empty = work.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    assertBadInput([empty], "no report.json")

    let garbage = work.appendingPathComponent("garbage")
    _ = try file("garbage/report.json", "{\"results\": 3}")
    assertBadInput([garbage], "not a ListShot report")

    // A shard written by another version: refused by its format before anything is merged.
    let shard = VerifyRun(mode: "never", shard: nil, environment: "e", results: [], stale: [])
    let older = work.appendingPathComponent("older"), newer = work.appendingPathComponent("newer")
    var old = shard
    old.format = nil
    try ReportWriter.writeDocuments(old, to: older)
    assertBadInput([older], "the report is format 1 (it has no 'format' key); this ListShot reads format 3")
    var new = shard
    new.format = VerifyRun.currentFormat + 1
    try ReportWriter.writeDocuments(new, to: newer)
    assertBadInput([newer], "the report is format 4; this ListShot reads format 3: run its verify again")

    let escaping = work.appendingPathComponent("escaping")
    var result = ReportPageTests.result(status: .failed)
    result.images = ReviewImages(golden: "../secret.png")
    try ReportWriter.writeDocuments(
      VerifyRun(mode: "never", shard: nil, environment: "e", results: [result], stale: []), to: escaping)
    assertBadInput([escaping], "unsafe path")

    let missing = work.appendingPathComponent("missing")
    result.images = ReviewImages(golden: "images/gone.png")
    try ReportWriter.writeDocuments(
      VerifyRun(mode: "never", shard: nil, environment: "e", results: [result], stale: []), to: missing)
    assertBadInput([missing], "not in its folder")

    let directory = work.appendingPathComponent("directory")
    result.images = ReviewImages(golden: "images/folder.png")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("images/folder.png"), withIntermediateDirectories: true)
    try ReportWriter.writeDocuments(
      VerifyRun(mode: "never", shard: nil, environment: "e", results: [result], stale: []), to: directory)
    assertBadInput([directory], "not in its folder")
    XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("out/report.json").path))
  }
}
