/// When a golden image may be written.
///
/// The same four modes as swift-snapshot-testing: `missing` records goldens that do not exist
/// yet, `failed` rewrites the ones that differ, `all` rewrites everything and `never` only
/// compares. On CI (`CI` set in the environment) the mode is always `never`, so a retried job
/// can never pass by recording.
public enum RecordMode: String, Sendable, CaseIterable {
  case missing, failed, all, never

  /// The environment variable that selects the mode for tests.
  public static let variable = "LISTSHOT_RECORD"

  /// The mode for this process: `never` on CI, else `LISTSHOT_RECORD`, else `missing`.
  /// An unknown value is an error rather than a silent default.
  public static func fromEnvironment(_ environment: [String: String]) throws -> RecordMode {
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
      return .never
    }
    guard let value = environment[variable], !value.isEmpty else { return .missing }
    guard let mode = RecordMode(rawValue: value.lowercased()) else {
      throw SnapshotError.badRecordMode(value)
    }
    return mode
  }

  func shouldRecord(goldenExists: Bool, matches: Bool) -> Bool {
    switch self {
    case .all: return true
    case .missing: return !goldenExists
    case .failed: return !goldenExists || !matches
    case .never: return false
    }
  }
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
