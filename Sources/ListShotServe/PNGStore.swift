import Foundation

/// The card images the page may ask for, by pixel digest. Shared by the renders (which add)
/// and the HTTP handlers (which read) without waiting for a render to finish.
///
/// Memory is bounded: `retain(_:)` drops every image no current render refers to, and past
/// `byteLimit` the oldest images go first.
final class PNGStore: @unchecked Sendable {
  private let lock = NSLock()
  private var images: [String: [UInt8]] = [:]
  private var order: [String] = []
  private var bytes = 0
  let byteLimit: Int

  init(byteLimit: Int = 512 << 20) {
    self.byteLimit = byteLimit
  }

  func insert(_ png: [UInt8], digest: String) {
    lock.lock()
    defer { lock.unlock() }
    guard images[digest] == nil else { return }
    images[digest] = png
    order.append(digest)
    bytes += png.count
    while bytes > byteLimit, order.count > 1 {
      let oldest = order.removeFirst()
      bytes -= images.removeValue(forKey: oldest)?.count ?? 0
    }
  }

  func png(_ digest: String) -> [UInt8]? {
    lock.lock()
    defer { lock.unlock() }
    return images[digest]
  }

  func contains(_ digest: String) -> Bool { png(digest) != nil }

  /// Keeps only the images in `digests`.
  func retain(_ digests: Set<String>) {
    lock.lock()
    defer { lock.unlock() }
    order.removeAll { !digests.contains($0) }
    images = images.filter { digests.contains($0.key) }
    bytes = images.values.reduce(0) { $0 + $1.count }
  }
}
