import ListShotCore
import ListShotFiles
import ListShotPNG
import XCTest

/// `Digest` (XXH3-128), the digest goldens stamp pixels with, and `ARGBPixels.digest` over it.
final class PixelDigestTests: XCTestCase {
  func bytes(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
  }

  func digest(_ bytes: [UInt8]) -> String {
    let digest = Digest()
    digest.update(bytes)
    return digest.finalize()
  }

  func testDoesNotDependOnHowTheBytesAreSplit() {
    let data = bytes(1_000)
    let whole = digest(data)
    XCTAssertEqual(whole.count, 32)
    for cuts in [[1], [63], [64], [65], [7, 40, 41, 500], Array(stride(from: 3, to: 1_000, by: 29))] {
      let digest = Digest()
      var start = 0
      for cut in cuts + [data.count] {
        data[start..<cut].withUnsafeBytes { digest.update($0) }
        start = cut
      }
      XCTAssertEqual(digest.finalize(), whole, "cut at \(cuts)")
    }
  }

  func testEveryChangedByteChangesTheDigest() {
    let data = bytes(200)  // three 64-byte blocks and a partial one
    let original = digest(data)
    var seen: Set<String> = [original]
    for index in data.indices {
      var changed = data
      changed[index] ^= 0x01
      XCTAssertTrue(seen.insert(digest(changed)).inserted, "byte \(index)")
    }
  }

  /// The standard XXH3-128 (seed 0), as `xxhsum -H2` prints it: stamps from any build or
  /// tool agree.
  func testIsStandardXXH3_128() {
    XCTAssertEqual(digest([]), "99aa06d3014798d86001c324468d497f")
  }

  func testLengthCountsEvenWhenTheTailIsZero() {
    XCTAssertNotEqual(digest([1, 2, 3]), digest([1, 2, 3, 0]))
    XCTAssertNotEqual(digest([]), digest([0]))
    XCTAssertNotEqual(digest(Array(repeating: 0, count: 32)), digest(Array(repeating: 0, count: 64)))
  }

  func testPixelDigestCoversSizeAndVisiblePixelsOnly() {
    let width = 5, height = 3
    let visible = bytes(width * height * 4, seed: 7)
    func pixels(stride: Int, padding: UInt8, _ body: (ARGBPixels) -> String) -> String {
      var memory = [UInt8](repeating: padding, count: stride * height)
      for y in 0..<height {
        memory.replaceSubrange(y * stride..<y * stride + width * 4, with: visible[y * width * 4..<(y + 1) * width * 4])
      }
      return memory.withUnsafeBytes {
        body(ARGBPixels(data: $0.baseAddress!, width: width, height: height, stride: stride))
      }
    }
    let packed = pixels(stride: width * 4, padding: 0) { $0.digest }
    XCTAssertEqual(pixels(stride: width * 4 + 12, padding: 0xAB) { $0.digest }, packed, "row padding is left out")
    let reshaped = visible.withUnsafeBytes {
      ARGBPixels(data: $0.baseAddress!, width: height, height: width, stride: height * 4).digest
    }
    XCTAssertNotEqual(reshaped, packed, "the size counts")
    var changed = visible
    changed[changed.count - 1] ^= 0x80
    let other = changed.withUnsafeBytes {
      ARGBPixels(data: $0.baseAddress!, width: width, height: height, stride: width * 4).digest
    }
    XCTAssertNotEqual(other, packed)
  }
}
