import ListShotDisplayList
import ListShotUI
import XCTest

/// `DatePicker`'s compact row (the date and time capsules, formatted from the bound date in
/// the render's locale and time zone, en_US and UTC by default) and `ColorPicker`'s row (the colour well), lowered to their catalogue
/// examples and laid out as iOS lays them out.
final class DateAndColorPickerTests: XCTestCase {
  struct Event: View {
    @State var starts = Date(timeIntervalSince1970: 1_796_204_460)  // 2026-12-02 09:41 UTC
    @State var birthday = Date(timeIntervalSince1970: 644_587_200)  // 1990-06-05 12:00 UTC

    var body: some View {
      List {
        VStack {
          DatePicker("Starts", selection: $starts)
          DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
        }
      }
    }
  }

  struct Highlight: View {
    @State var color = Color.orange

    var body: some View {
      List {
        VStack {
          ColorPicker("Highlight", selection: $color)
        }
      }
    }
  }

  func testADatePickerLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "DatePicker", Screen("example") { Event() })
  }

  func testAColorPickerLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "ColorPicker", Screen("example") { Highlight() })
  }

  private func frame(_ list: DisplayList, _ id: String) throws -> Rect {
    try XCTUnwrap(list.items.first { $0.id.description == id }?.frame, id)
  }

  func testTheCapsulesAreAtTheTrailingEdgeOrUnderTheLabelAtAccessibilitySizes() throws {
    var heights: [Double] = []
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("example") { Event() }, in: variant)
      let id = "sections[0].rows[0].content.vstack[0].datePicker"
      let shape = variant.look == .ios18 ? "roundedRectangle" : "capsule"
      let isRTL = variant.direction == .rightToLeft
      let inset = variant.look == .ios18 ? 40.0 : 32.0
      let label = try frame(list, "\(id).label.text")
      XCTAssertEqual(isRTL ? list.size.width - label.maxX : label.minX, inset, accuracy: 0.5)
      if variant.dynamicTypeSize.isAccessibilitySize {
        // Stacked: the label, then the date, then the time, at the leading edge.
        let date = try frame(list, "\(id).control.vstack[0].background.\(shape)")
        let time = try frame(list, "\(id).control.vstack[1].background.\(shape)")
        XCTAssertEqual(isRTL ? list.size.width - date.maxX : date.minX, inset, accuracy: 0.5, "\(variant)")
        XCTAssertGreaterThan(date.minY, label.maxY)
        XCTAssertEqual(time.minY - date.maxY, 6, accuracy: 0.5)
        heights.append(date.height)
      } else {
        let date = try frame(list, "\(id).control.hstack[0].background.\(shape)")
        let time = try frame(list, "\(id).control.hstack[1].background.\(shape)")
        XCTAssertEqual(isRTL ? time.minX : list.size.width - time.maxX, inset, accuracy: 0.5, "\(variant)")
        XCTAssertEqual(isRTL ? date.minX - time.maxX : time.minX - date.maxX, 6, accuracy: 0.5, "6 pt apart")
        heights.append(date.height)
      }
    }
    XCTAssertGreaterThan(heights[1], heights[0] * 1.5, "the capsules grow with Dynamic Type")
  }

  func testTheDateIsFormattedInEnglishAndUTC() throws {
    let list = try Lowering.renderer.displayList(for: Screen("example") { Event() }, in: Lowering.variants[0])
    let texts = list.items.compactMap { item -> String? in
      if case .text(let text) = item { return text.text }
      return nil
    }
    XCTAssertTrue(texts.contains("Dec 2, 2026"), "\(texts)")
    XCTAssertTrue(texts.contains("9:41 AM"), "\(texts)")
    XCTAssertTrue(texts.contains("Jun 5, 1990"), "\(texts)")
  }

  /// The render's locale and time zone, from `ScreenState` or `.environment(\.locale, …)`,
  /// format the capsules as iOS does in them (before: always en_US and UTC).
  func testTheDateIsFormattedInTheRendersLocaleAndTimeZone() throws {
    func texts(_ screen: Screen) throws -> [String] {
      try Lowering.renderer.displayList(for: screen, in: Lowering.variants[0]).items.compactMap { item in
        if case .text(let text) = item { return text.text }
        return nil
      }
    }
    let paris = ScreenState(timeZone: TimeZone(identifier: "Europe/Paris")!, locale: Locale(identifier: "fr_FR"))
    let french = try texts(Screen("example", state: paris) { Event() })
    XCTAssertTrue(french.contains("2 déc. 2026"), "\(french)")
    XCTAssertTrue(french.contains("10:41"), "UTC+1 in December: \(french)")
    let german = try texts(Screen("example") { Event().environment(\.locale, Locale(identifier: "de_DE")) })
    XCTAssertTrue(german.contains("02.12.2026"), "\(german)")
    XCTAssertTrue(german.contains("09:41"), "\(german)")
  }

  func testTheColorWellIsA28PointCircleAtTheTrailingEdge() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("example") { Highlight() }, in: variant)
      let id = "sections[0].rows[0].content.vstack[0].colorPicker.well"
      let ring = try frame(list, "\(id).zstack[0].circle")
      XCTAssertEqual(ring.width, 28)
      XCTAssertEqual(ring.height, 28)
      let isRTL = variant.direction == .rightToLeft
      let inset = variant.look == .ios18 ? 40.0 : 32.0
      XCTAssertEqual(isRTL ? ring.minX : list.size.width - ring.maxX, inset, accuracy: 0.5, "\(variant)")
      let disc = try frame(list, "\(id).zstack[2].circle")
      XCTAssertEqual(disc.width, 18, accuracy: 0.01, "5 pt inside the ring")
    }
  }
}
