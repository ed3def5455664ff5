import ListShotTesting
import XCTest

/// The Swift test API in XCTest. Goldens live next to this file in
/// `__Snapshots__/XCTestExamples/`; record with `LISTSHOT_RECORD=missing swift test`.
final class XCTestExamples: XCTestCase {
  func testSettingsLight() {
    assertSnapshot(of: SettingsScreen.screen, as: .png(look: .ios18))
  }

  func testSettingsSoshDarkRightToLeft() {
    assertSnapshot(
      of: SettingsScreen.screen, as: .png(theme: "sosh", scheme: .dark, direction: .rightToLeft, look: .ios18))
  }
}
