import Foundation
import XCTest

/// `preview --serve` without a browser: its options, where it listens, the state it serves,
/// and the error of a bad edit pushed and then cleared.
final class ServeCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  func testPortIsRangeCheckedAndServeOptionsNeedServe() throws {
    for (arguments, message) in [
      (["--serve", "--port", "65536"], "--port must be between 0 and 65535, not 65536"),
      (["--serve", "--port=-1"], "--port must be between 0 and 65535, not -1"),
      (["--port", "8080"], "--port needs --serve"),
      (["--spec", "a.yaml"], "--spec needs --serve"),
      (["--serve", "--format", "svg"], "--serve shows PNG cards"),
    ] {
      let result = try CLI.run(["preview"] + arguments)
      XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", "\(arguments)")
    }
  }

  /// A broken theme at start is bad input, named with its line and column, as everywhere.
  func testABrokenThemeAtStartIsBadInput() throws {
    let theme = work.appendingPathComponent("broken.tokens.json")
    try Data("{\n  \"color\": {,\n}".utf8).write(to: theme)
    let result = try CLI.run(["preview", "--serve", "--theme", theme.path])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertTrue(result.stderr.contains("broken.tokens.json:2:"), result.stderr)
  }

  /// A server that exits before it listens fails the test that started it: the helper throws
  /// an error naming the exit status and stderr, never an XCTSkip that would hide a crash.
  func testAServerThatExitsAtStartIsAnErrorNotASkip() throws {
    let theme = work.appendingPathComponent("broken.tokens.json")
    try Data("{\n  \"color\": {,\n}".utf8).write(to: theme)
    XCTAssertThrowsError(try ServeProcess(["--theme", theme.path, "--port", "0"], in: work)) { error in
      XCTAssertFalse(error is XCTSkip, "\(error)")
      XCTAssertTrue("\(error)".contains("exited with status 2"), "\(error)")
      XCTAssertTrue("\(error)".contains("broken.tokens.json:2:"), "\(error)")
    }
  }

  /// Listens on 127.0.0.1 only (the kernel's socket table says so), refuses other Host
  /// names, pushes a bad edit's error while keeping the last good images, clears it when the
  /// file is fixed, and exits 143 on SIGTERM.
  func testListensOnLoopbackPushesErrorsAndStopsOnSIGTERM() throws {
    let theme = work.appendingPathComponent("live.tokens.json")
    let good = try Data(
      contentsOf: CLI.repositoryRoot.appendingPathComponent("Themes/orange.tokens.json"))
    try good.write(to: theme)
    let server = try ServeProcess(["--theme", theme.path, "--port", "0"], in: work)
    defer { _ = server.stop() }
    XCTAssertEqual(server.url.host, "127.0.0.1")

    XCTAssertEqual(try listeningAddresses(port: server.port), ["0100007F"], "bound to 127.0.0.1 and nothing else")

    let first = try state(server)
    XCTAssertNil(first.problem)
    XCTAssertFalse(first.cards.isEmpty)
    let image = try server.get("/cards/\(first.cards[0].name)/\(first.cards[0].digest).png")
    XCTAssertEqual(image.status, 200)
    XCTAssertEqual(Array(image.body.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    XCTAssertEqual(try server.get("/cards/x/0123.png").status, 404)
    XCTAssertEqual(try server.get("/state?scheme=sepia").status, 400)

    // An unknown alias: the error names the file, the token's line and column, and the path.
    let broken = String(decoding: good, as: UTF8.self)
      .replacingOccurrences(
        of: "\"550\": {\"$value\": \"#F15E00\"}", with: "\"550\": {\"$value\": \"{raw.color.orange.999}\"}")
    try Data(broken.utf8).write(to: theme)
    let problem = try waitFor(server) { $0.problem }
    let line = broken.components(separatedBy: "\n").firstIndex { $0.contains("orange.999") }! + 1
    XCTAssertTrue(problem.contains("live.tokens.json:\(line):9 (raw.color.orange.550)"), problem)
    XCTAssertTrue(problem.contains("unknown alias {raw.color.orange.999}"), problem)
    XCTAssertEqual(try state(server).cards.map(\.digest), first.cards.map(\.digest), "the last good images stay")

    try good.write(to: theme)
    _ = try waitFor(server) { $0.problem == nil ? "cleared" : nil }

    XCTAssertEqual(server.stop(), 143)
    XCTAssertTrue(server.errors.contains("interrupted (SIGTERM)"), server.errors)
  }

  /// `/provenance/<card>`: the card's items with frames in points and their token paths in
  /// the switches' settings; the topmost item at the selected checkbox's centre (hit-tested
  /// as the page does) is the orange of `color.action.selected`, the page behind the card
  /// names its surface token, and a wrong card or setting is refused.
  func testProvenanceNamesTheTokenUnderAPoint() throws {
    let server = try ServeProcess(["--port", "0"], in: work)
    defer { _ = server.stop() }
    let card = "checkbox-item-selected"
    XCTAssertTrue(try state(server).cards.contains { $0.name == card })
    let response = try server.get("/provenance/\(card)?theme=0&scheme=light")
    XCTAssertEqual(response.status, 200, String(decoding: response.body, as: UTF8.self))
    let provenance = try JSONDecoder().decode(Provenance.self, from: response.body)
    XCTAssertEqual(provenance.name, card)
    XCTAssertGreaterThan(provenance.scale, 0)
    let box = try XCTUnwrap(provenance.items.first { $0.id.hasSuffix(".indicator.box") })
    XCTAssertEqual(box.sources["fill"], "color.action.selected")
    XCTAssertEqual(box.sources["cornerRadius"], "checkbox.borderRadius")
    let top = try XCTUnwrap(provenance.hit(x: box.x + box.width / 2, y: box.y + box.height / 2))
    XCTAssertTrue(top.id.contains(".indicator."), top.id)
    XCTAssertEqual(top.sources["fill"], "color.action.selected")
    let label = try XCTUnwrap(provenance.items.first { $0.id.hasSuffix("rows[0].label") })
    XCTAssertEqual(label.sources["color"], "color.content.default")
    XCTAssertNotNil(provenance.backgroundToken)

    XCTAssertEqual(try server.get("/provenance/no-such-card?theme=0").status, 404)
    XCTAssertEqual(try server.get("/provenance/..%2Fetc?theme=0").status, 404)
    XCTAssertEqual(try server.get("/provenance/\(card)?scheme=sepia").status, 400)
  }

  struct Provenance: Decodable {
    struct Item: Decodable {
      var id: String
      var x: Double, y: Double, width: Double, height: Double
      var sources: [String: String]
    }
    var name: String
    var width: Double, height: Double, scale: Double
    var backgroundToken: String?
    var items: [Item]

    /// The last item in drawing order whose frame holds the point, as live.js picks it.
    func hit(x: Double, y: Double) -> Item? {
      items.last { x >= $0.x && x <= $0.x + $0.width && y >= $0.y && y <= $0.y + $0.height }
    }
  }

  struct State: Decodable {
    struct Card: Decodable { var name: String; var digest: String }
    var cards: [Card]
    var problem: String?
  }

  func state(_ server: ServeProcess) throws -> State {
    let response = try server.get("/state?theme=0&scheme=light")
    XCTAssertEqual(response.status, 200)
    return try JSONDecoder().decode(State.self, from: response.body)
  }

  /// Polls /state until `value` gives something. The deadline only ends a test whose server
  /// never gets there; it measures nothing. A re-layout of every card in a debug build on a
  /// loaded 2-core machine has taken more than 10 s, so it is 120 s.
  func waitFor(_ server: ServeProcess, _ value: (State) -> String?) throws -> String {
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      if let found = value(try state(server)) { return found }
      Thread.sleep(forTimeInterval: 0.1)
    }
    XCTFail("nothing within 120 s; stderr: \(server.errors)")
    return ""
  }

  /// The local addresses of the listening TCP sockets on `port`, from /proc/net/tcp and tcp6
  /// (hex, as the kernel writes them: 127.0.0.1 is 0100007F).
  func listeningAddresses(port: Int) throws -> [String] {
    var found: [String] = []
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
      guard let text = try? String(contentsOfFile: table, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: " ")
        guard fields.count > 3, fields[3] == "0A" else { continue }
        let local = fields[1].split(separator: ":")
        if local.count == 2, Int(local[1], radix: 16) == port { found.append(String(local[0])) }
      }
    }
    return found
  }
}
