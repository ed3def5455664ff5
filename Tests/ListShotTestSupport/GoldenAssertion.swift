import Foundation
import ListShot
import ListShotModel
import ListShotSnapshot
import XCTest

/// Renders `screen` in `variant` and checks it against
/// `Snapshots/<suite>/<name>/<variant stem>.png`, the layout `listshot verify` gives users
/// (`<screen>/<stem>.png`, the stem from `RenderVariant.fileStem`), through the same snapshot
/// core as the public front-ends (`SnapshotCheck`); and its display list against the text
/// golden beside it, `<variant stem>.json` (`TextGolden`, image paths relative to the
/// repository), so a failure names the item that moved.
///
/// `name` names the screen only: the theme, scheme, size, direction and device come from the
/// variant. Two calls that would check one golden in a process fail (`GoldenPaths`).
///
/// The record mode comes from `LISTSHOT_RECORD` (missing, failed, all, never); on CI nothing
/// is recorded. On a mismatch the expected, actual, diff and side-by-side images go to
/// `LISTSHOT_ARTIFACTS/<suite>/` (default `.build/listshot-artifacts`) and the test fails with
/// the changed rows and the side-by-side path.
public func assertGolden(
  _ screen: Screen, _ variant: RenderVariant, suite: String, named name: String,
  file: StaticString = #filePath, line: UInt = #line
) {
  do {
    let environment = SnapshotEnvironment.current
    let artifacts =
      environment["LISTSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? TestEnvironment.repositoryRoot.appendingPathComponent(".build/listshot-artifacts")
    let renderer = try TestEnvironment.renderer()
    let stem = variant.fileStem(direction: renderer.direction(of: screen, in: variant), screenWidth: screen.width)
    let relative = suite + "/" + name + "/" + stem
    if let first = GoldenPaths.shared.claim(relative, at: "\(file):\(line)") {
      XCTFail(
        "\(relative): this golden is already checked by the call at \(first) in this run; two calls would share one "
          + "file: give the screens different names (the file stem names only the theme, scheme, size, direction and device)",
        file: file, line: line)
      return
    }
    let golden = TestEnvironment.repositoryRoot.appendingPathComponent("Snapshots/" + relative + ".png")
    let decision = try RecordPolicy.decide(environment: environment)
    let list = try renderer.displayList(for: screen, in: variant)
    // The text golden through the same core as `verify --text-goldens`.
    let check = SnapshotCheck(
      renderer: renderer, decision: decision, artifacts: artifacts, textGoldenRoot: TestEnvironment.repositoryRoot)
    let result = check.run(golden: golden, name: relative) { list }
    if result.isFailure { XCTFail("\(relative): \(result.summary)", file: file, line: line) }
  } catch {
    XCTFail("\(suite)/\(name): \(error)", file: file, line: line)
  }
}

/// The goldens `assertGolden` has checked in this process, so that two calls (two tests, or
/// two variants whose stems are equal) cannot silently share one golden. Paths are compared
/// lowercased: a case-insensitive file system would fold them into one file.
public final class GoldenPaths: @unchecked Sendable {
  public static let shared = GoldenPaths()

  public init() {}

  private let lock = NSLock()
  private var callers: [String: String] = [:]

  /// Claims `path` for the call at `caller`; returns the call that claimed it first.
  public func claim(_ path: String, at caller: String) -> String? {
    lock.withLock {
      let key = path.lowercased()
      if let first = callers[key] { return first }
      callers[key] = caller
      return nil
    }
  }
}
