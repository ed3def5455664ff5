import XCTest

@testable import ListShotServe

/// The live preview reloads once a change has held for one poll, never on a file caught
/// half-written between two steps of a save.
final class SettledChangesTests: XCTestCase {
  func testAChangeCountsOnceTwoPollsAgree() {
    var watched = SettledChanges("a")
    XCTAssertNil(watched.observe("a"), "nothing changed")
    XCTAssertNil(watched.observe("b"), "seen once: the save may still be under way")
    XCTAssertEqual(watched.observe("b"), "b")
    XCTAssertEqual(watched.current, "b")
    XCTAssertNil(watched.observe("b"), "already loaded")
  }

  func testAHalfWrittenFileIsNeverLoaded() {
    // Truncated (size 0), then partly written, then complete: only the last state settles.
    var watched = SettledChanges("120 t1")
    XCTAssertNil(watched.observe("0 t2"))
    XCTAssertNil(watched.observe("64 t3"))
    XCTAssertNil(watched.observe("130 t4"))
    XCTAssertEqual(watched.observe("130 t4"), "130 t4")
  }

  func testAChangeUndoneBeforeItSettledIsNoChange() {
    var watched = SettledChanges("a")
    XCTAssertNil(watched.observe("b"))
    XCTAssertNil(watched.observe("a"))
    XCTAssertNil(watched.observe("b"), "the pending value was dropped when the file came back")
    XCTAssertEqual(watched.observe("b"), "b")
  }
}
