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
    for compression in TestImages.compressions {
      XCTAssertEqual(
        PNGEncoder.encode(image, text: text, compression: compression),
        PNGEncoder.encode(image, text: text, compression: compression), "\(compression)")
      XCTAssertEqual(
        TestImages.encode(argb32: words, width: 120, height: 90, stride: stride, compression: compression),
        TestImages.encode(argb32: words, width: 120, height: 90, stride: stride, compression: compression))
    }
  }

  func testFourThreadsAtOnceProduceTheSerialBytes() {
    let images = [
      TestImages.screenLike(width: 200, height: 150),
      TestImages.noise(width: 97, height: 61, seed: 7, opaque: false),
    ]
    let levels: [PNGCompression] = [.libdeflate(level: 6), .scanline, .libdeflate(level: 9), .scanline]
    let expected = images.map { image in
      levels.map { PNGEncoder.encode(image, text: text, compression: $0) }
    }
    let results = Results(count: 4)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      var mine: [[UInt8]] = []
      // Each thread runs through the images and levels in its own order, many times over,
      // so the threads' compressors and scanline buffers are busy at the same moment.
      for round in 0..<6 {
        for step in 0..<(images.count * levels.count) {
          let index = (step + thread + round) % (images.count * levels.count)
          let (i, l) = (index / levels.count, index % levels.count)
          let png = PNGEncoder.encode(images[i], text: text, compression: levels[l])
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
