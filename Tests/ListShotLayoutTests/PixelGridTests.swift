import ListShotCore
import ListShotDisplayList
import XCTest

final class PixelGridTests: XCTestCase {
  func testHairlinesAreOneDevicePixelAtEveryScale() {
    for scale in [1.0, 2.0, 3.0] {
      let line = LineItem(id: "d", frame: Rect(x: 0, y: 44 - 1 / scale, width: 390, height: 1 / scale), color: .black)
      let list = DisplayList(size: Size(width: 390, height: 44), scale: scale, background: .white, items: [.line(line)])
      guard case .line(let snapped) = PixelGrid.snap(list).items[0] else { return XCTFail() }
      XCTAssertEqual(snapped.frame.height * scale, 1, accuracy: 1e-9, "@\(scale)x")
      XCTAssertEqual((snapped.frame.maxY * scale).rounded(), 44 * scale)
    }
  }

  func testRectEdgesRoundToDevicePixelsAndPathsMoveWithTheirOrigin() {
    let rect = RectItem(id: "r", frame: Rect(x: 10.2, y: 5.4, width: 20.5, height: 10.1), fill: .black)
    var builder = PathBuilder()
    builder.move(10.2, 5.4)
    builder.line(12.2, 7.4)
    let path = PathItem(id: "p", frame: Rect(x: 10.2, y: 5.4, width: 2, height: 2), elements: builder.elements)
    let list = PixelGrid.snap(
      DisplayList(size: Size(width: 50, height: 50), scale: 2, background: .white, items: [.rect(rect), .path(path)]))
    XCTAssertEqual(list.items[0].frame, Rect(x: 10, y: 5.5, width: 20.5, height: 10))
    guard case .path(let snapped) = list.items[1] else { return XCTFail() }
    XCTAssertEqual(snapped.frame.origin, Point(x: 10, y: 5.5))
    XCTAssertEqual(snapped.elements, [.move(Point(x: 10, y: 5.5)), .line(Point(x: 12, y: 7.5))])
  }

  func testDisplayListRoundTripsThroughJSON() throws {
    let list = DisplayList(
      size: Size(width: 10, height: 10), scale: 3, background: Color(hex: "#FF7900")!,
      items: [
        .rect(RectItem(id: "a", frame: Rect(x: 0, y: 0, width: 1, height: 1), fill: Color(hex: "#00000033"))), .popClip,
      ])
    let data = try JSONEncoder().encode(list)
    XCTAssertEqual(try JSONDecoder().decode(DisplayList.self, from: data), list)
    XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"#FF7900FF\""))
  }
}
