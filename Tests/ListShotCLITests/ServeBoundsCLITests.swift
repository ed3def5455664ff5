import Foundation
import ListShotServe
import XCTest

/// The bounds of the preview server's HTTP side (`BoundedHTTPServer`): the size of a request
/// head, the time to send a request, and the number of connections. Each test checks outcomes
/// (status, descriptors and memory of the server in /proc) with generous deadlines as upper
/// bounds only, never a speed.
final class ServeBoundsCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bounds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  /// A 100 KB header is answered 431 (or the connection closed), and a head that never ends
  /// (64 MB offered) is cut off after the limit: the server reads neither whole, its memory
  /// does not grow with them, and it answers a normal request afterwards.
  func testALargeRequestHeadIsRefusedWithoutReadingIt() throws {
    let server = try ServeProcess(["--port", "0"], in: work)
    defer { _ = server.stop() }
    XCTAssertEqual(try server.get("/config").status, 200)
    let memoryBefore = try Self.residentKilobytes(server.process.processIdentifier)

    let big =
      "GET /config HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Big: \(String(repeating: "a", count: 100_000))\r\n\r\n"
    let fd = try Self.connect(server.port)
    defer { close(fd) }
    _ = Self.send(fd, Array(big.utf8))
    let answer = Self.receiveAll(fd, timeout: 30)
    XCTAssertTrue(
      answer.text.hasPrefix("HTTP/1.1 431 ") || answer.closed,
      "a 431 or a closed connection, got \(answer.text.prefix(80)) closed: \(answer.closed)")
    if answer.text.hasPrefix("HTTP/1.1 431 ") {
      XCTAssertTrue(answer.text.contains("a request head (request line and headers) of at most 32768 bytes"))
    }

    // The bound is exact: a head of 32,768 bytes (its blank line included) is read, one more
    // byte is refused, whatever the reads it arrives in.
    for (size, status) in [(32768, 200), (32769, 431)] {
      let start = "GET /config HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\nX-Pad: "
      let head = start + String(repeating: "p", count: size - start.utf8.count - 4) + "\r\n\r\n"
      XCTAssertEqual(head.utf8.count, size)
      let fd = try Self.connect(server.port)
      defer { close(fd) }
      _ = Self.send(fd, Array(head.utf8))
      let answer = Self.receiveAll(fd, timeout: 30)
      XCTAssertTrue(answer.text.hasPrefix("HTTP/1.1 \(status) "), "\(size) bytes: \(answer.text.prefix(40))")
    }

    // A head that never ends: the server stops reading and closes after the limit, so the
    // sender is refused long before 64 MB (a reader of the whole would take them all).
    let endless = try Self.connect(server.port)
    defer { close(endless) }
    _ = Self.send(endless, Array("GET / HTTP/1.1\r\nX: ".utf8))
    var offered = 0
    let chunk = [UInt8](repeating: UInt8(ascii: "b"), count: 1 << 20)
    while offered < 64 << 20, Self.send(endless, chunk) { offered += chunk.count }
    XCTAssertLessThan(offered, 64 << 20, "the server kept reading a head without end")

    let memoryAfter = try Self.residentKilobytes(server.process.processIdentifier)
    XCTAssertLessThan(
      memoryAfter - memoryBefore, 32 << 10, "resident memory grew from \(memoryBefore) to \(memoryAfter) KB")
    XCTAssertEqual(try server.get("/config").status, 200, server.errors)
  }

  /// 1,000 connections that send nothing or one byte: a normal request is still served, the
  /// server holds at most twice its connection cap of descriptors for them (64 in
  /// `Limits.maxServerConnections`) and little memory, and closes the rest once their time
  /// to send a request (`Limits.requestReadSeconds`, 10 s) has passed.
  func testSlowConnectionsDoNotKeepThePageFromBeingServed() throws {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    if limit.rlim_cur < 2048 {
      limit.rlim_cur = min(2048, limit.rlim_max)
      setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
    let server = try ServeProcess(["--port", "0"], in: work)
    defer { _ = server.stop() }
    XCTAssertEqual(try server.get("/config").status, 200)
    let pid = server.process.processIdentifier
    let descriptorsBefore = try Self.descriptors(pid)
    let memoryBefore = try Self.residentKilobytes(pid)

    var sockets: [Int32] = []
    defer { for fd in sockets { close(fd) } }
    for index in 0..<1000 {
      let fd = try Self.connect(server.port)
      sockets.append(fd)
      if index % 2 == 1 { _ = Self.send(fd, Array("G".utf8)) }
    }
    let page = try server.get("/config", timeout: 30)
    XCTAssertEqual(page.status, 200, "the page is served beside 1,000 slow connections; stderr: \(server.errors)")
    let descriptorsDuring = try Self.descriptors(pid)
    XCTAssertLessThanOrEqual(
      descriptorsDuring, descriptorsBefore + 2 * 64 + 2,
      "descriptors: \(descriptorsBefore) before, \(descriptorsDuring) with 1,000 slow connections")
    let memoryDuring = try Self.residentKilobytes(pid)
    XCTAssertLessThan(
      memoryDuring - memoryBefore, 64 << 10, "resident memory grew from \(memoryBefore) to \(memoryDuring) KB")

    // The slow connections the cap did not close are closed after their deadline: within 60 s
    // (an upper bound) the server holds no more descriptors than before.
    let by = Date().addingTimeInterval(60)
    var descriptorsAfter = descriptorsDuring
    while Date() < by {
      descriptorsAfter = try Self.descriptors(pid)
      if descriptorsAfter <= descriptorsBefore + 2 { break }
      Thread.sleep(forTimeInterval: 0.5)
    }
    XCTAssertLessThanOrEqual(descriptorsAfter, descriptorsBefore + 2, "the slow connections are closed")
    XCTAssertEqual(try server.get("/config").status, 200)
    XCTAssertTrue(server.process.isRunning)
  }

  /// Requests that could be read two ways, or whose body has no stated length, are answered
  /// with an error the errors page quotes, and the connection is closed.
  func testMalformedRequestsAreAnsweredWithTheirError() throws {
    let server = try ServeProcess(["--port", "0"], in: work)
    defer { _ = server.stop() }
    let host = "Host: 127.0.0.1:\(server.port)\r\n"
    for (request, status, message) in [
      ("BAD\r\n\r\n", 400, "not an HTTP/1.1 request line"),
      ("GET /config HTTP/1.1\r\n\(host)NoColon\r\n\r\n", 400, "a header line without a name and a colon"),
      ("GET /config HTTP/1.1\r\n\(host)host: evil.example\r\n\r\n", 400, "a repeated Host header"),
      ("GET /config HTTP/1.1\r\n\(host)Content-Length: 1e3\r\n\r\n", 400, "a Content-Length that is not a number"),
      (
        "GET /config HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n", 411,
        "a request body with its Content-Length, not chunked"
      ),
    ] {
      let fd = try Self.connect(server.port)
      defer { close(fd) }
      _ = Self.send(fd, Array(request.utf8))
      let answer = Self.receiveAll(fd, timeout: 30)
      XCTAssertTrue(answer.closed, request)
      XCTAssertTrue(answer.text.hasPrefix("HTTP/1.1 \(status) "), "\(request): \(answer.text.prefix(80))")
      let body = answer.text.components(separatedBy: "\r\n\r\n").dropFirst().joined()
      XCTAssertTrue(body.hasSuffix(": \(message)\n"), "\(request): \(body)")
      XCTAssertTrue(
        Adversary.errorsPage.contains("`\(body.dropLast())`"), "docs/errors.md lacks: \(body.dropLast())")
    }
    XCTAssertEqual(try server.get("/config").status, 200)
  }

  // MARK: - Sockets and /proc

  static func connect(_ port: Int) throws -> Int32 {
    guard let fd = LoopbackSocket.connect(port: port) else {
      throw HTTPGet.Failure(description: "cannot connect: errno \(errno)")
    }
    return fd
  }

  /// Sends all of `bytes` (false when the peer closed or reset the connection, or after 30 s
  /// of a full send buffer).
  static func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var wait = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  /// What the server sends until it closes (or `timeout` seconds pass): its text, and whether
  /// it closed or reset the connection.
  static func receiveAll(_ fd: Int32, timeout: Int) -> (text: String, closed: Bool) {
    var wait = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count == 0 || (count < 0 && errno == ECONNRESET) { return (String(decoding: data, as: UTF8.self), true) }
      if count < 0 { return (String(decoding: data, as: UTF8.self), false) }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  static func descriptors(_ pid: Int32) throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
  }

  static func residentKilobytes(_ pid: Int32) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let value = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    else { throw HTTPGet.Failure(description: "no VmRSS in /proc/\(pid)/status") }
    return value
  }
}
