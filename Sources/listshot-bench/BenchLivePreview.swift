import Foundation
import ListShot
import ListShotCore
import ListShotServe

/// The designer's loop, timed on the release build: `listshot preview --serve` on a copy of
/// Orange, one page subscribed to its events, one colour token edited in place as an editor
/// saves; the figure is the time from the save to the server pushing the first changed card
/// (two 200 ms polls for the save to settle, the reload and the changed cards painted). The
/// edit alternates between two values, so each run changes the same cards.
///
/// This replaces a CPU-time bound in ServeBrowserTests: a debug build's CPU time under other
/// load is no measure of the product's latency (1.05 s quiet, 1.69 s beside fuzzers).
struct BenchLivePreview {
  var executable: URL
  var work: URL
  var runs: Int

  func figures() throws -> [BenchStatistics] {
    let theme = work.appendingPathComponent("live.tokens.json")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let original = try String(contentsOfFile: "Themes/orange.tokens.json", encoding: .utf8)
    let token = "\"550\": {\"$value\": \"#F15E00\"}"
    guard original.contains(token) else { throw ListShotError(.io, "bench: Orange has no \(token)") }
    let edited = original.replacingOccurrences(of: token, with: "\"550\": {\"$value\": \"#E00000\"}")
    try original.write(to: theme, atomically: false, encoding: .utf8)

    let server = Process()
    server.executableURL = executable
    server.arguments = ["preview", "--serve", "--theme", theme.path]
    let output = Pipe()
    server.standardOutput = output
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer {
      server.terminate()
      server.waitUntilExit()
    }
    guard let line = output.fileHandleForReading.availableLine(),
      let port = URL(string: line.trimmingCharacters(in: .whitespaces))?.port
    else { throw ListShotError(.io, "bench: preview --serve printed no URL") }

    let events = try EventStream(port: port, path: "/events?theme=0&scheme=light&size=large&direction=auto")
    defer { events.close() }
    _ = try events.next(named: "state", within: 120)
    var samples: [Double] = []
    for run in 0..<runs {
      usleep(500_000)  // let the watcher take the previous save as settled
      let start = Stopwatch.now()
      try (run % 2 == 0 ? edited : original).write(to: theme, atomically: false, encoding: .utf8)
      _ = try events.next(named: "card", within: 60)
      samples.append(Double(Stopwatch.now() - start) / 1_000_000)
      events.drain()
    }
    return [BenchStatistics(name: "live preview, save to changed card (ms)", samples: samples, target: "≤ 2000 ms")]
  }
}

/// A server-sent event stream read from a plain loopback socket, as the page's EventSource
/// reads it (same-origin headers; no HTTP library needed for one GET).
final class EventStream {
  private let socket: Int32
  private var buffer = ""

  init(port: Int, path: String) throws {
    guard let socket = LoopbackSocket.connect(port: port) else {
      throw ListShotError(.io, "bench: cannot connect to port \(port)")
    }
    self.socket = socket
    let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nSec-Fetch-Site: same-origin\r\n\r\n"
    _ = request.withCString { send(socket, $0, strlen($0), 0) }
  }

  func close() { Glibc.close(socket) }

  /// Reads until an event called `name` has arrived (within `seconds`); returns its data.
  func next(named name: String, within seconds: Double) throws -> String {
    let deadline = Stopwatch.now() + UInt64(seconds * 1e9)
    while true {
      while let end = buffer.range(of: "\n\n") {
        let block = String(buffer[..<end.lowerBound])
        buffer.removeSubrange(..<end.upperBound)
        // Searched as text, not by lines: the chunked encoding's sizes (`1000\r\n`) sit
        // between events, and Swift takes `\r\n` as one character.
        if block.range(of: "event: \(name)\n") != nil { return block }
      }
      let now = Stopwatch.now()
      guard now < deadline else { throw ListShotError(.io, "bench: no '\(name)' event within \(seconds) s") }
      try read(timeoutMilliseconds: Int32(min(1000, (deadline - now) / 1_000_000)))
    }
  }

  /// Drops what has arrived so far (the other cards of the same reload).
  func drain() {
    usleep(200_000)
    while (try? read(timeoutMilliseconds: 0)) == true {}
    buffer = ""
  }

  @discardableResult
  private func read(timeoutMilliseconds: Int32) throws -> Bool {
    var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return false }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = recv(socket, &chunk, chunk.count, 0)
    guard count > 0 else { throw ListShotError(.io, "bench: the event stream closed") }
    buffer += String(decoding: chunk[..<count], as: UTF8.self)
    return true
  }
}

extension FileHandle {
  /// The first line written to this pipe (blocking until it ends).
  fileprivate func availableLine() -> String? {
    var bytes: [UInt8] = []
    while true {
      let byte = readData(ofLength: 1)
      guard let first = byte.first else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if first == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(first)
    }
  }
}
