import Foundation
import ListShotSnapshot
import ListShotSnapshotTesting
@_spi(Testing) import ListShotTesting
import SnapshotTesting
import Testing
import XCTest

/// The four snapshot front-ends — `assertSnapshot` (XCTest), `expectSnapshot` (Swift Testing),
/// swift-snapshot-testing's `assertSnapshot` with the `.listShot` strategy, and
/// `listshot verify` — share one core, so one table says what each of them does for a
/// missing, matching and changed golden, in each record setting, on CI, and for a render
/// error: whether it fails, what becomes of the golden, what the message says and which
/// artifacts are written.
@Suite(.serialized) struct FrontEndTableTests {
  @Test(arguments: FrontEnd.allCases, Row.table)
  func frontEnd(_ frontEnd: FrontEnd, _ row: Row) throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-frontends-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let paths = try frontEnd.paths(in: work)
    switch row.golden {
    case .none: break
    case .matching: try Fixture.record(Fixture.screen, at: paths.golden)
    case .changed: try Fixture.record(Fixture.changedScreen, at: paths.golden)
    }
    let before = FileManager.default.contents(atPath: paths.golden.path)
    var environment = row.environment
    environment[SnapshotLocation.artifactsVariable] = paths.artifacts.path

    let outcome = try frontEnd.run(row, environment: environment, work: work)

    let context = "\(frontEnd) / \(row.name): \(outcome.messages)"
    #expect(outcome.failed == row.fails, "\(context)")
    if frontEnd == .cli { #expect(outcome.status == row.cliStatus, "\(context)") }
    if row.message.isEmpty {
      if frontEnd != .cli { #expect(outcome.messages.isEmpty, "\(context)") }
    } else {
      #expect(outcome.messages.contains { $0.contains(row.message) }, "\(context)")
    }
    let after = FileManager.default.contents(atPath: paths.golden.path)
    switch row.goldenAfter {
    case .absent: #expect(after == nil, "\(context)")
    case .unchanged: #expect(after == before, "\(context)")
    case .matchesRender:
      #expect(after != nil && after != before, "\(context)")
      #expect(try Fixture.matches(paths.golden), "\(context)")
    }
    let written = Set(
      (try? FileManager.default.subpathsOfDirectory(atPath: paths.artifacts.path))?.filter { $0.hasSuffix(".png") }
        ?? [])
    if row.artifacts {
      let kinds = ["expected", "actual", "diff", "side-by-side"]
      #expect(written == Set(kinds.map { "\(paths.name).\($0).png" }), "\(context)")
      let sideBySide = paths.artifacts.appendingPathComponent("\(paths.name).side-by-side.png").path
      #expect(outcome.messages.contains { $0.contains("side by side: \(sideBySide)") }, "\(context)")
      #expect(outcome.messages.contains { $0.contains("changed rows: sections[0].rows[0]") }, "\(context)")
    } else {
      #expect(written.isEmpty, "\(context)")
    }
  }
}

/// One row of the table: the state before, the setting, and what every front-end must do.
struct Row: CustomStringConvertible, Sendable {
  enum Golden: Sendable { case none, matching, changed }
  enum After: Sendable { case absent, unchanged, matchesRender }

  var name: String
  var golden: Golden
  var environment: [String: String] = [:]
  /// The explicit choice: `record:`, `withSnapshotTesting(record:)`, `--record`.
  var record: RecordMode?
  var theme = "orange"
  var fails: Bool
  var goldenAfter: After
  var message: String
  var artifacts = false
  var cliStatus: Int32

  var description: String { name }

