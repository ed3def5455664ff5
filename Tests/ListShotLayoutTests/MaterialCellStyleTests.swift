import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTestSupport
import XCTest

/// Fonts, colours, ripple and elevation of the Material list cell, every fixture in both
/// directions (`layoutBothWays`), colours from the Orange theme.
final class MaterialCellStyleTests: XCTestCase {
  let cell = MaterialListCell.twoLine("Title", detail: "Detail", leadingImage: .icon(.named("favorite")))

  func testDefaultAndThemedFontsAndColours() throws {
    var themed = cell
    themed.typography = .themed
    for scheme in ColorScheme.allCases {
      let list = try layoutBothWays([cell, themed], scheme: scheme)
      let ink = scheme == .light ? "#000000" : "#FFFFFF"
      let title = try XCTUnwrap(list.text("\(row(0)).title"))
      XCTAssertEqual(title.attributes, TextAttributes(font: FontDescriptor(family: "Inter", size: 20, weight: .medium)))
      XCTAssertEqual(title.color, Color(hex: ink + "DE"))  // 0.87
      let detail = try XCTUnwrap(list.text("\(row(0)).detail"))
      XCTAssertEqual(detail.attributes.font, FontDescriptor(family: "Inter", size: 12, weight: .regular))
      XCTAssertEqual(detail.color, Color(hex: ink + "99"))  // 0.60
      XCTAssertEqual(list.items(withID: "\(row(0)).leadingImage").first.flatMap(glyphColor), Color(hex: ink + "DE"))

      XCTAssertEqual(
        list.text("\(row(1)).title")?.attributes.font, FontDescriptor(family: "Inter", size: 16, weight: .regular))
      XCTAssertEqual(
        list.text("\(row(1)).detail")?.attributes.font, FontDescriptor(family: "Inter", size: 14, weight: .regular))
      XCTAssertEqual(list.text("\(row(1)).detail")?.color, Color(hex: ink + "DE"))
    }
  }

  func testDynamicTypeFollowsMDCTitleAndCaptionOrTheIOSStyles() throws {
    var themed = cell
    themed.typography = .themed
    var titles: [Double] = [], captions: [Double] = []
    for size in DynamicTypeSize.allCases {
      let list = try layoutBothWays([cell, themed], size: size)
      titles.append(try XCTUnwrap(list.text("\(row(0)).title")).attributes.font.size)
      captions.append(try XCTUnwrap(list.text("\(row(0)).detail")).attributes.font.size)
      // Themed: subtitle1 scales like Callout, body2 like Subheadline × 14/15.
      let callout = IOSTextStyleSizes.callout[size.index], subheadline = IOSTextStyleSizes.subheadline[size.index]
      XCTAssertEqual(list.text("\(row(1)).title")?.attributes.font.size, callout, "\(size)")
      XCTAssertEqual(
        try XCTUnwrap(list.text("\(row(1)).detail")).attributes.font.size, subheadline * 14 / 15, accuracy: 1e-9)
    }
    // MDCFontTraits has no accessibility sizes and answers xxxLarge for them.
    XCTAssertEqual(titles, [17, 18, 19, 20, 22, 24, 26, 26, 26, 26, 26, 26])
    XCTAssertEqual(captions, [11, 11, 11, 12, 14, 16, 18, 18, 18, 18, 18, 18])
  }

  func testHighlightedCellIsCoveredByTheRipple() throws {
    var pressed = cell
    pressed.isHighlighted = true
    var themed = pressed
    themed.typography = .themed
    let list = try layoutBothWays([pressed, themed])
    // The ripple is the last item of its row, over the whole cell: onSurface at 0.12 / 0.16.
    let rows = [row(0), row(1)].map { id in list.items.filter { $0.id.description.hasPrefix(id + ".") } }
    guard case .rect(let ripple)? = rows[0].last, case .rect(let themedRipple)? = rows[1].last else {
      return XCTFail("no ripple")
    }
    XCTAssertEqual(ripple.id.description, "\(row(0)).ripple")
    XCTAssertEqual(ripple.frame, Rect(x: 0, y: 0, width: 390, height: 77))
    XCTAssertEqual(ripple.fill, Color(hex: "#0000001F"))
    // Themed lines are 16 × 1.2 and 14 × 1.2: ceil(16 + 19.2 + 6 + 16.8 + 16) = 74.
    XCTAssertEqual(themedRipple.frame, Rect(x: 0, y: 77, width: 390, height: 74))
    XCTAssertEqual(themedRipple.fill, Color(hex: "#00000029"))
    XCTAssertTrue(try layoutBothWays([cell]).items(withID: "\(row(0)).ripple").isEmpty)
  }

