import ListShotCore
import ListShotDisplayList
@testable import ListShotRender
import ListShotTestSupport
import XCTest

/// A text laid out in the width it measured at stays whole: layout sizes boxes (a badge, a
/// trailing label) from a measurement and the painter draws into them, so a box exactly as wide
/// as its text must not cut it. Negative tracking (SF Pro's, on the Inter substitute) is where
/// Pango's line width and its logical extents part.
final class TrackedTextFitTests: XCTestCase {
  func testATextFitsTheWidthItMeasuredAtWithAnyTracking() throws {
    let measurer = PangoTextMeasurer(fonts: try TestEnvironment.renderer().fonts)
    for (size, tracking) in [(11.0, 0.06), (17.0, -0.43), (13.0, -0.08), (22.0, 0.35), (11.0, -0.4)] {
      for weight in [FontWeight.regular, .bold] {
        let attributes = TextAttributes(
          font: FontDescriptor(family: "Inter", size: size, weight: weight), lineHeight: nil,
          letterSpacing: tracking)
        for text in ["12", "Details", "3", "Summer Salad", "W"] {
          let natural = measurer.measure(text, attributes: attributes, maxWidth: nil, maxLines: 1)
          let boxed = measurer.measure(text, attributes: attributes, maxWidth: natural.size.width, maxLines: 1)
          XCTAssertFalse(
            boxed.isTruncated, "'\(text)' at \(size) pt, tracking \(tracking), \(weight): cut in its own width")
          XCTAssertEqual(boxed.lineCount, 1, "'\(text)' at \(size) pt, tracking \(tracking)")
        }
      }
    }
  }
}
