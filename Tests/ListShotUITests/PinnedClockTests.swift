import ListShotDisplayList
import ListShotUI
import XCTest

/// `Date.now`, `Date()`, `Locale.current`, `TimeZone.current`, `Calendar.current` and
/// `.formatted()` in app code read the render's pinned clock, locale and time zone
/// (`ScreenState`), not the machine's: a golden does not move with the day or the machine.
final class PinnedClockTests: XCTestCase {
  private func strings<V: View>(
    _ state: ScreenState = ScreenState(), _ view: () -> V = { PinnedClockView() }
  ) throws -> [String] {
    let list = try Lowering.renderer.displayList(
      for: Screen("clock", state: state, content: view), in: Lowering.variant())
    return list.items.compactMap { if case .text(let text) = $0 { return text.text } else { return nil } }
  }

  func testTheMachinesClockAndLocaleAreNotRead() throws {
    XCTAssertEqual(
      try strings(),
      [
        "Updated Jun 9, 2025 at 9:41\u{202F}AM", "Created 6/8/2025", "7:30\u{202F}AM", "en_US GMT",
        "6/9/2025, 9:41\u{202F}AM", "16.46 GB",
      ])
    XCTAssertEqual(PinnedClockView.nowOutsideARender, ScreenState.defaultNow, "outside a render, the default clock")
  }

  /// This file imports Foundation too (through XCTest): both `Date.now`s are visible here, and
  /// Foundation's is chosen, not an ambiguity (this compiles): the machine's clock.
  func testAFileThatImportsFoundationItselfReadsTheMachinesClock() {
    XCTAssertNotEqual(Date.now, ScreenState.defaultNow)
    XCTAssertNotEqual(Date(), ScreenState.defaultNow)
  }

  func testTheScreenStatesClockTimeZoneAndLocaleAreRead() throws {
    let state = ScreenState(
      now: Date(timeIntervalSince1970: 1_749_469_560), timeZone: TimeZone(identifier: "Europe/Paris")!,
      locale: Locale(identifier: "fr_FR"))
    let french = try strings(state)
    XCTAssertEqual(french[0], "Updated 9 juin 2025 à 13:46")
    XCTAssertEqual(french[2], "07:30")
    XCTAssertEqual(french[3], "fr_FR Europe/Paris")
    XCTAssertEqual(french[5], "16,46\u{202F}Go")
  }

  private let french = ScreenState(locale: Locale(identifier: "fr_FR"))

  /// A number's, a list's and a duration's `.formatted(…)` in the render's locale.
  func testNumbersAndListsAreFormattedInTheRendersLocale() throws {
    XCTAssertEqual(
      try strings(ScreenState()) { PinnedFormatsView() },
      ["1,234,567 photos", "34%", "€12.50", "16.46 GB", "Wi-Fi, Bluetooth, and AirDrop", "1:02:05", "2.5"])
    XCTAssertEqual(
      try strings(french) { PinnedFormatsView() },
      [
        "1\u{202F}234\u{202F}567 photos", "34\u{A0}%", "12,50\u{A0}€", "16,46\u{202F}Go", "Wi-Fi, Bluetooth et AirDrop",
        "1:02:05", "2,5",
      ])
  }

  /// In a file that imports Foundation too, the forms that take a style are still pinned.
  func testStyledFormsArePinnedWhereFoundationIsImportedToo() throws {
    XCTAssertEqual(
      try strings(french) { PinnedFormatsFoundationView() },
      ["1\u{202F}234\u{202F}567", "34\u{A0}%", "9 juin", "Wi-Fi ou Bluetooth"])
  }
}
