import ListShotDisplayList
import ListShotUI
import XCTest

/// A literal `Text` is a `LocalizedStringKey`: its Markdown is drawn as SwiftUI draws it, and its
/// interpolations are written as SwiftUI writes them.
final class TextMarkdownTests: XCTestCase {
  struct Notes: View {
    let count = 3
    let name = "snake_case_name"
    let markdown = "From a **variable**"

    var body: some View {
      List {
        Text("Hello **world**, *again* and [help](https://example.com)")
        Text("\(count) items, \(2.5) kg")
        Text(name)
        Text("file_name_here stays plain")
        Text(String(localized: "Inbox"))
        Text(.init(markdown))
      }
    }
  }

  func testStrongEmphasisAndLinksAreRunsOfOneText() throws {
    let list = try Lowering.renderer.displayList(for: Screen("notes") { Notes() }, in: Lowering.variant())
    let texts = list.items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    let hello = try XCTUnwrap(texts.first { $0.text.hasPrefix("Hello") })
    XCTAssertEqual(hello.text, "Hello world, again and help")
    let runs = try XCTUnwrap(hello.runs)
    XCTAssertEqual(runs.first { $0.text == "world" }?.weight, .bold)
    XCTAssertEqual(runs.first { $0.text == "again" }?.isItalic, true)
    XCTAssertNotNil(runs.first { $0.text == "help" }?.color, "a link is drawn in the tint")
    XCTAssertEqual(
      texts.map(\.text).filter { !$0.hasPrefix("Hello") },
      ["3 items, 2.500000 kg", "snake_case_name", "file_name_here stays plain", "Inbox", "From a variable"])
    XCTAssertEqual(texts.last?.runs?.last?.weight, .bold, "Text(.init(string)) reads its Markdown")
    XCTAssertTrue(texts.dropLast().filter { !$0.text.hasPrefix("Hello") }.allSatisfy { $0.runs == nil })
  }

  func testACodeSpanIsAMonospacedPartOfTheText() throws {
    struct Code: View {
      var body: some View { List { Text("Run `make test`") } }
    }
    let spec = try Lowering.spec(
      """
        - name: code
          style: insetGrouped
          rows:
            - content: { text: ["Run ", { text: make test, monospaced: true }] }
      """)
    XCTAssertEqual(try Lowering.screen("code") { Code() }, spec)
  }
}
