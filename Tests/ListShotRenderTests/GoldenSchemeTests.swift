import Foundation
import ListShot
import ListShotModel
import ListShotTestSupport
import XCTest

/// The layout of the repository's own goldens: `Snapshots/<suite>/<screen>/<variant stem>.png`
/// with its display-list text golden beside it, each golden checked by one call only.
final class GoldenSchemeTests: XCTestCase {
  /// A variant whose theme does not exist: the golden's path is claimed, then the layout fails,
  /// so nothing is rendered or recorded.
  static let unloadable = RenderVariant(theme: "no-such-theme", scale: 1, look: .ios18)

  func testTwoCallsThatWouldCheckOneGoldenFailTheSecond() {
    let suite = "GoldenSchemeTests-\(UUID().uuidString)"
    let screen = Screen("twice", width: 200) { ODSListItem(title: "Twice") }
    var chrome = Self.unloadable
    chrome.chrome = true
    let failures = FailureProbe.run {
      assertGolden(screen, Self.unloadable, suite: suite, named: "twice")
      // The same stem: the status bar is an axis the file name does not spell.
      assertGolden(screen, chrome, suite: suite, named: "twice")
      // Another case of the same name: one file on a case-insensitive file system.
      assertGolden(screen, Self.unloadable, suite: suite, named: "TWICE")
    }
    XCTAssertEqual(failures.count, 3, "\(failures)")
    XCTAssertFalse(failures[0].contains("already checked"), failures[0])
    for failure in failures.dropFirst() {
      XCTAssertTrue(failure.contains("is already checked by the call at"), failure)
      XCTAssertTrue(failure.contains("GoldenSchemeTests.swift:"), failure)
    }
    XCTAssertTrue(
      failures[1].hasPrefix("\(suite)/twice/no-such-theme-light-large-ltr-200pt@1x:"), failures[1])
  }

  /// The two looks of one variant never share a golden: iOS 26's stem ends in `-ios26`, iOS 18's
  /// is the stem every golden recorded before looks has.
  func testTheLooksOfOneVariantHaveTheirOwnGoldens() {
    let suite = "GoldenSchemeTests-\(UUID().uuidString)"
    let screen = Screen("looks", width: 200) { ODSListItem(title: "Looks") }
    var ios26 = Self.unloadable
    ios26.look = .ios26
    XCTAssertEqual(
      ios26.fileStem(direction: .leftToRight, screenWidth: 200), "no-such-theme-light-large-ltr-200pt@1x-ios26")
    XCTAssertEqual(
      Self.unloadable.fileStem(direction: .leftToRight, screenWidth: 200), "no-such-theme-light-large-ltr-200pt@1x")
    let failures = FailureProbe.run {
      assertGolden(screen, Self.unloadable, suite: suite, named: "looks")
      assertGolden(screen, ios26, suite: suite, named: "looks")
    }
    XCTAssertEqual(failures.count, 2, "\(failures)")
    XCTAssertFalse(failures.contains { $0.contains("already checked") }, "\(failures)")
  }

  func testEveryPNGGoldenHasItsTextGoldenBesideIt() throws {
    let snapshots = TestEnvironment.repositoryRoot.appendingPathComponent("Snapshots")
    let files = try FileManager.default.subpathsOfDirectory(atPath: snapshots.path)
      .filter { !$0.hasPrefix("audit/") && ($0.hasSuffix(".png") || $0.hasSuffix(".json")) }
    let pngs = Set(files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) })
    let jsons = Set(files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) })
    XCTAssertGreaterThan(pngs.count, 150)
    // The CLI example goldens of examples/ods-list-items.yaml (Snapshots/examples/ods-*) have none.
    let swiftGoldens = pngs.filter { !$0.hasPrefix("examples/ods-") }
    XCTAssertEqual(swiftGoldens.subtracting(jsons).sorted(), [])
    XCTAssertEqual(jsons.subtracting(pngs).sorted(), [])
    // <suite>/<screen>/<stem>: nothing at the top of a suite's folder.
    XCTAssertEqual(pngs.filter { $0.split(separator: "/").count != 3 }.sorted(), [])
  }
}

/// Runs XCTest code in a throwaway test case whose failures are collected, not reported.
final class FailureProbe: XCTestCase {
  private var failures: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    failures.append(description)
  }

  static func run(_ body: @escaping () -> Void) -> [String] {
    let probe = FailureProbe(name: "probe", testClosure: { _ in body() })
    probe.run()
    return probe.failures
  }
}
