import CXXHash

/// XXH3-128 (Debian's libxxhash) over any number of buffers: goldens are stamped with the
/// digest of a render's pixels (`ARGBPixels.digest`) and of the bytes of their own file that
/// decide its pixels (`PNGStamp.imageDigest`).
///
/// The digest depends only on the bytes fed in, not on how they were split across `update`
/// calls. It is not cryptographic: accidental collisions are out of reach, a deliberate
/// forgery is not (see `GoldenFile` for what a stamp is trusted with).
public final class Digest {
  /// The algorithm, as stamp keys name it.
  public static let algorithm = "xxh3-128"

  private let state: OpaquePointer

  public init() {
    // XXH3_createState only fails when malloc does.
    guard let state = XXH3_createState() else { fatalError("out of memory for an XXH3 state") }
    self.state = state
    XXH3_128bits_reset(state)
  }

  deinit { XXH3_freeState(state) }

  public func update(_ buffer: UnsafeRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    XXH3_128bits_update(state, base, buffer.count)
  }

  public func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// 32 lowercase hex digits, high half first (XXH128's canonical order).
  public func finalize() -> String {
    let hash = XXH3_128bits_digest(state)
    return [hash.high64, hash.low64].map { value in
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  public static func of(_ buffer: UnsafeRawBufferPointer) -> String {
    let digest = Digest()
    digest.update(buffer)
    return digest.finalize()
  }
}
