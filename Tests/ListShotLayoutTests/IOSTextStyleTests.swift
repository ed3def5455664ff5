import ListShotCore
import ListShotLayout
import Testing

/// The Dynamic Type table, checked cell by cell for Body (the row every source agrees on) and
/// for monotonic growth in every style. (Swift Testing; the rest of the suite is XCTest.)
@Suite struct IOSTextStyleTests {
  @Test func bodySizesAtEveryCategory() {
    let sizes = DynamicTypeSize.allCases.map { IOSTextStyle.body.metrics(at: $0).size }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test(arguments: IOSTextStyle.allCases)
  func everyStyleGrowsWithTheCategory(style: IOSTextStyle) {
    let metrics = DynamicTypeSize.allCases.map { style.metrics(at: $0) }
    for (a, b) in zip(metrics, metrics.dropFirst()) {
      #expect(a.size <= b.size)
      #expect(a.lineHeight <= b.lineHeight)
    }
    #expect(metrics.allSatisfy { $0.lineHeight >= $0.size })
  }

  @Test func defaultSizesAtLarge() {
    let large = IOSTextStyle.allCases.map {
      "\($0.rawValue) \(Int($0.metrics(at: .large).size))/\(Int($0.metrics(at: .large).lineHeight))"
    }
    #expect(
      large == [
        "largeTitle 34/41", "title1 28/34", "title2 22/28", "title3 20/25", "headline 17/22", "body 17/22",
        "callout 16/21", "subheadline 15/20", "footnote 13/18", "caption1 12/16", "caption2 11/13",
      ])
  }

  @Test(arguments: [
    ("AX3", DynamicTypeSize.accessibility3), ("xLarge", .xLarge), ("extraExtraLarge", .xxLarge),
    ("accessibility5", .accessibility5), ("XSMALL", .xSmall),
  ])
  func categoryNamesAndAliases(name: String, size: DynamicTypeSize) {
    #expect(DynamicTypeSize(name: name) == size)
  }

  @Test func unknownCategoryName() {
    #expect(DynamicTypeSize(name: "huge") == nil)
  }
}
