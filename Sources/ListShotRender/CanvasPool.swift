import Foundation

/// Pixel memory for canvases: one idle block per thread, mapped so that first use is cheap.
///
/// A thread that paints variant after variant reuses the same block instead of mapping,
/// zero-filling and unmapping tens of megabytes each time. Memory stays bounded: each thread
/// keeps at most one idle block.
///
/// A new block is still touched page by page on its first paint: 3,000 page faults for a
/// 12 MB @3x canvas, about 8 ms, paid by every one-variant `listshot render` and by every
/// worker thread's first variant. Blocks of 2 MB and more are therefore mapped on a 2 MB
/// boundary and marked for transparent huge pages, which takes the first fill to about
/// 1–2 ms where the kernel allows it (`madvise` mode, Debian's default) and changes nothing
/// where it does not.
enum CanvasPool {
  struct Block {
    /// The first usable byte, 64-byte aligned (2 MB aligned for large blocks).
    var memory: UnsafeMutableRawPointer
    var capacity: Int
    /// The whole mapping, for `munmap`.
    fileprivate var mapping: UnsafeMutableRawPointer
    fileprivate var mappingLength: Int
  }

  private final class Slot {
    var block: Block?
    deinit { if let block { CanvasPool.release(block) } }
  }

  private static let key = "ListShot.CanvasPool"
  private static let hugePage = 2 << 20

  private static var slot: Slot {
    let dictionary = Thread.current.threadDictionary
    if let slot = dictionary[key] as? Slot { return slot }
    let slot = Slot()
    dictionary[key] = slot
    return slot
  }

  /// A block of at least `bytes`: this thread's idle one when it fits, else a new one (nil
  /// when the memory cannot be mapped). Its content is undefined; the painter sets every pixel.
  static func take(bytes: Int) -> Block? {
    let slot = slot
    if let block = slot.block, block.capacity >= bytes, block.capacity <= bytes * 2 {
      slot.block = nil
      return block
    }
    return allocate(bytes: bytes)
  }

  /// Hands `block` back; it becomes this thread's idle block.
  static func give(_ block: Block) {
    let slot = slot
    if let old = slot.block { release(old) }
    slot.block = block
  }

  private static func allocate(bytes: Int) -> Block? {
    let large = bytes >= hugePage
    let alignment = large ? hugePage : Int(getpagesize())
    let capacity = (bytes + alignment - 1) / alignment * alignment
    let length = large ? capacity + hugePage : capacity
    guard let mapping = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0),
      mapping != MAP_FAILED
    else { return nil }
    var memory = mapping
    if large {
      let address = Int(bitPattern: mapping)
      memory = mapping + ((address + hugePage - 1) / hugePage * hugePage - address)
      #if os(Linux)
        // Advice only: without transparent huge pages the block works the same, page by page.
        _ = madvise(memory, capacity, MADV_HUGEPAGE)
      #endif
    }
    return Block(memory: memory, capacity: capacity, mapping: mapping, mappingLength: length)
  }

  private static func release(_ block: Block) {
    munmap(block.mapping, block.mappingLength)
  }
}
