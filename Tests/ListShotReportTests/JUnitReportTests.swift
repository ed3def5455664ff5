import Foundation
import XCTest
#if canImport(FoundationXML)
  import FoundationXML
#endif

import ListShot
@testable import ListShotReport

/// Each JUnit testcase fails exactly when its variant makes `verify` exit non-zero.
final class JUnitReportTests: XCTestCase {
  func testEveryOutcomeThatFailsTheRunFailsItsTestcase() throws {
    func result(_ screen: String, _ status: VerifyResult.Status, differing: Int? = nil) -> VerifyResult {
      var result = ReportPageTests.result(screen, status: status, message: "\(screen) \(status)")
      result.differingPixels = differing
      return result
    }
    let results = [
      result("matched", .passed),
      result("changed", .failed, differing: 12),
      result("absent", .missing),
      result("new", .recorded),
      result("changedThenRecorded", .rerecorded, differing: 3),
      result("recordedAgain", .rerecorded),
    ]
    let xml = JUnitReport.xml(VerifyRun(mode: "missing", shard: nil, environment: "e", results: results, stale: []))
    let document = try XMLDocument(xmlString: xml)
    let suite = try XCTUnwrap(document.rootElement())
    XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "6")
    XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "2")
    XCTAssertEqual(suite.attribute(forName: "errors")?.stringValue, "2")
    var outcome: [String: String] = [:]
    for case let testcase as XMLElement in suite.children ?? [] {
      let screen = try XCTUnwrap(testcase.attribute(forName: "classname")?.stringValue)
      outcome[screen] =
        (testcase.children ?? []).compactMap(\.name).first { $0 == "failure" || $0 == "error" } ?? "passed"
    }
    XCTAssertEqual(
      outcome,
      [
        "matched": "passed", "changed": "failure", "absent": "error", "new": "error",
        "changedThenRecorded": "failure", "recordedAgain": "passed",
      ])
    // The same verdicts as the run's exit status: a failure, and errors for missing goldens.
    XCTAssertEqual(results.filter(\.isFailure).count, 4)
  }

  /// A pass the tolerance let through passes, and says in its output what differs.
  func testATolerancePassSaysWhatDiffers() throws {
    var within = ReportPageTests.result("within", status: .passed, message: "within the tolerance, not equal: 3 pixels")
    within.tolerated = true
    let xml = JUnitReport.xml(VerifyRun(mode: "never", shard: nil, environment: "e", results: [within], stale: []))
    let testcase = try XCTUnwrap(try XMLDocument(xmlString: xml).rootElement()?.children?.first as? XMLElement)
    XCTAssertEqual(testcase.children?.compactMap(\.name), ["system-out"])
    XCTAssertEqual(testcase.children?.first?.stringValue, "within the tolerance, not equal: 3 pixels")
  }
}
