import Foundation
import ListShot
import ListShotCore
import ListShotReport

/// `listshot bench`'s figure for the review page at scale: a 2,000-entry report (made from a
/// real report's images by `ReportSample`) opened in headless Chromium, which runs the page's
/// self-test; the page measures itself from the start of navigation to the first entries
/// drawn, and one axis filter. Left out when no Chromium is found.
struct BenchReportPage {
  var source: URL
  var work: URL
  var runs = 3

  static func chromium() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["LISTSHOT_CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) { return path }
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }

  func figures() throws -> [BenchStatistics] {
    guard let chromium = Self.chromium() else { return [] }
    let folder = work.appendingPathComponent("page-2000")
    try ReportSample.write(from: source, to: folder, entries: 2000)
    var open: [Double] = [], filter: [Double] = []
    for run in 0..<runs {
      let text = try selfTest(
        chromium, page: folder.appendingPathComponent(ReportWriter.pageFile),
        profile: work.appendingPathComponent("profile-\(run)"))
      guard text.hasPrefix("PASS "), let opened = Self.number("open-ms=", in: text),
        let filtered = Self.number("filter-ms=", in: text)
      else {
        throw ListShotError(.render, "the 2,000-entry report failed its self-test: \(text.prefix(500))")
      }
      open.append(opened)
      filter.append(filtered)
    }
    return [
      BenchStatistics(name: "2,000-entry report: open, to entries drawn (ms)", samples: open),
      BenchStatistics(name: "  one axis filter (ms)", samples: filter),
      BenchStatistics(name: "  open + filter (ms)", samples: zip(open, filter).map(+), target: "< 2000 ms"),
    ]
  }

  /// The text of `<pre id="selftest">` after headless Chromium ran `page?selftest=1`.
  func selfTest(_ chromium: String, page: URL, profile: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
      "--disable-extensions", "--disable-background-networking", "--user-data-dir=\(profile.path)",
      "--virtual-time-budget=30000", "--dump-dom", page.absoluteString + "?selftest=1",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let start = dom.range(of: "<pre id=\"selftest\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      return "no self-test outcome"
    }
    return String(dom[start.upperBound..<end.lowerBound])
  }

  static func number(_ key: String, in text: String) -> Double? {
    guard let range = text.range(of: key) else { return nil }
    return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
  }
}
