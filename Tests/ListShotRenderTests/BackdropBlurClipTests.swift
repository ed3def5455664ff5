import ListShotCore
import ListShotDisplayList
@testable import ListShotRender
import ListShotTestSupport
import XCTest

/// A backdrop blur under a rounded clip (iOS 26's glass capsule) changes only what the clip
/// shows: the corners of its frame outside the rounded shape keep their pixels, and with no clip
/// the whole frame is blurred as before.
final class BackdropBlurClipTests: XCTestCase {
  /// Black and white stripes a pixel wide under a 40 × 20 frame: a blur turns them grey.
  func stripes() -> [DisplayItem] {
    (0..<40).filter { $0.isMultiple(of: 2) }.map { x in
      .rect(RectItem(id: .key("s\(x)"), frame: Rect(x: Double(x), y: 0, width: 1, height: 20), fill: .black))
    }
  }

  func pixels(clipped: Bool) throws -> (corner: [UInt8], centre: [UInt8]) {
    let frame = Rect(x: 0, y: 0, width: 40, height: 20)
    var items = stripes()
    let blur = DisplayItem.backdropBlur(BackdropBlurItem(id: .key("blur"), frame: frame, sigma: 3))
    if clipped {
      items += [.pushClip(ClipItem(id: .key("clip"), frame: frame, cornerRadius: 10)), blur, .popClip]
    } else {
      items.append(blur)
    }
    let list = DisplayList(size: Size(width: 40, height: 20), scale: 1, background: .white, items: items)
    return try TestEnvironment.renderer().withPixels(list) { image in
      let rgba = image.rgba.pixels
      func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
      return (pixel(0, 0), pixel(20, 10))
    }
  }

  func testARoundedClipKeepsTheFramesCorners() throws {
    let clipped = try pixels(clipped: true)
    XCTAssertEqual(clipped.corner, [0, 0, 0, 255], "the corner outside the rounded clip was blurred")
    XCTAssertTrue((60...200).contains(Int(clipped.centre[0])), "the centre was not blurred: \(clipped.centre)")
    let open = try pixels(clipped: false)
    XCTAssertTrue((60...200).contains(Int(open.corner[0])), "without a clip the corner is blurred: \(open.corner)")
    XCTAssertEqual(open.centre, clipped.centre, "the clip changes nothing inside it")
  }
}
