import ListShot
import ListShotGallery
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTestSupport
import XCTest

/// Every gallery screen (every row kind and container) at the default size and at an
/// accessibility size, in both directions: right-to-left mirrors left-to-right (only
/// directional glyphs flip), nothing leaves the canvas, and heights never shrink as the text
/// grows.
final class GalleryMatrixLayoutTests: XCTestCase {
  func testEveryGalleryScreenMirrorsAndStaysOnTheCanvasAtLargeAndAX3() throws {
    for screen in Gallery.document.screens {
      var previousHeight = 0.0
      for size in [DynamicTypeSize.large, .accessibility3] {
        // Lays out both directions and checks the mirror.
        let ltr = try TestEnvironment.layout(screen, direction: .leftToRight, size: size)
        let rtl = try TestEnvironment.layout(screen, direction: .rightToLeft, size: size)
        for list in [ltr, rtl] {
          for item in list.items where !Self.mayLeaveTheCanvas(item.id.description, in: screen) {
            if let frame = item.frame {
              XCTAssertTrue(
                Rect(origin: .zero, size: list.size).contains(frame),
                "\(screen.name) at \(size): \(item.id) \(frame) leaves the canvas")
            }
          }
        }
        XCTAssertGreaterThanOrEqual(ltr.size.height, previousHeight, "\(screen.name) at \(size)")
        previousHeight = ltr.size.height
      }
    }
  }

  /// Shadows spill past their cell by design (the painter clips them at the canvas), a
  /// ripple's circle is clipped to its cell, and a row swiped open slides its content past
  /// the edge to show its actions.
  static func mayLeaveTheCanvas(_ id: String, in screen: Screen) -> Bool {
    id.contains(".shadow.") || id.hasSuffix(".ripple") || screen.name == "containers-states"
  }
}
