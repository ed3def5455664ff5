import Foundation
import ListShotServe
import XCTest

/// A running `listshot preview --serve`, with its stdout and stderr in files, for the tests
/// of the live page. `stop()` sends SIGTERM and returns the exit status.
final class ServeProcess {
  let process = Process()
  let stdout: URL
  let stderr: URL
  private(set) var url: URL!

  /// - Parameter fileLimit: when set, the server runs under `ulimit -n` of that many file
  ///   descriptors (through `/bin/sh`, which `exec`s it, so the process is still the server).
  init(_ arguments: [String], in folder: URL, fileLimit: Int? = nil) throws {
    stdout = folder.appendingPathComponent("serve-stdout.txt")
    stderr = folder.appendingPathComponent("serve-stderr.txt")
    for file in [stdout, stderr] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    if let fileLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", CLI.executable.path, "preview", "--serve"] + arguments
    } else {
      process.executableURL = CLI.executable
      process.arguments = ["preview", "--serve"] + arguments
    }
    process.currentDirectoryURL = folder
    process.environment = CLI.childEnvironment()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    // The URL is the first line on stdout, printed once the socket listens. A server that
    // exits first, or never prints it, is a failure of the test that started it (never a skip).
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      if let line = (try? String(contentsOf: stdout, encoding: .utf8))?.split(separator: "\n").first {
        url = URL(string: String(line))
        return
      }
      guard process.isRunning else {
        process.waitUntilExit()
        throw Failure(
          description:
            "the server exited with status \(process.terminationStatus) before printing its URL; stderr: \(errors)")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    _ = stop()
    throw Failure(description: "the server printed no URL within 60 s; stderr: \(errors)")
  }

  struct Failure: Error, CustomStringConvertible { var description: String }

  var errors: String { (try? String(contentsOf: stderr, encoding: .utf8)) ?? "" }

  var port: Int { url.port ?? 0 }

  /// SIGTERM, then the exit status.
  func stop() -> Int32 {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// GET `path` on the server: status and body.
  func get(_ path: String, timeout: TimeInterval = 30, headers: [String] = []) throws -> (status: Int, body: Data) {
    try HTTPGet.fetch(URL(string: path, relativeTo: url)!, timeout: timeout, headers: headers)
  }
}

/// A blocking HTTP/1.1 GET (Connection: close) to 127.0.0.1 over a plain socket, for tests (Foundation's
/// URLSession on Linux fails on the headers of Chromium's DevTools endpoint).
enum HTTPGet {
  struct Failure: Error, CustomStringConvertible { var description: String }

  static func fetch(_ url: URL, timeout: TimeInterval = 30, headers: [String] = []) throws -> (status: Int, body: Data)
  {
    guard url.host == "127.0.0.1", let port = url.port else { throw Failure(description: "loopback only: \(url)") }
    guard let fd = LoopbackSocket.connect(port: port, receiveTimeout: Int(timeout)) else {
      throw Failure(description: "cannot connect to \(url): errno \(errno)")
    }
    defer { close(fd) }
    let target = url.path.isEmpty ? "/" : url.path + (url.query.map { "?\($0)" } ?? "")
    let extra = headers.map { $0 + "\r\n" }.joined()
    let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extra)Connection: close\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == request.count else {
      throw Failure(description: "cannot send to \(url)")
    }
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    // Up to the end of the body its Content-Length gives (a server may keep the socket open).
    func complete() -> Bool {
      guard let end = response.range(of: Data("\r\n\r\n".utf8)) else { return false }
      let head = String(decoding: response[..<end.lowerBound], as: UTF8.self).lowercased()
      guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
        let length = Int(line.dropFirst(15).trimmingCharacters(in: .whitespaces))
      else { return false }
      return response.count - end.upperBound >= length
    }
    while !complete() {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { break }
      response.append(contentsOf: buffer[0..<count])
      guard response.count < 64 << 20 else { throw Failure(description: "response too large") }
    }
    guard let end = response.range(of: Data("\r\n\r\n".utf8)) else {
      throw Failure(description: "no response from \(url)")
    }
    let head = String(decoding: response[..<end.lowerBound], as: UTF8.self)
    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return (status, response[end.upperBound...])
  }
}
