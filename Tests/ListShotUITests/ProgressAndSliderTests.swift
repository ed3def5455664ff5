import ListShotDisplayList
import ListShotUI
import XCTest

/// `ProgressView` (the spinner, the bar with its labels) and `Slider` (the track, the thumb at
/// the value, the value labels at its ends), laid out as iOS lays them out in a row.
final class ProgressAndSliderTests: XCTestCase {
  struct Storage: View {
    var body: some View {
      List {
        VStack {
          ProgressView()
          ProgressView(value: 32, total: 128) {
            Text("Storage")
          } currentValueLabel: {
            Text("32 GB of 128 GB")
          }
        }
      }
    }
  }

  struct Volume: View {
    @State var half = 0.5
    @State var volume = 30.0

    var body: some View {
      List {
        VStack {
          Slider(value: $half)
          Slider(value: $volume, in: 0...100) {
            Text("Volume")
          } minimumValueLabel: {
            Image(systemName: "speaker.fill")
          } maximumValueLabel: {
            Image(systemName: "speaker.wave.3.fill")
          }
        }
      }
    }
  }

  func testAProgressViewLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "ProgressView", Screen("example") { Storage() })
  }

  func testASliderLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "Slider", Screen("example") { Volume() })
  }

  private func frame(_ list: DisplayList, _ id: String) throws -> Rect {
    try XCTUnwrap(list.items.first { $0.id.description == id }?.frame, id)
  }

  func testTheBarIsFilledToTheValueFromTheLeadingEdge() throws {
    var labelHeights: [Double] = []
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("example") { Storage() }, in: variant)
      let id = "sections[0].rows[0].content.vstack[1].progressView"
      let track = try frame(list, "\(id).track"), bar = try frame(list, "\(id).bar")
      XCTAssertEqual(track.width, list.size.width - 2 * inset(variant.look == .ios18), accuracy: 0.5, "\(variant)")
      XCTAssertEqual(track.height, 4)
      XCTAssertEqual(bar.width, track.width / 4, accuracy: 0.5)
      let isRTL = variant.direction == .rightToLeft
      XCTAssertEqual(isRTL ? bar.maxX : bar.minX, isRTL ? track.maxX : track.minX, accuracy: 0.01, "\(variant)")
      let label = try frame(list, "\(id).label.text"), value = try frame(list, "\(id).currentValueLabel.text")
      XCTAssertLessThan(label.maxY, track.minY, "the label above the bar")
      XCTAssertGreaterThan(value.minY, track.maxY, "the current value under it")
      labelHeights.append(label.height)
      XCTAssertNotNil(
        list.items.first { $0.id.description == "sections[0].rows[0].content.vstack[0].progressView.spinner.spoke0" })
    }
    XCTAssertGreaterThan(labelHeights[1], labelHeights[0] * 1.5, "the labels grow with Dynamic Type")
  }

  func testTheThumbIsAtTheValueBetweenTheValueLabels() throws {
    var ios18 = Lowering.variants[0]
    ios18.look = .ios18
    for variant in Lowering.variants + [ios18] {
      let list = try Lowering.renderer.displayList(for: Screen("example") { Volume() }, in: variant)
      let id = "sections[0].rows[0].content.vstack[1].slider"
      let track = try frame(list, "\(id).track"), thumb = try frame(list, "\(id).thumb")
      let low = try frame(list, "\(id).minimumValueLabel.image"),
        high = try frame(list, "\(id).maximumValueLabel.image")
      let isRTL = variant.direction == .rightToLeft
      // The minimum's symbol at the leading end, the maximum's at the trailing end.
      XCTAssertEqual(isRTL ? low.minX > high.maxX : low.maxX < high.minX, true, "\(variant)")
      XCTAssertEqual(thumb.height, variant.look == .ios18 ? 28 : 24)
      let travel = track.width - thumb.width
      let fromLeading = isRTL ? track.maxX - thumb.maxX : thumb.minX - track.minX
      XCTAssertEqual(fromLeading, travel * 0.3, accuracy: 0.5, "\(variant): 30 of 0...100")
      let plain = try frame(list, "sections[0].rows[0].content.vstack[0].slider.track")
      XCTAssertEqual(
        plain.width, list.size.width - 2 * inset(variant.look == .ios18), accuracy: 0.5,
        "without labels, across the row")
    }
  }

  /// Where a row's content starts from the screen's side in an inset grouped list: the card's
  /// inset and the row's (16 + 16 in iOS 26, 20 + 20 in iOS 18).
  private func inset(_ isIOS18: Bool) -> Double { isIOS18 ? 40 : 32 }
}