  static let table: [Row] = [
    Row(
      name: "missing golden", golden: .none, fails: true, goldenAfter: .matchesRender,
      message: "recorded a new golden at", cliStatus: 3),
    Row(name: "matching golden", golden: .matching, fails: false, goldenAfter: .unchanged, message: "", cliStatus: 0),
    Row(
      name: "changed golden", golden: .changed, fails: true, goldenAfter: .unchanged,
      message: "pixels differ", artifacts: true, cliStatus: 1),
    Row(
      name: "changed golden, record failed", golden: .changed, record: .failed, fails: true,
      goldenAfter: .matchesRender, message: "re-recorded", artifacts: true, cliStatus: 1),
    Row(
      name: "changed golden, LISTSHOT_RECORD=failed", golden: .changed, environment: ["LISTSHOT_RECORD": "failed"],
      fails: true, goldenAfter: .matchesRender, message: "re-recorded", artifacts: true, cliStatus: 1),
    Row(
      name: "missing golden on CI", golden: .none, environment: ["CI": "true"], fails: true, goldenAfter: .absent,
      message: "nothing was recorded: CI is set", cliStatus: 3),
    Row(
      name: "missing golden on CI, record all", golden: .none, environment: ["CI": "true"], record: .all, fails: true,
      goldenAfter: .absent, message: "nothing was recorded: CI is set", cliStatus: 3),
    Row(
      name: "changed golden on CI, LISTSHOT_RECORD=all", golden: .changed,
      environment: ["CI": "true", "LISTSHOT_RECORD": "all"], fails: true, goldenAfter: .unchanged,
      message: "not re-recorded: CI is set", artifacts: true, cliStatus: 1),
    Row(
      name: "missing golden on CI with LISTSHOT_RECORD_ON_CI=1", golden: .none,
      environment: ["CI": "true", "LISTSHOT_RECORD_ON_CI": "1"], fails: true, goldenAfter: .matchesRender,
      message: "recorded a new golden at", cliStatus: 3),
    Row(
      name: "render error", golden: .none, theme: "ornage", fails: true, goldenAfter: .absent,
      message: "ornage", cliStatus: 2),
  ]
}

/// The screen every front-end snapshots (also as a spec for the CLI), and a changed copy.
enum Fixture {
  static let screen = Screen("s", width: 240) {
    ODSListItem(title: "First", subtitle: "Subtitle")
    ODSListItem(title: "Second", trailingText: "Details")
  }
  static let changedScreen = Screen("s", width: 240) {
    ODSListItem(title: "Changed", subtitle: "Subtitle")
    ODSListItem(title: "Second", trailingText: "Details")
  }
  static let spec = """
    screens:
      - name: s
        width: 240
        rows:
          - odsListItem: { title: First, subtitle: Subtitle }
          - odsListItem: { title: Second, trailingText: Details }
    """

  static func snapshot(theme: String = "orange") -> ScreenSnapshot { .png(theme: theme, scale: 1) }
  static var variantStem: String { snapshot().variant.fileStem(direction: .leftToRight, screenWidth: 240) }

  /// Writes the stamped golden of `screen` as recording does.
  static func record(_ screen: Screen, at golden: URL) throws {
    let renderer = try SnapshotRenderer.shared()
    let result = SnapshotCheck(renderer: renderer, decision: RecordDecision(mode: .all), artifacts: nil)
      .run(golden: golden, name: "fixture") { try renderer.displayList(for: screen, in: snapshot().variant) }
    guard case .checked = result.outcome else { throw CocoaError(.fileWriteUnknown) }
  }

  /// Whether `golden` holds exactly the render of `screen`.
  static func matches(_ golden: URL) throws -> Bool {
    let renderer = try SnapshotRenderer.shared()
    let result = SnapshotCheck(renderer: renderer, decision: RecordDecision(mode: .never), artifacts: nil)
      .run(golden: golden, name: "fixture") { try renderer.displayList(for: screen, in: snapshot().variant) }
    return !result.isFailure
  }
}

enum FrontEnd: String, CaseIterable, CustomStringConvertible, Sendable {
  case assertSnapshot, expectSnapshot, listShotStrategy, cli

  var description: String { rawValue }

  struct Paths {
    var golden: URL
    var artifacts: URL
    /// The artifacts' name below `artifacts`.
    var name: String
  }

  struct Outcome {
    var failed: Bool
    var messages: [String]
    var status: Int32 = 0
  }

  static let testName = "testSettings()"

