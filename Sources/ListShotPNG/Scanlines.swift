import ListShotCore

/// An image's rows in PNG sample order, each behind filter type 0 (None): the bytes the
/// zlib stream of an unfiltered PNG holds. `repeats[y]` says that row `y` is the same as
/// row `y - 1`, which the compressor turns into a few back-references without reading it.
///
/// The memory is the calling thread's reusable block (`ScanlineMemory`): call `release()`
/// when done, on the same thread.
struct Scanlines {
  private let block: ThreadBlockPool.Block
  let bytes: UnsafeMutablePointer<UInt8>
  let width: Int
  let height: Int
  let bytesPerPixel: Int
  /// Bytes per row, the filter type byte included.
  let rowLength: Int
  let repeats: [Bool]

  /// `fill(y, row)` writes row `y`'s `width × bytesPerPixel` samples; it is not called for
  /// repeated rows, which are copied from the row above.
  init(
    width: Int, height: Int, bytesPerPixel: Int, repeats: [Bool],
    fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) {
    self.width = width
    self.height = height
    self.bytesPerPixel = bytesPerPixel
    self.repeats = repeats
    rowLength = 1 + width * bytesPerPixel
    guard let block = ScanlineMemory.pool.take(bytes: rowLength * height) else {
      fatalError("PNG: cannot map \(rowLength * height) bytes for the scanlines (out of memory)")
    }
    self.block = block
    bytes = block.memory.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height {
      let row = bytes + y * rowLength
      row[0] = PNGFilter.none.rawValue
      if repeats[y] {
        (row + 1).update(from: row + 1 - rowLength, count: rowLength - 1)
      } else {
        fill(y, row + 1)
      }
    }
  }

  /// `[false]` for the first row, then `equalToPrevious(y)` for each other row.
  static func repeats(rows: Int, equalToPrevious: (Int) -> Bool) -> [Bool] {
    var repeats = [Bool](repeating: false, count: rows)
    for y in 1..<max(rows, 1) { repeats[y] = equalToPrevious(y) }
    return repeats
  }

  func release() { ScanlineMemory.pool.give(block) }

  /// The rows with PNG filters applied: a repeated row gets Up (all zeros), any other the
  /// filter the minimum-sum-of-absolute-differences heuristic picks.
  func filtered() -> [UInt8] {
    let samples = rowLength - 1
    let zeroRow = [UInt8](repeating: 0, count: samples)
    return [UInt8](unsafeUninitializedCapacity: rowLength * height) { output, initialized in
      zeroRow.withUnsafeBufferPointer { zero in
        for y in 0..<height {
          let current = UnsafePointer(bytes + y * rowLength + 1)
          let previous = y == 0 ? zero.baseAddress! : current - rowLength
          let target = output.baseAddress! + y * rowLength
          if repeats[y] {
            target[0] = PNGFilter.up.rawValue
            (target + 1).initialize(repeating: 0, count: samples)
          } else {
            PNGFilter.filterRow(
              current, previous: previous, rowBytes: samples, bytesPerPixel: bytesPerPixel, into: target)
          }
        }
      }
      initialized = rowLength * height
    }
  }
}

/// Scanline memory: one reusable block per thread (see `ThreadBlockPool`), kept up to 64 MB.
enum ScanlineMemory {
  static let pool = ThreadBlockPool(keepLimit: 64 << 20)
}
