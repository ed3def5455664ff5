import ListShotCore

/// Pixel memory for canvases: one idle block per thread (`ThreadBlockPool`), on transparent
/// huge pages (`LargeMemory`).
///
/// A thread that paints variant after variant reuses the same block. A new block is still
/// touched page by page on its first paint: 3,000 page faults for a 12 MB @3x canvas, about
/// 8 ms, paid by every one-variant `listshot render` and by every worker thread's first
/// variant; on huge pages that first fill takes 1–2 ms where the kernel allows it.
/// The painter sets every pixel, so a reused block never shows through.
enum CanvasPool {
  typealias Block = ThreadBlockPool.Block

  /// Canvases up to 256 MB (a 200-row full-height screen at @2x is under 100 MB) stay idle
  /// for the thread's next one.
  private static let pool = ThreadBlockPool(keepLimit: 256 << 20)

  /// A block of at least `bytes`, its content undefined.
  static func take(bytes: Int) -> Block? { pool.take(bytes: bytes) }

  /// Hands `block` back; it becomes this thread's idle block.
  static func give(_ block: Block) { pool.give(block) }
}
