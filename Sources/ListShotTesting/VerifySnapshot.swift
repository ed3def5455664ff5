import Foundation
import ListShot
import ListShotCore
import ListShotSnapshot

/// The shared renderer of a test process: fonts and themes load once.
public enum SnapshotRenderer {
  private static let result = Result { try ListShotRenderer() }
  public static func shared() throws -> ListShotRenderer { try result.get() }
}

/// Checks `screen` against its golden through ListShot's snapshot core; returns nil when it
/// matches, else the failure message. `assertSnapshot` and `expectSnapshot` report what it
/// returns; a third-party assertion can do the same.
///
/// The record mode is `record` when given, else `LISTSHOT_RECORD`, else `missing`; when `CI`
/// is set nothing is recorded unless `LISTSHOT_RECORD_ON_CI=1`. A golden that was just
/// recorded is reported as a failure once, so that a person looks at it before it is
/// committed. A render error fails and writes nothing.
public func verifySnapshot(
  of screen: some ScreenSource, as snapshot: ScreenSnapshot = .png(), named name: String? = nil,
  record: RecordMode? = nil, filePath: String, testName: String
) -> String? {
  let result = snapshotResult(
    of: screen, as: snapshot, named: name, record: record, filePath: filePath, testName: testName)
  return result.isFailure ? result.message : nil
}

/// The outcome of one check, for the front-ends: the core's result, named for a Swift test.
public struct SwiftSnapshotResult: Sendable {
  public var location: SnapshotLocation?
  public var result: SnapshotResult?
  /// A problem before anything was checked: a bad `LISTSHOT_RECORD`, fonts that cannot load.
  public var setupError: String?

  public var isFailure: Bool { result?.isFailure ?? true }

  /// `Snapshot <TestFile>/<test>.<variant>: <what happened>`.
  public var message: String {
    let name = location.map { "Snapshot \($0.name)" } ?? "Snapshot"
    if let setupError { return "\(name): \(setupError)" }
    return "\(name): \(result?.summary ?? "not checked")"
  }
}

/// Runs the snapshot core for a Swift test. `configured` and `frameworkEnvironment` are a
/// test framework's own record settings (swift-snapshot-testing's), below `record` and
/// above / below `LISTSHOT_RECORD` respectively (see `RecordPolicy`).
public func snapshotResult(
  of screen: some ScreenSource, as snapshot: ScreenSnapshot, named name: String? = nil, record: RecordMode? = nil,
  configured: RecordMode? = nil, frameworkEnvironment: RecordMode? = nil, filePath: String, testName: String
) -> SwiftSnapshotResult {
  snapshotResult(
    of: screen, as: snapshot, record: record, configured: configured, frameworkEnvironment: frameworkEnvironment,
    owner: .current(file: filePath, testName: testName, named: name)
  ) { variantStem, environment in
    SnapshotLocation(
      testFile: filePath, testName: testName, named: name, variantStem: variantStem, environment: environment)
  }
}

/// The snapshot core for a Swift test whose golden `locate` names from the variant's file stem
/// (a test's, a preview's); `owner` claims it.
func snapshotResult(
  of screen: some ScreenSource, as snapshot: ScreenSnapshot, record: RecordMode?, configured: RecordMode? = nil,
  frameworkEnvironment: RecordMode? = nil, owner: GoldenClaims.Owner,
  locate: (_ variantStem: String, _ environment: [String: String]) -> SnapshotLocation
) -> SwiftSnapshotResult {
  let environment = SnapshotEnvironment.current
  var outcome = SwiftSnapshotResult()
  do {
    let renderer = try SnapshotRenderer.shared()
    // Before the variant names a file: a device id is part of the golden's name.
    try snapshot.variant.validate()
    let direction = renderer.direction(of: screen, in: snapshot.variant)
    let location = locate(snapshot.variant.fileStem(direction: direction, screenWidth: screen.width), environment)
    outcome.location = location
    let decision = try RecordPolicy.decide(
      explicit: record, configured: configured, frameworkEnvironment: frameworkEnvironment, environment: environment)
    let check = SnapshotCheck(
      renderer: renderer, decision: decision, artifacts: location.artifacts,
      options: try snapshot.tolerance.diffOptions())
    let golden = try location.checkedGolden()
    if let other = GoldenClaims.shared.claim(golden, by: owner) {
      throw ListShotError(
        .badInput, at: SourceLocation(file: golden.path),
        "this golden is also the golden of \(other.description); the two tests would compare against each other's image",
        hint:
          "names that differ only in case, in how an accent is encoded or in characters a file name leaves out share a golden: rename one of the tests, or pass `named:`"
      )
    }
    outcome.result = check.run(golden: golden, name: location.name) {
      try renderer.displayList(for: screen, in: snapshot.variant)
    }
  } catch {
    outcome.setupError = "\(error)"
  }
  return outcome
}
