import ListShotDisplayList
import ListShotUI
import XCTest

/// The bordered button styles, the control sizes and the button toggle style, drawn as iOS
/// draws them in a row, lowered to their catalogue examples.
final class ButtonStyleTests: XCTestCase {
  struct Buttons: View {
    var body: some View {
      List {
        VStack {
          Button("Add to Cart") {}.buttonStyle(.bordered)
          Button("Place Order") {}.buttonStyle(.borderedProminent)
          Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
        }
      }
    }
  }

  struct Sizes: View {
    var body: some View {
      List {
        VStack {
          Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
          Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
        }
      }
    }
  }

  struct EverySize: View {
    var body: some View {
      List {
        VStack(alignment: .leading) {
          ForEach(ControlSize.allCases, id: \.self) { size in
            Button("Buy") {}.controlSize(size)
          }
        }
        .buttonStyle(.borderedProminent)
      }
    }
  }

  struct Toggles: View {
    @State var bold = true
    @State var italic = false
    var body: some View {
      List {
        HStack {
          Toggle("Bold", isOn: $bold)
          Toggle("Italic", isOn: $italic)
        }
        .toggleStyle(.button)
      }
    }
  }

  struct Shapes: View {
    var body: some View {
      List {
        HStack {
          Button("Rounded") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 6))
          Button {
          } label: {
            Image(systemName: "plus")
          }
          .buttonStyle(.borderedProminent).buttonBorderShape(.circle)
        }
      }
    }
  }

  func testTheBorderedButtonsTheControlSizesAndTheBorderShapesLowerToTheirExamples() throws {
    try Lowering.assertLowersToItsExample(entry: "Button", Screen("example") { Buttons() })
    try Lowering.assertLowersToItsExample(entry: ".controlSize", Screen("example") { Sizes() })
    try Lowering.assertLowersToItsExample(entry: ".buttonBorderShape", Screen("example") { Shapes() })
  }

  func testABorderShapeIsTheButtonsShapeInBothLooks() throws {
    for ios18 in [false, true] {
      let list = try Lowering.renderer.displayList(
        for: Screen("shapes") { Shapes() }, in: Lowering.variant(.large, rightToLeft: false, ios18: ios18))
      let id = "sections[0].rows[0].content.hstack"
      let rounded = try XCTUnwrap(path(list, "\(id)[0].button.label.background.roundedRectangle"), "\(ios18)")
      let circle = try XCTUnwrap(path(list, "\(id)[1].button.label.background.circle")?.frame, "\(ios18)")
      XCTAssertEqual(circle.width, circle.height, accuracy: 4, "\(ios18): about as wide as tall around the symbol")
      XCTAssertGreaterThan(rounded.frame.width, 60)
    }
  }

  func testBorderedIsATintedCapsuleAndProminentAFilledOneWithWhiteText() throws {
    for (look, shape) in [(false, "capsule"), (true, "roundedRectangle")] {
      for isRTL in [false, true] {
        let variant = Lowering.variant(.large, rightToLeft: isRTL, ios18: look)
        let list = try Lowering.renderer.displayList(for: Screen("buttons") { Buttons() }, in: variant)
        let id = "sections[0].rows[0].content.vstack"
        let fills = try (0..<3).map { index in
          try XCTUnwrap(path(list, "\(id)[\(index)].button.label.background.\(shape)"), "\(variant) \(index)")
        }
        let labels = try (0..<3).map { try XCTUnwrap(text(list, "\(id)[\($0)].button.label.text"), "\(variant)") }
        // Bordered: the tint at 15 %, the label in the tint; prominent: the tint, the label white.
        XCTAssertEqual(Double(fills[0].fill!.alpha), 255 * 0.15, accuracy: 1.5, "\(variant)")
        XCTAssertEqual(fills[1].fill!.alpha, 255)
        XCTAssertEqual(labels[1].color, .white, "\(variant)")
        XCTAssertEqual(labels[0].color, fills[1].fill, "\(variant): the bordered label in the tint")
        XCTAssertNotEqual(labels[2].color, labels[0].color, "\(variant): destructive is red")
        for (fill, label) in zip(fills, labels) {
          XCTAssertEqual(fill.frame.height, label.frame.height + 14, accuracy: 0.5, "\(variant): 7 pt above and below")
          XCTAssertEqual(fill.frame.width, label.frame.width + 24, accuracy: 0.5, "\(variant): 12 pt either side")
          XCTAssertEqual(fill.frame.midX, label.frame.midX, accuracy: 0.5)
        }
        // The buttons hug their labels at the row's leading edge (the right in right-to-left).
        let width = list.size.width
        XCTAssertEqual(
          fills[0].frame.midX, fills[1].frame.midX, accuracy: 0.5 + abs(fills[0].frame.width - fills[1].frame.width))
        XCTAssertTrue(isRTL ? fills[0].frame.midX > width / 2 : fills[0].frame.midX < width / 2, "\(variant)")
      }
    }
  }

  func testTheControlSizesGrowAndTheTextGrowsWithDynamicType() throws {
    var previousRegular = 0.0
    for size in Lowering.sizes {
      let list = try Lowering.renderer.displayList(
        for: Screen("sizes") { EverySize() }, in: Lowering.variant(size, rightToLeft: false))
      let heights = try (0..<5).map { index in
        try XCTUnwrap(
          list.items.first {
            $0.id.description.hasPrefix("sections[0].rows[0].content.vstack[\(index)]")
              && $0.id.description.hasSuffix("capsule")
          }?.frame?.height, "\(size) \(index)")
      }
      XCTAssertEqual(heights, heights.sorted(), "\(size): mini < small < regular < large < extra large")
      XCTAssertGreaterThanOrEqual(heights[2], previousRegular, "\(size)")
      previousRegular = heights[2]
    }
    XCTAssertGreaterThan(previousRegular, 60, "the regular button at the largest size")
  }

  func testAButtonToggleIsOnAFilledCapsuleWhenOnAndBareWhenOff() throws {
    for isRTL in [false, true] {
      let list = try Lowering.renderer.displayList(
        for: Screen("toggles") { Toggles() }, in: Lowering.variant(.large, rightToLeft: isRTL))
      let capsules = list.items.filter { $0.id.description.hasSuffix("capsule") }
      XCTAssertEqual(capsules.count, 1, "only the toggle that is on has its fill")
      let bold = try XCTUnwrap(
        list.items.compactMap { if case .text(let t) = $0 { t } else { nil } }.first { $0.text == "Bold" })
      let italic = try XCTUnwrap(
        list.items.compactMap { if case .text(let t) = $0 { t } else { nil } }.first { $0.text == "Italic" })
      XCTAssertEqual(bold.color, italic.color, "both labels in the tint")
      XCTAssertTrue(capsules[0].frame!.contains(bold.frame), "the fill is behind the label that is on")
      XCTAssertEqual(isRTL, bold.frame.minX > italic.frame.minX, "mirrored")
    }
  }

  func testATintedButtonsCapsuleIsInItsTint() throws {
    let swiftUI = try Lowering.screen("tinted") {
      List { Button("Delete") {}.tint(.red).buttonStyle(.borderedProminent) }
    }
    let spec = try Lowering.spec(
      """
        - name: tinted
          style: insetGrouped
          rows:
            - content: { button: { label: Delete, style: borderedProminent }, tint: red }
      """)
    XCTAssertEqual(swiftUI, spec)
  }

  func testADisabledProminentButtonIsGrey() throws {
    let list = try Lowering.renderer.displayList(
      for: Screen("disabled") {
        List {
          VStack {
            Button("Pay") {}.buttonStyle(.borderedProminent)
            Button("Pay") {}.buttonStyle(.borderedProminent).disabled(true)
          }
        }
      }, in: Lowering.variant(.large, rightToLeft: false))
    let fills = list.items.compactMap {
      if case .path(let p) = $0, p.id.description.hasSuffix("capsule") { p } else { nil }
    }
    let labels = list.items.compactMap { if case .text(let t) = $0, t.text == "Pay" { t } else { nil } }
    XCTAssertEqual(fills.count, 2)
    XCTAssertEqual(labels.count, 2)
    XCTAssertNotEqual(fills[0].fill, fills[1].fill, "the disabled one is not in the tint")
    XCTAssertLessThan(fills[1].fill!.alpha, 64, "the tertiary system fill: \(fills.map(\.fill))")
    XCTAssertEqual(labels[0].color, .white)
    XCTAssertNotEqual(labels[1].color, .white, "the disabled label colour")
  }

  private func text(_ list: DisplayList, _ id: String) -> TextItem? {
    for item in list.items { if case .text(let text) = item, text.id.description == id { return text } }
    return nil
  }

  private func path(_ list: DisplayList, _ id: String) -> PathItem? {
    for item in list.items { if case .path(let path) = item, path.id.description == id { return path } }
    return nil
  }
}
