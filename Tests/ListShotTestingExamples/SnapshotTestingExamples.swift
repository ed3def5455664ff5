import ListShotSnapshotTesting
import SnapshotTesting
import XCTest

/// ListShot screens through pointfreeco's swift-snapshot-testing on Linux, with ListShot's
/// PNG diffing. Its record mode follows its own configuration (SNAPSHOT_TESTING_RECORD).
final class SnapshotTestingExamples: XCTestCase {
  func testSettingsWithPointfreeAssertSnapshot() {
    withSnapshotTesting(record: ProcessInfo.processInfo.environment["CI"] == nil ? .missing : .never) {
      assertSnapshot(of: SettingsScreen.screen, as: .listShot(.png(scheme: .dark)))
    }
  }
}
