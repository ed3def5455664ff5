import Foundation
import XCTest

/// Headless Chromium driven through the DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: commands on its descriptor 3, answers on 4, each message JSON
/// ending in a NUL byte): the test presses real keys and reads the page, so the page itself
/// needs no hook that presses keys for a URL (which a page of another site could open).
final class DevToolsPage {
  private var pid: pid_t = 0
  private let commands: FileHandle
  private let answers: Int32
  private var buffer: [UInt8] = []
  private var nextID = 1
  private var session: String?
  let profile: URL

  init(url: String, binary: URL, profile: URL) throws {
    self.profile = profile
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
    guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure("pipe: errno \(errno)") }
    // Moved above 4 and closed on exec, so that the child's 3 and 4 are set without one
    // overwriting the other, and it keeps no other end of its pipes.
    func moved(_ fd: Int32) -> Int32 {
      defer { close(fd) }
      return fcntl(fd, F_DUPFD_CLOEXEC, 10)
    }
    toBrowser = toBrowser.map(moved)
    fromBrowser = fromBrowser.map(moved)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
    posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
    let errors = profile.appendingPathComponent("stderr.txt").path
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let arguments = [binary.path] + Chromium.headless(profile: profile) + ["--remote-debugging-pipe", url]
    let environment = CLI.childEnvironment().map { "\($0.key)=\($0.value)" }
    var argv = arguments.map { strdup($0) } + [nil]
    var envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    let status = posix_spawn(&pid, binary.path, &actions, nil, &argv, &envp)
    close(toBrowser[0])
    close(fromBrowser[1])
    guard status == 0 else {
      close(toBrowser[1])
      close(fromBrowser[0])
      throw Failure("posix_spawn: \(status)")
    }
    commands = FileHandle(fileDescriptor: toBrowser[1], closeOnDealloc: true)
    answers = fromBrowser[0]
    let page = try waitForPage(within: 60)
    let attached = try send("Target.attachToTarget", ["targetId": page, "flatten": true], inPage: false)
    session = attached["sessionId"] as? String
  }

  deinit { stop() }

  func stop() {
    guard pid > 0 else { return }
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    pid = 0
    close(answers)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// The first page target's id, once Chromium has one.
  private func waitForPage(within seconds: TimeInterval) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let targets = try send("Target.getTargets", inPage: false)["targetInfos"] as? [[String: Any]] ?? []
      if let page = targets.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String { return page }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Failure("no page target; Chromium: \(chromiumErrors)")
  }

  var chromiumErrors: String {
    ((try? String(contentsOf: profile.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? "").suffix(1500)
      .description
  }

  /// Sends one command (to the page's session unless `inPage` is false) and returns its result;
  /// events met on the way are dropped.
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:], inPage: Bool = true, within seconds: TimeInterval = 60)
    throws -> [String: Any]
  {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if inPage, let session { message["sessionId"] = session }
    try commands.write(contentsOf: JSONSerialization.data(withJSONObject: message) + Data([0]))
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      while let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        guard let answer = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          answer["id"] as? Int == id
        else { continue }
        if let error = answer["error"] { throw Failure("\(method): \(error)") }
        return answer["result"] as? [String: Any] ?? [:]
      }
      var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 200) >= 0 else { throw Failure("poll: errno \(errno)") }
      guard poller.revents != 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(answers, &chunk, chunk.count)
      guard count > 0 else { throw Failure("Chromium closed its pipe; \(chromiumErrors)") }
      buffer += chunk[..<count]
    }
    throw Failure("no answer to \(method) within \(seconds) s; Chromium: \(chromiumErrors)")
  }

  /// The value of a JavaScript expression in the page.
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Presses and releases a printable key, as a person does: a trusted event on the focused
  /// element.
  func press(_ key: String) throws {
    let code = Int(key.uppercased().unicodeScalars.first!.value)
    try send(
      "Input.dispatchKeyEvent",
      ["type": "keyDown", "key": key, "text": key, "code": "Key\(key.uppercased())", "windowsVirtualKeyCode": code])
    try send(
      "Input.dispatchKeyEvent",
      ["type": "keyUp", "key": key, "code": "Key\(key.uppercased())", "windowsVirtualKeyCode": code])
  }

  /// Polls the page's `probe {json}` title every 50 ms until `done` holds for it.
  func waitForProbe<P: Decodable>(_ type: P.Type, within seconds: TimeInterval, _ done: (P) -> Bool) throws -> P {
    let deadline = Date().addingTimeInterval(seconds)
    var last = ""
    while Date() < deadline {
      let title = (try? evaluate("document.title") as? String) ?? nil
      last = title ?? "(none)"
      if let title, title.hasPrefix("probe "),
        let probe = try? JSONDecoder().decode(P.self, from: Data(title.dropFirst(6).utf8)), done(probe)
      {
        return probe
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw ProbeTimeout(
      message: "the page did not get there within \(seconds) s; last title: \(last); \(chromiumErrors)")
  }
}
