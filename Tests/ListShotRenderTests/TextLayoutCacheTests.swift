import Foundation
import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotModel
@testable import ListShotRender
import ListShotTestSupport
import XCTest

/// The per-thread text caches: what comes out of them is exactly what Pango gives afresh.
final class TextLayoutCacheTests: XCTestCase {
  static let samples: [(String, TextAttributes, Double?, Int)] = [
    ("Title Only", TextAttributes(font: FontDescriptor(family: "Inter", size: 17)), 300, 1),
    ("Title Only", TextAttributes(font: FontDescriptor(family: "Inter", size: 17)), nil, 0),
    ("Title Only", TextAttributes(font: FontDescriptor(family: "Inter", size: 17, weight: .bold)), 300, 1),
    (
      "A subtitle long enough to wrap on two lines and be cut at the end of the second one",
      TextAttributes(font: FontDescriptor(family: "Inter", size: 14), lineHeight: 20, letterSpacing: 0.2), 180, 2
    ),
    ("سلطة الصيف", TextAttributes(font: FontDescriptor(family: "Inter", size: 17)), 300, 1),
    ("Mixed: עברית and English", TextAttributes(font: FontDescriptor(family: "TeX Gyre Heros", size: 16)), 120, 0),
  ]

  func measureAll(_ measurer: PangoTextMeasurer) -> [TextMeasurement] {
    Self.samples.map { measurer.measure($0.0, attributes: $0.1, maxWidth: $0.2, maxLines: $0.3) }
  }

  func testCachedMeasurementsEqualFreshOnes() throws {
    let measurer = PangoTextMeasurer(fonts: try TestEnvironment.renderer().fonts)
    let first = measureAll(measurer)
    let before = measurer.fonts.threadState.cachedCounts.measurements
    XCTAssertEqual(measureAll(measurer), first, "from the cache")
    XCTAssertEqual(measurer.fonts.threadState.cachedCounts.measurements, before, "a hit adds nothing")
    XCTAssertEqual(onFreshThread { self.measureAll(measurer) }, first, "on a thread with empty caches")
  }

  /// A cached layout must not change when layouts of the other direction are made in between
  /// (a shared context switched between directions would reshape it).
  func testCachedLayoutsSurviveRendersInTheOtherDirection() throws {
    let renderer = try TestEnvironment.renderer()
    // Latin first and Arabic last, so each render ends by making a right-to-left layout.
    let screen = Screen("mixed", width: 320) {
      ODSListItem(title: "Summer Salad", subtitle: "20min", trailingText: "Details")
      ODSListItem(title: "12 GB", subtitle: "Mixed: עברית and English")
      ODSListItem(title: "سلطة الصيف", subtitle: "٢٠ دقيقة", isNavigationLink: true)
    }
    func digest(_ direction: LayoutDirection) throws -> String {
      try renderer.withPixels(renderer.displayList(for: screen, in: RenderVariant(direction: direction, scale: 2))) {
        $0.digest
      }
    }
    let ltr = try digest(.leftToRight), rtl = try digest(.rightToLeft)
    XCTAssertNotEqual(ltr, rtl)
    XCTAssertEqual(try digest(.leftToRight), ltr)
    XCTAssertEqual(try digest(.rightToLeft), rtl)
    let fresh = onFreshThread { [try? digest(.rightToLeft), try? digest(.leftToRight)] }
    XCTAssertEqual(fresh, [rtl, ltr])
  }

  func testThePainterReusesLayouts() throws {
    let renderer = try TestEnvironment.renderer()
    let list = try renderer.displayList(for: ODSListItemGoldenTests.standard, in: RenderVariant(scale: 1))
    _ = try renderer.paint(list)
    let count = renderer.fonts.threadState.cachedCounts.layouts
    _ = try renderer.paint(list)
    XCTAssertEqual(renderer.fonts.threadState.cachedCounts.layouts, count)
  }
}
