/// The per-row loops of `PNGFilter`, 16 bytes at a time.
///
/// Filtering reads only unfiltered bytes (the current row and the row above), so there is no
/// dependency between neighbouring outputs and whole vectors can be filtered at once. The
/// first pixel of a row (no left neighbour) and the last few bytes go through the scalar
/// `PNGFilter.predict`; both paths compute exactly the same integers, so the choice and the
/// bytes do not depend on how a row splits into vectors.
enum PNGFilterKernels {
  typealias Bytes = SIMD16<UInt8>
  typealias Words = SIMD16<UInt16>

  /// Sum of the costs of each filter's output for one row, indexed by filter type.
  static func costs(
    _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, rowBytes: Int, bpp: Int
  ) -> [Int] {
    var sums = [Int](repeating: 0, count: 5)
    let head = min(bpp, rowBytes)
    for i in 0..<head { add(current[i], 0, previous[i], 0, to: &sums) }
    var i = head
    while i + 16 <= rowBytes {
      // 16-bit lanes gain at most 128 per step: flush to the totals every 256 steps.
      let end = min(rowBytes, i + 16 * 256)
      var none = Words.zero, sub = Words.zero, up = Words.zero
      var average = Words.zero, paeth = Words.zero
      while i + 16 <= end {
        let x = load(current + i), a = load(current + i - bpp)
        let b = load(previous + i), c = load(previous + i - bpp)
        none &+= cost(x)
        sub &+= cost(x &- a)
        up &+= cost(x &- b)
        average &+= cost(x &- averageOf(a, b))
        paeth &+= cost(x &- paethOf(a, b, c))
        i += 16
      }
      for (type, lanes) in [none, sub, up, average, paeth].enumerated() {
        sums[type] += Int(SIMD16<UInt32>(truncatingIfNeeded: lanes).wrappedSum())
      }
    }
    for j in i..<rowBytes { add(current[j], current[j - bpp], previous[j], previous[j - bpp], to: &sums) }
    return sums
  }

  /// Adds the cost of byte `x` under each filter to `sums`.
  @inline(__always)
  private static func add(_ x: UInt8, _ a: UInt8, _ b: UInt8, _ c: UInt8, to sums: inout [Int]) {
    sums[0] += PNGFilter.cost(x)
    sums[1] += PNGFilter.cost(x &- a)
    sums[2] += PNGFilter.cost(x &- b)
    sums[3] += PNGFilter.cost(x &- PNGFilter.average.predict(a, b, c))
    sums[4] += PNGFilter.cost(x &- PNGFilter.paeth(a, b, c))
  }

  /// Writes the `rowBytes` bytes of one row filtered with `filter` to `output`.
  static func apply(
    _ filter: PNGFilter, _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    rowBytes: Int, bpp: Int, into output: UnsafeMutablePointer<UInt8>
  ) {
    switch filter {
    case .none: output.update(from: current, count: rowBytes)
    case .sub: transform(.sub, current, previous, rowBytes, bpp, output) { a, _, _ in a }
    case .up: transform(.up, current, previous, rowBytes, bpp, output) { _, b, _ in b }
    case .average:
      transform(.average, current, previous, rowBytes, bpp, output) { a, b, _ in averageOf(a, b) }
    case .paeth: transform(.paeth, current, previous, rowBytes, bpp, output, paethOf)
    }
  }

  /// `filter` applied to the first pixel and the tail, `predict` (the same filter on
  /// vectors) to the rest.
  @inline(__always)
  private static func transform(
    _ filter: PNGFilter, _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ rowBytes: Int,
    _ bpp: Int, _ output: UnsafeMutablePointer<UInt8>, _ predict: (Bytes, Bytes, Bytes) -> Bytes
  ) {
    let head = min(bpp, rowBytes)
    for i in 0..<head { output[i] = current[i] &- filter.predict(0, previous[i], 0) }
    var i = head
    while i + 16 <= rowBytes {
      let prediction = predict(load(current + i - bpp), load(previous + i), load(previous + i - bpp))
      UnsafeMutableRawPointer(output + i).storeBytes(of: load(current + i) &- prediction, as: Bytes.self)
      i += 16
    }
    for j in i..<rowBytes {
      output[j] = current[j] &- filter.predict(current[j - bpp], previous[j], previous[j - bpp])
    }
  }

  @inline(__always)
  private static func load(_ pointer: UnsafePointer<UInt8>) -> Bytes {
    UnsafeRawPointer(pointer).loadUnaligned(as: Bytes.self)
  }

  /// |d| per lane, d read as signed bytes, widened for summing.
  @inline(__always)
  private static func cost(_ filtered: Bytes) -> Words {
    let negated = Bytes.zero &- filtered
    return Words(truncatingIfNeeded: filtered.replacing(with: negated, where: negated .< filtered))
  }

  /// ⌊(a + b) / 2⌋ without leaving 8 bits.
  @inline(__always)
  private static func averageOf(_ a: Bytes, _ b: Bytes) -> Bytes {
    (a & b) &+ ((a ^ b) &>> 1)
  }

  @inline(__always)
  private static func paethOf(_ a: Bytes, _ b: Bytes, _ c: Bytes) -> Bytes {
    let a16 = SIMD16<Int16>(truncatingIfNeeded: a), b16 = SIMD16<Int16>(truncatingIfNeeded: b)
    let c16 = SIMD16<Int16>(truncatingIfNeeded: c)
    let pa = absolute(b16 &- c16), pb = absolute(a16 &- c16)
    let pc = absolute(a16 &+ b16 &- c16 &- c16)
    let predicted = c16.replacing(with: b16, where: pb .<= pc)
      .replacing(with: a16, where: (pa .<= pb) .& (pa .<= pc))
    return Bytes(truncatingIfNeeded: predicted)
  }

  @inline(__always)
  private static func absolute(_ v: SIMD16<Int16>) -> SIMD16<Int16> {
    v.replacing(with: SIMD16<Int16>.zero &- v, where: v .< SIMD16<Int16>.zero)
  }
}
