import Foundation
import ListShotPNG
import XCTest

/// The same input must give the same bytes every time, on any thread: goldens are compared
/// and digested byte for byte.
final class PNGDeterminismTests: XCTestCase {
  private let text = [
    (key: "listshot-env", value: "cairo 1.18; pango 1.52"), (key: "digest", value: "abc"),
  ]

  func testEncodingTwiceGivesIdenticalBytes() {
    let image = TestImages.screenLike(width: 120, height: 90) { x, _ in x < 60 ? 255 : 200 }
    let (words, stride) = TestImages.argb32(image, padding: 3)
    for level in [0, 1, 6, 12] {
      XCTAssertEqual(
        PNGEncoder.encode(image, text: text, level: level),
        PNGEncoder.encode(image, text: text, level: level), "level \(level)")
      XCTAssertEqual(
        TestImages.encode(argb32: words, width: 120, height: 90, stride: stride, level: level),
        TestImages.encode(argb32: words, width: 120, height: 90, stride: stride, level: level))
    }
  }

  func testFourThreadsAtOnceProduceTheSerialBytes() {
    let images = [
      TestImages.screenLike(width: 200, height: 150),
      TestImages.noise(width: 97, height: 61, seed: 7, opaque: false),
    ]
    let levels = [6, 1, 9, 6]
    let expected = images.map { image in
      levels.map { PNGEncoder.encode(image, text: text, level: $0) }
    }
    let results = Results(count: 4)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      var mine: [[UInt8]] = []
      // Each thread runs through the images and levels in its own order, many times over,
      // so the threads' libdeflate compressors are busy at the same moment.
      for round in 0..<6 {
        for step in 0..<(images.count * levels.count) {
          let index = (step + thread + round) % (images.count * levels.count)
          let (i, l) = (index / levels.count, index % levels.count)
          let png = PNGEncoder.encode(images[i], text: text, level: levels[l])
          mine.append(png == expected[i][l] ? [1] : png)
        }
      }
      results.set(thread, mine)
    }
    for thread in 0..<4 {
      let outputs = results.get(thread)
      XCTAssertEqual(outputs.count, 6 * images.count * levels.count)
      XCTAssertTrue(outputs.allSatisfy { $0 == [1] }, "thread \(thread) produced different bytes")
    }
  }
}

private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [[[UInt8]]]
  init(count: Int) { values = Array(repeating: [], count: count) }
  func set(_ index: Int, _ value: [[UInt8]]) { lock.withLock { values[index] = value } }
  func get(_ index: Int) -> [[UInt8]] { lock.withLock { values[index] } }
}
