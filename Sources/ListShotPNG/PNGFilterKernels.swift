/// The per-row loops of `PNGFilter`: a scalar loop, and one that works 16 bytes at a time.
///
/// Filtering reads only unfiltered bytes (the current row and the row above), so neighbouring
/// outputs are independent and whole vectors can be filtered at once. Both loops compute
/// exactly the same integers, so the chosen filters and the bytes never depend on which one
/// ran. Optimised builds use the vector loop for all but each row's first pixel and last few
/// bytes; debug builds (`-Onone`, where Swift's generic SIMD types run some 50 times slower
/// than plain integer code) use the scalar loop throughout.
enum PNGFilterKernels {
  typealias Bytes = SIMD16<UInt8>
  typealias Words = SIMD16<UInt16>

  /// False in unoptimised builds. This follows the optimisation level the module is compiled
  /// with (`-Onone` or not), not the build configuration: a debug build may compile this
  /// module with `-O`, and then the vector loop is the faster one.
  @inline(__always)
  static var useVectors: Bool { !_isDebugAssertConfiguration() }

  /// Sum of the costs of each filter's output for one row, indexed by filter type.
  static func costs(
    _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, rowBytes: Int, bpp: Int
  ) -> [Int] {
    var sums = Sums()
    // The first pixel, which has no left neighbour (left and upper-left count as zero).
    var i = 0
    while i < min(bpp, rowBytes) {
      addCosts(current[i], 0, previous[i], 0, to: &sums)
      i &+= 1
    }
    while useVectors && rowBytes &- i >= 16 {
      // 16-bit lanes gain at most 128 per step: flush to the totals every 256 steps.
      let end = min(rowBytes, i &+ 16 &* 256)
      var none = Words.zero
      var sub = Words.zero
      var up = Words.zero
      var average = Words.zero
      var paeth = Words.zero
      while end &- i >= 16 {
        let x = load(current + i)
        let a = load(current + i - bpp)
        let b = load(previous + i)
        let c = load(previous + i - bpp)
        none &+= cost(x)
        sub &+= cost(x &- a)
        up &+= cost(x &- b)
        average &+= cost(x &- averageOf(a, b))
        paeth &+= cost(x &- paethOf(a, b, c))
        i &+= 16
      }
      sums.none &+= total(none)
      sums.sub &+= total(sub)
      sums.up &+= total(up)
      sums.average &+= total(average)
      sums.paeth &+= total(paeth)
    }
    while i < rowBytes {
      addCosts(current[i], current[i &- bpp], previous[i], previous[i &- bpp], to: &sums)
      i &+= 1
    }
    return [sums.none, sums.sub, sums.up, sums.average, sums.paeth]
  }

  /// Writes the `rowBytes` bytes of one row filtered with `filter` to `output`.
  static func apply(
    _ filter: PNGFilter, _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    rowBytes: Int, bpp: Int, into output: UnsafeMutablePointer<UInt8>
  ) {
    if filter == .none {
      output.update(from: current, count: rowBytes)
      return
    }
    var i = 0
    while i < min(bpp, rowBytes) {
      output[i] = current[i] &- filter.predict(0, previous[i], 0)
      i &+= 1
    }
    if useVectors {
      switch filter {
      case .none: break
      case .sub: applyVectors(current, previous, rowBytes, bpp, output, &i) { a, _, _ in a }
      case .up: applyVectors(current, previous, rowBytes, bpp, output, &i) { _, b, _ in b }
      case .average:
        applyVectors(current, previous, rowBytes, bpp, output, &i) { a, b, _ in averageOf(a, b) }
      case .paeth: applyVectors(current, previous, rowBytes, bpp, output, &i, paethOf)
      }
    }
    while i < rowBytes {
      output[i] = current[i] &- filter.predict(current[i &- bpp], previous[i], previous[i &- bpp])
      i &+= 1
    }
  }

  /// Running totals, one per filter type (plain fields: arrays are slow in debug builds).
  private struct Sums {
    var none = 0, sub = 0, up = 0, average = 0, paeth = 0
  }

  @inline(__always)
  private static func addCosts(
    _ x: UInt8, _ a: UInt8, _ b: UInt8, _ c: UInt8, to sums: inout Sums
  ) {
    sums.none &+= PNGFilter.cost(x)
    sums.sub &+= PNGFilter.cost(x &- a)
    sums.up &+= PNGFilter.cost(x &- b)
    sums.average &+= PNGFilter.cost(x &- UInt8((UInt16(a) &+ UInt16(b)) >> 1))
    sums.paeth &+= PNGFilter.cost(x &- PNGFilter.paeth(a, b, c))
  }

  @inline(__always)
  private static func total(_ lanes: Words) -> Int {
    Int(SIMD16<UInt32>(truncatingIfNeeded: lanes).wrappedSum())
  }

  /// Filters whole vectors from byte `i` on (never the first pixel), advancing `i`.
  @inline(__always)
  private static func applyVectors(
    _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ rowBytes: Int,
    _ bpp: Int, _ output: UnsafeMutablePointer<UInt8>, _ i: inout Int,
    _ predict: (Bytes, Bytes, Bytes) -> Bytes
  ) {
    while rowBytes &- i >= 16 {
      let prediction = predict(
        load(current + i - bpp), load(previous + i), load(previous + i - bpp))
      UnsafeMutableRawPointer(output + i).storeBytes(
        of: load(current + i) &- prediction, as: Bytes.self)
      i &+= 16
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

  /// The Paeth predictor per lane, in 16-bit lanes as a + b - c needs 10 bits.
  @inline(__always)
  private static func paethOf(_ a: Bytes, _ b: Bytes, _ c: Bytes) -> Bytes {
    let a16 = SIMD16<Int16>(truncatingIfNeeded: a)
    let b16 = SIMD16<Int16>(truncatingIfNeeded: b)
    let c16 = SIMD16<Int16>(truncatingIfNeeded: c)
    let pa = absolute(b16 &- c16)
    let pb = absolute(a16 &- c16)
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
