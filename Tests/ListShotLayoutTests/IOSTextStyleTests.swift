import ListShotCore
import ListShotLayout
import XCTest

/// The Dynamic Type table, checked cell by cell for Body (the row every source agrees on) and
/// for monotonic growth in every style.
final class IOSTextStyleTests: XCTestCase {
  func testBodySizesAtEveryCategory() {
    let sizes = DynamicTypeSize.allCases.map { IOSTextStyle.body.metrics(at: $0).size }
    XCTAssertEqual(sizes, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  func testEveryStyleGrowsWithTheCategory() {
    for style in IOSTextStyle.allCases {
      let metrics = DynamicTypeSize.allCases.map { style.metrics(at: $0) }
      for (a, b) in zip(metrics, metrics.dropFirst()) {
        XCTAssertLessThanOrEqual(a.size, b.size, "\(style)")
        XCTAssertLessThanOrEqual(a.lineHeight, b.lineHeight, "\(style)")
      }
      XCTAssertTrue(metrics.allSatisfy { $0.lineHeight >= $0.size }, "\(style)")
    }
  }

  func testDefaultSizesAtLarge() {
    let large = IOSTextStyle.allCases.map { "\($0.rawValue) \(Int($0.metrics(at: .large).size))/\(Int($0.metrics(at: .large).lineHeight))" }
    XCTAssertEqual(large, [
      "largeTitle 34/41", "title1 28/34", "title2 22/28", "title3 20/25", "headline 17/22", "body 17/22",
      "callout 16/21", "subheadline 15/20", "footnote 13/18", "caption1 12/16", "caption2 11/13",
    ])
  }

  func testCategoryNamesAndAliases() {
    XCTAssertEqual(DynamicTypeSize(name: "AX3"), .accessibility3)
    XCTAssertEqual(DynamicTypeSize(name: "xLarge"), .xLarge)
    XCTAssertEqual(DynamicTypeSize(name: "extraExtraLarge"), .xxLarge)
    XCTAssertNil(DynamicTypeSize(name: "huge"))
  }
}
