import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// The accessibility modifiers change what VoiceOver reads of a row and draw nothing: a label in
/// place of the texts, a value, a hint, hidden, traits, and `children: .ignore`; the same from
/// Swift and from the spec.
final class AccessibilityModifierTests: XCTestCase {
  struct Inbox: View {
    var body: some View {
      List {
        Text("Inbox").accessibilityLabel("Mail inbox").accessibilityHint("Opens your mail")
        HStack {
          Image(systemName: "star.fill").accessibilityHidden(true)
          Text("4.5")
          Text("(120 reviews)").accessibilityHidden(true)
        }
        HStack {
          Image(systemName: "star.fill")
          Text("Favourites")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Favourites, 12 items")
        .accessibilityAddTraits(.isButton)
        Text("Recent").accessibilityAddTraits(.isHeader)
        Toggle("Wi-Fi", isOn: .constant(true)).accessibilityValue("connected")
        HStack {
          Text("Decorative")
        }
        .accessibilityHidden(true)
      }
    }
  }

  static let spec = """
      - name: inbox
        style: insetGrouped
        rows:
          - listCell: { text: Inbox }
            accessibility: { label: Mail inbox, hint: Opens your mail }
          - content:
              hstack:
                - { image: star.fill, accessibility: { hidden: true } }
                - { text: "4.5" }
                - { text: (120 reviews), accessibility: { hidden: true } }
          - content:
              hstack: [{ image: star.fill }, { text: Favourites }]
              accessibility: { children: ignore, label: "Favourites, 12 items", traits: [button] }
          - listCell: { text: Recent }
            accessibility: { traits: [header] }
          - listCell: { text: Wi-Fi }
            accessories: [{ toggle: true }]
            accessibility: { value: connected }
          - content:
              hstack: [{ text: Decorative }]
              accessibility: { hidden: true }
    """

  func testTheModifiersChangeWhatVoiceOverReads() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("inbox") { Inbox() }, in: variant)
      let rows = list.semantics.filter(\.isRow)
      XCTAssertEqual(rows.count, 6, "\(variant)")
      XCTAssertEqual(
        rows.map(\.spokenText),
        [
          "Mail inbox, Opens your mail",
          "4.5",
          "Favourites, 12 items, button",
          "Recent, heading",
          "Wi-Fi, connected, switch",
          "",
        ], "\(variant)")
      XCTAssertEqual(rows.map(\.isHidden), [false, false, false, false, false, true])
    }
  }

  func testABareTextKeepsItsCellAndTheSpecReadsTheSame() throws {
    let swiftUI = Screen("inbox") { Inbox() }
    let spec = try Lowering.spec(Self.spec)
    let lowered = try swiftUI.screen(for: ScreenVariant())
    XCTAssertEqual(lowered, spec)
    guard case .listCell(let cell) = lowered.sections[0].rows[0].content else {
      return XCTFail("a bare Text with a label is iOS's cell: \(lowered.sections[0].rows[0].content)")
    }
    XCTAssertEqual(cell.text, "Inbox")
    XCTAssertEqual(lowered.sections[0].rows[0].accessibility?.label, "Mail inbox")
    try Lowering.assertSamePNGs(swiftUI, spec)
  }

  func testNothingIsDrawn() throws {
    struct Plain: View {
      var body: some View {
        List {
          Text("Inbox")
          HStack {
            Image(systemName: "star.fill")
            Text("4.5")
          }
        }
      }
    }
    struct Spoken: View {
      var body: some View {
        List {
          Text("Inbox").accessibilityLabel("Mail")
          HStack {
            Image(systemName: "star.fill").accessibilityHidden(true)
            Text("4.5")
          }
          .accessibilityAddTraits(.isButton)
        }
      }
    }
    for variant in Lowering.variants {
      XCTAssertEqual(
        try Lowering.renderer.png(for: Screen("a") { Plain() }, in: variant),
        try Lowering.renderer.png(for: Screen("a") { Spoken() }, in: variant), "\(variant)")
    }
  }

  func testTheCatalogueExampleLowersAsSwift() throws {
    let screen = Screen("example") {
      List {
        HStack {
          Image(systemName: "star.fill").foregroundStyle(.yellow)
          Text("4.5")
        }
        .accessibilityLabel("Rated 4.5 stars")
      }
      .listStyle(.insetGrouped)
    }
    try Lowering.assertLowersToItsExample(entry: ".accessibilityLabel", screen)
  }

  func testALongLabelIsAValidationError() throws {
    let label = String(repeating: "a", count: 4096 * 4 + 1)
    let message = Lowering.message {
      try Lowering.screen("long") { List { HStack { Text("x") }.accessibilityLabel(label) } }
    }
    XCTAssertTrue(
      message.contains("rows[0].content.accessibility.label: the accessibility label is longer than 4096 characters"),
      message)
    XCTAssertThrowsError(
      try Lowering.spec(
        "  - name: x\n    rows:\n      - listCell: { text: x }\n        accessibility: { label: 3, hidden: maybe }"))
  }
}
