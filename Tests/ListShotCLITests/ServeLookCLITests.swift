import Foundation
import XCTest

/// The live page's look switch: `preview --serve --look ios18` starts the page on iOS 18, the
/// page's `look=` query draws either look, and a bad look is the page's error, not a crash.
final class ServeLookCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-serve-look-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  struct Config: Decodable {
    var looks: [String]
    var defaults: [String: String]
  }

  struct State: Decodable {
    struct Card: Decodable { var name: String; var digest: String; var width: Int; var height: Int }
    var cards: [Card]
    var problem: String?
  }

  func testTheLookSwitchStartsOnTheLookNamedAndDrawsEither() throws {
    let server = try ServeProcess(["--theme", "orange", "--look", "ios18", "--port", "0"], in: work)
    defer { _ = server.stop() }

    let config = try JSONDecoder().decode(Config.self, from: try server.get("/config").body)
    XCTAssertEqual(config.looks, ["ios26", "ios18"])
    XCTAssertEqual(config.defaults["look"], "ios18")

    let unnamed = try state(server, "/state?theme=0")
    let ios18 = try state(server, "/state?theme=0&look=ios18")
    let ios26 = try state(server, "/state?theme=0&look=ios26")
    for state in [unnamed, ios18, ios26] {
      XCTAssertNil(state.problem)
      XCTAssertFalse(state.cards.isEmpty)
    }
    // A query without a look is drawn in the look --look named.
    XCTAssertEqual(unnamed.cards.map(\.digest), ios18.cards.map(\.digest))
    // The same cards in both looks; the list styles' cards differ (iOS 26's rows are taller
    // and its cards rounder), a design-system component alone on its card may not.
    XCTAssertEqual(ios18.cards.map(\.name), ios26.cards.map(\.name))
    let differing = Set(zip(ios18.cards, ios26.cards).filter { $0.digest != $1.digest }.map(\.0.name))
    let lists = ios18.cards.map(\.name).filter { $0.hasPrefix("list-style") }
    XCTAssertFalse(lists.isEmpty, "\(ios18.cards.map(\.name))")
    XCTAssertEqual(differing.intersection(lists), Set(lists), "\(differing.sorted())")

    let bad = try server.get("/state?theme=0&look=ios27")
    XCTAssertEqual(bad.status, 400)
    XCTAssertEqual(String(decoding: bad.body, as: UTF8.self), "look must be ios26 or ios18\n")
  }

  func testServeTakesOneLook() throws {
    for value in ["all", "ios26,ios18", "ios27"] {
      let result = try CLI.run(["preview", "--serve", "--look", value])
      XCTAssertEqual(result.status, 2, "\(value): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", value)
      XCTAssertTrue(result.stderr.contains("--look"), "\(value): \(result.stderr)")
    }
  }

  func state(_ server: ServeProcess, _ path: String) throws -> State {
    let response = try server.get(path, timeout: 120)
    XCTAssertEqual(response.status, 200, String(decoding: response.body, as: UTF8.self))
    return try JSONDecoder().decode(State.self, from: response.body)
  }
}
