import Foundation
import XCTest

@testable import ListShot
import ListShotCore
import ListShotSnapshot

/// Report folders on disk: images gathered with relative paths, and merging.
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

  func testImagesOutsideTheFolderAreCopiedAndEveryPathIsRelative() throws {
    let report = work.appendingPathComponent("report")
    var failed = ReportPageTests.result("m", status: .failed)
    failed.artifacts = Artifacts(
      expected: try file("elsewhere/m/x.expected.png", "E"), actual: try file("elsewhere/m/x.actual.png", "A"),
      diff: try file("report/artifacts/m/orange-light-large-ltr-393pt@1x.diff.png", "D"), sideBySide: nil)
    var recorded = ReportPageTests.result("n", status: .recorded)
    recorded.artifacts = Artifacts(actual: try file("snapshots/n/orange-light-large-ltr-393pt@1x.png", "G"))
    let run = VerifyRun(mode: "missing", shard: nil, environment: "e", results: [failed, recorded], stale: [])

    let written = try ReportWriter.write(run, to: report)

    XCTAssertEqual(written.results[0].artifacts, Artifacts(
      expected: "artifacts/m/orange-light-large-ltr-393pt@1x.expected.png",
      actual: "artifacts/m/orange-light-large-ltr-393pt@1x.actual.png",
      diff: "artifacts/m/orange-light-large-ltr-393pt@1x.diff.png"))
    XCTAssertEqual(written.results[1].artifacts, Artifacts(actual: "artifacts/n/orange-light-large-ltr-393pt@1x.actual.png"))
    for (path, content) in [
      (written.results[0].artifacts!.expected!, "E"), (written.results[0].artifacts!.actual!, "A"),
      (written.results[0].artifacts!.diff!, "D"), (written.results[1].artifacts!.actual!, "G"),
    ] {
      XCTAssertEqual(try String(contentsOf: report.appendingPathComponent(path)), content, path)
    }
    XCTAssertEqual(try ReportWriter.read(from: report), written)
    let json = try String(contentsOf: report.appendingPathComponent("report.json"))
    let html = try String(contentsOf: report.appendingPathComponent("index.html"))
    XCTAssertFalse(json.contains(work.path), "report.json holds no absolute path")
    XCTAssertFalse(html.contains(work.path), "index.html holds no absolute path")
    XCTAssertTrue(html.contains("src=\"artifacts/m/orange-light-large-ltr-393pt@1x.expected.png\""))
    XCTAssertFalse(html.contains("http://") || html.contains("https://"), "no network reference")
  }

  func testMergeSortsByGoldenCopiesImagesAndJoinsStaleLists() throws {
    let one = work.appendingPathComponent("one"), two = work.appendingPathComponent("two")
    var failed = ReportPageTests.result("b", status: .failed)
    failed.artifacts = Artifacts(
      expected: try file("x/e.png", "E"), actual: try file("x/a.png", "A"), diff: try file("x/d.png", "D"), sideBySide: try file("x/s.png", "S"))
    try ReportWriter.write(
      VerifyRun(mode: "never", shard: "1/2", environment: "e", results: [failed, ReportPageTests.result("c", status: .passed)], stale: ["z/old.png"]),
      to: one)
    try ReportWriter.write(
      VerifyRun(mode: "never", shard: "2/2", environment: "e", results: [ReportPageTests.result("a", status: .passed)], stale: ["z/old.png", "y/old.png"]),
      to: two)

    let out = work.appendingPathComponent("merged")
    let merged = try ReportMerger.merge([one, two], into: out)

    XCTAssertEqual(merged.run.results.map(\.screen), ["a", "b", "c"])
    XCTAssertEqual(merged.run.stale, ["y/old.png", "z/old.png"])
    XCTAssertEqual(merged.run.mode, "never")
    XCTAssertNil(merged.run.shard)
    XCTAssertEqual(merged.duplicates, [])
    XCTAssertEqual(try ReportWriter.read(from: out), merged.run)
    for path in merged.run.results[1].artifacts!.paths {
      XCTAssertFalse(path.hasPrefix("/"))
      XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent(path)), try Data(contentsOf: one.appendingPathComponent(path)))
    }
    XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))

    let again = try ReportMerger.merge([one, two, one], into: work.appendingPathComponent("again"))
    XCTAssertEqual(again.duplicates, ["b/orange-light-large-ltr-393pt@1x.png", "c/orange-light-large-ltr-393pt@1x.png"])
    XCTAssertEqual(again.run.results.count, 3)
  }

  func testMergeRefusesFoldersWithoutAValidReportAndPathsThatLeaveTheFolder() throws {
    func assertBadInput(_ directories: [URL], _ text: String, line: UInt = #line) {
      XCTAssertThrowsError(try ReportMerger.merge(directories, into: work.appendingPathComponent("out")), line: line) { error in
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

    let escaping = work.appendingPathComponent("escaping")
    var result = ReportPageTests.result(status: .failed)
    result.artifacts = Artifacts(expected: "../secret.png")
    try ReportWriter.writeDocuments(VerifyRun(mode: "never", shard: nil, environment: "e", results: [result], stale: []), to: escaping)
    assertBadInput([escaping], "unsafe path")

    let missing = work.appendingPathComponent("missing")
    result.artifacts = Artifacts(expected: "artifacts/gone.png")
    try ReportWriter.writeDocuments(VerifyRun(mode: "never", shard: nil, environment: "e", results: [result], stale: []), to: missing)
    assertBadInput([missing], "not in its folder")
    XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("out/report.json").path))
  }
}
