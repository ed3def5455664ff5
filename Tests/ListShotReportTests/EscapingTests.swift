import ListShot
import ListShotCore
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Text from files escaped in one place per consumer: XML (JUnit), HTML (reports) and the
/// terminal.
final class EscapingTests: XCTestCase {
  static let hostile = "a<b>&\"c'\u{1B}]0;t\u{07}\u{0}\u{0B}\u{7F}\u{85}\u{202E}d\n\te\r"

  func testXMLIsAlwaysWellFormedAndKeepsLineBreaksInAttributes() throws {
    let escaped = Markup.xml(Self.hostile)
    XCTAssertEqual(
      escaped, "a&lt;b&gt;&amp;&quot;c&#39;\\u{1B}]0;t\\u{7}\\u{0}\\u{B}\\u{7F}\\u{85}\u{202E}d&#10;&#9;e&#13;")
    let document = "<r a=\"\(escaped)\">\(escaped)</r>"
    let parser = XMLParser(data: Data(document.utf8))
    XCTAssertTrue(parser.parse(), String(describing: parser.parserError))
  }

  func testHTMLEscapesMarkupAndShowsControlCharacters() {
    XCTAssertEqual(Markup.html("<a href='x'>\u{1B}</a>\n"), "&lt;a href=&#39;x&#39;&gt;\\u{1B}&lt;/a&gt;\n")
    XCTAssertEqual(Markup.escape("ok"), "ok")
  }

  func testTerminalTextShowsEveryControlAndReorderingCharacter() {
    XCTAssertEqual(
      TerminalText.escape(Self.hostile),
      "a<b>&\"c'\\u{1B}]0;t\\u{7}\\u{0}\\u{B}\\u{7F}\\u{85}\\u{202E}d\\u{A}\\u{9}e\\u{D}")
    XCTAssertEqual(TerminalText.escape("line\n\tnext", multiline: true), "line\n\tnext")
    XCTAssertEqual(TerminalText.escape("plain ✓ text"), "plain ✓ text")
  }
}
