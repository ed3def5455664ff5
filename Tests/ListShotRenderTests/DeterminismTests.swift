import Dispatch
import ListShot
import ListShotCore
import ListShotPNG
import ListShotTestSupport
import XCTest

final class DeterminismTests: XCTestCase {
  func testPNGIsWidthTimesScaleByHeightTimesScale() throws {
    let renderer = try TestEnvironment.renderer()
    for scale in [1.0, 2.0, 3.0] {
      let list = try renderer.displayList(
        for: ODSListItemGoldenTests.standard, in: RenderVariant(width: 375, scale: scale))
      let png = try renderer.png(list)
      let info = try PNGDecoder.info(png, file: "render")
      XCTAssertEqual(info.width, Int(375 * scale))
      XCTAssertEqual(info.height, Int((list.size.height * scale).rounded()))
      // Four one-line rows of 44, a title + subtitle row of (17 + 13) × 1.193 + 2 × 8, an image row of 44 + 2 × 8,
      // each followed by its divider's device pixel.
      let expected: Double = 44 * 4 + 30 * 1.193 + 16 + 60 + 6 / scale
      XCTAssertEqual(list.size.height, expected, accuracy: 1e-3)  // the canvas size is quantised
    }
  }

  func testSameInputGivesIdenticalBytesAcrossRunsAndThreads() throws {
    let renderer = try TestEnvironment.renderer()
    let screen = ODSListItemGoldenTests.standard
    let variants = [RenderVariant(scale: 2), RenderVariant(scheme: .dark, direction: .rightToLeft, scale: 3)]
    let first = try variants.map { try renderer.png(for: screen, in: $0) }
    let second = try variants.map { try renderer.png(for: screen, in: $0) }
    XCTAssertEqual(first, second)

    let results = ResultBox(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      results.set(index, Result { try renderer.png(for: screen, in: variants[index % 2]) })
    }
    for index in 0..<8 {
      XCTAssertEqual(try results.get(index).get(), first[index % 2], "thread \(index)")
    }
  }
}

/// Collects results written from several threads.
final class ResultBox: @unchecked Sendable {
  private var values: [Result<[UInt8], Error>?]
  private let lock = NSLock()

  init(count: Int) { values = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Result<[UInt8], Error>) {
    lock.lock(); defer { lock.unlock() }
    values[index] = value
  }

  func get(_ index: Int) -> Result<[UInt8], Error> {
    lock.lock(); defer { lock.unlock() }
    return values[index]!
  }
}
