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

/// YAML numbers that are numbers to YAML but not values ListShot reads (`.nan`, `.inf`, octal
/// and hexadecimal integers in whole-number fields): the message says why, instead of "found
/// the number …; expected a number".
final class NumberFormSpecTests: XCTestCase {
  func error(_ key: String, _ value: String) -> String? {
    let text = "screens:\n  - name: a\n    \(key): \(value)\n    rows: [ { odsListItem: { title: A } } ]\n"
    do {
      _ = try SpecReader.parse(text, file: "s.yaml")
      return nil
    } catch {
      return (error as? ListShotError)?.description ?? "\(error)"
    }
  }

  func testNumbersThatAreNotFiniteDecimalsSayWhy() {
    XCTAssertEqual(
      error("width", ".nan"),
      "s.yaml:3:12 (screens[0].width): error: width .nan is not a finite number; expected 1...4096")
    XCTAssertEqual(
      error("width", "-.inf"),
      "s.yaml:3:12 (screens[0].width): error: width -.inf is not a finite number; expected 1...4096")
    XCTAssertEqual(
      error("width", "1e309"),
      "s.yaml:3:12 (screens[0].width): error: width 1e309 is not a finite number; expected 1...4096")
    XCTAssertEqual(
      error("width", "0o400"),
      "s.yaml:3:12 (screens[0].width): error: width 0o400 is not a decimal number; expected 1...4096")
    XCTAssertEqual(
      error("width", "'400'"),
      "s.yaml:3:12 (screens[0].width): error: wrong type for 'width': found the string \"400\"; expected a number")
  }
}

extension NumberFormSpecTests {
  func testWholeNumbersInOtherFormsSayWhy() {
    func row(_ value: String) -> String? {
      specErrorMessage(
        "screens:\n  - name: a\n    rows: [ { odsListItem: { title: A, subtitleNumberOfLines: \(value) } } ]\n")
    }
    XCTAssertEqual(
      row("0x1"),
      "spec.yaml:3:63 (screens[0].rows[0].odsListItem.subtitleNumberOfLines): error: subtitleNumberOfLines 0x1 is not a decimal number; expected 1...2"
    )
    XCTAssertEqual(
      row("99999999999999999999999"),
      "spec.yaml:3:63 (screens[0].rows[0].odsListItem.subtitleNumberOfLines): error: subtitleNumberOfLines 99999999999999999999999 is out of range; expected 1...2"
    )
    XCTAssertEqual(
      row("1.0"),
      "spec.yaml:3:63 (screens[0].rows[0].odsListItem.subtitleNumberOfLines): error: wrong type for 'subtitleNumberOfLines': found the number 1.0; expected a whole number"
    )
  }
}
