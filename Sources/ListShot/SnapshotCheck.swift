import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotSnapshot

/// The one snapshot core: renders a screen, checks it against its golden, records it when
/// the decided mode allows, and words the outcome. `assertSnapshot`, `expectSnapshot`, the
/// `.listShot` strategy and `listshot verify` all go through it, so they decide and report
/// alike:
///
/// | golden | outcome | fails |
/// |---|---|---|
/// | equal | matches | no |
/// | missing, recording allowed | recorded | yes, once: look at it before committing |
/// | missing, recording off (CI, `never`) | missing | yes |
/// | different | expected, actual, diff and side-by-side written as artifacts | yes |
/// | different, mode `failed` or `all` | re-recorded, the old one kept as artifacts | yes, once |
/// | equal pixels, mode `all` | restamped | no |
/// | render error | nothing written | yes |
///
/// With `textGoldenRoot`, the display list is also checked against a text golden beside the
/// PNG (`TextGolden`, the same name with `.json`), recorded in the same modes: a difference
/// there fails the check even when the pixels are equal, and names the line and item.
public struct SnapshotCheck: Sendable {
  public var renderer: ListShotRenderer
  public var decision: RecordDecision
  /// Where expected, actual, diff and side-by-side images go; nil writes none.
  public var artifacts: URL?
  public var options: DiffOptions
  /// When set, a text golden is checked too, its image paths written relative to this folder
  /// (the spec's folder for verify, the repository for its own tests); nil checks none.
  public var textGoldenRoot: URL?

  public init(
    renderer: ListShotRenderer, decision: RecordDecision, artifacts: URL?, options: DiffOptions = .exact,
    textGoldenRoot: URL? = nil
  ) {
    self.renderer = renderer
    self.decision = decision
    self.artifacts = artifacts
    self.options = options
    self.textGoldenRoot = textGoldenRoot
  }

  /// The text golden beside a PNG golden.
  public static func textGolden(besides golden: URL) -> URL {
    golden.deletingPathExtension().appendingPathExtension("json")
  }

  /// Checks the display list `render` produces against `golden`. `name` names the artifacts
  /// (`<name>.expected.png` … inside `artifacts`). Never throws: a render or I/O error is a
  /// failed result, and nothing is written for it. `evidence` receives what a report keeps
  /// of a change (`GoldenFile.check`). The canvas is dropped after the check, so a
  /// comparison converts it to RGBA in place instead of copying it.
  public func run(
    golden: URL, name: String, evidence: ((ChangeEvidence) throws -> Void)? = nil, render: () throws -> DisplayList
  ) -> SnapshotResult {
    let list: DisplayList
    do {
      list = try render()
    } catch {
      return SnapshotResult(golden: golden, outcome: .renderFailed(Self.listShotError(error)), decision: decision)
    }
    do {
      let checker = GoldenFile(
        mode: decision.mode, artifactsDirectory: artifacts, environment: renderer.environmentStamp, options: options)
      let outcome = try renderer.withPixels(list) {
        try checker.check(
          $0, golden: golden, name: name, regions: RowRegions.regions(of: list), evidence: evidence,
          overwritingPixels: true)
      }
      var result = SnapshotResult(golden: golden, outcome: .checked(outcome), decision: decision)
      if let textGoldenRoot {
        let json = try DisplayListJSON.encode(list, imagePathsRelativeTo: textGoldenRoot)
        (result.text, result.textEvidence) = try TextGolden.checked(
          json, golden: Self.textGolden(besides: golden), mode: decision.mode)
      }
      return result
    } catch {
      return SnapshotResult(golden: golden, outcome: .checkFailed(Self.listShotError(error)), decision: decision)
    }
  }

  static func listShotError(_ error: Error) -> ListShotError {
    (error as? ListShotError) ?? ListShotError(.io, "\(error)")
  }
}

