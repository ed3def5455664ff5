import CListShotPNG

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// zlib compression of PNG image data with libdeflate.
///
/// A libdeflate compressor is not thread-safe and costs a few hundred kilobytes to set up, so
/// each thread keeps its own, one per level, in thread-local storage; they are freed when the
/// thread exits. libdeflate's output depends only on the input and the level, never on which
/// compressor object produced it, so every thread produces the same bytes.
enum PNGCompressor {
  /// libdeflate's levels: 0 stores without compressing, 12 is the slowest and smallest.
  static let levels = 0...12

  /// The zlib stream (RFC 1950) for `input` at `level`, clamped to 0...12.
  static func compress(_ input: UnsafeRawBufferPointer, level: Int) -> [UInt8] {
    let level = min(max(level, levels.lowerBound), levels.upperBound)
    let compressor = CompressorCache.current.compressor(level: level)
    let bound = libdeflate_zlib_compress_bound(compressor, input.count)
    return [UInt8](unsafeUninitializedCapacity: bound) { output, initialized in
      // With `bound` bytes available libdeflate cannot run out of room; 0 would mean it did.
      initialized = libdeflate_zlib_compress(
        compressor, input.baseAddress, input.count, output.baseAddress, bound)
      precondition(initialized > 0, "libdeflate: output did not fit its own bound")
    }
  }
}

/// One thread's libdeflate compressors, indexed by level, created on first use.
private final class CompressorCache {
  private var compressors = [OpaquePointer?](repeating: nil, count: PNGCompressor.levels.count)

  deinit {
    for case let compressor? in compressors { libdeflate_free_compressor(compressor) }
  }

  func compressor(level: Int) -> OpaquePointer {
    if let compressor = compressors[level] { return compressor }
    guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
      fatalError("libdeflate: cannot allocate a compressor for level \(level) (out of memory)")
    }
    compressors[level] = compressor
    return compressor
  }

  /// The calling thread's cache. The thread-local slot holds a retained reference that the
  /// key's destructor releases when the thread ends.
  static var current: CompressorCache {
    if let slot = pthread_getspecific(cacheKey) {
      return Unmanaged<CompressorCache>.fromOpaque(slot).takeUnretainedValue()
    }
    let cache = CompressorCache()
    pthread_setspecific(cacheKey, Unmanaged.passRetained(cache).toOpaque())
    return cache
  }
}

/// Created once, on first use (Swift initializes globals lazily and exactly once).
private let cacheKey: pthread_key_t = {
  var key = pthread_key_t()
  #if canImport(Darwin)
    let status = pthread_key_create(&key) { Unmanaged<CompressorCache>.fromOpaque($0).release() }
  #else
    let status = pthread_key_create(&key) { slot in
      if let slot { Unmanaged<CompressorCache>.fromOpaque(slot).release() }
    }
  #endif
  precondition(status == 0, "pthread_key_create failed: \(status)")
  return key
}()
