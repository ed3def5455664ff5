import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotPNG
import ListShotSnapshot

/// The review report of a theme change: each changed card or variant as a failed result of
/// the verify report (expected = before, actual = after, with its diff and side-by-side),
/// written through `ReportWriter`, so the same page shows it.
public enum ThemeImpactReport {
  /// Writes the report into `directory` and returns its `index.html`.
  public static func write(
    _ impact: ThemeImpact, pictures: [ThemeImpactAnalyzer.Pictures], to directory: URL, environment: String
  ) throws -> URL {
    let root = directory.absoluteURL.standardizedFileURL
    var results: [VerifyResult] = []
    for change in impact.changed {
      guard let picture = pictures.first(where: { $0.name == change.name && $0.scheme.rawValue == change.scheme })
      else { continue }
      let name = "\(change.name)/\(change.scheme)"
      let base = try ContainedPath.resolve("artifacts/\(name).png", under: root).deletingPathExtension()
      let diff = PerceptualDiff.diffImage(expected: picture.before, actual: picture.after)
      let artifacts = Artifacts(
        expected: base.appendingPathExtension("expected.png").path,
        actual: base.appendingPathExtension("actual.png").path,
        diff: base.appendingPathExtension("diff.png").path,
        sideBySide: base.appendingPathExtension("side-by-side.png").path)
      try AtomicFile.write(PNGEncoder.encode(picture.before), to: URL(fileURLWithPath: artifacts.expected!))
      try AtomicFile.write(PNGEncoder.encode(picture.after), to: URL(fileURLWithPath: artifacts.actual!))
      try AtomicFile.write(PNGEncoder.encode(diff), to: URL(fileURLWithPath: artifacts.diff!))
      try AtomicFile.write(
        PNGEncoder.encode(PerceptualDiff.sideBySide(expected: picture.before, diff: diff, actual: picture.after)),
        to: URL(fileURLWithPath: artifacts.sideBySide!))
      var result = VerifyResult(
        screen: change.name, theme: impact.new, scheme: change.scheme, size: "", direction: "", device: "",
        golden: name + ".png", status: .failed,
        message: "\(change.differingPixels) pixels change from \(impact.old) to \(impact.new)")
      result.differingPixels = change.differingPixels
      result.changedArea = change.changedArea
      result.artifacts = artifacts
      results.append(result)
    }
    let run = VerifyRun(
      mode: "themes impact \(impact.old) → \(impact.new)", shard: nil, environment: environment, results: results,
      stale: [])
    try ReportWriter.write(run, to: root)
    return root.appendingPathComponent("index.html")
  }
}
