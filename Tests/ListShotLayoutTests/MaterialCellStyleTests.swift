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

      XCTAssertEqual(list.text("\(row(1)).title")?.attributes.font, FontDescriptor(family: "Inter", size: 16, weight: .regular))
      XCTAssertEqual(list.text("\(row(1)).detail")?.attributes.font, FontDescriptor(family: "Inter", size: 14, weight: .regular))
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
      XCTAssertEqual(try XCTUnwrap(list.text("\(row(1)).detail")).attributes.font.size, subheadline * 14 / 15, accuracy: 1e-9)
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
    let rows = [row(0), row(1)].map { id in list.items.filter { $0.id.hasPrefix(id + ".") } }
    guard case .rect(let ripple)? = rows[0].last, case .rect(let themedRipple)? = rows[1].last else {
      return XCTFail("no ripple")
    }
    XCTAssertEqual(ripple.id, "\(row(0)).ripple")
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
    let ids = list.items.map(\.id).filter { $0.hasPrefix(row(1)) }
    let surface = try XCTUnwrap(ids.firstIndex(of: "\(row(1)).surface"))
    XCTAssertTrue(ids[..<surface].allSatisfy { $0.hasPrefix("\(row(1)).shadow.") })
    XCTAssertTrue(ids[..<surface].contains { $0.hasPrefix("\(row(1)).shadow.ambient[") })
    XCTAssertTrue(ids[..<surface].contains { $0.hasPrefix("\(row(1)).shadow.key[") })
    XCTAssertEqual(list.items(withID: "\(row(1)).surface").first?.frame, Rect(x: 0, y: 77, width: 390, height: 77))
    XCTAssertEqual(ids[surface + 1], "\(row(1)).leadingImage")
    // Flat cells draw neither.
    XCTAssertFalse(list.items.contains { $0.id.hasPrefix(row(0)) && ($0.id.contains("shadow") || $0.id.hasSuffix("surface")) })

    // Below the cell the stacked rectangles add up to MDC's two blurred shadows (σ = blur / 2).
    let shadows = list.items.compactMap { item -> RectItem? in
      guard case .rect(let rect) = item, rect.id.contains(".shadow.") else { return nil }
      return rect
    }
    for distance in [0.25, 1.25, 2.25, 3.25, 5.25] {
      let point = Point(x: 195, y: 154 + distance)
      let drawn = 1 - shadows.filter { $0.frame.containsPoint(point) }.reduce(1.0) { $0 * (1 - Double($1.fill!.alpha) / 255) }
      let ambient = 0.08 * 0.5 * erfc(distance / (((0.889544 * 2 - 0.003701) / 2) * 2.0.squareRoot()))
      let key = 0.26 * 0.5 * erfc((distance - (1.23118 * 2 - 0.03933)) / (((0.666920 * 2 - 0.001648) / 2) * 2.0.squareRoot()))
      let expected = 1 - (1 - ambient) * (1 - key)
      XCTAssertEqual(drawn, expected, accuracy: 0.025, "\(distance) pt below the cell")
    }
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
