import ListShotCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An image's rows in PNG sample order, each behind filter type 0 (None): the bytes the
/// zlib stream of an unfiltered PNG holds. `repeats[y]` says that row `y` is the same as
/// row `y - 1`, which the compressor turns into a few back-references without reading it.
///
/// The memory is the calling thread's reusable block (`ScanlineMemory`): call `release()`
/// when done, on the same thread.
struct Scanlines {
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
    bytes = ScanlineMemory.take(count: rowLength * height)
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

  func release() { ScanlineMemory.give(bytes) }

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

/// One reusable block of scanline memory per thread, so that a thread encoding image after
/// image does not map and fault in megabytes each time (and the first time, faults them in
/// as huge pages: see `LargeMemory`). Bounded: a thread keeps at most one idle block, and
/// none larger than `keepLimit`.
enum ScanlineMemory {
  static let keepLimit = 64 << 20

  private final class Slot {
    var block: UnsafeMutablePointer<UInt8>?
    var capacity = 0
    var lent: UnsafeMutablePointer<UInt8>?
    var lentCapacity = 0
    deinit { block.map(release) }
  }

  private static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
    LargeMemory.allocate(byteCount: count).assumingMemoryBound(to: UInt8.self)
  }

  private static func release(_ block: UnsafeMutablePointer<UInt8>) {
    LargeMemory.deallocate(UnsafeMutableRawPointer(block))
  }

  static func take(count: Int) -> UnsafeMutablePointer<UInt8> {
    let slot = self.slot
    if let block = slot.block, slot.capacity >= count {
      slot.block = nil
      slot.lent = block
      slot.lentCapacity = slot.capacity
      return block
    }
    let block = allocate(count)
    slot.lent = block
    slot.lentCapacity = count
    return block
  }

  static func give(_ block: UnsafeMutablePointer<UInt8>) {
    let slot = self.slot
    guard slot.lent == block, slot.lentCapacity <= keepLimit else { return release(block) }
    slot.block.map(release)
    slot.block = block
    slot.capacity = slot.lentCapacity
    slot.lent = nil
  }

  private static var slot: Slot {
    if let pointer = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue() }
    let slot = Slot()
    pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
    return slot
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
      let status = pthread_key_create(&key) { Unmanaged<Slot>.fromOpaque($0).release() }
    #else
      let status = pthread_key_create(&key) { pointer in
        if let pointer { Unmanaged<Slot>.fromOpaque(pointer).release() }
      }
    #endif
    precondition(status == 0, "pthread_key_create failed: \(status)")
    return key
  }()
}
