/// JUnit XML for CI dashboards: one testsuite per run, one testcase per variant, with the
/// failure message and the artifact paths.
public enum JUnitReport {
  public static func xml(_ run: VerifyRun) -> String {
    let failures = run.results.filter { $0.status == .failed }.count
    let errors = run.results.filter { $0.status == .missing }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuite name=\"listshot\(run.shard.map { " shard \($0)" } ?? "")\" tests=\"\(run.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    for result in run.results {
      xml += "  <testcase classname=\"\(escape(result.screen))\" name=\"\(escape(result.name))\""
      switch result.status {
      case .passed, .recorded, .rerecorded:
        xml += "/>\n"
      case .failed:
        let paths = result.artifacts?.paths.joined(separator: "\n") ?? ""
        xml += ">\n    <failure message=\"\(escape(result.message))\">\(escape(result.message + (result.environmentNote.map { "\n" + $0 } ?? "") + "\n" + paths))</failure>\n"
        xml += "    <system-out>\(escape(paths))</system-out>\n  </testcase>\n"
      case .missing:
        xml += ">\n    <error message=\"\(escape(result.message))\"/>\n  </testcase>\n"
      }
    }
    return xml + "</testsuite>\n"
  }

  static func escape(_ text: String) -> String { Markup.escape(text) }
}
