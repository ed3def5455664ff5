import CListShotPNG

/// How the process's allocator treats the large blocks ListShot works with.
///
/// Every screen needs several buffers of 10 MB or more (the canvas, the scanlines, decoded
/// goldens). By default glibc maps each such block fresh from the kernel and unmaps it when
/// freed, so the next screen pays a page fault per 4 KiB page again: about 3,000 faults per
/// decoded iPhone screen, which on a virtual machine costs more than inflating it. A batch
/// tool that renders and compares screen after screen of the same size is better served by
/// keeping freed memory in the heap for the next one. Peak memory is unchanged; the memory
/// is simply not handed back between screens.
public enum AllocatorPolicy {
  /// Serve blocks up to 256 MiB from the heap and keep up to 512 MiB of freed memory there.
  /// Call once, early, from a command-line entry point (not from a library).
  public static func keepLargeBlocks() {
    #if canImport(Glibc)
      mallopt(M_MMAP_THRESHOLD, 256 << 20)
      mallopt(M_TRIM_THRESHOLD, 512 << 20)
    #endif
  }
}
