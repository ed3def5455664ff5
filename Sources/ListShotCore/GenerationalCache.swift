/// A memo with bounded size that keeps what is used again and forgets the rest, for caches
/// that one thread owns (it is a value type with no locking: share it only by copying).
///
/// Entries live in two generations. Lookups hit the current one first; a hit in the previous
/// one moves the entry forward. When the current generation is full it becomes the previous
/// one and the old previous one is dropped whole. So at most `2 × generationSize` entries
/// are alive, anything used in the last `generationSize` insertions survives, and there is
/// no per-entry bookkeeping as an LRU list would need.
///
/// Values must be the same whether they come from the cache or from `make`: the cache only
/// saves work, it never changes a result.
public struct GenerationalCache<Key: Hashable, Value> {
  public let generationSize: Int
  private var current: [Key: Value] = [:]
  private var previous: [Key: Value] = [:]

  public init(generationSize: Int) {
    precondition(generationSize > 0, "a generation holds at least one entry")
    self.generationSize = generationSize
  }

  /// The number of entries alive, both generations together.
  public var count: Int { current.count + previous.count }

  /// The cached value for `key`, else `make()`'s, remembered for next time.
  public mutating func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    if let value = current[key] { return value }
    let value = try previous.removeValue(forKey: key) ?? make()
    if current.count >= generationSize {
      previous = current
      current = [:]
    }
    current[key] = value
    return value
  }

  /// Forgets every entry.
  public mutating func removeAll() {
    current = [:]
    previous = [:]
  }
}
