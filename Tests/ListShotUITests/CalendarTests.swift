import ListShot
import ListShotDisplayList
import ListShotModel
import ListShotUI
import XCTest

/// The calendar iOS draws in a row for `MultiDatePicker` and the graphical `DatePicker` (both
/// were refused): lowered to its catalogue example and to the spec's `calendar:`, the month
/// formatted in the render's locale, time zone and clock, and laid out as seven equal columns
/// that mirror in right to left.
final class CalendarTests: XCTestCase {
  /// 2025-06-12 09:41 UTC; the render's clock (`ScreenState.defaultNow`) is 2025-06-09.
  static let meeting = Date(timeIntervalSince1970: 1_749_721_260)

  struct Meeting: View {
    @State var day = CalendarTests.meeting
    var body: some View {
      List { DatePicker("Meeting", selection: $day).datePickerStyle(.graphical) }
    }
  }

  struct Holidays: View {
    @State var days: Set<DateComponents> = [
      DateComponents(year: 2025, month: 6, day: 3), DateComponents(year: 2025, month: 6, day: 17),
      DateComponents(year: 2025, month: 7, day: 1),
    ]
    var body: some View {
      List { MultiDatePicker("Holidays", selection: $days) }
    }
  }

  private func items(_ screen: ListShotUI.Screen, _ variant: RenderVariant = Lowering.variants[0]) throws
    -> [DisplayItem]
  {
    try Lowering.renderer.displayList(for: screen, in: variant).items
  }

  private func texts(_ screen: ListShotUI.Screen) throws -> [String] {
    try items(screen).compactMap { item in
      if case .text(let text) = item { return text.text }
      return nil
    }
  }

  func testTheGraphicalDatePickerLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "MultiDatePicker", ListShotUI.Screen("example") { Meeting() })
  }

  func testAMultiDatePickerShowsTodaysMonthWithItsDatesInIt() throws {
    let spec = try Lowering.spec(
      """
        - name: holidays
          style: insetGrouped
          rows:
            - content: { calendar: { month: June 2025, weekdays: [SUN, MON, TUE, WED, THU, FRI, SAT], firstColumn: 0, days: 30, selected: [3, 17], today: 9, selection: multiple } }
      """)
    let swiftUI = ListShotUI.Screen("holidays") { Holidays() }
    XCTAssertEqual(try swiftUI.screen(for: ScreenVariant()), spec, "July 1 is not in the month shown")
    try Lowering.assertSamePNGs(swiftUI, spec)
  }

  func testTheMonthIsFormattedInTheRendersLocale() throws {
    let paris = ScreenState(timeZone: TimeZone(identifier: "Europe/Paris")!, locale: Locale(identifier: "fr_FR"))
    let french = try texts(ListShotUI.Screen("meeting", state: paris) { Meeting() })
    XCTAssertEqual(french.first, "juin 2025", "\(french)")
    XCTAssertTrue(french.contains("LUN."), "a French week starts on Monday: \(french)")
    XCTAssertEqual(french.firstIndex(of: "LUN."), 1, "\(french)")
    XCTAssertTrue(french.contains("11:41"), "the time's row in Paris (UTC+2 in June): \(french)")
    let english = try texts(ListShotUI.Screen("meeting") { Meeting() })
    XCTAssertEqual(Array(english.prefix(3)), ["June 2025", "SUN", "MON"])
    XCTAssertTrue(english.contains("9:41 AM"), "\(english)")
  }

  /// Seven equal columns across the row's content: June 1, 2025 is a Sunday, in the first
  /// column; the 12th (a Thursday) in the fifth, circled; right to left mirrors the grid.
  func testTheDaysSitInSevenEqualColumnsThatMirror() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: ListShotUI.Screen("meeting") { Meeting() }, in: variant)
      func frame(of text: String) throws -> Rect {
        try XCTUnwrap(
          list.items.first { item in
            if case .text(let run) = item { return run.text == text }
            return false
          }?.frame, "\(text) in \(variant)")
      }
      // Text origins are snapped to the device's pixels (1 pt at @1x): two centres of one column
      // differ by up to 1 pt, and the column's width is measured over six columns.
      let one = try frame(of: "1"), seven = try frame(of: "7"), eight = try frame(of: "8")
      let column = abs(seven.midX - one.midX) / 6
      XCTAssertGreaterThan(column, 40, "\(variant)")
      XCTAssertEqual(eight.midX, one.midX, accuracy: 1, "the 8th under the 1st: \(variant)")
      XCTAssertEqual(eight.midY - one.midY, 44, accuracy: 1, "44 pt rows: \(variant)")
      let two = try frame(of: "2")
      let isRTL = variant.direction == .rightToLeft
      XCTAssertEqual(isRTL, two.midX < one.midX, "the 2nd after the 1st in reading order: \(variant)")
      let twelve = try frame(of: "12")
      XCTAssertEqual(abs(twelve.midX - one.midX), 4 * column, accuracy: 1, "\(variant)")
      let circles = list.items.filter { $0.id.description.hasSuffix("background.circle") }
      XCTAssertEqual(circles.count, 1, "one selected day: \(variant)")
      let circle = try XCTUnwrap(circles.first?.frame)
      XCTAssertEqual(circle.midX, twelve.midX, accuracy: 1, "\(variant)")
      XCTAssertGreaterThanOrEqual(circle.width, 40, "\(variant)")
    }
  }

  /// At the accessibility sizes the month stays at the xxxLarge size (seven columns of larger
  /// numbers do not fit), while the time's row grows as any text does.
  func testTheMonthStopsGrowingAtXXXLargeAndTheTimeDoesNot() throws {
    func heights(_ size: DynamicTypeSize) throws -> (day: Double, time: Double) {
      let variant = RenderVariant(dynamicTypeSize: size, scale: 1)
      let list = try Lowering.renderer.displayList(for: ListShotUI.Screen("meeting") { Meeting() }, in: variant)
      func height(_ text: String) throws -> Double {
        try XCTUnwrap(
          list.items.first { item in
            if case .text(let run) = item { return run.text == text }
            return false
          }?.frame?.height, "\(text) at \(size)")
      }
      return (try height("1"), try height("9:41 AM"))
    }
    let large = try heights(.large), xxxLarge = try heights(.xxxLarge), ax3 = try heights(.accessibility3)
    XCTAssertGreaterThan(xxxLarge.day, large.day)
    XCTAssertEqual(ax3.day, xxxLarge.day)
    XCTAssertGreaterThan(ax3.time, xxxLarge.time)
  }

  func testTheWheelStyleIsRefusedAndACalendarIsValidated() throws {
    @State var date = Date(timeIntervalSince1970: 0)
    let wheel = Lowering.message {
      try Lowering.screen("wheel") { List { DatePicker("Day", selection: $date).datePickerStyle(.wheel) } }
    }
    XCTAssertTrue(wheel.contains("wheel style"), wheel)
    let bad = Lowering.message {
      try Lowering.spec(
        """
          - name: bad
            rows:
              - content: { calendar: { month: June, weekdays: [S, M, T, W, T, F, S], firstColumn: 0, days: 30, selected: [3, 4] } }
        """)
    }
    XCTAssertTrue(bad.contains("selects one day, not 2"), bad)
    let outside = Lowering.message {
      try Lowering.spec(
        """
          - name: bad
            rows:
              - content: { calendar: { month: Feb, weekdays: [S, M, T, W, T, F, S], firstColumn: 0, days: 28, today: 30 } }
        """)
    }
    XCTAssertTrue(outside.contains("day 30 is not in a month of 28 days"), outside)
    // Each day outside the month is named by its own key, a selected day that is also today too.
    let both = ListShotModel.CalendarView(
      month: "Feb", weekdays: ["S", "M", "T", "W", "T", "F", "S"], firstColumn: 0, days: 28, selected: [30],
      today: 30, selection: .multiple)
    XCTAssertEqual(both.issues().map(\.path.description), ["calendar.selected", "calendar.today"])
  }
}
