import Foundation
import XCTest

/// A page kept open in headless Chromium, read through the DevTools HTTP endpoint on
/// loopback (`/json/list`: each page's URL and title), for pages that live on, which
/// `--dump-dom` cannot wait for.
final class HeadlessPage {
  let process = Process()
  let profile: URL

  init(url: String, binary: URL, profile: URL) throws {
    self.profile = profile
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    let errors = profile.appendingPathComponent("stderr.txt")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.executableURL = binary
    process.arguments =
      Chromium.headless(profile: profile) + ["--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", url]
    process.environment = CLI.childEnvironment()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  /// The DevTools port, from the file Chromium writes into its profile.
  private func devToolsPort() -> Int? {
    let file = profile.appendingPathComponent("DevToolsActivePort")
    return (try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n").first.flatMap { Int($0) }
  }

  private var lastError = ""

  /// The first page's title.
  func title() -> String? {
    guard let port = devToolsPort(), let url = URL(string: "http://127.0.0.1:\(port)/json/list") else { return nil }
    let response: (status: Int, body: Data)
    do {
      response = try HTTPGet.fetch(url, timeout: 5)
    } catch {
      lastError = "\(error)"
      return nil
    }
    lastError = "status \(response.status): \(String(decoding: response.body.prefix(300), as: UTF8.self))"
    guard let targets = try? JSONSerialization.jsonObject(with: response.body) as? [[String: Any]] else { return nil }
    return targets.first { $0["type"] as? String == "page" }?["title"] as? String
  }

  /// Polls the page's `probe {json}` title every 50 ms until `done` holds for it; fails the
  /// test after `seconds`.
  func waitForProbe<P: Decodable>(_ type: P.Type, within seconds: TimeInterval, _ done: (P) -> Bool) throws -> P {
    let deadline = Date().addingTimeInterval(seconds)
    var last = ""
    while Date() < deadline {
      let title = title()
      last = title ?? "(no page; DevTools port \(devToolsPort().map(String.init) ?? "not written"): \(lastError))"
      if let title, title.hasPrefix("probe ") {
        let json = Self.unescape(String(title.dropFirst(6)))
        if let probe = try? JSONDecoder().decode(P.self, from: Data(json.utf8)), done(probe) { return probe }
      }
      guard process.isRunning else { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    let errors = (try? String(contentsOf: profile.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
    throw ProbeTimeout(
      message: "the page did not get there within \(seconds) s; last title: \(last); Chromium: \(errors.suffix(1500))")
  }

  /// /json/list gives titles with HTML's character references.
  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

struct ProbeTimeout: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
