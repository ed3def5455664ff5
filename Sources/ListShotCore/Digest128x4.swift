/// A fast 128-bit non-cryptographic digest for large buffers: the digest of a render's pixels
/// that goldens are stamped with (`ARGBPixels.digest`).
///
/// `Digest128` runs two lanes that depend on each other, one multiply after another, at about
/// 3 GB/s: 4 ms for a 12 MB @3x screen, as long as painting it. This one keeps four
/// independent lanes over 32-byte blocks, with xxHash64's round (a multiply off the chain, an
/// add, a rotation, a multiply), so the processor runs the lanes side by side: about four
/// times faster. The lanes are merged as xxHash64 does and spread to 128 bits with the
/// splitmix64 finaliser.
///
/// The digest depends only on the bytes fed in, not on how they were split across `update`
/// calls. Accidental collisions are vanishingly rare, which is all an equality check of
/// goldens needs; it is not meant to resist a deliberate attacker.
public struct Digest128x4: Sendable {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let blockSize = 32

  private var v1: UInt64 = 0x243F_6A88_85A3_08D3 &+ prime1 &+ prime2
  private var v2: UInt64 = 0x1319_8A2E_0370_7344 &+ prime2
  private var v3: UInt64 = 0xA409_3822_299F_31D0
  private var v4: UInt64 = 0x082E_FA98_EC4E_6C89 &- prime1
  /// Bytes of an unfinished block, kept until the next update or the end (zero-padded then).
  private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var pendingCount = 0
  private var count: UInt64 = 0

  public init() {}

  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let sum = lane &+ word &* prime2
    return ((sum << 31) | (sum >> 33)) &* prime1
  }

  @inline(__always)
  private mutating func consume(_ w1: UInt64, _ w2: UInt64, _ w3: UInt64, _ w4: UInt64) {
    v1 = Self.round(v1, w1)
    v2 = Self.round(v2, w2)
    v3 = Self.round(v3, w3)
    v4 = Self.round(v4, w4)
  }

  public mutating func update(_ buffer: UnsafeRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    count &+= UInt64(buffer.count)
    var offset = 0
    if pendingCount > 0 {
      offset = min(Self.blockSize - pendingCount, buffer.count)
      withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.advanced(by: pendingCount).copyMemory(from: base, byteCount: offset) }
      pendingCount += offset
      guard pendingCount == Self.blockSize else { return }
      consume(pending.0.littleEndian, pending.1.littleEndian, pending.2.littleEndian, pending.3.littleEndian)
      pendingCount = 0
    }
    // The hot loop: lanes in locals, so they stay in registers.
    var (a, b, c, d) = (v1, v2, v3, v4)
    while buffer.count - offset >= Self.blockSize {
      let p = base + offset
      a = Self.round(a, UInt64(littleEndian: p.loadUnaligned(as: UInt64.self)))
      b = Self.round(b, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
      c = Self.round(c, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)))
      d = Self.round(d, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)))
      offset += Self.blockSize
    }
    (v1, v2, v3, v4) = (a, b, c, d)
    if offset < buffer.count {
      pending = (0, 0, 0, 0)
      pendingCount = buffer.count - offset
      withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: pendingCount) }
    }
  }

  public mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// 32 lowercase hex digits.
  public func finalize() -> String {
    var state = self
    if state.pendingCount > 0 {
      // Zero padding is unambiguous: the byte count goes into the result too.
      let p = state.pending
      state.consume(p.0.littleEndian, p.1.littleEndian, p.2.littleEndian, p.3.littleEndian)
    }
    func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
    func merge(_ h: UInt64, _ lane: UInt64) -> UInt64 { (h ^ Self.round(0, lane)) &* Self.prime1 &+ Self.prime4 }
    func mix(_ value: UInt64) -> UInt64 {
      var z = value
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let (a, b, c, d) = (state.v1, state.v2, state.v3, state.v4)
    var h = rotl(a, 1) &+ rotl(b, 7) &+ rotl(c, 12) &+ rotl(d, 18)
    h = merge(merge(merge(merge(h, a), b), c), d)
    let high = mix(h ^ count)
    // A second, differently ordered combination of the lanes for the low half.
    let low = mix((a &* Self.prime3) ^ rotl(b, 29) ^ (c &* Self.prime4) ^ rotl(d, 43) ^ (count << 1) ^ high)
    return [high, low].map { value in
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  public static func of(_ buffer: UnsafeRawBufferPointer) -> String {
    var digest = Digest128x4()
    digest.update(buffer)
    return digest.finalize()
  }
}
