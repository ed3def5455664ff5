import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotSpec
import ListShotTestSupport
import XCTest

/// A 200-row spec on a device: cut at the device height, or drawn whole with the full height,
/// within the canvas limits.
final class LongListTests: XCTestCase {
  static let spec: SpecDocument = {
    let rows = (0..<200).map { "      - listCell: { text: Row \($0) }\n" }.joined()
    return try! SpecReader.parse("screens:\n  - name: long\n    rows:\n" + rows, file: "long.yaml")
  }()

  var screen: Screen { Self.spec.screens[0] }
  let phone = Device.named("iphone-15")!

  func testTheDeviceHeightCutsTheList() throws {
    let renderer = try TestEnvironment.renderer()
    let list = try renderer.displayList(for: screen, in: RenderVariant(device: phone, look: .ios18))
    XCTAssertEqual(list.pixelWidth, 1179)
    XCTAssertEqual(list.pixelHeight, 2556)
    // 59 pt of status bar, then 44 pt rows: row 17's text starts at 818, row 18's at 862.
    XCTAssertNotNil(list.text("sections[0].rows[17].text"))
    XCTAssertNil(list.text("sections[0].rows[18].text"))
    XCTAssertFalse(list.items.contains { $0.id.description.hasPrefix("sections[0].rows[19]") })
    let pixels = try renderer.withPixels(list) { ($0.width, $0.height) }
    XCTAssertEqual(pixels.0, 1179)
    XCTAssertEqual(pixels.1, 2556)
  }

  func testTheFullHeightRendersEveryRowWithinTheCanvasLimits() throws {
    let renderer = try TestEnvironment.renderer()
    let list = try renderer.displayList(for: screen, in: RenderVariant(device: phone, fullHeight: true, look: .ios18))
    // 59 + 200 × 44 + 34 = 8893 pt at @3x.
    XCTAssertEqual(list.pixelHeight, 26679)
    XCTAssertLessThanOrEqual(list.pixelHeight, 32767)
    XCTAssertLessThanOrEqual(list.pixelWidth * list.pixelHeight, 64 << 20)
    let last = try XCTUnwrap(list.text("sections[0].rows[199].text"))
    XCTAssertEqual(last.frame.y, 59 + 199 * 44 + 11)
    // The last row's text is painted: some pixel in its box is darker than the background.
    let inked = try renderer.withPixels(list) { pixels -> Bool in
      XCTAssertEqual(pixels.height, 26679)
      let top = Int(last.frame.y * 3), bottom = Int(last.frame.maxY * 3)
      for y in top..<bottom {
        let row = (pixels.data + y * pixels.stride).assumingMemoryBound(to: UInt32.self)
        for x in 60..<300 where row[x] & 0xFF < 0x80 { return true }
      }
      return false
    }
    XCTAssertTrue(inked)
  }

  func testAListTooTallForTheCanvasIsAClearError() throws {
    let rows = (0..<800).map { ListCell("Row \($0)").asRow }
    let screen = Screen("huge") { rows }
    XCTAssertThrowsError(
      try TestEnvironment.renderer().displayList(
        for: screen, in: RenderVariant(device: phone, fullHeight: true, look: .ios18))
    ) { error in
      XCTAssertTrue((error as? ListShotError)?.message.contains("outside the limits") == true, "\(error)")
    }
  }
}
