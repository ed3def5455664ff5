import ListShotModel
import XCTest

/// `TintColor` keeps its payloads inline and boxes only `withOpacity`: with every case boxed,
/// the static colours were stored as tagged pointers LeakSanitizer cannot follow, and every
/// fuzz run ended on a reported leak of `.white`, `.black` and `.clear` (FuzzSpec).
final class TintColorStorageTests: XCTestCase {
  func testOnlyTheRecursiveCaseIsBoxed() {
    // A fully indirect enum is one pointer; inline payloads (a String, a Color) make it larger.
    XCTAssertGreaterThan(MemoryLayout<TintColor>.size, MemoryLayout<UnsafeRawPointer>.size)
    XCTAssertEqual(TintColor.white.opacity(0.5), .withOpacity(.white, 0.5))
    XCTAssertEqual(TintColor.named.first { $0.name == "clear" }?.color, .clear)
  }
}
