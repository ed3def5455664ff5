import ListShotCore
import ListShotSnapshot

/// The outcome of verifying one variant of one screen: what `verify` prints, and what the
/// JSON report, the HTML report and JUnit files are made from.
public struct VerifyResult: Hashable, Sendable, Codable {
  public enum Status: String, Hashable, Sendable, Codable {
    case passed, failed, missing, recorded, rerecorded
  }

  public var screen: String
  public var theme: String
  public var scheme: String
  public var size: String
  public var direction: String
  public var device: String
  /// The golden's path relative to the snapshots folder.
  public var golden: String
  public var status: Status
  /// One line for people: why it failed, or how it passed.
  public var message: String
  /// Whether the golden had to be decoded (false: the stamp proved equality).
  public var decoded: Bool?
  public var differingPixels: Int?
  /// x, y, width, height of the changed area, in pixels.
  public var changedArea: [Int]?
  public var environmentNote: String?
  public var artifacts: Artifacts?

  /// The variant's name: `<screen>/<theme>-<scheme>-<size>-<direction>-<device>`.
  public var name: String { String(golden.dropLast(4)) }

  public var isFailure: Bool { status == .failed || status == .missing }
}

extension VerifyResult {
  init(job: RenderJob, golden: String, outcome: GoldenOutcome) {
    let variant = job.variant
    self.init(
      screen: job.screen.name, theme: variant.themeName, scheme: variant.scheme.rawValue,
      size: variant.dynamicTypeSize.rawValue, direction: job.direction.rawValue,
      device: variant.deviceID(screenWidth: job.screen.width),
      golden: golden, status: .passed, message: "")
    switch outcome {
    case .matched(let decoded):
      message = decoded ? "matches (decoded)" : "matches"
      self.decoded = decoded
    case .recordedNew:
      status = .recorded
      message = "recorded a new golden"
    case .rerecorded(let previous):
      status = .rerecorded
      message = previous.map { "re-recorded: \($0.summary)" } ?? "re-recorded"
    case .missing:
      status = .missing
      message = "no golden (record it with --record missing)"
    case .mismatched(let comparison, let artifacts, let environment):
      status = .failed
      message = comparison.summary
      decoded = true
      differingPixels = comparison.differingPixels
      changedArea = comparison.boundingBox
      environmentNote = environment
      self.artifacts = artifacts
    }
  }
}
