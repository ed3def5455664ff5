#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Memory for the big per-screen buffers (canvas pixels, scanlines), backed by transparent
/// huge pages where the kernel offers them.
///
/// A 1179 × 2556 canvas is 12 MB: touched for the first time it costs about 3,000 page faults
/// of 4 KiB each, which on a virtual machine is milliseconds of a render that should take a
/// few. Blocks aligned to 2 MiB and marked with `madvise(MADV_HUGEPAGE)` fault in 2 MiB at a
/// time instead (the kernel's `madvise` mode for transparent huge pages, Debian's default).
/// Where huge pages are off, the hint is ignored and nothing else changes.
public enum LargeMemory {
  /// Huge page size on x86-64 and arm64 with 4 KiB base pages.
  static let hugePage = 2 << 20

  /// `byteCount` bytes, uninitialised, 64-byte aligned at least; release with `deallocate`.
  public static func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
    guard byteCount >= hugePage else { return .allocate(byteCount: max(byteCount, 1), alignment: 64) }
    var memory: UnsafeMutableRawPointer?
    let rounded = (byteCount + hugePage - 1) / hugePage * hugePage
    guard posix_memalign(&memory, hugePage, rounded) == 0, let memory else {
      return .allocate(byteCount: byteCount, alignment: 64)
    }
    #if os(Linux)
      _ = madvise(memory, rounded, Int32(MADV_HUGEPAGE))
    #endif
    return memory
  }

  public static func deallocate(_ memory: UnsafeMutableRawPointer) {
    free(memory)
  }
}