  func paths(in work: URL) throws -> Paths {
    let artifacts = work.appendingPathComponent("artifacts")
    switch self {
    case .cli:
      return Paths(
        golden: work.appendingPathComponent("snapshots/s/\(Fixture.variantStem).png"), artifacts: artifacts,
        name: "s/\(Fixture.variantStem)")
    default:
      // The test file is this one; its folder is replaced by `work` (SnapshotLocation).
      let stem = "FrontEndTableTests/testSettings.\(Fixture.variantStem)"
      return Paths(golden: work.appendingPathComponent("__Snapshots__/\(stem).png"), artifacts: artifacts, name: stem)
    }
  }

  func run(_ row: Row, environment: [String: String], work: URL) throws -> Outcome {
    if self == .cli { return try runCLI(row, environment: environment, work: work) }
    let snapshot = Fixture.snapshot(theme: row.theme)
    return SnapshotLocation.$testFolderOverride.withValue(work) {
      SnapshotEnvironment.$override.withValue(environment) {
        switch self {
        case .assertSnapshot:
          return XCTestProbe.run {
            ListShotTesting.assertSnapshot(
              of: Fixture.screen, as: snapshot, record: row.record, testName: Self.testName)
          }
        case .expectSnapshot:
          return IssueProbe.run {
            ListShotTesting.expectSnapshot(
              of: Fixture.screen, as: snapshot, record: row.record, testName: Self.testName)
          }
        case .listShotStrategy:
          // swift-snapshot-testing's own record setting stands for the explicit choice.
          let assert = {
            ListShotSnapshotTesting.assertSnapshot(of: Fixture.screen, as: .listShot(snapshot), testName: Self.testName)
          }
          guard let record = row.record.flatMap({ SnapshotTestingConfiguration.Record(rawValue: $0.rawValue) }) else {
            return IssueProbe.run(assert)
          }
          return IssueProbe.run { withSnapshotTesting(record: record, operation: assert) }
        case .cli:
          fatalError("handled above")
        }
      }
    }
  }

  private func runCLI(_ row: Row, environment: [String: String], work: URL) throws -> Outcome {
    let spec = work.appendingPathComponent("spec.yaml")
    try Fixture.spec.write(to: spec, atomically: true, encoding: .utf8)
    let paths = try self.paths(in: work)
    var arguments = [
      "verify", spec.path, "--snapshots", work.appendingPathComponent("snapshots").path,
      "--artifacts", paths.artifacts.path, "--theme", row.theme, "--scale", "1",
    ]
    if let record = row.record { arguments += ["--record", record.rawValue] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("listshot")
    process.arguments = arguments
    process.currentDirectoryURL = work
    let inherited = ProcessInfo.processInfo.environment.filter {
      !["CI", "LISTSHOT_RECORD", "LISTSHOT_RECORD_ON_CI", "LISTSHOT_ARTIFACTS"].contains($0.key)
    }
    process.environment = inherited.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let status = process.terminationStatus
    return Outcome(failed: status != 0, messages: [stdout + stderr], status: status)
  }
}

/// Runs XCTest code in a throwaway test case whose failures are collected, not reported.
final class XCTestProbe: XCTestCase {
  private var failures: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    failures.append(description)
  }

  static func run(_ body: @escaping () -> Void) -> FrontEnd.Outcome {
    let probe = XCTestProbe(name: "probe", testClosure: { _ in body() })
    probe.run()
    return FrontEnd.Outcome(failed: !probe.failures.isEmpty, messages: probe.failures)
  }
}

/// Runs Swift Testing code and collects the issues it records instead of failing.
enum IssueProbe {
  final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }

  static func run(_ body: () -> Void) -> FrontEnd.Outcome {
    let box = Box()
    withKnownIssue(isIntermittent: true) {
      body()
    } matching: { issue in
      box.add(issue.comments.map(\.rawValue).joined(separator: " "))
      return true
    }
    return FrontEnd.Outcome(failed: !box.all.isEmpty, messages: box.all)
  }
}
