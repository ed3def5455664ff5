import ListShotDisplayList
import ListShotUI
import XCTest

/// `.labelsHidden()`: the controls inside drawn without their labels, each as wide as its
/// control, so that an app's own text and a spacer can sit beside it.
final class LabelsHiddenTests: XCTestCase {
  struct WiFi: View {
    @State var isOn = true
    var body: some View {
      List {
        HStack {
          Text("Wi-Fi")
          Spacer()
          Toggle("Wi-Fi", isOn: $isOn).labelsHidden()
        }
      }
    }
  }

  struct Controls: View {
    @State var copies = 2
    @State var quality = "High"
    var body: some View {
      List {
        VStack(alignment: .leading) {
          Stepper("Copies", value: $copies, in: 1...9)
          Picker("Quality", selection: $quality) {
            Text("Low").tag("Low")
            Text("High").tag("High")
          }
          LabeledContent("Version", value: "4.2.1")
        }
        .labelsHidden()
      }
    }
  }

  func testItLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: ".labelsHidden", Screen("example") { WiFi() })
  }

  private func items(_ list: DisplayList, under prefix: String) -> [DisplayItem] {
    list.items.filter { $0.id.description.hasPrefix(prefix) }
  }

  func testAHiddenLabelIsNotDrawnAndTheSwitchSitsAtTheEndOfTheRow() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("example") { WiFi() }, in: variant)
      let texts = list.items.compactMap { item -> String? in
        if case .text(let run) = item { return run.text }
        return nil
      }
      XCTAssertEqual(texts, ["Wi-Fi"], "only the app's own text, not the toggle's label: \(variant)")
      let row = "sections[0].rows[0].content.hstack"
      let toggle = try XCTUnwrap(items(list, under: "\(row)[2].toggle").first?.frame, "\(variant)")
      let text = try XCTUnwrap(items(list, under: "\(row)[0]").first?.frame)
      XCTAssertLessThan(toggle.width, 80, "as wide as the switch")
      // Text, spacer, switch: the switch at the trailing edge, the text at the leading one.
      if variant.direction == .rightToLeft {
        XCTAssertLessThan(toggle.maxX, text.minX, "\(variant)")
      } else {
        XCTAssertGreaterThan(toggle.minX, text.maxX, "\(variant)")
      }
    }
  }

  func testTheOtherControlsDrawTheirControlOrValueAlone() throws {
    let list = try Lowering.renderer.displayList(for: Screen("example") { Controls() }, in: Lowering.variants[0])
    let texts = list.items.compactMap { item -> String? in
      if case .text(let run) = item { return run.text }
      return nil
    }
    XCTAssertFalse(texts.contains("Copies"), "\(texts)")
    XCTAssertFalse(texts.contains("Quality"), "\(texts)")
    XCTAssertFalse(texts.contains("Version"), "\(texts)")
    XCTAssertTrue(texts.contains("High"), "the picker's value: \(texts)")
    XCTAssertTrue(texts.contains("4.2.1"), "the labelled content's value: \(texts)")
  }
}
