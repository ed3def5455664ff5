import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// What VoiceOver reads of a row of views holding a control: a Toggle's row is a switch with its
/// state, a hidden label is read all the same, a slider is adjustable at its percentage.
final class SpokenControlTests: XCTestCase {
  struct Settings: View {
    var body: some View {
      List {
        Toggle("Airplane mode", isOn: .constant(true))
        HStack {
          Text("Wi-Fi")
          Spacer()
          Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden()
        }
        Toggle(isOn: .constant(false)) { Label("Bluetooth", systemImage: "wave.3.right") }.labelsHidden()
        Slider(value: .constant(0.3))
        HStack {
          Toggle("A", isOn: .constant(true))
          Toggle("B", isOn: .constant(false))
        }
      }
    }
  }

  func testARowOfOneControlIsReadAsThatControl() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("settings") { Settings() }, in: variant)
      let rows = list.semantics.filter(\.isRow)
      XCTAssertEqual(rows.count, 5, "\(variant)")
      let spoken = rows.map { [$0.label] + $0.helpTexts + [$0.value ?? "-", $0.role.rawValue] }
      XCTAssertEqual(spoken[0], ["Airplane mode", "on", "switch"], "\(variant)")
      XCTAssertEqual(spoken[1], ["Wi-Fi", "off", "switch"], "a hidden label equal to a drawn text is read once")
      XCTAssertEqual(spoken[2], ["Bluetooth", "off", "switch"], "the hidden label's text")
      XCTAssertEqual(spoken[3], ["", "30%", "adjustable"])
      XCTAssertEqual(spoken[4], ["A", "B", "-", "text"], "two controls: the row is not one of them")
      // Not a tap target of its own: the audit's target-size check keeps to the built-in rows.
      XCTAssertTrue(rows.allSatisfy { $0.hitFrame == nil })
    }
  }
}
