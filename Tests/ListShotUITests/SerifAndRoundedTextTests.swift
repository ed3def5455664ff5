import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// The serif and rounded designs (`.fontDesign(.serif)`, `design: .rounded` …): lowered as
/// their spec says, the serif one drawn in Noto Serif (New York's stand-in), the rounded one in
/// the system face's stand-in tracked as SF Pro (docs/fonts.md).
final class SerifAndRoundedTextTests: XCTestCase {
  static let serif = "Noto Serif"

  private func texts(_ screen: ListShotUI.Screen) throws -> [TextItem] {
    try Lowering.renderer.displayList(for: screen, in: Lowering.variant()).items.compactMap {
      if case .text(let text) = $0 { return text } else { return nil }
    }
  }

  func testEverySpellingDrawsTheSerifFaceUntracked() throws {
    let items = try texts(
      TextModifierTests.row {
        VStack {
          Text("a").fontDesign(.serif)
          Text("b").font(.system(size: 20, weight: .semibold, design: .serif))
          Text("c").font(.system(.title, design: .serif))
          VStack { Text("d") }.fontDesign(.serif)
          VStack { Text("e").fontDesign(.default) }.fontDesign(.serif)
          VStack { Text("f").monospaced() }.fontDesign(.serif)
        }
      })
    func item(_ text: String) throws -> TextItem { try XCTUnwrap(items.first { $0.text == text }, text) }
    for text in ["a", "b", "c", "d"] {
      XCTAssertEqual(try item(text).attributes.font.family, Self.serif, text)
      XCTAssertEqual(try item(text).attributes.letterSpacing, 0, "\(text): SF Pro's tracking is not New York's")
    }
    XCTAssertEqual(try item("e").attributes.font.family, "Inter", "the innermost design applies")
    XCTAssertEqual(try item("f").attributes.font.family, MonospacedTextTests.mono)
    XCTAssertEqual(try item("b").attributes.font.size, 20)
    XCTAssertEqual(try item("b").attributes.font.weight, .semibold)
    XCTAssertEqual(try item("c").attributes.font.size, 28, "Title at Large")
  }

  /// Measured by Pango in the shipped face: four advances of Noto Serif's `i` (320 of 1000
  /// units) at 17 pt. Any other face (a fallback) has another width.
  func testTheSerifFaceIsTheShippedNotoSerif() throws {
    let items = try texts(
      TextModifierTests.row {
        VStack {
          Text("iiii").fontDesign(.serif)
          Text("iiii")
        }
      })
    let serif = try XCTUnwrap(items.first { $0.attributes.font.family == Self.serif })
    let sans = try XCTUnwrap(items.first { $0.attributes.font.family == "Inter" })
    XCTAssertEqual(serif.frame.width, 4 * 0.320 * 17, accuracy: 0.05)
    XCTAssertNotEqual(serif.frame.width, sans.frame.width, accuracy: 0.5)
  }

  func testRoundedTakesTheSystemFacesPlaceAndTracking() throws {
    let items = try texts(
      TextModifierTests.row {
        VStack {
          Text("42 km").font(.system(size: 34, weight: .bold, design: .rounded))
          Text("42 km ").font(.system(size: 34, weight: .bold))
        }
      })
    let rounded = try XCTUnwrap(items.first { $0.text == "42 km" })
    let system = try XCTUnwrap(items.first { $0.text == "42 km " })
    XCTAssertEqual(rounded.attributes.font.family, "Inter")
    XCTAssertEqual(rounded.attributes.font.weight, .bold)
    XCTAssertEqual(rounded.attributes.letterSpacing, system.attributes.letterSpacing)
    XCTAssertNotEqual(rounded.attributes.letterSpacing, 0, "SF Pro's tracking at 34 pt")
    XCTAssertEqual(rounded.frame.height, system.frame.height)
  }

  func testTheSpecsDesignsAreTheSwiftScreens() throws {
    let swiftUI = ListShotUI.Screen("designs") {
      List {
        Text("Chapter One").fontDesign(.serif)
        Text("42").font(.system(size: 34, weight: .bold, design: .rounded))
        VStack(alignment: .leading) { Text("The Road") }.fontDesign(.serif)
      }
    }
    let spec = try Lowering.spec(
      """
        - name: designs
          style: insetGrouped
          rows:
            - content: { text: Chapter One, fontDesign: serif }
            - content: { text: "42", font: { size: 34, weight: bold }, fontDesign: rounded }
            - content: { vstack: [{ text: The Road }], alignment: leading, fontDesign: serif }
      """)
    XCTAssertEqual(try swiftUI.screen(for: ScreenVariant()), spec)
    try Lowering.assertSamePNGs(swiftUI, spec)
  }

  func testAnUnknownDesignInASpecNamesTheFour() {
    let message = Lowering.message {
      try Lowering.spec("  - name: r\n    rows:\n      - content: { text: a, fontDesign: script }")
    }
    XCTAssertTrue(message.contains("default, monospaced, serif, rounded"), message)
  }
}
