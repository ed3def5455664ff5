import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// The monospaced design (`.monospaced()`, `.fontDesign(.monospaced)`, `design: .monospaced`,
/// Markdown code spans): lowered as its spec says, drawn in the theme's monospaced face.
final class MonospacedTextTests: XCTestCase {
  static let mono = "Noto Sans Mono"

  private func texts(_ screen: ListShotUI.Screen, _ variant: RenderVariant = Lowering.variant()) throws -> [TextItem] {
    try Lowering.renderer.displayList(for: screen, in: variant).items.compactMap {
      if case .text(let text) = $0 { return text } else { return nil }
    }
  }

  func testEachLowersToItsExample() throws {
    let design = TextModifierTests.row {
      VStack(alignment: .leading) {
        Text("Build 2025.6 (1432)")
        Text("7f3c9e2").fontDesign(.monospaced)
        Text("Chapter One").fontDesign(.serif)
      }
    }
    try Lowering.assertLowersToItsExample(entry: ".fontDesign", design)
    try Lowering.assertLowersToItsExample(entry: ".monospaced", TextModifierTests.row { Text("iiii").monospaced() })
  }

  func testACodeSpanLowersToTheSpecOfAJoinedText() throws {
    let swiftUI = ListShotUI.Screen("code") {
      List {
        Text("Run `make` first")
        Text("Run ") + Text("make").fontDesign(.monospaced) + Text(" first")
      }
    }
    let spec = try Lowering.spec(
      """
        - name: code
          style: insetGrouped
          rows:
            - content: { text: ["Run ", { text: make, monospaced: true }, " first"] }
            - content: { text: ["Run ", { text: make, fontDesign: monospaced }, " first"] }
      """)
    XCTAssertEqual(try swiftUI.screen(for: ScreenVariant()), spec)
    try Lowering.assertSamePNGs(swiftUI, spec)
  }

  func testEverySpellingDrawsTheMonospacedFace() throws {
    let items = try texts(
      TextModifierTests.row {
        VStack {
          Text("a").monospaced()
          Text("b").fontDesign(.monospaced)
          Text("c").font(.system(size: 15, weight: .semibold, design: .monospaced))
          Text("d").font(.system(.body, design: .monospaced))
          Text("e").font(.caption.monospaced())
          VStack { Text("f") }.monospaced()
          VStack { Text("g").fontDesign(.default) }.fontDesign(.monospaced)
          Text("h").monospaced(false)
        }
      })
    func family(_ text: String) -> String? { items.first { $0.text == text }?.attributes.font.family }
    for text in ["a", "b", "c", "d", "e", "f"] { XCTAssertEqual(family(text), Self.mono, text) }
    XCTAssertEqual(family("g"), "Inter", "the innermost design applies")
    XCTAssertEqual(family("h"), "Inter")
    let c = try XCTUnwrap(items.first { $0.text == "c" })
    XCTAssertEqual(c.attributes.font.size, 15)
    XCTAssertEqual(c.attributes.font.weight, .semibold)
    XCTAssertEqual(c.attributes.letterSpacing, 0, "SF Pro's tracking is not SF Mono's")
  }

  func testMonospacedCharactersAreOneWidthAndProportionalOnesAreNot() throws {
    func widths(_ monospaced: Bool) throws -> [Double] {
      let items = try texts(
        TextModifierTests.row {
          VStack {
            Text("iiii")
            Text("MMMM")
          }
          .monospaced(monospaced)
        })
      return try ["iiii", "MMMM"].map { name in try XCTUnwrap(items.first { $0.text == name }?.frame.width) }
    }
    let mono = try widths(true), proportional = try widths(false)
    XCTAssertEqual(mono[0], mono[1], accuracy: 0.01)
    XCTAssertEqual(mono[0], 4 * 0.6 * 17, accuracy: 0.05, "four advances of 0.6 em at 17 pt")
    XCTAssertLessThan(proportional[0] * 2, proportional[1])
  }

  func testACodeSpanIsARunInTheMonospacedFaceAndWiderThanTheSameTextProportional() throws {
    let items = try texts(
      TextModifierTests.row {
        VStack {
          Text("Run `make logs` first")
          Text("Run make logs first")
        }
      })
    let code = try XCTUnwrap(items.first { $0.runs != nil })
    let plain = try XCTUnwrap(items.first { $0.runs == nil && $0.text == "Run make logs first" })
    XCTAssertEqual(code.text, plain.text)
    XCTAssertEqual(code.runs?.map(\.text), ["Run ", "make logs", " first"])
    XCTAssertEqual(code.runs?.map(\.family), [nil, Self.mono, nil])
    XCTAssertEqual(code.runs?[1].letterSpacing, 0)
    XCTAssertGreaterThan(code.frame.width, plain.frame.width + 5)
  }
}
