import ListShotSnapshotTesting
import SnapshotTesting
import XCTest

/// ListShot screens through pointfreeco's swift-snapshot-testing on Linux: the same call as
/// for any other strategy, with ListShot's snapshot core behind it. The record mode follows
/// swift-snapshot-testing's own setting and LISTSHOT_RECORD; on CI nothing is recorded.
final class SnapshotTestingExamples: XCTestCase {
  func testSettingsWithPointfreeAssertSnapshot() {
    assertSnapshot(of: SettingsScreen.screen, as: .listShot(.png(scheme: .dark, look: .ios18)))
  }
}
