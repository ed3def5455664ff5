import XCTest

import ListShot
import ListShotCore
@testable import ListShotReport
import ListShotSnapshot

/// Like changes become one group, named by what changed.
final class ChangeGroupsTests: XCTestCase {
  func changed(
    _ theme: String, _ scheme: String, parts: [(row: Int, part: String)], colour: ColourChange? = nil,
    status: VerifyResult.Status = .failed
  ) -> VerifyResult {
    var result = ReportPageTests.result(theme: theme, scheme: scheme, status: status, message: "12 pixels differ")
    result.differingPixels = 12
    result.changedParts = parts.map { Self.row($0.row).appending($0.part) }
    result.changedRows = Set(parts.map(\.row)).sorted().map { Self.row($0) }
    result.colourChange = colour
    return result
  }

  /// `sections[0].rows[row]`.
  static func row(_ row: Int) -> NodePath { .row(section: 0, row) }

  func testVariantsThatChangedTheSameWayAreOneGroupLargestFirst() {
    let swap = ColourChange(from: "#FC6999", to: "#FC0099", share: 0.8)
    var results: [VerifyResult] = []
    for theme in ["orange", "sosh", "wireframe"] {
      for scheme in ["light", "dark"] { results.append(changed(theme, scheme, parts: [(10, "title")])) }
    }
    results.append(
      changed("sosh", "dark", parts: [(1, "checkmark"), (3, "infoButton")], colour: swap))
    results.append(
      changed(
        "sosh", "light", parts: [(1, "checkmark"), (3, "infoButton")], colour: swap,
        status: .rerecorded))
    results.append(ReportPageTests.result(status: .passed))
    results.append(ReportPageTests.result(status: .missing))
    let run = ChangeGroups.group(VerifyRun(mode: "never", shard: nil, environment: "e", results: results, stale: [])) {
      change, theme, _ in
      theme == "sosh" && change.to == "#FC0099" ? "token `raw.color.raspberry.300` is #FC0099" : nil
    }
    XCTAssertEqual(run.groups?.map(\.count), [6, 2])
    XCTAssertEqual(run.groups?[0].summary, "6 variants: `sections[0].rows[10]` title changed")
    XCTAssertEqual(
      run.groups?[1].summary,
      "2 variants: `sections[0].rows[1]` checkmark, `sections[0].rows[3]` infoButton changed, #FC6999 → #FC0099 (token `raw.color.raspberry.300` is #FC0099)"
    )
    XCTAssertEqual(run.results.map(\.group), [0, 0, 0, 0, 0, 0, 1, 1, nil, nil])
  }

  func testAnExplanationThatDoesNotHoldForEveryThemeIsLeftOut() {
    let swap = ColourChange(from: "#000000", to: "#FFFFFF", share: 1)
    let results = [
      changed("orange", "light", parts: [(0, "title")], colour: swap),
      changed("sosh", "light", parts: [(0, "title")], colour: swap),
    ]
    let run = ChangeGroups.group(VerifyRun(mode: "never", shard: nil, environment: "e", results: results, stale: [])) {
      _, theme, _ in
      theme == "orange" ? "token `a` is #FFFFFF" : nil
    }
    XCTAssertEqual(run.groups?.count, 1)
    XCTAssertNil(run.groups?[0].explanation)
    XCTAssertEqual(run.groups?[0].summary, "2 variants: `sections[0].rows[0]` title changed, #000000 → #FFFFFF")
  }

  func testSummariesListPartsAndCutLongRowLists() {
    let key = ChangeGroups.Key(
      rows: (0..<6).map { Self.row($0) },
      parts: [Self.row(0).appending("title"), Self.row(0).appending("subtitle")],
      colour: nil, sizeDiffers: false)
    XCTAssertEqual(
      ChangeGroups.summary(key, count: 1, explanation: nil),
      "1 variant: `sections[0].rows[0]` title and subtitle, `sections[0].rows[1]`, `sections[0].rows[2]` and 3 more rows changed"
    )
    XCTAssertEqual(
      ChangeGroups.summary(
        ChangeGroups.Key(rows: [], parts: [], colour: nil, sizeDiffers: true), count: 3, explanation: nil),
      "3 variants: the size changed")
    XCTAssertEqual(ChangeGroups.list(["a", "b", "c"]), "a, b and c")
    // Parts belong to their row by path components: row 1 does not take row 10's part, and a
    // key with dots in it stays one name.
    let near = ChangeGroups.Key(
      rows: [Self.row(1), Self.row(10)], parts: [Self.row(10).appending("title"), Self.row(1).appending("a.b")],
      colour: nil, sizeDiffers: false)
    XCTAssertEqual(
      ChangeGroups.summary(near, count: 1, explanation: nil),
      "1 variant: `sections[0].rows[1]` a.b, `sections[0].rows[10]` title changed")
  }

  func testAGroupNamesTheSpecLinesOfItsRowsWhenEveryMemberSharesThem() {
    var results: [VerifyResult] = []
    for theme in ["orange", "sosh"] {
      var result = changed(theme, "light", parts: [(1, "title"), (4, "title")])
      result.changedRowLines = ["s.yaml:7", "s.yaml:13"]
      results.append(result)
    }
    var run = ChangeGroups.group(VerifyRun(mode: "never", shard: nil, environment: "e", results: results, stale: []))
    XCTAssertEqual(run.groups?[0].rowLines, ["s.yaml:7", "s.yaml:13"])
    XCTAssertEqual(
      run.groups?[0].summary,
      "2 variants: `sections[0].rows[1]` (`s.yaml:7`) title, `sections[0].rows[4]` (`s.yaml:13`) title changed")
    // Rows of two screens at different lines: the lines are left out.
    results[1].changedRowLines = ["t.yaml:9", "t.yaml:20"]
    run = ChangeGroups.group(VerifyRun(mode: "never", shard: nil, environment: "e", results: results, stale: []))
    XCTAssertNil(run.groups?[0].rowLines)
    XCTAssertEqual(
      run.groups?[0].summary, "2 variants: `sections[0].rows[1]` title, `sections[0].rows[4]` title changed")
  }
}
