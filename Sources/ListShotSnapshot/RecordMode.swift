import Foundation

/// When a golden image may be written.
///
/// The same four modes as swift-snapshot-testing: `missing` records goldens that do not exist
/// yet, `failed` rewrites the ones that differ, `all` rewrites everything and `never` only
/// compares. `RecordPolicy` decides which one applies; on CI it is `never`.
public enum RecordMode: String, Sendable, CaseIterable {
  case missing, failed, all, never

  /// The environment variable that selects the mode for tests.
  public static let variable = "LISTSHOT_RECORD"

  public func shouldRecord(goldenExists: Bool, matches: Bool) -> Bool {
    switch self {
    case .all: return true
    case .missing: return !goldenExists
    case .failed: return !goldenExists || !matches
    case .never: return false
    }
  }
}

/// Decides the record mode the same way for every front-end: `assertSnapshot`,
/// `expectSnapshot`, the `.listShot` strategy and `listshot verify`.
///
/// The first of these that is given wins: the explicit choice (the `record:` argument,
/// `--record`), the test framework's own configuration (swift-snapshot-testing's
/// `withSnapshotTesting(record:)` or `.snapshots(record:)` trait), `LISTSHOT_RECORD`, the
/// framework's environment setting (`SNAPSHOT_TESTING_RECORD`), else `missing`.
///
/// On CI (`CI` set to anything but `0` or `false`) nothing is recorded, whatever was asked,
/// so a retried job can never pass by recording: the mode becomes `never`. The one override
/// is `LISTSHOT_RECORD_ON_CI=1`, for a job whose purpose is to record.
public enum RecordPolicy {
  /// The environment variable that allows recording on CI.
  public static let ciOverrideVariable = "LISTSHOT_RECORD_ON_CI"

  public static func decide(
    explicit: RecordMode? = nil, configured: RecordMode? = nil, frameworkEnvironment: RecordMode? = nil,
    environment: [String: String]
  ) throws -> RecordDecision {
    var fromVariable: RecordMode?
    if let value = environment[RecordMode.variable], !value.isEmpty {
      guard let mode = RecordMode(rawValue: value.lowercased()) else { throw SnapshotError.badRecordMode(value) }
      fromVariable = mode
    }
    let requested = explicit ?? configured ?? fromVariable ?? frameworkEnvironment ?? .missing
    guard isCI(environment), requested != .never, environment[ciOverrideVariable] != "1" else {
      return RecordDecision(mode: requested, requested: requested, blockedOnCI: false)
    }
    return RecordDecision(mode: .never, requested: requested, blockedOnCI: true)
  }

  /// `CI` is set, to anything but `0` or `false`: an empty `CI=` counts as set, as the
  /// README says (a CI that exports the variable empty must not record).
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let ci = environment["CI"] else { return false }
    return ci != "0" && ci.lowercased() != "false"
  }
}

/// The record mode that applies, and what was asked for when CI turned it off.
public struct RecordDecision: Hashable, Sendable {
  public var mode: RecordMode
  public var requested: RecordMode
  /// CI is set and turned the requested mode into `never`.
  public var blockedOnCI: Bool

  public init(mode: RecordMode, requested: RecordMode? = nil, blockedOnCI: Bool = false) {
    self.mode = mode
    self.requested = requested ?? mode
    self.blockedOnCI = blockedOnCI
  }

  /// Why nothing may be recorded, for messages: nil when recording is allowed.
  public var whyNotRecording: String? {
    if blockedOnCI {
      return "CI is set, so nothing is recorded (set \(RecordPolicy.ciOverrideVariable)=1 to record on CI)"
    }
    return mode == .never ? "the record mode is never" : nil
  }
}

/// The environment the snapshot front-ends read: the process's, or for the duration of
/// `withValue`, a given one (tests of the front-ends run in parallel and cannot set the
/// process environment).
public enum SnapshotEnvironment {
  @TaskLocal public static var override: [String: String]?

  public static var current: [String: String] { override ?? ProcessInfo.processInfo.environment }
}

public enum SnapshotError: Error, CustomStringConvertible {
  case badRecordMode(String)

  public var description: String {
    switch self {
    case .badRecordMode(let value):
      return "error: \(RecordMode.variable)=\(value) is not a record mode; expected one of: missing, failed, all, never"
    }
  }
}
