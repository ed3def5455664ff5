import ListShotDisplayList
import ListShotUI
import XCTest

/// `Stepper`: the label and the − + control, laid out as iOS lays it out in a row, lowered to its
/// catalogue example.
final class StepperTests: XCTestCase {
  struct Guests: View {
    @State var guests = 2
    @State var lowest = 1

    var body: some View {
      List {
        VStack {
          Stepper("Guests", value: $guests, in: 1...8)
          Stepper("At the lowest", value: $lowest, in: 1...Int.max)
        }
      }
    }
  }

  func testAStepperLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "Stepper", Screen("example") { Guests() })
  }

  func testTheControlIsAtTheTrailingEdgeAndABoundDisablesItsButton() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("example") { Guests() }, in: variant)
      let id = "sections[0].rows[0].content.vstack[0].stepper"
      let fill = try XCTUnwrap(list.items.first { $0.id.description == "\(id).control.background.roundedRectangle" })
      let frame = try XCTUnwrap(fill.frame)
      XCTAssertEqual(frame.width, 94)
      XCTAssertEqual(frame.height, 32)
      let rowWidth = list.size.width
      let isRTL = variant.direction == .rightToLeft
      // Inset grouped: the card is inset from the screen's side and the row's content more (20 and
      // 20 in iOS 18, 16 and 16 in iOS 26): the control ends as far from the trailing side as the
      // label starts from the leading one.
      let trailingGap = isRTL ? frame.minX : rowWidth - frame.maxX
      let label = try XCTUnwrap(list.items.first { $0.id.description == "\(id).label.text" }?.frame)
      let leadingGap = isRTL ? rowWidth - label.maxX : label.minX
      XCTAssertEqual(trailingGap, leadingGap, accuracy: 0.5, "\(variant): the control at the trailing edge")
      XCTAssertEqual(leadingGap, variant.look == .ios18 ? 40 : 32, accuracy: 0.5, "\(variant): the row's insets")
      // The lowest value has reached its bound: its minus is drawn disabled, its plus is not.
      let lowest = "sections[0].rows[0].content.vstack[1].stepper.control"
      let minus = list.items.first { $0.id.description == "\(lowest).hstack[0].image" }
      let plus = list.items.first { $0.id.description == "\(lowest).hstack[2].image" }
      XCTAssertNotNil(minus)
      XCTAssertNotEqual(color(of: minus), color(of: plus), "\(variant): the reached bound is dimmed")
    }
  }

  private func color(of item: DisplayItem?) -> ListShotCore.Color? {
    switch item {
    case .glyph(let glyph)?: return glyph.color
    case .path(let path)?: return path.fill
    default: return nil
    }
  }
}
