import Foundation
import ListShot
import ListShotReport
import XCTest

/// `listshot verify --text-goldens`: a display-list JSON beside each PNG golden, recorded in
/// the same modes, that fails a run even when the pixels are equal and names what moved.
final class TextGoldenCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-textgolden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try VerifyCLITests.writeSpec(to: spec)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  var spec: URL { work.appendingPathComponent("list.yaml") }
  var snapshots: URL { work.appendingPathComponent("snapshots") }

  func verify(_ arguments: [String], themes: URL? = nil, environment: [String: String] = [:]) throws -> CLI.Result {
    var environment = environment
    if let themes { environment["LISTSHOT_THEMES_DIR"] = themes.path }
    return try CLI.run(["verify", spec.path, "--snapshots", snapshots.path] + arguments, environment: environment)
  }

  func files(_ suffix: String) -> [String: Data] {
    var found: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: snapshots.path)!
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(suffix) { found[path] = try? Data(contentsOf: snapshots.appendingPathComponent(path)) }
    }
    return found
  }

  func record() throws {
    let recorded = try verify(["--text-goldens", "--record", "missing"])
    XCTAssertEqual(recorded.status, 3, "new goldens fail once: " + recorded.stderr)
    XCTAssertEqual(files(".png").count, 16)
    XCTAssertEqual(Set(files(".json").keys.map { $0.dropLast(5) }), Set(files(".png").keys.map { $0.dropLast(4) }))
  }

  func testRecordedBesideEachPNGAndCheckedOnlyWhenAsked() throws {
    try record()
    let json = try XCTUnwrap(files(".json")["a/orange-light-large-ltr-393pt@1x-ios26.json"])
    let text = String(decoding: json, as: UTF8.self)
    XCTAssertTrue(text.contains("\"id\" : \"sections[0].rows[0].title\""), "the display list, by item id")
    XCTAssertFalse(text.contains(work.path), "no absolute path in a text golden")
    let again = try verify(["--text-goldens", "--record", "never"])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertTrue(again.stderr.contains("verify: 16 matched, 0 differ"), again.stderr)

    // A text golden changed by hand: pixels still equal, the run fails and names the line.
    let url = snapshots.appendingPathComponent("b/sosh-dark-large-rtl-393pt@1x-ios26.json")
    let original = try Data(contentsOf: url)
    let edited = String(decoding: original, as: UTF8.self).replacingOccurrences(
      of: "\"text\" : \"Notifications\"", with: "\"text\" : \"Notification\"")
    XCTAssertNotEqual(Data(edited.utf8), original)
    try Data(edited.utf8).write(to: url)
    XCTAssertEqual(try verify(["--record", "never"]).status, 0, "without --text-goldens the JSON is not read")
    let report = work.appendingPathComponent("report")
    let failing = try verify(["--text-goldens", "--record", "never", "--report", report.path])
    XCTAssertEqual(failing.status, 1, failing.stderr)
    XCTAssertTrue(failing.stderr.contains("verify: 15 matched, 1 differ"), failing.stderr)
    let line = try XCTUnwrap(failing.stdout.split(separator: "\n").first { $0.hasPrefix("FAILED ") }, failing.stdout)
    XCTAssertTrue(
      line.hasPrefix("FAILED b/sosh-dark-large-rtl-393pt@1x-ios26: pixels match; text golden differs at line "),
      String(line))
    XCTAssertTrue(
      line.contains(
        "in item sections[0].rows[0].title: expected \"text\" : \"Notification\", got \"text\" : \"Notifications\""),
      String(line))
    let result = try XCTUnwrap(try ReportWriter.read(from: report).results.first { $0.status == .failed })
    XCTAssertEqual(result.textChange?.item, "sections[0].rows[0].title")
    XCTAssertEqual(try Data(contentsOf: url), Data(edited.utf8), "a run that may not record writes nothing")

    // Re-recorded in `failed` mode: it fails once, then matches.
    let rerecord = try verify(["--text-goldens", "--record", "failed"])
    XCTAssertEqual(rerecord.status, 1, rerecord.stderr)
    XCTAssertTrue(rerecord.stdout.contains("RERECORDED b/sosh-dark-large-rtl-393pt@1x-ios26: "), rerecord.stdout)
    XCTAssertEqual(try Data(contentsOf: url), original)
    XCTAssertEqual(try verify(["--text-goldens", "--record", "never"]).status, 0)
  }

  func testAChangedTokenNamesTheItemInTheTextGolden() throws {
    try record()
    let themes = try VerifyCLITests.changedThemes(in: work)
    let before = files(".json")
    let failing = try verify(["--text-goldens", "--record", "never"], themes: themes)
    XCTAssertEqual(failing.status, 1, failing.stderr)
    let lines = failing.stdout.split(separator: "\n").filter { $0.hasPrefix("FAILED ") }
    XCTAssertEqual(
      Set(lines.map { String($0.dropFirst("FAILED ".count).prefix { $0 != ":" }) + ".png" }),
      VerifyCLITests.changedGoldens)
    for line in lines {
      XCTAssertTrue(line.contains(" pixels differ"), String(line))
      XCTAssertTrue(line.contains("; text golden differs at line "), String(line))
      XCTAssertTrue(
        line.contains(
          " in item sections[0].rows[1].checkmark: expected \"color\" : \"#FC6999FF\", got \"color\" : \"#FC0099FF\"; "),
        "the checkmark's colour, without the JSON's comma: \(line)")
    }
    XCTAssertEqual(files(".json"), before)
  }

  func testAMissingTextGoldenIsNotWrittenOnCI() throws {
    let plain = try verify(["--record", "missing"])
    XCTAssertEqual(plain.status, 3, plain.stderr)
    XCTAssertTrue(files(".json").isEmpty, "no text golden unless asked for")
    let onCI = try verify(["--text-goldens", "--record", "missing"], environment: ["CI": "true"])
    XCTAssertEqual(onCI.status, 3, onCI.stderr)
    XCTAssertTrue(onCI.stderr.contains("verify: 0 matched, 0 differ, 16 missing, 0 recorded"), onCI.stderr)
    XCTAssertTrue(onCI.stdout.contains("pixels match; no text golden at "), onCI.stdout)
    XCTAssertTrue(files(".json").isEmpty, "nothing recorded on CI")
  }

  func testPruningAStaleGoldenTakesItsTextGoldenAndNothingElse() throws {
    try record()
    try VerifyCLITests.writeSpec(to: spec)
    let text = try String(contentsOf: spec).replacingOccurrences(of: "scheme: all", with: "scheme: light")
    try text.write(to: spec, atomically: true, encoding: .utf8)
    let notes = snapshots.appendingPathComponent("a/notes.json")
    try Data("{}".utf8).write(to: notes)
    let pruned = try verify(["--text-goldens", "--record", "never", "--prune-stale"])
    XCTAssertEqual(pruned.status, 0, pruned.stderr)
    XCTAssertEqual(files(".png").count, 8)
    XCTAssertEqual(
      Set(files(".json").keys), Set(files(".png").keys.map { $0.dropLast(4) + ".json" }).union(["a/notes.json"]))
  }
}
