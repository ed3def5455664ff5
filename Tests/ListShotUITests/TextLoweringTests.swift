import ListShotUI
import XCTest

/// `Text` joined with `+` keeps each part's weight, slant and colour, as the spec's list of
/// styled texts does; `.italic()` draws the italic face.
final class TextLoweringTests: XCTestCase {
  func testJoinedTextsLowerToTheSpecsStyledTexts() throws {
    let spec = try Lowering.spec(
      """
        - name: staff
          style: plain
          rows:
            - content:
                text:
                  - { text: Ada, bold: true }
                  - " · "
                  - { text: admin, italic: true, foregroundStyle: secondary }
                font: subheadline
            - content:
                text: [Grace, { text: " (away)", foregroundStyle: red }]
      """)
    XCTAssertEqual(try Lowering.screen("staff") { Staff() }, spec)
    try Lowering.assertSamePNGs(Screen("staff") { Staff() }, spec)
  }

  func testAJoinedTextInTwoFontsIsRefused() {
    let message = Lowering.message { try Lowering.screen("fonts") { TwoFonts() } }
    XCTAssertTrue(message.contains("joins texts in different fonts"), message)
    XCTAssertTrue(message.contains("TwoFonts/List/Text"), message)
  }

  func testItalicDrawsTheItalicFace() throws {
    let upright = try Lowering.renderer.png(for: Screen("face") { Slanted(isItalic: false) }, in: Lowering.variant())
    let italic = try Lowering.renderer.png(for: Screen("face") { Slanted(isItalic: true) }, in: Lowering.variant())
    XCTAssertNotEqual(upright, italic)
    // Laid out, only the font's slant differs.
    let list = try Lowering.renderer.displayList(
      for: Screen("face") { Slanted(isItalic: true) }, in: Lowering.variant())
    let texts = list.items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    XCTAssertEqual(texts.filter { $0.text == "Slanted" }.map(\.attributes.font.isItalic), [true])
  }
}

struct Staff: View {
  var body: some View {
    List {
      (Text("Ada").bold() + Text(" · ") + Text("admin").italic().foregroundStyle(.secondary))
        .font(.subheadline)
      Text("Grace") + Text(" (away)").foregroundColor(.red)
    }
    .listStyle(.plain)
  }
}

struct TwoFonts: View {
  var body: some View {
    List { Text("Ada").font(.headline) + Text(" admin").font(.caption) }
  }
}

struct Slanted: View {
  let isItalic: Bool
  var body: some View {
    List { Text("Slanted").italic(isItalic) }
  }
}