  func testElevationDrawsTheShadowThenTheSurfaceBeneathTheContent() throws {
    var raised = cell
    raised.elevation = 2
    let list = try layoutBothWays([cell, raised, cell])
    let ids = list.items.map(\.id.description).filter { $0.hasPrefix(row(1)) }
    let surface = try XCTUnwrap(ids.firstIndex(of: "\(row(1)).surface"))
    XCTAssertEqual(Array(ids[..<surface]), ["\(row(1)).shadow.ambient", "\(row(1)).shadow.key"])
    XCTAssertEqual(list.items(withID: "\(row(1)).surface").first?.frame, Rect(x: 0, y: 77, width: 390, height: 77))
    XCTAssertEqual(ids[surface + 1], "\(row(1)).leadingImage")
    // Flat cells draw neither.
    XCTAssertFalse(
      list.items.contains {
        $0.id.description.hasPrefix(row(0))
          && ($0.id.description.contains("shadow") || $0.id.description.hasSuffix("surface"))
      })

    // MDC's two shadows of the cell at elevation 2, as soft shadow items (σ = blur / 2).
    func shadow(_ name: String) throws -> ShadowItem {
      guard case .shadow(let item)? = list.items(withID: "\(row(1)).shadow.\(name)").first else {
        throw XCTSkip("no \(name) shadow")
      }
      return item
    }
    let ambient = try shadow("ambient"), key = try shadow("key")
    XCTAssertEqual(ambient.frame, Rect(x: 0, y: 77, width: 390, height: 77))
    XCTAssertEqual(ambient.sigma, (0.889544 * 2 - 0.003701) / 2, accuracy: 1e-12)
    XCTAssertEqual(ambient.color, Color.black.withOpacity(0.08))
    XCTAssertEqual(key.frame.minY, 77 + 1.23118 * 2 - 0.03933, accuracy: 1e-12)
    XCTAssertEqual(key.sigma, (0.666920 * 2 - 0.001648) / 2, accuracy: 1e-12)
    XCTAssertEqual(key.color, Color.black.withOpacity(0.26))
    XCTAssertEqual(key.paintedFrame.maxY, key.frame.maxY + 3 * key.sigma, accuracy: 1e-12)
  }

  func testARippleFromATouchPointIsACircleClippedToTheCell() throws {
    var touched = cell
    touched.ripple = MaterialListCell.Ripple(touchPoint: Point(x: 40, y: 20), progress: 0)
    let start = try layoutBothWays([touched])
    // At the start: 0.6 × (half the diagonal + 10) around the touch point, not yet faded in.
    XCTAssertTrue(start.items(withID: "\(row(0)).ripple").isEmpty)
    touched.ripple?.progress = 1
    let end = try layoutBothWays([touched])
    let diagonal: Double = (390.0 * 390.0 + 77.0 * 77.0).squareRoot()
    let radius: Double = diagonal / 2 + 10
    let circle = try XCTUnwrap(path("\(row(0)).ripple", end))
    XCTAssertEqual(bounds(circle).midX, 195, accuracy: 1e-9)
    XCTAssertEqual(bounds(circle).midY, 38.5, accuracy: 1e-9)
    XCTAssertEqual(bounds(circle).width, 2 * radius, accuracy: 1e-9)
    XCTAssertEqual(circle.fill, Color(hex: "#0000001F"))
    XCTAssertEqual(end.items(withID: "\(row(0)).ripple.clip").first?.frame, Rect(x: 0, y: 0, width: 390, height: 77))
    // Half way in time the standard curve is past half way in space, and fully faded in.
    touched.ripple?.progress = 0.5
    let half = try XCTUnwrap(path("\(row(0)).ripple", try layoutBothWays([touched])))
    // The standard curve, cubic Bézier (0.4, 0, 0.2, 1), at x = 0.5: solve x(s), then y(s).
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 { let mid = (low + high) / 2; if bezier(mid, 0.4, 0.2) < 0.5 { low = mid } else { high = mid } }
    let t = bezier(low, 0, 1)
    XCTAssertGreaterThan(t, 0.5)
    XCTAssertEqual(bounds(half).width, 2 * radius * (0.6 + 0.4 * t), accuracy: 1e-6)
    XCTAssertEqual(bounds(half).midX, 40 + (195 - 40) * t, accuracy: 1e-6)
  }
}

/// Callout and Subheadline sizes from the HIG table, xSmall … AX5.
private enum IOSTextStyleSizes {
  static let callout: [Double] = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
  static let subheadline: [Double] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
}

private func glyphColor(_ item: DisplayItem) -> Color? {
  if case .glyph(let glyph) = item { return glyph.color }
  return nil
}

extension Rect {
  fileprivate func containsPoint(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
