import ListShotTesting
import XCTest

final class HandWrittenTests: XCTestCase {
  func testSettings() {
    assertSnapshot(of: Screen(name: "x", sections: []))
  }
}
