import Foundation
import ListShot
import ListShotModel
import ListShotSnapshot
import XCTest

/// Renders `screen` in `variant` and checks it against `Snapshots/<suite>/<name>.png`.
///
/// The record mode comes from `LISTSHOT_RECORD` (missing, failed, all, never; always never on
/// CI). On a mismatch the expected, actual and diff images go to `LISTSHOT_ARTIFACTS`
/// (default `.build/artifacts`) and the test fails with their paths.
public func assertGolden(
  _ screen: Screen, _ variant: RenderVariant, suite: String, named name: String,
  file: StaticString = #filePath, line: UInt = #line
) {
  do {
    let environment = ProcessInfo.processInfo.environment
    let mode = try RecordMode.fromEnvironment(environment)
    let artifacts = environment["LISTSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? TestEnvironment.repositoryRoot.appendingPathComponent(".build/artifacts")
    let golden = TestEnvironment.repositoryRoot
      .appendingPathComponent("Snapshots").appendingPathComponent(suite).appendingPathComponent(name + ".png")
    let renderer = try TestEnvironment.renderer()
    let list = try renderer.displayList(for: screen, in: variant)
    let checker = GoldenFile(
      mode: mode, artifactsDirectory: artifacts.appendingPathComponent(suite), environment: renderer.environmentStamp)
    let outcome = try renderer.withPixels(list) { try checker.check($0, golden: golden, name: name) }
    switch outcome {
    case .matched: break
    case .recordedNew:
      XCTFail("Recorded a new golden \(golden.path); look at it, then run again.", file: file, line: line)
    case .rerecorded:
      XCTFail("Re-recorded \(golden.path); look at it, then run again with recording off.", file: file, line: line)
    case .missing:
      XCTFail("Golden \(golden.path) is missing and the record mode is never.", file: file, line: line)
    case .mismatched(let comparison, let artifacts, let environment):
      let note = environment.map { " Note: \($0)." } ?? ""
      XCTFail("\(name): \(comparison.summary).\(note) Artifacts: \(artifacts.paths.joined(separator: ", "))", file: file, line: line)
    }
  } catch {
    XCTFail("\(name): \(error)", file: file, line: line)
  }
}
