import Foundation

/// The shadow masks already computed in this process, by everything a mask's bytes depend on
/// (its size in device pixels, the shape within it, the blur and the corner radius), so that
/// an item drawn again (a segmented control's thumb in 30 rows, a slider's in every variant of
/// a scale) costs a copy, not 16 × 2 `erf` per pixel. Kept because it was measured: a form of 30
/// segmented controls took 530 ms a variant, 80 % of it computing the same thumb shadow 30
/// times (`make bench`, "form controls / ODS rows"). A cached mask is the computed one, byte for
/// byte, so the pictures are the same at any thread count and in any order.
///
/// Bounded: at most `maxBytes` of masks; past it, a mask is computed and not kept.
final class ShadowMaskCache: @unchecked Sendable {
  static let shared = ShadowMaskCache(maxBytes: 16 << 20)

  struct Key: Hashable {
    let width: Int, height: Int
    /// The bit patterns of the shape's origin and size in the mask, the sigma and the radius.
    let geometry: [UInt64]
  }

  private let lock = NSLock()
  private var masks: [Key: [UInt8]] = [:]
  private var usedBytes = 0
  private let maxBytes: Int

  init(maxBytes: Int) { self.maxBytes = maxBytes }

  /// The mask for `key` (rows of `key.width` bytes), made by `compute` into a zeroed buffer the
  /// first time; nil when a mask of that size is more than the cache keeps (compute it in place).
  func mask(_ key: Key, compute: (UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8]? {
    let count = key.width * key.height
    guard count <= maxBytes else { return nil }
    if let kept = lock.withLock({ masks[key] }) { return kept }
    var mask = [UInt8](repeating: 0, count: count)
    mask.withUnsafeMutableBufferPointer { compute($0.baseAddress!) }
    lock.withLock {
      guard masks[key] == nil, usedBytes + count <= maxBytes else { return }
      masks[key] = mask
      usedBytes += count
    }
    return mask
  }
}
