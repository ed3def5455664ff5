import Foundation
import ListShotReport
import ListShotServe
import XCTest

/// `listshot review`'s page in headless Chromium, for a report of three changes and for the
/// merged report of three shards: the test (through the DevTools protocol, `DevToolsPage`)
/// presses `j` to focus the first change, `a`, then `r` on the next, then clicks Finish, each
/// a POST to the command's server; the page's title keeps the decisions as the server
/// answered them (`?probe=1`). Then
/// exactly one golden has changed, it is what `render` makes of that variant, the command
/// printed it and exited 1 (one change rejected, one pending), and the next verify shows the
/// accepted variant matching and the other two still differing.
extension ReviewCLITests {
  struct Probe: Decodable {
    var ready: Bool
    var finished: Bool
    var busy: Int
    var accepted: [String]
    var rejected: [String]
    var written: [String]
    var pending: Int
    var count: String
    var message: String
  }

  func testAcceptAndRejectFromThePageInHeadlessChromium() throws {
    guard let chromium = Chromium.binary() else {
      throw XCTSkip("no chromium binary on PATH (or in LISTSHOT_CHROMIUM): scripts/setup.sh --test installs it")
    }
    let (single, themes) = try changedReport()
    var shards: [String] = []
    for k in 1...3 {
      let folder = work.appendingPathComponent("shard\(k)")
      _ = try verify(["--shard", "\(k)/3", "--report", folder.path], themes: themes)
      shards.append(folder.path)
    }
    let merged = work.appendingPathComponent("merged")
    XCTAssertEqual(try CLI.run(["report", "merge"] + shards + ["--out", merged.path]).status, 0)
    let pristine = work.appendingPathComponent("pristine")
    try FileManager.default.copyItem(at: snapshots, to: pristine)

    for report in [single, merged] {
      try? FileManager.default.removeItem(at: snapshots)
      try FileManager.default.copyItem(at: pristine, to: snapshots)
      let before = try files()
      let folder = work.appendingPathComponent("page-\(report.lastPathComponent)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let server = try ReviewProcess(["review", report.path, "--snapshots", snapshots.path], in: folder)
      defer { _ = server.stop() }
      let browser = try DevToolsPage(
        url: server.url.absoluteString + "?probe=1", binary: chromium, profile: folder.appendingPathComponent("profile")
      )
      defer { browser.stop() }
      _ = try browser.waitForProbe(Probe.self, within: 90) { $0.ready && $0.busy == 0 && $0.pending == 3 }
      try browser.press("j")
      try browser.press("a")
      _ = try browser.waitForProbe(Probe.self, within: 60) { $0.busy == 0 && $0.accepted.count == 1 }
      try browser.press("r")
      _ = try browser.waitForProbe(Probe.self, within: 60) { $0.busy == 0 && $0.rejected.count == 1 }
      _ = try browser.evaluate("document.getElementById('review-finish').click()")
      let probe = try browser.waitForProbe(Probe.self, within: 90) { $0.finished && $0.busy == 0 }
      XCTAssertEqual(probe.accepted.count, 1, "\(report.lastPathComponent): \(probe)")
      XCTAssertEqual(probe.rejected.count, 1, "\(probe)")
      XCTAssertEqual(probe.pending, 1, "\(probe)")
      XCTAssertEqual(probe.written, probe.accepted)
      XCTAssertTrue(probe.count.hasPrefix("1 accepted (1 written) · 1 rejected · 1 pending, of 3"), probe.count)
      let accepted = try XCTUnwrap(probe.accepted.first)

      let status = server.wait(seconds: 30)
      XCTAssertEqual(status, 1, "one change rejected and one pending: \(server.errors)")
      XCTAssertEqual(server.output.split(separator: "\n").dropFirst(), ["WROTE \(snapshots.path)/\(accepted)"])
      XCTAssertTrue(server.errors.contains("review: 1 accepted (1 written), 1 rejected, 1 pending of 3 changes"))

      let after = try files()
      XCTAssertEqual(Set(after.keys.filter { after[$0] != before[$0] }), [accepted], report.lastPathComponent)
      try assertIsRender(accepted, themes: themes)
      let next = try verify([], themes: themes)
      XCTAssertEqual(next.status, 1)
      XCTAssertTrue(next.stderr.contains("verify: 4 matched, 2 differ, 0 missing"), next.stderr)
      let differing = Set(next.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").dropFirst().first })
      XCTAssertEqual(
        differing,
        Set(Self.changed.filter { $0 != accepted }.map { String($0.dropLast(4)) + ":" }.map { Substring($0) }),
        next.stdout)
    }
  }

  /// Issue 36: a page of another site framed `http://127.0.0.1:PORT/?drive=a,finish`, and the
  /// page's test hook pressed its keys: a change accepted and the review finished from
  /// elsewhere. Now every answer forbids framing, a request another site makes (a frame, a
  /// window it opens, a fetch) is refused before the page is served, and the page has no such
  /// hook (the browser tests press keys through the DevTools protocol).
  func testAnotherSiteCannotFrameOrDriveTheReviewPage() throws {
    let (report, _) = try changedReport()
    let before = try files()
    let server = try ReviewProcess(["review", report.path, "--snapshots", snapshots.path], in: work)
    defer { _ = server.stop() }
    let port = server.url.port!, host = "127.0.0.1:\(port)"
    for path in ["/", "/review/state", "/nothing"] {
      let answer = try RawHTTP.send(port: port, method: "GET", path: path, host: host, headers: [], body: "")
      XCTAssertTrue(answer.head.contains("\r\nContent-Security-Policy: frame-ancestors 'none'"), answer.head)
      XCTAssertTrue(answer.head.contains("\r\nX-Frame-Options: DENY"), answer.head)
    }
    for headers in [
      ["Sec-Fetch-Site: cross-site", "Sec-Fetch-Dest: iframe"], ["Sec-Fetch-Site: same-site"],
      ["Origin: http://evil.example"], ["Origin: http://127.0.0.1:\(port + 1)"],
    ] {
      for path in ["/", "/review/state"] {
        let answer = try RawHTTP.send(port: port, method: "GET", path: path, host: host, headers: headers, body: "")
        XCTAssertEqual(answer.status, 403, "GET \(path) \(headers): \(answer.body)")
      }
    }
    XCTAssertFalse(
      try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("Sources/ListShotReport/Resources/review.js"))
        .contains("drive="), "no hook that presses keys")
    guard let chromium = Chromium.binary() else {
      throw XCTSkip("no chromium binary on PATH (or in LISTSHOT_CHROMIUM): scripts/setup.sh --test installs it")
    }
    let evil = work.appendingPathComponent("evil.html")
    try "<iframe src=\"\(server.url.absoluteString)?probe=1&drive=a,finish\"></iframe>".write(
      to: evil, atomically: true, encoding: .utf8)
    let earlier = server.errors.count
    let browser = try DevToolsPage(
      url: evil.absoluteString, binary: chromium, profile: work.appendingPathComponent("evil-profile"))
    defer { browser.stop() }
    // The server's log of the browser's requests alone.
    var log: String { String(server.errors.dropFirst(earlier)) }
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, server.process.isRunning, !log.contains("GET / ") { Thread.sleep(forTimeInterval: 0.05) }
    if log.contains("GET / 200") {
      // The page was served inside the frame: give its hook the time it took to accept.
      let settled = Date().addingTimeInterval(30)
      while Date() < settled, server.process.isRunning, !log.contains("POST /review/finish") {
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    XCTAssertTrue(log.contains("GET / 403"), "the framed page is refused: \(log)")
    XCTAssertFalse(log.contains("POST"), "nothing decided from the frame: \(log)")
    XCTAssertTrue(server.process.isRunning, "the review was not finished from elsewhere")
    XCTAssertEqual(try files(), before, "no golden written")
  }

  /// The review server's requests from elsewhere: a POST without the page's Origin, with
  /// another site's, a GET to decide, and a Host that is not loopback are refused.
  func testTheReviewServerRefusesRequestsFromElsewhere() throws {
    let (report, _) = try changedReport()
    let before = try files()
    let server = try ReviewProcess(["review", report.path, "--snapshots", snapshots.path], in: work)
    defer { _ = server.stop() }
    let body = "{\"action\": \"accept\", \"goldens\": [\"\(Self.changed[0])\"]}"
    let port = server.url.port!
    let origin = "http://127.0.0.1:\(port)"
    for (headers, host, method, expected) in [
      (["Content-Type: application/json"], "127.0.0.1:\(port)", "POST", 403),
      (["Origin: http://evil.example", "Content-Type: application/json"], "127.0.0.1:\(port)", "POST", 403),
      (["Origin: null", "Content-Type: application/json"], "127.0.0.1:\(port)", "POST", 403),
      (
        ["Origin: \(origin)", "Sec-Fetch-Site: cross-site", "Content-Type: application/json"], "127.0.0.1:\(port)",
        "POST", 403
      ),
      (["Origin: \(origin)", "Content-Type: text/plain"], "127.0.0.1:\(port)", "POST", 415),
      (["Origin: \(origin)", "Content-Type: application/json"], "evil.example:\(port)", "POST", 403),
      (["Origin: \(origin)", "Content-Type: application/json"], "127.0.0.1:\(port)", "GET", 404),
    ] {
      let answer = try RawHTTP.send(
        port: port, method: method, path: "/review/decide", host: host, headers: headers, body: body)
      XCTAssertEqual(answer.status, expected, "\(method) \(headers) \(host): \(answer.body)")
    }
    XCTAssertEqual(try files(), before, "nothing written")
    let good = try RawHTTP.send(
      port: port, method: "POST", path: "/review/decide", host: "127.0.0.1:\(port)",
      headers: ["Origin: \(origin)", "Sec-Fetch-Site: same-origin", "Content-Type: application/json"], body: body)
    XCTAssertEqual(good.status, 200, good.body)
    XCTAssertNotEqual(try files()[Self.changed[0]], before[Self.changed[0]], "the page's own request is served")
  }
}

/// A running `listshot review` (or any long-lived listshot command that prints its URL first),
/// with stdout and stderr in files.
final class ReviewProcess {
  let process = Process()
  let stdout: URL
  let stderr: URL
  private(set) var url: URL!

  init(_ arguments: [String], in folder: URL) throws {
    stdout = folder.appendingPathComponent("review-stdout.txt")
    stderr = folder.appendingPathComponent("review-stderr.txt")
    for file in [stdout, stderr] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    process.executableURL = CLI.executable
    process.arguments = arguments + ["--log-requests"]
    process.currentDirectoryURL = folder
    process.environment = CLI.childEnvironment()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, process.isRunning {
      if let line = output.split(separator: "\n").first {
        url = URL(string: String(line))
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw XCTSkip("never printed a URL; stderr: \(errors)")
  }

  var output: String { (try? String(contentsOf: stdout, encoding: .utf8)) ?? "" }
  var errors: String { (try? String(contentsOf: stderr, encoding: .utf8)) ?? "" }

  /// The exit status once the process ends by itself within `seconds`, else -1 (then stopped).
  func wait(seconds: TimeInterval) -> Int32 {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    guard !process.isRunning else {
      _ = stop()
      return -1
    }
    return process.terminationStatus
  }

  func stop() -> Int32 {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// One HTTP/1.1 request with the headers given, over a plain socket to 127.0.0.1.
enum RawHTTP {
  static func send(port: Int, method: String, path: String, host: String, headers: [String], body: String) throws
    -> (status: Int, head: String, body: String)
  {
    guard let fd = LoopbackSocket.connect(port: port, receiveTimeout: 30) else {
      throw HTTPGet.Failure(description: "cannot connect: errno \(errno)")
    }
    defer { close(fd) }
    let bytes = Array(body.utf8)
    let head =
      "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\nContent-Length: \(bytes.count)\r\n"
      + headers.map { $0 + "\r\n" }.joined() + "\r\n"
    let request = Array(head.utf8) + bytes
    _ = request.withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, 0) }
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { break }
      response.append(contentsOf: buffer[0..<count])
    }
    let text = String(decoding: response, as: UTF8.self)
    let status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    let parts = text.components(separatedBy: "\r\n\r\n")
    return (status, parts.first ?? "", parts.dropFirst().joined(separator: "\r\n\r\n"))
  }
}
