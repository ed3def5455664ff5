import Foundation
import XCTest

import ListShot
@testable import ListShotReport
import ListShotSnapshot

/// The review page as a file: the template filled once, the data embedded so that no value
/// can end its script element, no network reference, and the stale-path parser.
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

  /// The JSON inside `<script type="application/json" id="report-data">`.
  static func embeddedData(_ html: String) throws -> [String: Any] {
    let open = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"report-data\">"))
    let close = try XCTUnwrap(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
    let json = String(html[open.upperBound..<close.lowerBound])
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  func testHostileNamesAndMessagesCannotLeaveTheData() throws {
    let screen = "</script><script>alert(1)</script>"
    var failed = Self.result(
      screen, theme: "x\" onmouseover=\"steal()", status: .failed,
      message: "<!-- </p><img src=x onerror=alert(2)> & more \u{2028}")
    failed.environmentNote = "<iframe src=javascript:alert(3)>"
    failed.images = ReviewImages(golden: "images/a b#c?.png", actual: "images/'><b>.png", region: [1, 2, 3, 4])
    let run = VerifyRun(
      mode: "<b>never</b>", shard: "1/2\"", environment: "env <i>", results: [failed],
      stale: ["<svg onload=alert(4)>/x.png"])
    let html = ReportPage.html(run)

    for hostile in ["<script>alert", "<img src=x", "<iframe", "<svg", "<b>never", "<i>", "'><b>", "<!--"] {
      XCTAssertFalse(html.contains(hostile), "unescaped: \(hostile)")
    }
    XCTAssertEqual(
      html.components(separatedBy: "<script").count - 1, 2, "the data and the page's own script, nothing else")
    XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, 2)
    // The values arrive intact: the page sets them as text, never as markup.
    let data = try Self.embeddedData(html)
    let embedded = try XCTUnwrap((data["run"] as? [String: Any])?["results"] as? [[String: Any]]).first
    XCTAssertEqual(embedded?["screen"] as? String, screen)
    XCTAssertEqual(embedded?["message"] as? String, "<!-- </p><img src=x onerror=alert(2)> & more \u{2028}")
    XCTAssertEqual((embedded?["images"] as? [String: Any])?["actual"] as? String, "images/'><b>.png")
    XCTAssertTrue(html.contains("<title>ListShot report: 1 changed, 0 missing, 0 recorded, 0 passed</title>"))
    XCTAssertFalse(html.contains("http://") || html.contains("https://"), "no network reference")
    XCTAssertTrue(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
  }

  func testTheTemplateIsFilledOnceWithTheResourceFiles() throws {
    let html = ReportPage.html(
      VerifyRun(
        mode: "never", shard: nil, environment: "{{script}}", results: [Self.result(status: .passed)], stale: []))
    XCTAssertFalse(html.contains("{{title}}") || html.contains("{{style}}") || html.contains("{{data}}"))
    XCTAssertEqual(html.components(separatedBy: "{{script}}").count - 1, 1, "a value is never searched for markers")
    XCTAssertTrue(html.contains(ReportPage.style) && ReportPage.style.contains(".stage"))
    XCTAssertTrue(html.contains(ReportPage.script) && ReportPage.script.contains("selftest"))
    XCTAssertFalse(ReportPage.script.contains("</script") || ReportPage.style.contains("</style"))
    let data = try Self.embeddedData(html)
    XCTAssertEqual(data["axes"] as? [String], ReportPage.axes)
  }

  func testStalePathsAreSplitIntoAxesWhenTheyHaveTheVariantShape() throws {
    XCTAssertEqual(
      ReportPage.staleAxes("m/orange-compact-dark-accessibility3-rtl-iphone-se-3.png"),
      [
        "screen": "m", "theme": "orange-compact", "scheme": "dark", "size": "accessibility3", "direction": "rtl",
        "device": "iphone-se-3", "look": "ios18",
      ])
    XCTAssertEqual(
      ReportPage.staleAxes("m/sosh-light-large-ltr-390x844@3-t59-b34-ios26.png"),
      [
        "screen": "m", "theme": "sosh", "scheme": "light", "size": "large", "direction": "ltr",
        "device": "390x844@3-t59-b34", "look": "ios26",
      ])
    XCTAssertEqual(ReportPage.staleAxes("m/notes.png"), [:])
    XCTAssertEqual(ReportPage.staleAxes("top.png"), [:])
    let html = ReportPage.html(
      VerifyRun(
        mode: "never", shard: nil, environment: "e", results: [],
        stale: ["m/sosh-dark-large-ltr-393pt@1x.png", "x.png"]))
    let axes = try XCTUnwrap(try Self.embeddedData(html)["staleAxes"] as? [[String: String]])
    XCTAssertEqual(
      axes,
      [
        [
          "screen": "m", "theme": "sosh", "scheme": "dark", "size": "large", "direction": "ltr", "device": "393pt@1x",
          "look": "ios18",
        ],
        [:],
      ])
  }
}
