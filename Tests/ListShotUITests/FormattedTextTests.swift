import ListShotDisplayList
import ListShotUI
import XCTest

/// `Text(_:format:)` and `Text(date, style:)` in the render's pinned locale, time zone and clock
/// (`ScreenState`), and the state an app holds (`@Observable`, `@AppStorage`, `@Environment(Model.self)`).
final class FormattedTextTests: XCTestCase {
  struct Formats: View {
    let date = Date(timeIntervalSince1970: 1_749_469_560)  // 9 June 2025, 11:46 UTC

    var body: some View {
      List {
        Text(date, style: .date)
        Text(date, style: .time)
        Text(date, style: .relative)
        Text(date, style: .offset)
        Text(date, style: .timer)
        Text(12.5, format: .currency(code: "EUR"))
        Text(0.25, format: .percent)
        Text(1_234_567, format: .number)
        Text(["Ada", "Grace", "Alan"], format: .list(type: .and))
        Text(date, format: .dateTime.weekday(.wide).hour().minute())
      }
    }
  }

  private func strings(_ state: ScreenState = ScreenState(), locale: String? = nil) throws -> [String] {
    let list = try Lowering.renderer.displayList(
      for: Screen("formats", locale: locale, state: state) { Formats() }, in: Lowering.variant())
    return list.items.compactMap { if case .text(let text) = $0 { return text.text } else { return nil } }
  }

  /// (Foundation writes a narrow no-break space before AM, as iOS 17 and later do.)
  func testTheDefaultsArePinnedToJuneNinth2025InUTCAndEnglish() throws {
    XCTAssertEqual(
      try strings(),
      [
        "June 9, 2025", "11:46\u{202F}AM", "2 hours, 5 minutes", "+2 hours", "2:05:00", "€12.50", "25%", "1,234,567",
        "Ada, Grace, and Alan", "Monday 11:46\u{202F}AM",
      ])
  }

  func testTheClockTimeZoneAndLocaleAreSettable() throws {
    let state = ScreenState(
      now: Date(timeIntervalSince1970: 1_749_469_560 - 300), timeZone: TimeZone(identifier: "Asia/Tokyo")!,
      locale: Locale(identifier: "fr_FR"))
    let french = try strings(state)
    XCTAssertEqual(french[0], "9 juin 2025")
    XCTAssertEqual(french[1], "20:46")
    XCTAssertEqual(french[2], "5 minutes")
    XCTAssertEqual(french[4], "5:00")
    XCTAssertTrue(french[5].contains("12,50"), french[5])
    // A screen's own locale is the format locale when the state names none.
    XCTAssertEqual(try strings(locale: "de-DE")[0], "9. Juni 2025")
  }

  func testARelativeFormatStyleIsRefused() {
    struct Relative: View {
      var body: some View { List { Text(Date(timeIntervalSince1970: 0), format: .relative(presentation: .named)) } }
    }
    let message = Lowering.message { try Lowering.screen("relative") { Relative() } }
    XCTAssertTrue(message.contains("reads the machine's clock"), message)
  }

  @Observable final class Store {
    var count = 3
    var name = "Inbox"
  }

  struct Counter: View {
    @Environment(Store.self) private var store
    @AppStorage("showCount") private var showCount = true
    @SceneStorage("tab") private var tab = 2

    var body: some View {
      @Bindable var store = store
      List {
        Toggle(store.name, isOn: $showCount)
        Text(showCount ? "\(store.count) unread, tab \(tab)" : "hidden")
      }
    }
  }

  func testObservableObjectsAndStorageDefaultsAreReadAsTheBodyReadsThem() throws {
    var items = ["a", "b", "c", "d"]
    items.remove(atOffsets: [1])
    items.move(fromOffsets: [0], toOffset: 3)
    XCTAssertEqual(items, ["c", "d", "a"])

    let list = try Lowering.renderer.displayList(
      for: Screen("store") { Counter().environment(Store()) }, in: Lowering.variant())
    let strings = list.items.compactMap { if case .text(let text) = $0 { return text.text } else { return nil } }
    XCTAssertTrue(strings.contains("Inbox"), "\(strings)")
    XCTAssertTrue(strings.contains("3 unread, tab 2"), "\(strings)")
    let missing = Lowering.message { try Lowering.screen("store") { Counter() } }
    XCTAssertTrue(missing.contains("reads @Environment(Store.self)"), missing)
  }
}

/// A ForEach's rows are made while the list is lowered: they read the screen's environment.
final class ForEachEnvironmentTests: XCTestCase {
  struct Dates: View {
    var body: some View {
      List {
        ForEach([Date(timeIntervalSince1970: 1_749_469_560)], id: \.self) { date in
          Text(date, style: .date)
        }
      }
    }
  }

  func testATextInAForEachIsFormattedInTheScreensLocale() throws {
    let state = ScreenState(locale: Locale(identifier: "fr_FR"))
    let list = try Lowering.renderer.displayList(
      for: Screen("dates", state: state) { Dates() }, in: Lowering.variant())
    let strings = list.items.compactMap { if case .text(let text) = $0 { return text.text } else { return nil } }
    XCTAssertEqual(strings, ["9 juin 2025"])
  }
}
