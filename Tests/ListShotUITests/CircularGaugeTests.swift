import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotUI
import XCTest

/// The circular gauge styles in a row: `.accessoryCircular`'s open ring with a marker at the
/// value and its labels in the opening, `.accessoryCircularCapacity`'s closed ring filled up to
/// the value; one size at every text size, mirrored in right-to-left layouts.
final class CircularGaugeTests: XCTestCase {
  struct Gauges: View {
    var body: some View {
      List {
        HStack {
          SwiftUI.Gauge(value: 75, in: 0...100) {
            Text("Speed")
          } currentValueLabel: {
            Text("75")
          } minimumValueLabel: {
            Text("0")
          } maximumValueLabel: {
            Text("100")
          }
          .gaugeStyle(.accessoryCircular)
          SwiftUI.Gauge(value: 0.25) {
            Text("Level")
          } currentValueLabel: {
            Text("25")
          }
          .gaugeStyle(.accessoryCircular)
          SwiftUI.Gauge(value: 0.25) {
            Text("Battery")
          } currentValueLabel: {
            Text("25%")
          }
          .gaugeStyle(.accessoryCircularCapacity)
        }
      }
    }
  }

  static let content =
    "{ hstack: [{ gauge: { value: 75, minimum: 0, maximum: 100, label: Speed, currentValueLabel: '75', minimumValueLabel: '0', maximumValueLabel: '100', style: accessoryCircular } }, { gauge: { value: 0.25, label: Level, currentValueLabel: '25', style: accessoryCircular } }, { gauge: { value: 0.25, label: Battery, currentValueLabel: 25%, style: accessoryCircularCapacity } }] }"

  func testTheCircularStylesLowerToTheSpecsGauges() throws {
    try Lowering.assertLowersToItsExample(entry: "Gauge", content: Self.content, Screen("example") { Gauges() })
  }

  /// The point of `path` farthest along it (its last end point).
  private func lastPoint(_ elements: [PathElement]) -> Point? {
    for element in elements.reversed() {
      switch element {
      case .move(let p), .line(let p), .curve(_, _, let p): return p
      case .close: continue
      }
    }
    return nil
  }

  func testTheRingsKeepTheirSizeAndMarkTheValueInBothDirections() throws {
    let variants = ListShotCore.DynamicTypeSize.allCases.flatMap { size in
      [LayoutDirection.leftToRight, .rightToLeft].map {
        RenderVariant(scheme: .dark, dynamicTypeSize: size, direction: $0, scale: 1)
      }
    }
    let base = "sections[0].rows[0].content.hstack"
    for variant in variants {
      let list = try Lowering.renderer.displayList(for: Screen("gauges") { Gauges() }, in: variant)
      func item(_ id: String) throws -> DisplayItem { try XCTUnwrap(list.items.first { $0.id.description == id }, id) }
      func text(_ string: String) throws -> Rect {
        try XCTUnwrap(
          list.items.first { if case .text(let t) = $0 { return t.text == string } else { return false } }?.frame,
          "\(string) in \(variant)")
      }
      let isRTL = variant.direction == .rightToLeft
      for index in 0..<3 {
        let ring = try XCTUnwrap(try item("\(base)[\(index)].gauge.track").frame)
        XCTAssertEqual(ring.width, 58, accuracy: 0.01, "\(variant): 58 pt at every text size")
        XCTAssertEqual(ring.height, 58, accuracy: 0.01, "\(variant)")
      }
      let first = try XCTUnwrap(try item("\(base)[0].gauge.track").frame)
      let second = try XCTUnwrap(try item("\(base)[1].gauge.track").frame)
      XCTAssertEqual(isRTL ? first.minX > second.maxX : first.maxX < second.minX, true, "\(variant): leading first")

      // 75 % of the open ring's three quarters from its leading end (bottom) is the top
      // trailing side: 135° + 202.5° = 337.5° clockwise from the x axis; 25 % is 202.5°.
      func expectedMarker(_ ring: Rect, _ fraction: Double) -> Point {
        let angle = 0.75 * Double.pi + 1.5 * Double.pi * fraction
        let dx = 26 * cos(angle)
        return Point(x: ring.midX + (isRTL ? -dx : dx), y: ring.midY + 26 * sin(angle))
      }
      for (index, fraction) in [(0, 0.75), (1, 0.25)] {
        let ring = try XCTUnwrap(try item("\(base)[\(index)].gauge.track").frame)
        let marker = try XCTUnwrap(try item("\(base)[\(index)].gauge.marker").frame)
        let expected = expectedMarker(ring, fraction)
        XCTAssertEqual(marker.midX, expected.x, accuracy: 0.5, "\(variant): marker \(index) at \(fraction)")
        XCTAssertEqual(marker.midY, expected.y, accuracy: 0.5, "\(variant)")
        XCTAssertEqual(marker.width, 10, accuracy: 0.01, "\(variant)")
      }

      // The capacity ring fills from the top, clockwise (anticlockwise in RTL), to a quarter turn.
      guard case .path(let bar) = try item("\(base)[2].gauge.bar") else { return XCTFail("the bar is a path") }
      let ring = try XCTUnwrap(try item("\(base)[2].gauge.track").frame)
      let end = try XCTUnwrap(lastPoint(bar.elements))
      XCTAssertEqual(end.x, isRTL ? ring.midX - 26 : ring.midX + 26, accuracy: 0.01, "\(variant): a quarter turn")
      XCTAssertEqual(end.y, ring.midY, accuracy: 0.01, "\(variant)")
      XCTAssertEqual(bar.stroke?.width, 6, "\(variant)")
      XCTAssertNil(list.items.first { $0.id.description == "\(base)[2].gauge.marker" }, "no marker on capacity")

      // The current value label in the centre; the value labels in the opening, the minimum at
      // the leading end; the label in the opening when there are none; none on capacity.
      let centre = try text("75")
      XCTAssertEqual(centre.midX, first.midX, accuracy: 0.5, "\(variant)")
      XCTAssertEqual(centre.midY, first.midY, accuracy: 1, "\(variant)")
      let low = try text("0"), high = try text("100")
      XCTAssertEqual(isRTL ? low.minX > high.maxX : low.maxX < high.minX, true, "\(variant): the minimum leads")
      for end in [low, high] {
        XCTAssertGreaterThan(end.minY, first.midY, "\(variant): in the opening at the bottom")
        XCTAssertLessThanOrEqual(end.maxY, first.maxY + 0.5, "\(variant)")
        XCTAssertGreaterThan(end.minX, first.minX + 13, "\(variant): clear of the ring's ends")
        XCTAssertLessThan(end.maxX, first.maxX - 13, "\(variant)")
      }
      let drawn = Set(list.items.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } })
      XCTAssertTrue(drawn.contains("Level"), "\(variant): the label in the opening")
      XCTAssertFalse(drawn.contains("Speed"), "\(variant): the value labels stand in its place")
      XCTAssertFalse(drawn.contains("Battery"), "\(variant): the capacity ring shows its value only")
    }
  }
}
