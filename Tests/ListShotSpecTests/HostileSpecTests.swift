import ListShotCore
import XCTest

@testable import ListShotSpec

/// The spec reader's own bounds: the composer's depth and node limits with aliases expanded,
/// keys compared as text, and JSON surrogate pairs.
final class HostileSpecTests: XCTestCase {
  func error(_ text: String, file: String = "s.yaml") -> String? {
    do {
      _ = try SpecReader.parse(text, file: file)
      return nil
    } catch {
      return (error as? ListShotError)?.description ?? "\(error)"
    }
  }

  func testAliasesCountTowardsDepthAndSize() {
    let chain = (1..<1200).map { "x\($0): &a\($0) [*a\($0 - 1)]" }.joined(separator: "\n")
    XCTAssertEqual(
      error("x0: &a0 [1]\n" + chain + "\n"),
      "s.yaml:999:14: error: the spec nests deeper than 1000 levels (aliases expanded)")
    var laughs = [#"b0: &b0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
    for i in 1..<7 {
      laughs.append("b\(i): &b\(i) [" + Array(repeating: "*b\(i - 1)", count: 10).joined(separator: ",") + "]")
    }
    XCTAssertEqual(
      error(laughs.joined(separator: "\n")),
      "s.yaml:6:38: error: the spec is too large (more than 1000000 nodes after expanding aliases)")
  }

  func testKeysAreScalarsComparedAsText() {
    XCTAssertEqual(error("screens: []\nscreens: []\n"), "s.yaml:2:1: error: duplicate key 'screens' in a mapping")
    XCTAssertEqual(error("? [a]\n: 1\n"), "s.yaml:1:3: error: a key must be a plain name")
    XCTAssertEqual(error("a: *nope\n"), "s.yaml:1:4: error: YAML syntax error: found undefined alias")
    XCTAssertEqual(error("--- {}\n--- {}\n"), "s.yaml:2:1: error: the spec holds more than one YAML document")
  }

  func testSurrogatePairsInJSONAreOneCharacter() throws {
    XCTAssertEqual(JSONEscapes.joiningSurrogatePairs(#""\ud83d\ude00""#), #""\U0001F600""#)
    XCTAssertEqual(JSONEscapes.joiningSurrogatePairs(#""\\ud83d\\ude00""#), #""\\ud83d\\ude00""#, "escaped backslashes")
    XCTAssertEqual(
      JSONEscapes.joiningSurrogatePairs(#""\ud83d x""#), #""\ud83d x""#, "a lone half stays (and is an error)")
    let document = try SpecReader.parse(
      #"{"screens": [{"name": "a", "rows": [{"odsListItem": {"title": "\ud83d\ude00\u00e9"}}]}]}"#, file: "s.json")
    XCTAssertEqual(document.screens.first?.name, "a")
  }
}
