import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotTestSupport
import XCTest

/// A shadow group painted: the items' alpha blurred, tinted and moved under them, in real
/// pixels. A white card on a white canvas shows only its shadow.
final class ContentShadowTests: XCTestCase {
  static let size = 100.0, scale = 2.0
  static let card = Rect(x: 30, y: 30, width: 40, height: 40)

  static func list(offset: Point = Point(x: 0, y: 4), sigma: Double = 3, cardColor: Color = .white) -> DisplayList {
    let group = ShadowGroupItem(
      id: .key("card").appending("shadow"), frame: card, color: Color(red: 0, green: 0, blue: 0, alpha: 84),
      sigma: sigma, offset: offset)
    return DisplayList(
      size: Size(width: size, height: size), scale: scale, background: .white,
      items: [.pushShadow(group), .rect(RectItem(id: .key("card"), frame: card, fill: cardColor)), .popShadow])
  }

  /// The red channel of each device pixel, row by row.
  static func red(_ list: DisplayList) throws -> [[UInt8]] {
    try TestEnvironment.renderer().withPixels(list) { image in
      let rgba = image.rgba.pixels, side = Int(size * scale)
      return (0..<side).map { y in (0..<side).map { x in rgba[(y * side + x) * 4] } }
    }
  }

  func testTheShadowFallsBelowAnOpaqueCardAndNotAboveIt() throws {
    let red = try Self.red(Self.list())
    // Device pixels: the card is 60 ..< 140 on both axes; the shadow is moved 8 px down, σ = 6 px.
    XCTAssertEqual(red[100][100], 255, "the card is painted over its shadow")
    XCTAssertLessThan(red[142][100], 220, "just below the card the shadow is dark: \(red[142][100])")
    XCTAssertLessThan(red[142][100], red[150][100], "and fades away from it")
    XCTAssertEqual(red[145 + 8 + 10][100], 255, "nothing beyond 3σ below it")
    XCTAssertEqual(red[60 + 8 - 18 - 2][100], 255, "nothing above the card: the shadow is moved down")
    XCTAssertGreaterThan(red[58][100], red[142][100], "above the card the shadow is lighter than below")
    // Symmetric across: column x and column 199 − x are the same at every row.
    for y in stride(from: 40, to: 180, by: 7) {
      for x in stride(from: 30, to: 60, by: 3) {
        XCTAssertEqual(red[y][x], red[y][199 - x], "row \(y), columns \(x) and \(199 - x)")
      }
    }
    XCTAssertLessThan(red[100][58], 255, "the blur reaches past the card's sides")
  }

  func testAnOffsetToTheRightLeavesTheLeftSideClearAndSigmaZeroIsAHardCopy() throws {
    let right = try Self.red(Self.list(offset: Point(x: 10, y: 0), sigma: 2))
    XCTAssertEqual(right[100][50], 255, "left of the card, the shadow moved right by 10 pt does not reach")
    XCTAssertLessThan(right[100][145], 255, "right of the card it does")
    let hard = try Self.red(Self.list(offset: Point(x: 0, y: 10), sigma: 0))
    // Black at 84/255 over white, exactly where the card moved down by 20 px does not cover it.
    XCTAssertEqual(hard[150][100], 255 - 84, "a hard shadow")
    XCTAssertEqual(hard[161][100], 255, "and nothing past its edge")
  }

  func testTheSameBytesOnEveryThreadAndNoShadowOnAClearCard() throws {
    let renderer = try TestEnvironment.renderer()
    let list = Self.list(cardColor: Color(red: 255, green: 59, blue: 48))
    let first = try renderer.png(list)
    let results = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: 4)
    defer { results.deallocate() }
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      results.baseAddress!.advanced(by: index).initialize(to: (try? renderer.png(list)) ?? [])
    }
    for index in 0..<4 { XCTAssertEqual(results[index], first, "thread \(index)") }
    let clear = try Self.red(Self.list(cardColor: .clear))
    XCTAssertTrue(clear.allSatisfy { $0.allSatisfy { $0 == 255 } }, "a clear card casts no shadow")
  }

  /// The box blurs against the exact Gaussian of a rectangle (`ShadowItem`, computed with erf):
  /// at σ = 3 pt (6 px, full resolution) and σ = 12 pt (24 px, computed on a mask of 6 px cells).
  func testTheBlurIsCloseToTheExactGaussianAtFullAndCoarseResolution() throws {
    for sigma in [3.0, 12.0] {
      let offset = Point(x: 0, y: 4)
      let group = try Self.red(Self.list(offset: offset, sigma: sigma))
      let exact = try Self.red(
        DisplayList(
          size: Size(width: Self.size, height: Self.size), scale: Self.scale, background: .white,
          items: [
            .shadow(
              ShadowItem(
                id: .key("exact"), frame: Self.card.offsetBy(dx: offset.x, dy: offset.y),
                color: Color(red: 0, green: 0, blue: 0, alpha: 84), sigma: sigma)),
            .rect(RectItem(id: .key("card"), frame: Self.card, fill: .white)),
          ]))
      var worst = 0
      for y in stride(from: 0, to: 200, by: 3) {
        for x in stride(from: 0, to: 200, by: 3) { worst = max(worst, abs(Int(group[y][x]) - Int(exact[y][x]))) }
      }
      XCTAssertLessThanOrEqual(worst, 4, "σ = \(sigma) pt: at most 4 levels from the exact Gaussian, found \(worst)")
    }
  }

  func testAnUnbalancedGroupIsAnErrorNamingIt() throws {
    var list = Self.list()
    list.items.removeLast()
    let renderer = try TestEnvironment.renderer()
    XCTAssertThrowsError(try renderer.png(list)) { error in
      XCTAssertTrue("\(error)".contains("the shadow group card.shadow has no popShadow"), "\(error)")
    }
    list.items = [.popShadow]
    XCTAssertThrowsError(try renderer.png(list)) { error in
      XCTAssertTrue("\(error)".contains("a popShadow has no pushShadow before it"), "\(error)")
    }
  }
}
