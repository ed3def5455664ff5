import Foundation
import ListShot
import ListShotCore
import ListShotGallery
import XCTest

/// The designer's loop in a real browser: headless Chromium opens the live page of
/// `preview --serve` on a copy of a theme file; the test edits one colour that some cards
/// use, and the page shows the affected card's new image (painting only the changed cards;
/// `make bench` times it) while an unaffected card's image is not requested again; a broken
/// edit shows its error on the page.
///
/// The page is read from outside through Chromium's DevTools HTTP endpoint (/json/list on
/// loopback): with `?probe=a,b` the page keeps a JSON summary of cards a and b (digest,
/// image loaded, how many times the page requested their images, from resource timing) and
/// of its error banner in its title.
final class ServeBrowserTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-serve-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  struct Probe: Decodable {
    struct Card: Decodable { var digest: String?; var loaded: Bool; var requests: Int }
    var cards: Int
    var loaded: Int
    var problem: String?
    var watched: [String: Card]
    var inspector: String?
  }

  func testAnEditedTokenUpdatesOnlyTheAffectedCardAndABrokenEditShowsItsError() throws {
    guard let chromium = Chromium.binary() else {
      throw XCTSkip(
        "no chromium binary on PATH (or in LISTSHOT_CHROMIUM): install Debian's chromium package, as scripts/setup.sh --test does"
      )
    }
    let theme = work.appendingPathComponent("live.tokens.json")
    let original = try String(
      contentsOf: CLI.repositoryRoot.appendingPathComponent("Themes/orange.tokens.json"),
      encoding: .utf8)
    let token = "\"550\": {\"$value\": \"#F15E00\"}"
    XCTAssertTrue(original.contains(token))
    let edited = original.replacingOccurrences(of: token, with: "\"550\": {\"$value\": \"#E00000\"}")
    try original.write(to: theme, atomically: false, encoding: .utf8)

    // Which cards the edit changes, found independently by rendering both themes here.
    let (affected, unaffected) = try pickCards(original: theme, edited: edited)

    let server = try ServeProcess(["--theme", theme.path, "--log-requests"], in: work)
    defer { _ = server.stop() }
    let browser = try HeadlessPage(
      url: server.url.absoluteString + "?probe=\(affected),\(unaffected)", binary: chromium,
      profile: work.appendingPathComponent("profile"))
    defer { browser.stop() }

    let ready = try browser.waitForProbe(Probe.self, within: 90) { probe in
      probe.cards > 0 && probe.loaded == probe.cards && probe.watched.count == 2
        && probe.watched.values.allSatisfy(\.loaded)
    }
    let before = try XCTUnwrap(ready.watched[affected]), still = try XCTUnwrap(ready.watched[unaffected])
    XCTAssertEqual(before.requests, 1)
    XCTAssertEqual(still.requests, 1)

    // The edit, written in place as an editor saves. The issue's deadline, 2 s from the save
    // to the new image, is a speed figure: `make bench` measures it on the release build
    // ("live preview, save to changed card"). A test cannot: the wall clock stretches with
    // other load (6.9 s once with eight builds sharing two cores), and so does a debug
    // build's CPU time (1.05 s quiet, 1.69 s beside fuzzers). What the test checks is the
    // work, which load does not change: the update comes, and the server paints only the
    // cards whose display list changed. The deadline only catches an update that never comes.
    let saved = Date()
    try edited.write(to: theme, atomically: false, encoding: .utf8)
    let changed = try browser.waitForProbe(Probe.self, within: 60) { probe in
      guard let card = probe.watched[affected] else { return false }
      return card.digest != before.digest && card.loaded
    }
    print(
      "ServeBrowserTests: the edited card's new image was on the page \(String(format: "%.2f", Date().timeIntervalSince(saved))) s after the save (debug build; make bench times the release build)"
    )
    let reload = try XCTUnwrap(
      server.errors.split(separator: "\n").first { $0.contains("reloaded after a change to ") }, server.errors)
    let painted = try XCTUnwrap(
      reload.components(separatedBy: ": ").last?.split(separator: " ").first.flatMap { Int($0) }, String(reload))
    XCTAssertGreaterThan(painted, 0, String(reload))
    XCTAssertLessThan(painted, Gallery.cards.count, "only the cards whose display list changed are painted: \(reload)")
    XCTAssertEqual(changed.watched[affected]?.requests, 2, "the new image once")
    XCTAssertEqual(changed.watched[unaffected]?.digest, still.digest)
    XCTAssertEqual(changed.watched[unaffected]?.requests, 1, "the unaffected card's image is not requested again")
    XCTAssertNil(changed.problem)

    // Server side too: one request for the unaffected card's image, two for the affected one.
    let log = server.errors.split(separator: "\n")
    XCTAssertEqual(log.filter { $0.hasPrefix("GET /cards/\(unaffected)/") }.count, 1, server.errors)
    XCTAssertEqual(log.filter { $0.hasPrefix("GET /cards/\(affected)/") }.count, 2, server.errors)

    // A broken edit: the error with file:line:col on the page, the last good image kept.
    try edited.replacingOccurrences(of: "\"#E00000\"}", with: "\"#E00000\",}").write(
      to: theme, atomically: false, encoding: .utf8)
    let broken = try browser.waitForProbe(Probe.self, within: 60) { $0.problem != nil }
    let problem = try XCTUnwrap(broken.problem)
    XCTAssertNotNil(
      problem.range(of: #"live\.tokens\.json:\d+:\d+: error: invalid JSON"#, options: .regularExpression), problem)
    XCTAssertEqual(broken.watched[affected]?.digest, changed.watched[affected]?.digest, "the last good render stays")

    // Fixed: the banner goes.
    try original.write(to: theme, atomically: false, encoding: .utf8)
    let fixed = try browser.waitForProbe(Probe.self, within: 60) {
      $0.problem == nil && $0.watched[affected]?.digest == before.digest
    }
    XCTAssertEqual(fixed.watched[unaffected]?.requests, 1)
  }

  /// Clicking the selected checkbox of a card's image shows, in the page's panel, the token
  /// of the topmost item there: "this fill is color.action.selected". The point comes from
  /// /provenance (the box's centre, in points); the page turns it into pixels, dispatches a
  /// click on the image, hit-tests and fills the panel.
  func testClickingACardShowsTheTokenUnderThePointer() throws {
    guard let chromium = Chromium.binary() else {
      throw XCTSkip("no chromium binary on PATH (or in LISTSHOT_CHROMIUM)")
    }
    let server = try ServeProcess([], in: work)
    defer { _ = server.stop() }
    let card = "checkbox-item-selected"
    let response = try server.get("/provenance/\(card)?theme=0&scheme=light")
    XCTAssertEqual(response.status, 200)
    let provenance = try JSONDecoder().decode(ServeCLITests.Provenance.self, from: response.body)
    let box = try XCTUnwrap(provenance.items.first { $0.id.hasSuffix(".indicator.box") })
    let (x, y) = (box.x + box.width / 2, box.y + box.height / 2)
    let browser = try HeadlessPage(
      url: server.url.absoluteString + "?probe=\(card)&click=\(card):\(x):\(y)", binary: chromium,
      profile: work.appendingPathComponent("profile"))
    defer { browser.stop() }
    let shown = try browser.waitForProbe(Probe.self, within: 90) { $0.inspector != nil }
    let text = try XCTUnwrap(shown.inspector)
    XCTAssertTrue(text.contains("is color.action.selected"), text)
    XCTAssertTrue(text.contains(".indicator."), text)
    XCTAssertTrue(text.contains(card), text)
  }

  /// A gallery card whose light image the edit changes and one it leaves alone, in the
  /// variant the page shows first (the theme file, light, large, each card's direction).
  func pickCards(original: URL, edited: String) throws -> (String, String) {
    let copy = work.appendingPathComponent("edited.tokens.json")
    try edited.write(to: copy, atomically: true, encoding: .utf8)
    let renderer = try ListShotRenderer()
    var affected: String?, unaffected: String?
    for card in Gallery.cards where affected == nil || unaffected == nil {
      func png(_ theme: URL) throws -> [UInt8] {
        try renderer.png(for: card.screen, in: card.variant(theme: theme.path, scheme: .light))
      }
      if try png(original) == png(copy) {
        unaffected = unaffected ?? card.name
      } else {
        affected = affected ?? card.name
      }
    }
    return (
      try XCTUnwrap(affected, "the edit changes no card"), try XCTUnwrap(unaffected, "the edit changes every card")
    )
  }
}
