import Foundation
import XCTest

@testable import ListShot
import ListShotSnapshot

/// The review page as text: escaping, counts, paths, and the stale-path parser.
final class ReportPageTests: XCTestCase {
  static func result(
    _ screen: String = "m", theme: String = "orange", scheme: String = "light", direction: String = "ltr",
    status: VerifyResult.Status, message: String = "", artifacts: Artifacts? = nil
  ) -> VerifyResult {
    VerifyResult(
      screen: screen, theme: theme, scheme: scheme, size: "large", direction: direction, device: "393pt@1x",
      golden: "\(screen)/\(theme)-\(scheme)-large-\(direction)-393pt@1x.png", status: status, message: message,
      artifacts: artifacts)
  }

  func testHostileNamesAndMessagesAreEscapedEverywhere() {
    let screen = "<script>alert(1)</script>"
    let theme = "x\" onmouseover=\"steal()"
    var failed = Self.result(
      screen, theme: theme, status: .failed, message: "</p><img src=x onerror=alert(2)> & more",
      artifacts: Artifacts(
        expected: "artifacts/a b#c?.expected.png", actual: "artifacts/'><b>.actual.png", diff: "artifacts/100%.diff.png"))
    failed.environmentNote = "<iframe src=javascript:alert(3)>"
    let run = VerifyRun(mode: "<b>never</b>", shard: "1/2\"", environment: "env <i>", results: [failed], stale: ["<svg onload=alert(4)>/x.png"])
    let html = ReportPage.html(run)

    for hostile in ["<script>alert", "<img src=x", "onmouseover=\"steal", "<iframe", "<svg", "<b>never", "<i>", "'><b>"] {
      XCTAssertFalse(html.contains(hostile), "unescaped: \(hostile)")
    }
    XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1, "only the page's own script element")
    XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    XCTAssertTrue(html.contains("data-theme=\"x&quot; onmouseover=&quot;steal()\""))
    XCTAssertTrue(html.contains("&lt;/p&gt;&lt;img src=x onerror=alert(2)&gt; &amp; more"))
    XCTAssertTrue(html.contains("&lt;iframe src=javascript:alert(3)&gt;"))
    // Paths are percent-encoded per segment, so '#', '?', '%' and spaces cannot change the URL.
    XCTAssertTrue(html.contains("src=\"artifacts/a%20b%23c%3F.expected.png\""), "expected path")
    XCTAssertTrue(html.contains("src=\"artifacts/%27%3E%3Cb%3E.actual.png\""), "actual path")
    XCTAssertTrue(html.contains("src=\"artifacts/100%25.diff.png\""), "diff path")
  }

  func testCountsPerStatusGroupAndAxis() {
    let full = Artifacts(expected: "e.png", actual: "a.png", diff: "d.png", sideBySide: "s.png")
    let results = [
      Self.result("a", theme: "sosh", scheme: "dark", status: .failed, artifacts: full),
      Self.result("a", theme: "sosh", scheme: "dark", direction: "rtl", status: .failed, artifacts: full),
      Self.result("b", theme: "sosh", status: .rerecorded, artifacts: full),
      Self.result("c", status: .recorded, artifacts: Artifacts(actual: "n.png")),
      Self.result("d", status: .missing),
      Self.result("a", status: .passed), Self.result("b", status: .passed), Self.result("c", status: .passed),
    ]
    let run = VerifyRun(mode: "never", shard: nil, environment: "e", results: results, stale: ["old/orange-compact-dark-AX3-rtl-iphone-se-3.png", "weird.png"])
    let html = ReportPage.html(run)

    for (status, count) in [("failed", 2), ("rerecorded", 1), ("recorded", 1), ("missing", 1), ("stale", 2), ("passed", 3)] {
      XCTAssertTrue(html.contains("data-summary=\"\(status)\">\(count)<"), "summary \(status)")
      XCTAssertTrue(html.contains("data-count-status=\"\(status)\">\(count)<"), "filter \(status)")
      XCTAssertEqual(html.components(separatedBy: "class=\"entry").dropFirst().filter { $0.prefix { $0 != ">" }.contains("data-status=\"\(status)\"") }.count, count, "entries \(status)")
    }
    XCTAssertTrue(html.contains("id=\"group-changed\" data-group=\"changed\">\n<h2>Changed <span class=\"group-count\" data-total=\"3\">"))
    XCTAssertTrue(html.contains("id=\"group-stale\""))
    XCTAssertTrue(html.contains("<details id=\"passed\"><summary><h2>Passed <span class=\"group-count\" data-total=\"3\">3</span>"))
    XCTAssertTrue(html.contains("<option value=\"\" data-label=\"all\">all (10)</option>"))
    XCTAssertTrue(html.contains("<option value=\"sosh\" data-label=\"sosh\">sosh (3)</option>"))
    XCTAssertTrue(html.contains("<option value=\"orange-compact\" data-label=\"orange-compact\">orange-compact (1)</option>"), "stale paths feed the axes")
    XCTAssertTrue(html.contains("10 of 10 shown"))
    // Three views for each change with a diff; the slider is a range input.
    XCTAssertEqual(html.components(separatedBy: "<input type=\"range\" class=\"slider\"").count - 1, 3)
    XCTAssertEqual(html.components(separatedBy: "class=\"view view-diff\"").count - 1, 3)
    // Changed comes before missing, new, stale and passed.
    let order = ["group-changed", "group-missing", "group-new", "group-stale", "group-passed"].map { html.range(of: "id=\"\($0)\"")!.lowerBound }
    XCTAssertEqual(order, order.sorted())
    // Without problems there are no empty groups.
    let clean = ReportPage.html(VerifyRun(mode: "never", shard: nil, environment: "e", results: [Self.result(status: .passed)], stale: []))
    XCTAssertFalse(clean.contains("id=\"group-changed\""))
    XCTAssertTrue(clean.contains("data-summary=\"failed\">0<"))
  }

  func testStalePathsAreSplitIntoAxesWhenTheyHaveTheVariantShape() {
    XCTAssertEqual(
      ReportPage.staleAxes("m/orange-compact-dark-accessibility3-rtl-iphone-se-3.png"),
      ["screen": "m", "theme": "orange-compact", "scheme": "dark", "size": "accessibility3", "direction": "rtl", "device": "iphone-se-3"])
    XCTAssertEqual(ReportPage.staleAxes("m/notes.png"), [:])
    XCTAssertEqual(ReportPage.staleAxes("top.png"), [:])
  }
}
