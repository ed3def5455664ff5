#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Memory for the big per-screen buffers (canvas pixels, scanlines), mapped directly from the
/// kernel and backed by transparent huge pages where the kernel offers them.
///
/// A 1179 × 2556 canvas is 12 MB: touched for the first time it costs about 3,000 page faults
/// of 4 KiB each, which on a virtual machine is milliseconds of a render that should take a
/// few, and every later pass over it misses the TLB page after page. A fresh anonymous
/// mapping aligned to 2 MiB and marked with `madvise(MADV_HUGEPAGE)` faults in 2 MiB at a
/// time instead (the kernel's `madvise` mode for transparent huge pages, Debian's default).
/// The mapping is taken with `mmap` rather than `malloc`, which may hand out heap memory
/// already faulted in small pages. Where huge pages are off, the hint is ignored.
public enum LargeMemory {
  /// Huge page size on x86-64 and arm64 with 4 KiB base pages.
  static let hugePage = 2 << 20

  /// A mapped block: `memory` is what callers use, the rest is for unmapping.
  public struct Region: Equatable {
    public let memory: UnsafeMutableRawPointer
    fileprivate let mapping: UnsafeMutableRawPointer
    fileprivate let length: Int
  }

  /// At least `byteCount` bytes, page aligned (2 MiB aligned from 2 MiB up), content
  /// undefined; nil when the kernel refuses the mapping. Release with `deallocate`.
  public static func allocate(byteCount: Int) -> Region? {
    let large = byteCount >= hugePage
    let alignment = large ? hugePage : Int(getpagesize())
    let capacity = (max(byteCount, 1) + alignment - 1) / alignment * alignment
    let length = large ? capacity + hugePage : capacity
    guard let mapping = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0),
      mapping != MAP_FAILED
    else { return nil }
    guard large else { return Region(memory: mapping, mapping: mapping, length: length) }
    let address = Int(bitPattern: mapping)
    let memory = mapping + ((address + hugePage - 1) / hugePage * hugePage - address)
    #if os(Linux)
      // Advice only: without transparent huge pages the block works the same, page by page.
      _ = madvise(memory, capacity, MADV_HUGEPAGE)
    #endif
    return Region(memory: memory, mapping: mapping, length: length)
  }

  public static func deallocate(_ region: Region) {
    munmap(region.mapping, region.length)
  }
}