/// What one snapshot check found, worded once for every front-end.
public struct SnapshotResult: Sendable {
  public enum Outcome: Sendable {
    case checked(GoldenOutcome)
    /// The screen could not be laid out or painted (a bad theme, a limit): nothing written.
    case renderFailed(ListShotError)
    /// The golden could not be read or written (a damaged file, a full disk).
    case checkFailed(ListShotError)
  }

  public var golden: URL
  public var outcome: Outcome
  public var decision: RecordDecision
  /// The text golden's outcome, when one was checked.
  public var text: TextGolden.Outcome?
  /// What a report keeps of a text golden that differs or is missing.
  public var textEvidence: TextGolden.Evidence?

  public var isFailure: Bool {
    if case .checked(let outcome) = outcome { return outcome.isFailure || text?.isFailure == true }
    return true
  }

  /// One line for people, the same in test failures and `listshot verify`'s output: what
  /// happened, the changed rows, a note on a changed render environment and the path of the
  /// side-by-side image.
  public var summary: String { summary(detailed: true) }

  /// The summary; without `detailed`, no environment note and no image path (the report
  /// shows those apart).
  public func summary(detailed: Bool) -> String {
    var pixels = pixelSummary(detailed: detailed)
    guard let text, text != .matched else { return pixels }
    if case .checked(.matched(_, nil)) = outcome { pixels = "pixels match" }
    let textGolden = SnapshotCheck.textGolden(besides: golden).path
    switch text {
    case .matched: return pixels
    case .recorded: return "\(pixels); recorded a new text golden at \(textGolden)"
    case .missing:
      return
        "\(pixels); no text golden at \(textGolden), and nothing was recorded: \(decision.whyNotRecording ?? "the record mode is never")"
    case .differs, .rerecorded: return "\(pixels); \(text.summary)"
    }
  }

  private func pixelSummary(detailed: Bool) -> String {
    switch outcome {
    case .renderFailed(let error):
      return "cannot render: \(error); nothing was written"
    case .checkFailed(let error):
      return "cannot check the golden: \(error)"
    case .checked(let outcome):
      switch outcome {
      case .matched(let decoded, let tolerated):
        if let tolerated { return "within the tolerance, not equal: \(Self.describe(tolerated))" }
        return decoded ? "matches (decoded)" : "matches"
      case .recordedNew:
        return "recorded a new golden at \(golden.path); look at it, then run again"
      case .rerecorded(let previous, let artifacts):
        guard let previous, !previous.matches else { return "re-recorded with equal pixels (new stamps)" }
        let text =
          "re-recorded \(golden.path): \(Self.describe(previous)); look at it, then run again with recording off"
        return detailed ? Self.line(text, sideBySide: artifacts?.sideBySide) : text
      case .missing:
        return
          "no golden at \(golden.path), and nothing was recorded: \(decision.whyNotRecording ?? "the record mode is never")"
      case .mismatched(let comparison, let artifacts, let environment):
        var text = Self.describe(comparison)
        if decision.blockedOnCI, decision.requested != .missing, let why = decision.whyNotRecording {
          text += "; not re-recorded: \(why)"
        }
        return detailed ? Self.line(text, note: environment, sideBySide: artifacts.sideBySide) : text
      }
    }
  }

  /// The changed pixels and rows of a difference (the changed regions name rows and their
  /// parts: only the rows are listed).
  static func describe(_ comparison: ImageComparison) -> String {
    var text = comparison.summary
    let rows = comparison.changedRegions.filter { RowRegions.isRow($0) }
    if !rows.isEmpty {
      text += "; changed rows: \(rows.map(\.description).joined(separator: ", "))"
    }
    return text
  }

  /// `summary; note: …; side by side: PATH`, the form every front-end prints.
  public static func line(_ summary: String, note: String? = nil, sideBySide: String?) -> String {
    var text = summary
    if let note { text += "; note: \(note)" }
    if let sideBySide { text += "; side by side: \(sideBySide)" }
    return text
  }
}
