import Foundation
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
  /// The rows (`sections[0].rows[2]`) whose pixels changed.
  public var changedRows: [String]?
  public var environmentNote: String?
  /// Images to review. A failure (and a re-record after a mismatch) has the whole set; a new
  /// or re-recorded golden without a previous image has only `actual`, the golden written.
  /// Absolute paths in memory; relative to the report folder in `report.json`.
  public var artifacts: Artifacts?

  /// The variant's name: `<screen>/<theme>-<scheme>-<size>-<direction>-<device>`.
  public var name: String { String(golden.dropLast(4)) }

  public var isFailure: Bool { status == .failed || status == .missing }
}

extension VerifyResult {
  /// `golden` is relative to the snapshots folder; `goldenFile` is where it is on disk.
  init(job: RenderJob, golden: String, goldenFile: URL, outcome: GoldenOutcome) {
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
      artifacts = Artifacts(actual: goldenFile.path)
    case .rerecorded(let previous, let artifacts):
      status = .rerecorded
      message = previous.map { "re-recorded: \($0.summary)" } ?? "re-recorded"
      differingPixels = previous.flatMap { $0.matches ? nil : $0.differingPixels }
      changedArea = previous?.boundingBox
      self.artifacts = artifacts ?? Artifacts(actual: goldenFile.path)
    case .missing:
      status = .missing
      message = "no golden (record it with --record missing)"
    case .mismatched(let comparison, let artifacts, let environment):
      status = .failed
      message = comparison.summary
      if !comparison.changedRegions.isEmpty {
        changedRows = comparison.changedRegions
        message += "; changed rows: \(comparison.changedRegions.joined(separator: ", "))"
      }
      decoded = true
      differingPixels = comparison.differingPixels
      changedArea = comparison.boundingBox
      environmentNote = environment
      self.artifacts = artifacts
    }
  }
}
