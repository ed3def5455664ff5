import ListShotCore
import ListShotDisplayList
import ListShotRender
import XCTest

/// The painting budget: the area items cover in device pixels (clipped to the canvas, counted
/// again under each shadow group around them) and the area shadows cover, checked with the
/// canvas before anything is painted.
final class PaintCostTests: XCTestCase {
  static func rect(_ frame: Rect) -> DisplayItem { .rect(RectItem(id: .key("r"), frame: frame, fill: .white)) }
  static func group(_ frame: Rect, sigma: Double) -> DisplayItem {
    .pushShadow(ShadowGroupItem(id: .key("g"), frame: frame, color: .white, sigma: sigma, offset: Point(x: 0, y: 0)))
  }
  static func list(_ items: [DisplayItem], side: Double = 100, scale: Double = 2) -> DisplayList {
    DisplayList(size: Size(width: side, height: side), scale: scale, background: .white, items: items)
  }

  func testItemsCountTheirAreaInsideTheCanvasInDevicePixels() {
    // 50 × 50 pt at (75, 75) shows 25 × 25 pt of a 100 pt canvas: 625 pt², 2500 px² at @2x.
    let cost = PaintCost(Self.list([Self.rect(Rect(x: 75, y: 75, width: 50, height: 50))]))
    XCTAssertEqual(cost.paintedPixels, 2500)
    XCTAssertEqual(cost.shadowPixels, 0)
    let outside = PaintCost(Self.list([Self.rect(Rect(x: 200, y: 0, width: 50, height: 50))]))
    XCTAssertEqual(outside.paintedPixels, 0, "an item off the canvas paints nothing")
    let infinite = PaintCost(Self.list([Self.rect(Rect(x: 0, y: 0, width: .infinity, height: .nan))]))
    XCTAssertEqual(infinite.paintedPixels, 0, "a frame that is not finite counts as nothing, not as a trap")
  }

  func testOverlapsAddUpAndShadowGroupsCountTheirItemsAgain() {
    let square = Rect(x: 0, y: 0, width: 10, height: 10)  // 400 device pixels at @2x
    let overlapping = PaintCost(Self.list([Self.rect(square), Self.rect(square)]))
    XCTAssertEqual(overlapping.paintedPixels, 800)
    // Inside two nested groups an item is painted three times: on the canvas and into each mask.
    let nested = PaintCost(
      Self.list([
        Self.group(square, sigma: 1), Self.group(square, sigma: 1), Self.rect(square), .popShadow, .popShadow,
        Self.rect(square),
      ]))
    XCTAssertEqual(nested.paintedPixels, 3 * 400 + 400)
    // Each group's shadow: the square grown by 3σ = 3 pt on every side, 16 × 16 pt, clipped at 0.
    XCTAssertEqual(nested.shadowPixels, 2 * (13 * 13 * 4))
  }

  func testABudgetPastItsLimitIsRefusedNamingWhatToReduce() throws {
    // The largest canvas, 8192 × 8192 device pixels, 65 times over: one canvas more than the limit.
    let canvas = Rect(x: 0, y: 0, width: 4096, height: 4096)
    let items = Array(repeating: Self.rect(canvas), count: 65)
    XCTAssertNoThrow(try PaintCost(Self.list(Array(items.dropLast()), side: 4096)).check(), "64 canvases are allowed")
    XCTAssertThrowsError(try Rasterizer.checkCanvas(Self.list(items, side: 4096))) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains("cover 4362 million device pixels"), message)
      XCTAssertTrue(message.contains("at most 4295 million (64 times the largest canvas)"), message)
    }
    let shadows = (0..<9).flatMap { _ in [Self.group(canvas, sigma: 1), .popShadow] }
    XCTAssertThrowsError(try PaintCost(Self.list(shadows, side: 4096)).check()) { error in
      XCTAssertTrue("\(error)".contains("the screen's shadows cover 604 million device pixels"), "\(error)")
    }
  }
}
