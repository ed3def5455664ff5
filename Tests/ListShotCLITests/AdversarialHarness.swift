import Foundation
import ListShotCore
import ListShotFiles
import XCTest

/// The harness of the adversarial suite: every case runs the built `listshot` in a fresh
/// folder `$DIR` with its working directory there, within a time bound (generous: it tells a
/// hang from a run, it does not measure speed), and checks the exact exit status, the exact
/// first line of stderr, and that nothing outside the paths the case may write changed: not
/// in `$DIR` and not in `$DIR/../<name>-outside`, a folder planted links point into.
final class Adversary {
  let directory: URL
  let outside: URL

  init(_ name: String) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-adversary-\(UUID().uuidString)")
    directory = root.appendingPathComponent("work")
    outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("precious".utf8).write(to: outside.appendingPathComponent("victim.png"))
  }

  deinit { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }

  /// docs/errors.md, which must quote every error the suite sees.
  static let errorsPage =
    (try? String(contentsOf: CLI.repositoryRoot.appendingPathComponent("docs/errors.md"), encoding: .utf8)) ?? ""

  var path: String { directory.path }

  func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

  func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

  func write(_ relative: String, _ bytes: [UInt8]) throws {
    let url = url(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func read(_ relative: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(relative))) }

  func link(_ relative: String, to target: URL) throws {
    let url = url(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
  }

  func fifo(_ relative: String) throws {
    let url = url(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(url.path, 0o600), 0)
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
    var firstLine: String { String(stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }
  }

  /// Every file and link under `$DIR` and the outside folder, with its kind and contents,
  /// except under `writable` (relative paths of `$DIR`).
  func snapshot(except writable: [String]) -> [String: String] {
    var state: [String: String] = [:]
    for (base, prefix) in [(directory, "$DIR/"), (outside, "$OUTSIDE/")] {
      let enumerator = FileManager.default.enumerator(atPath: base.path)
      while let relative = enumerator?.nextObject() as? String {
        if prefix == "$DIR/", writable.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
        let full = base.appendingPathComponent(relative).path
        var status = stat()
        guard lstat(full, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
          state[prefix + relative] =
            "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
        case S_IFREG where status.st_size > 64 << 20:
          state[prefix + relative] = "file \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        case S_IFREG:
          let digest = FileManager.default.contents(atPath: full).map { data in data.withUnsafeBytes { Digest.of($0) } }
          state[prefix + relative] = "file \(digest ?? "unreadable")"
        case S_IFDIR: state[prefix + relative] = "folder"
        default: state[prefix + relative] = "other"
        }
      }
    }
    return state
  }

  /// Runs `listshot` with `arguments` (`$DIR` replaced) and checks the outcome.
  @discardableResult
  func run(
    _ arguments: [String], status: Int32, message: String? = nil, writes writable: [String] = [],
    within seconds: Double = 120, environment: [String: String] = [:], file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> Result {
    let before = snapshot(except: writable)
    let result = try execute(
      arguments.map { $0.replacingOccurrences(of: "$DIR", with: path) }, within: seconds, environment: environment)
    let shown = "listshot \(arguments.joined(separator: " "))"
    XCTAssertEqual(result.status, status, "\(shown): \(result.stderr)", file: file, line: line)
    if let message {
      XCTAssertEqual(
        result.firstLine, message.replacingOccurrences(of: "$DIR", with: path), shown, file: file, line: line)
      if status == 2 {
        XCTAssertTrue(
          Self.errorsPage.contains("`\(message)`"), "docs/errors.md lacks: \(message)", file: file, line: line)
      }
    }
    XCTAssertLessThan(result.seconds, seconds, "\(shown) ran past its bound", file: file, line: line)
    XCTAssertFalse(
      result.stderr.contains("Fatal error") || result.stderr.contains("crashed"), shown, file: file, line: line)
    for stream in [result.stdout, result.stderr] {
      XCTAssertFalse(
        stream.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\r" || $0.value == 0x7F },
        "\(shown): a control character reached the terminal", file: file, line: line)
    }
    let after = snapshot(except: writable)
    XCTAssertEqual(after, before, "\(shown) changed something outside \(writable)", file: file, line: line)
    return result
  }

  /// The process itself, killed (and reported) when it runs past `seconds`.
  func execute(_ arguments: [String], within seconds: Double, environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = CLI.childEnvironment(adding: environment)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let start = Date()
    try process.run()
    let outData = Reader(out.fileHandleForReading), errData = Reader(err.fileHandleForReading)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    let elapsed = Date().timeIntervalSince(start)
    return Result(
      status: process.terminationStatus, stdout: outData.text(), stderr: errData.text(), seconds: elapsed)
  }

  /// Reads a pipe to its end on a thread of its own, so a chatty child never blocks.
  final class Reader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }
    func text() -> String {
      done.wait()
      return String(decoding: data, as: UTF8.self)
    }
  }
}

/// PNG files as chunk lists, to edit goldens the way a tool or an attacker would.
enum Chunks {
  static func split(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
    var chunks: [(type: String, data: [UInt8])] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      chunks.append(
        (String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), Array(png[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return chunks
  }

  static func join(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunks.flatMap { TestPNG.chunk($0.type, $0.data) }
  }
}
