import ListShotPNG
import XCTest

/// The per-row filter choice of the libdeflate compression, checked against a direct
/// transcription of the PNG specification's heuristic. Level 0 makes libdeflate store the
/// filtered rows verbatim, so they can be read back out of the IDAT data.
final class PNGFilterTests: XCTestCase {
  func testRowsAreFilteredExactlyAsTheReferenceHeuristicSays() throws {
    let width = 24
    let image = rowsDesignedForEachFilter(width: width)
    let png = PNGEncoder.encode(image, compression: .libdeflate(level: 0))
    let stored = try XCTUnwrap(filteredRows(png))
    let rgb = (0..<image.height).map { y in
      (0..<width).flatMap { x -> [UInt8] in
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b]
      }
    }
    var previous = [UInt8](repeating: 0, count: width * 3)
    var chosen: [UInt8] = []
    for (y, row) in rgb.enumerated() {
      let expected = referenceFilter(row, previous: previous, bpp: 3)
      XCTAssertEqual(
        Array(stored[y * (width * 3 + 1)..<(y + 1) * (width * 3 + 1)]), expected, "row \(y)")
      chosen.append(expected[0])
      previous = row
    }
    XCTAssertEqual(chosen, [1, 2, 3, 0, 1, 4], "Sub, Up, Average, None, Sub, Paeth")
    XCTAssertEqual(try PNGDecoder.decode(png, file: "t.png"), image)
  }

  func testNoisyTranslucentRowsMatchTheReference() throws {
    let image = TestImages.screenLike(width: 19, height: 30) { x, y in UInt8((x * 13 + y) & 255) }
    let stored = try XCTUnwrap(filteredRows(PNGEncoder.encode(image, compression: .libdeflate(level: 0))))
    let rowBytes = 19 * 4
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var types = Set<UInt8>()
    for y in 0..<30 {
      let row = Array(image.pixels[y * rowBytes..<(y + 1) * rowBytes])
      let expected = referenceFilter(row, previous: previous, bpp: 4)
      XCTAssertEqual(Array(stored[y * (rowBytes + 1)..<(y + 1) * (rowBytes + 1)]), expected)
      types.insert(expected[0])
      previous = row
    }
    XCTAssertGreaterThanOrEqual(types.count, 3, "the image should exercise several filters")
  }

  /// Row 0 one flat colour (Sub), row 1 the same (Up: zero everywhere), row 2 each byte the
  /// mean of its left and upper neighbours (Average), row 3 black (None), rows 4-5 an
  /// additive gradient: under a black row Paeth degenerates to Sub and ties go to the lower
  /// type, then Paeth predicts every pixel but the first exactly.
  private func rowsDesignedForEachFilter(width: Int) -> RGBAImage {
    var rows: [[UInt8]] = []
    rows.append((0..<width).flatMap { _ in [50, 100, 150] as [UInt8] })
    rows.append(rows[0])
    var averaged = [UInt8](repeating: 0, count: width * 3)
    for i in 0..<averaged.count {
      let left = i >= 3 ? Int(averaged[i - 3]) : 0
      averaged[i] = UInt8((left + Int(rows[1][i])) / 2)
    }
    rows.append(averaged)
    rows.append([UInt8](repeating: 0, count: width * 3))
    for y in 4...5 {
      rows.append(
        (0..<width).flatMap { (x: Int) -> [UInt8] in
          [UInt8(x * 5 + y * 20), UInt8(x * 4 + y * 3), UInt8(y * 30 + x)]
        })
    }
    let pixels: [UInt8] = rows.flatMap { (row: [UInt8]) -> [UInt8] in
      stride(from: 0, to: row.count, by: 3).flatMap { (i: Int) -> [UInt8] in
        [row[i], row[i + 1], row[i + 2], 255]
      }
    }
    return RGBAImage(width: width, height: rows.count, pixels: pixels)
  }

  /// The filter type byte followed by the filtered row, by the book.
  private func referenceFilter(_ row: [UInt8], previous: [UInt8], bpp: Int) -> [UInt8] {
    func left(_ i: Int) -> Int { i >= bpp ? Int(row[i - bpp]) : 0 }
    func up(_ i: Int) -> Int { Int(previous[i]) }
    func upLeft(_ i: Int) -> Int { i >= bpp ? Int(previous[i - bpp]) : 0 }
    func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
      let p = a + b - c
      let pa = abs(p - a)
      let pb = abs(p - b)
      let pc = abs(p - c)
      if pa <= pb && pa <= pc { return a }
      return pb <= pc ? b : c
    }
    let predictors: [(Int) -> Int] = [
      { _ in 0 }, left, up, { (left($0) + up($0)) / 2 }, { paeth(left($0), up($0), upLeft($0)) },
    ]
    let candidates = predictors.map { predict in
      row.indices.map { UInt8(truncatingIfNeeded: Int(row[$0]) - predict($0)) }
    }
    let sums = candidates.map { $0.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) } }
    let best = sums.indices.min { sums[$0] < sums[$1] || (sums[$0] == sums[$1] && $0 < $1) }!
    return [UInt8(best)] + candidates[best]
  }

  /// The filtered scanlines of a level-0 file: its IDAT data with the stored blocks unwrapped.
  private func filteredRows(_ png: [UInt8]) -> [UInt8]? {
    let stream = TestPNG.chunks(png).filter { $0.type == "IDAT" }.flatMap(\.data)
    return TestPNG.unzlibStored(stream)
  }
}
