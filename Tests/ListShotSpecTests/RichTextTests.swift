import ListShotModel
import XCTest

/// `RichText`: runs built in Swift and the Markdown subset, with errors that say where.
final class RichTextTests: XCTestCase {
  func testStringLiteralsArePlainAndRunsJoin() {
    let plain: RichText = "Plain"
    XCTAssertEqual(plain.runs, [RichText.Run("Plain")])
    XCTAssertFalse(plain.isRich)
    let rich = RichText("A ") + .strong("bold") + RichText(" and ") + .link("a link", url: "https://example.com")
    XCTAssertEqual(rich.plainText, "A bold and a link")
    XCTAssertTrue(rich.isRich)
    XCTAssertTrue(rich.hasLink)
    XCTAssertEqual(RichText(runs: [RichText.Run("")]).isEmpty, true)
  }

  func testMarkdownStrongLinksAndEscapes() throws {
    XCTAssertEqual(
      try RichText(markdown: "Error with **strong** text"),
      RichText("Error with ") + .strong("strong") + RichText(" text"))
    XCTAssertEqual(
      try RichText(markdown: "See [the **terms**]( https://example.com/t ) now").runs,
      [
        RichText.Run("See "), RichText.Run("the ", link: "https://example.com/t"),
        RichText.Run("terms", isStrong: true, link: "https://example.com/t"), RichText.Run(" now"),
      ])
    XCTAssertEqual(try RichText(markdown: #"2 \* 3 \[not a link\] \\ done"#), RichText(#"2 * 3 [not a link] \ done"#))
    XCTAssertEqual(try RichText(markdown: "a * b"), RichText("a * b"))
  }

  func testMarkdownErrorsSayWhere() {
    func error(_ text: String) -> String? {
      do {
        _ = try RichText(markdown: text)
        return nil
      } catch {
        return "\(error)"
      }
    }
    XCTAssertEqual(error("a **b"), "'**' opens strong text that is not closed (at character 3)")
    XCTAssertEqual(error("a [b"), "'[' opens a link that is not closed; write \\[ for a bracket (at character 3)")
    XCTAssertEqual(error("a ]"), "']' closes no link; write \\] for a bracket (at character 3)")
    XCTAssertEqual(
      error("[b] c"), "a link's text must be followed by its target in parentheses: [text](url) (at character 3)")
    XCTAssertEqual(error("[b](x"), "the link target is not closed with ')' (at character 4)")
    XCTAssertEqual(error("[b]( )"), "the link target is empty (at character 4)")
    XCTAssertEqual(error("[](x)"), "the link text is empty (at character 1)")
    XCTAssertEqual(
      error("[a [b](x)](y)"), "a link cannot contain another link; write \\[ for a bracket (at character 4)")
  }
}
