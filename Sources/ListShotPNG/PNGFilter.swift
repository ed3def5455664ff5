/// The five PNG scanline filters and the per-row choice between them.
///
/// Each row is filtered with the type whose output has the smallest sum of absolute values
/// when its bytes are read as signed (the "minimum sum of absolute differences" heuristic
/// from the PNG specification, also what libpng uses). Ties go to the lower type number,
/// so the choice depends on the pixels alone and the output is the same on every run.
///
/// A filter predicts each byte from the byte one pixel to the left (`a`), the byte above
/// (`b`) and the byte above-left (`c`), all zero outside the image, and stores the
/// difference modulo 256. The row loops are in `PNGFilterKernels.swift`.
enum PNGFilter: UInt8, CaseIterable {
  case none = 0
  case sub = 1
  case up = 2
  case average = 3
  case paeth = 4

  /// Filters one row of `rowBytes` bytes into `output`, which receives the filter type byte
  /// followed by `rowBytes` filtered bytes. `previous` is the unfiltered row above, all zero
  /// for the first row; `bytesPerPixel` is 3 for RGB8 and 4 for RGBA8.
  static func filterRow(
    _ current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, rowBytes: Int,
    bytesPerPixel bpp: Int, into output: UnsafeMutablePointer<UInt8>
  ) {
    let sums = PNGFilterKernels.costs(current, previous, rowBytes: rowBytes, bpp: bpp)
    let filter = best(sums)
    output[0] = filter.rawValue
    PNGFilterKernels.apply(
      filter, current, previous, rowBytes: rowBytes, bpp: bpp, into: output + 1)
  }

  /// The filter with the smallest sum, indexed by type; strictly smaller wins, so ties keep
  /// the lower type number.
  static func best(_ sums: [Int]) -> PNGFilter {
    var best = 0
    for type in 1..<sums.count where sums[type] < sums[best] { best = type }
    return PNGFilter(rawValue: UInt8(best))!
  }

  /// Reverses the filter of one row in place. `previous` is the already unfiltered row above
  /// (all zero for the first row). Returns false for an unknown filter type.
  static func unfilterRow(
    _ row: UnsafeMutablePointer<UInt8>, type: UInt8, previous: UnsafePointer<UInt8>,
    rowBytes: Int, bytesPerPixel bpp: Int
  ) -> Bool {
    guard let filter = PNGFilter(rawValue: type) else { return false }
    guard filter != .none else { return true }
    for i in 0..<rowBytes {
      let left = i >= bpp ? row[i - bpp] : 0
      let upperLeft = i >= bpp ? previous[i - bpp] : 0
      row[i] = row[i] &+ filter.predict(left, previous[i], upperLeft)
    }
    return true
  }

  /// The prediction for one byte from its left (`a`), upper (`b`) and upper-left (`c`)
  /// neighbours.
  @inline(__always)
  func predict(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    switch self {
    case .none: return 0
    case .sub: return a
    case .up: return b
    case .average: return UInt8((UInt16(a) &+ UInt16(b)) >> 1)
    case .paeth: return Self.paeth(a, b, c)
    }
  }

  /// The neighbour closest to a + b - c, preferring a, then b, then c on ties. (Written
  /// without generic helpers such as `abs`, which are slow in debug builds.)
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let (a, b, c) = (Int(a), Int(b), Int(c))
    var pa = b &- c
    var pb = a &- c
    var pc = pa &+ pb
    if pa < 0 { pa = 0 &- pa }
    if pb < 0 { pb = 0 &- pb }
    if pc < 0 { pc = 0 &- pc }
    if pa <= pb && pa <= pc { return UInt8(truncatingIfNeeded: a) }
    return UInt8(truncatingIfNeeded: pb <= pc ? b : c)
  }

  /// |d| with d read as a signed byte: the cost of one filtered byte in the heuristic.
  @inline(__always)
  static func cost(_ filtered: UInt8) -> Int {
    filtered < 128 ? Int(filtered) : 256 &- Int(filtered)
  }
}
