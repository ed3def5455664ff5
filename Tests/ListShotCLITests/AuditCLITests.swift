import Foundation
import XCTest

/// `listshot audit`: table, exit codes, suppression, JSON, VoiceOver snapshots.
final class AuditCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: work)
  }

  func spec(_ audit: String = "") throws -> String {
    let text = """
      screens:
        - name: plan
          rows:
            - odsListItem: {title: Plan, trailing: {text: Premium, infoButton: true}}
      \(audit.isEmpty ? "" : "        audit: \(audit)\n")
      """
    let url = work.appendingPathComponent("spec.yaml")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func testFindingsFailTheRunWithTheirRowAndElement() throws {
    let result = try CLI.run(["audit", try spec()])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.contains("sections[0].rows[0].infoButton"), result.stdout)
    XCTAssertTrue(result.stdout.contains("button hit area 17×17 pt, under iOS's 44 pt"), result.stdout)
    XCTAssertTrue(result.stdout.contains("sections[0].rows[0].trailingText"), result.stdout)
    XCTAssertTrue(result.stderr.contains("at or above error"), result.stderr)
  }

  /// Text from the spec inside a finding (a truncated title with a line break, a pipe, HTML)
  /// keeps each finding on one row of the table and of audit.md, and adds no markup.
  func testSpecTextCannotBreakTheTablesRows() throws {
    let long = String(repeating: "and on ", count: 12)
    let url = work.appendingPathComponent("spec.yaml")
    try """
    screens:
      - name: b
        rows:
          - odsListItem: { title: "First\\n| forged | row |\\n<b>bold</b> \(long)" }
    """.write(to: url, atomically: true, encoding: .utf8)
    let report = work.appendingPathComponent("report")
    let result = try CLI.run(["audit", url.path, "--report", report.path, "--theme", "orange", "--scheme", "light"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let row = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.contains("truncation") })
    XCTAssertTrue(row.contains(#""First\u{A}| forged | row |\u{A}<b>bold</b>"#), String(row))
    let markdown = try String(contentsOf: report.appendingPathComponent("audit.md"), encoding: .utf8)
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.filter { $0.hasPrefix("|") }.count, 3, markdown)  // header, rule, one finding
    XCTAssertTrue(
      markdown.contains(#""First\u{A}\| forged \| row \|\u{A}&lt;b&gt;bold&lt;/b&gt;"#), markdown)
  }

  func testSuppressedFindingsAreListedAndDoNotFail() throws {
    let path = try spec("{suppress: [contrast, targetSize], reason: \"ODS trailing text and info button, by design\"}")
    let result = try CLI.run(["audit", path, "--json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let findings = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
    XCTAssertFalse(findings.isEmpty)
    for finding in findings where finding["check"] as? String != "truncation" {
      XCTAssertEqual(finding["status"] as? String, "suppressed")
      XCTAssertEqual(finding["suppressionReason"] as? String, "ODS trailing text and info button, by design")
    }
  }

  func testFailOnWarningAndTheVoiceOverSnapshot() throws {
    let out = work.appendingPathComponent("vo")
    let quiet = try spec("{suppress: [contrast, targetSize], reason: reviewed}")
    XCTAssertEqual(try CLI.run(["audit", quiet, "--fail-on", "warning", "--voiceover-out", out.path]).status, 0)
    let text = try String(
      contentsOf: out.appendingPathComponent("plan/orange-light-large-ltr-393pt@3x-ios26.voiceover.txt"))
    XCTAssertEqual(text, "sections[0].rows[0]: Plan, Premium\nsections[0].rows[0].infoButton: More info, button\n")
    XCTAssertEqual(try CLI.run(["audit"]).status, 2)
  }

  func testTheGalleryReportIsWritten() throws {
    let report = work.appendingPathComponent("report")
    let result = try CLI.run(["audit", "--gallery", "--scheme", "dark", "--report", report.path, "--fail-on", "info"])
    XCTAssertEqual(result.status, 1)
    let markdown = try String(contentsOf: report.appendingPathComponent("audit.md"))
    XCTAssertTrue(markdown.hasPrefix("| severity | status | check |"))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: report.appendingPathComponent(
          "voiceover/controls-checkbox/orange-dark-large-ltr-393pt@3x-ios26.voiceover.txt"
        ).path))
  }
}
