import Foundation
import ListShot
import ListShotModel
import ListShotSnapshot
import XCTest

/// Renders `screen` in `variant` and checks it against `Snapshots/<suite>/<name>.png`,
/// through the same snapshot core as the public front-ends (`SnapshotCheck`); with
/// `textGolden`, also its display list against `Snapshots/<suite>/<name>.json` (`TextGolden`,
/// image paths relative to the repository), so a failure names the item that moved.
///
/// The record mode comes from `LISTSHOT_RECORD` (missing, failed, all, never); on CI nothing
/// is recorded. On a mismatch the expected, actual, diff and side-by-side images go to
/// `LISTSHOT_ARTIFACTS/<suite>/` (default `.build/listshot-artifacts`) and the test fails with
/// the changed rows and the side-by-side path.
public func assertGolden(
  _ screen: Screen, _ variant: RenderVariant, suite: String, textGolden: Bool = false, named name: String,
  file: StaticString = #filePath, line: UInt = #line
) {
  do {
    let environment = SnapshotEnvironment.current
    let artifacts =
      environment["LISTSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? TestEnvironment.repositoryRoot.appendingPathComponent(".build/listshot-artifacts")
    let golden = TestEnvironment.repositoryRoot
      .appendingPathComponent("Snapshots").appendingPathComponent(suite).appendingPathComponent(name + ".png")
    let renderer = try TestEnvironment.renderer()
    let decision = try RecordPolicy.decide(environment: environment)
    let list = try renderer.displayList(for: screen, in: variant)
    let check = SnapshotCheck(renderer: renderer, decision: decision, artifacts: artifacts)
    let result = check.run(golden: golden, name: suite + "/" + name) { list }
    if result.isFailure { XCTFail("\(suite)/\(name): \(result.summary)", file: file, line: line) }
    if textGolden {
      let json = try DisplayListJSON.encode(list, imagePathsRelativeTo: TestEnvironment.repositoryRoot)
      let outcome = try TextGolden.check(
        json, golden: golden.deletingPathExtension().appendingPathExtension("json"), mode: decision.mode)
      if outcome.isFailure { XCTFail("\(suite)/\(name).json: \(outcome.summary)", file: file, line: line) }
    }
  } catch {
    XCTFail("\(name): \(error)", file: file, line: line)
  }
}
