import ListShot

/// JUnit XML for CI dashboards: one testsuite per run, one testcase per variant, with the
/// failure message and the artifact paths (and, with a report, its images of the change).
public enum JUnitReport {
  /// - Parameter reportDirectory: the report folder as the user named it, when there is one:
  ///   the review images of a failure are listed under it.
  public static func xml(_ run: VerifyRun, reportDirectory: String? = nil) -> String {
    // A testcase fails exactly when its result makes `verify` exit non-zero: a difference
    // (re-recorded or not) is a failure; a golden that was missing (recorded now or not) is an
    // error, as exit 3 says.
    let failures = run.results.filter { $0.isFailure && ($0.status == .failed || $0.status == .rerecorded) }.count
    let errors = run.results.filter { $0.status == .missing || $0.status == .recorded }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuite name=\"listshot\(run.shard.map { " shard \($0)" } ?? "")\" tests=\"\(run.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    for result in run.results {
      xml += "  <testcase classname=\"\(escape(result.screen))\" name=\"\(escape(result.name))\""
      switch result.status {
      case .passed where result.tolerated == true:
        // Passed, but not equal: the output says what the tolerance excused.
        xml += ">\n    <system-out>\(escape(result.message))</system-out>\n  </testcase>\n"
      case .passed:
        xml += "/>\n"
      case .rerecorded where !result.isFailure:
        xml += "/>\n"
      case .failed, .rerecorded:
        var files = result.artifacts?.paths ?? []
        if let reportDirectory, let images = result.images {
          let folder = reportDirectory.hasSuffix("/") ? reportDirectory : reportDirectory + "/"
          files += images.paths.map { folder + $0 }
        }
        let paths = files.joined(separator: "\n")
        xml +=
          ">\n    <failure message=\"\(escape(result.message))\">\(escape(result.message + (result.environmentNote.map { "\n" + $0 } ?? "") + "\n" + paths))</failure>\n"
        xml += "    <system-out>\(escape(paths))</system-out>\n  </testcase>\n"
      case .missing, .recorded:
        xml += ">\n    <error message=\"\(escape(result.message))\"/>\n  </testcase>\n"
      }
    }
    return xml + "</testsuite>\n"
  }

  static func escape(_ text: String) -> String { Markup.xml(text) }
}
