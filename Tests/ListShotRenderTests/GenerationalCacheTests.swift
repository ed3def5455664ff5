import ListShotCore
import XCTest

final class GenerationalCacheTests: XCTestCase {
  func testMakesOnceAndRemembers() {
    var cache = GenerationalCache<String, Int>(generationSize: 4)
    var made = 0
    for _ in 0..<3 {
      XCTAssertEqual(
        cache.value(for: "a") {
          made += 1; return 1
        }, 1)
    }
    XCTAssertEqual(made, 1)
  }

  func testStaysBoundedAndKeepsWhatIsStillUsed() {
    var cache = GenerationalCache<Int, Int>(generationSize: 4)
    var made: [Int] = []
    func get(_ key: Int) -> Int {
      cache.value(for: key) {
        made.append(key); return key * 10
      }
    }
    for key in 0..<100 {
      XCTAssertEqual(get(key), key * 10)
      XCTAssertEqual(get(0), 0, "a key used all along is never dropped")
      XCTAssertLessThanOrEqual(cache.count, 8)
    }
    XCTAssertEqual(made.filter { $0 == 0 }.count, 1)
    made.removeAll()
    _ = get(1)
    XCTAssertEqual(made, [1], "a key not used for a whole generation is made again")
  }

  func testRemoveAll() {
    var cache = GenerationalCache<Int, Int>(generationSize: 2)
    for key in 0..<3 { _ = cache.value(for: key) { key } }
    cache.removeAll()
    XCTAssertEqual(cache.count, 0)
  }
}
