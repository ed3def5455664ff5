import Foundation
import ListShot
import ListShotCore
import XCTest

@testable import ListShotReport

/// `verify --summary`: short whatever the run (5,000 changes, each its own group: the worst
/// case), and text from specs and themes cannot add markup.
final class SummaryMarkdownTests: XCTestCase {
  func testFiveThousandChangesInAsManyGroupsStayUnder64KB() {
    var results: [VerifyResult] = []
    for i in 0..<5000 {
      var result = ReportPageTests.result("screen\(i)", status: .failed, message: "differs")
      result.changedRows = [NodePath.row(section: 0, i % 1000)]
      result.changedParts = [NodePath.row(section: 0, i % 1000).appending("title\(i)")]
      result.changedRowLines = ["settings-with-a-long-name.yaml:\(i + 10)"]
      result.differingPixels = 100
      result.images = ReviewImages(
        golden: "images/\(String(repeating: "a", count: 32)).png",
        actual: "images/\(String(repeating: "b", count: 32)).png",
        region: [0, 0, 10, 10])
      results.append(result)
    }
    let run = ChangeGroups.group(
      VerifyRun(mode: "never", shard: nil, environment: "e", results: results, stale: [])
    ) { change, _, _ in "tokens `color.a`, `color.b`, `color.c`, `color.d` and 3 more are \(change.to)" }
    XCTAssertEqual(run.groups?.count, 5000)
    let markdown = SummaryMarkdown.markdown(
      run, imagesBase: "../report", reviewCommand: "listshot review report --snapshots Snapshots")
    XCTAssertLessThan(markdown.utf8.count, 64 * 1024, "\(markdown.utf8.count) bytes")
    XCTAssertTrue(markdown.contains("and 4980 more groups (4980 variants): see the report."), markdown)
    XCTAssertEqual(
      markdown,
      SummaryMarkdown.markdown(
        run, imagesBase: "../report", reviewCommand: "listshot review report --snapshots Snapshots"), "stable")
  }

  /// A code span holds any text and reads back as it was (CommonMark's rule for fences and
  /// padding), so a summary made of spans loses nothing and adds nothing.
  func testCodeSpansHoldAnyTextAndReadBack() {
    for text in [
      "a", "`", "``", "a`b", "``x``", " a ", "  ", "`a", "a`", "www.evil.com", "@team", "x@evil.com", " `` ",
    ] {
      let span = CodeSpan.wrap(text)
      XCTAssertEqual(CodeSpan.parse(span).map(\.text), [text], span)
      XCTAssertEqual(CodeSpan.parse(span).map(\.isCode), [true], span)
      XCTAssertEqual(
        CodeSpan.parse("see " + span + " and ").map(\.text), ["see ", text, " and "], "between plain text: \(span)")
    }
    XCTAssertEqual(CodeSpan.parse("a ` b").map(\.isCode), [false], "a backtick nothing closes is text")
    // Spec lines and token paths from outside are spans in a group's summary.
    let key = ChangeGroups.Key(rows: [.row(section: 0, 1)], parts: [], colour: nil, sizeDiffers: false)
    XCTAssertEqual(
      ChangeGroups.summary(key, count: 2, lines: ["www.evil.com?.yaml:7"], explanation: nil),
      "2 variants: `sections[0].rows[1]` (`www.evil.com?.yaml:7`) changed")
  }

  func testTextFromSpecsAndThemesAddsNoMarkup() {
    XCTAssertEqual(
      SummaryMarkdown.inline("2 variants: `a` changed (token `x<img src=y>` is #FFF) *b* [c](d) <b>"),
      "2 variants: `a` changed \\(token `x<img src=y>` is \\#FFF\\) \\*b\\* \\[c\\]\\(d\\) &lt;b&gt;")
    XCTAssertEqual(SummaryMarkdown.inline("odd ` backtick"), "odd \\` backtick")
    XCTAssertEqual(SummaryMarkdown.code("a`b\nc"), "``a`b c``", "shown as written, backtick included")
    XCTAssertEqual(SummaryMarkdown.code("`x`"), "`` `x` ``")
    XCTAssertEqual(SummaryMarkdown.link("../out dir", "images/a b.png"), "../out%20dir/images/a%20b.png")
    XCTAssertEqual(
      SummaryMarkdown.relativePath(
        to: URL(fileURLWithPath: "/w/out/report"), from: URL(fileURLWithPath: "/w/ci")), "../out/report")
    XCTAssertEqual(
      SummaryMarkdown.relativePath(to: URL(fileURLWithPath: "/w/report"), from: URL(fileURLWithPath: "/w")), "report")
  }
}
