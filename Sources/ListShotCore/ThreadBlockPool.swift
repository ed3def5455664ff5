#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Large blocks of memory (`LargeMemory`) reused within a thread: each thread keeps at most
/// one idle block per pool.
///
/// A thread that paints, encodes or decodes screen after screen of the same size then gets
/// the memory it just gave back instead of mapping, faulting in and unmapping tens of
/// megabytes each time. Memory stays bounded: one idle block per thread and pool, none larger
/// than `keepLimit`, freed when the thread ends. Block contents are undefined.
public final class ThreadBlockPool: @unchecked Sendable {
  public struct Block: Equatable {
    public let region: LargeMemory.Region
    public let capacity: Int
    public var memory: UnsafeMutableRawPointer { region.memory }
  }

  /// The largest block kept idle; larger ones are freed when given back.
  public let keepLimit: Int
  private let key: pthread_key_t

  private final class Slot {
    var block: Block?
    deinit { block.map { LargeMemory.deallocate($0.region) } }
  }

  public init(keepLimit: Int) {
    self.keepLimit = keepLimit
    var key = pthread_key_t()
    #if canImport(Darwin)
      let status = pthread_key_create(&key) { Unmanaged<Slot>.fromOpaque($0).release() }
    #else
      let status = pthread_key_create(&key) { pointer in
        if let pointer { Unmanaged<Slot>.fromOpaque(pointer).release() }
      }
    #endif
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
  }

  /// A block of at least `bytes`: this thread's idle one when it fits without being more
  /// than twice the size, else a new one; nil when the memory cannot be mapped.
  public func take(bytes: Int) -> Block? {
    let slot = self.slot
    if let block = slot.block, block.capacity >= bytes, block.capacity <= max(bytes, 1) * 2 {
      slot.block = nil
      return block
    }
    return LargeMemory.allocate(byteCount: bytes).map { Block(region: $0, capacity: bytes) }
  }

  /// Hands `block` back on the thread that took it; it becomes the thread's idle block.
  public func give(_ block: Block) {
    guard block.capacity <= keepLimit else { return LargeMemory.deallocate(block.region) }
    let slot = self.slot
    if let old = slot.block { LargeMemory.deallocate(old.region) }
    slot.block = block
  }

  private var slot: Slot {
    if let pointer = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue() }
    let slot = Slot()
    pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
    return slot
  }
}
