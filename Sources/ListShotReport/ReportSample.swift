import Foundation
import ListShot
import ListShotCore
import ListShotTheme

/// A large report made from a real one's images, for measuring and testing the page at scale
/// (`listshot bench`, the browser test): generated, never committed.
public enum ReportSample {
  /// Writes a report of `entries` variants into `folder`, reusing the images of the report in
  /// `source` (which needs a changed variant with a region, and a new golden): most changed
  /// (in three groups), some re-recorded, missing, new, stale and passed, over 25 screens and
  /// every axis.
  public static func write(from source: URL, to folder: URL, entries: Int) throws {
    let real = try ReportWriter.read(from: source)
    guard let changed = real.results.first(where: { $0.status == .failed && $0.images?.actual != nil }),
      let recorded = real.results.first(where: {
        ($0.status == .recorded || $0.status == .rerecorded) && $0.images != nil
      }) ?? Optional(changed)
    else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: source.path), "the sample needs a report with a changed variant")
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let images = folder.appendingPathComponent(ReportStore.imagesFolder)
    if !FileManager.default.fileExists(atPath: images.path) {
      try FileManager.default.copyItem(at: source.appendingPathComponent(ReportStore.imagesFolder), to: images)
    }
    let themes = ThemeLoader().builtinThemeNames()
    let schemes = ColorScheme.allCases.map(\.rawValue)
    let sizes = DynamicTypeSize.allCases.map(\.rawValue)
    var results: [VerifyResult] = []
    var stale: [String] = []
    for i in 0..<entries {
      let screen = "screen\(i % 25)", theme = themes[(i / 25) % themes.count], scheme = schemes[i % schemes.count]
      let size = sizes[(i / 100) % 12], direction = (i / 7) % 2 == 0 ? "ltr" : "rtl"
      var result = i % 20 < 12 || i % 20 == 19 ? changed : recorded
      (result.screen, result.theme, result.scheme, result.size, result.direction) = (
        screen, theme, scheme, size, direction
      )
      result.golden = "\(screen)/\(theme)-\(scheme)-\(size)-\(direction)-\(result.device)-\(i).png"
      result.group = nil
      switch i % 20 {
      case 0..<8: result.changedParts = [NodePath.row(section: 0, 1).appending("label")]
      case 8..<12: result.changedParts = [NodePath.row(section: 0, 2 + i % 3).appending("title")]
      case 12: result = plain(result, .missing)
      case 13: result.status = .recorded
      case 14:
        stale.append("old\(i)/\(theme)-\(scheme)-\(size)-\(direction)-393pt@1x.png")
        continue
      case 19: result.status = .rerecorded
      default: result = plain(result, .passed)
      }
      results.append(result)
    }
    let run = ChangeGroups.group(
      VerifyRun(mode: "never", shard: nil, environment: real.environment, results: results, stale: stale))
    try ReportWriter.writeDocuments(run, to: folder)
  }

  static func plain(_ result: VerifyResult, _ status: VerifyResult.Status) -> VerifyResult {
    var result = result
    result.status = status
    result.images = nil
    result.changedRows = nil
    result.changedParts = nil
    result.colourChange = nil
    result.differingPixels = nil
    result.changedArea = nil
    result.message = status == .passed ? "matches" : "no golden (record it with --record missing)"
    return result
  }
}
