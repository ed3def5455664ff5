/// A fast 128-bit non-cryptographic digest for large buffers: goldens are stamped with the
/// digest of a render's pixels (`ARGBPixels.digest`) and of their own image data
/// (`PNGStamp.imageDataDigest`).
///
/// An earlier digest ran two lanes that depend on each other, one multiply after another, at
/// about 3 GB/s: 4 ms for a 12 MB @3x screen, as long as painting it. This one keeps eight
/// independent lanes over 64-byte blocks, each step a single multiply and a rotation
/// (`rotl(lane ^ word, 31) × prime`, a bijection of the lane for any word, so no one-word
/// change can cancel out), which the processor runs side by side at about the speed memory
/// delivers the pixels (~15–20 GB/s here). Four lanes with xxHash64's two multiplies per word
/// were bound by the multiplier at ~9 GB/s. The lanes are merged as xxHash64 merges its own
/// and spread to 128 bits with the splitmix64 finaliser.
///
/// The digest depends only on the bytes fed in, not on how they were split across `update`
/// calls. Accidental collisions are vanishingly rare, which is all an equality check of
/// goldens needs; it is not meant to resist a deliberate attacker.
public struct Digest128x8: Sendable {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let blockSize = 64
  private typealias Lanes = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

  /// Distinct starting values (hex digits of π), so equal words in different lanes differ.
  private var lanes: Lanes = (
    0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89,
    0x4528_21E6_38D0_1377, 0xBE54_66CF_34E9_0C6C, 0xC0AC_29B7_C97C_50DD, 0x3F84_D5B5_B547_0917
  )
  /// Bytes of an unfinished block, kept until the next update or the end (zero-padded then).
  private var pending: Lanes = (0, 0, 0, 0, 0, 0, 0, 0)
  private var pendingCount = 0
  private var count: UInt64 = 0

  public init() {}

  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    // Rotate, then multiply: the other order lets the optimiser turn the rotation into a
    // second multiply, which halves the speed.
    let mixed = lane ^ word
    return ((mixed << 31) | (mixed >> 33)) &* prime1
  }

  /// One 64-byte block at `p` into `l`: eight independent dependency chains.
  @inline(__always)
  private static func consume(_ l: inout Lanes, _ p: UnsafeRawPointer) {
    func word(_ index: Int) -> UInt64 { UInt64(littleEndian: p.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)) }
    l.0 = round(l.0, word(0))
    l.1 = round(l.1, word(1))
    l.2 = round(l.2, word(2))
    l.3 = round(l.3, word(3))
    l.4 = round(l.4, word(4))
    l.5 = round(l.5, word(5))
    l.6 = round(l.6, word(6))
    l.7 = round(l.7, word(7))
  }

  public mutating func update(_ buffer: UnsafeRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    count &+= UInt64(buffer.count)
    var offset = 0
    if pendingCount > 0 {
      offset = min(Self.blockSize - pendingCount, buffer.count)
      let start = pendingCount
      withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.advanced(by: start).copyMemory(from: base, byteCount: offset) }
      pendingCount += offset
      guard pendingCount == Self.blockSize else { return }
      var block = pending
      withUnsafeBytes(of: &block) { Self.consume(&lanes, $0.baseAddress!) }
      pendingCount = 0
    }
    // The hot loop, with the lanes in a local so they stay in registers.
    var l = lanes
    while buffer.count &- offset >= Self.blockSize {
      Self.consume(&l, base + offset)
      offset &+= Self.blockSize
    }
    lanes = l
    if offset < buffer.count {
      pending = (0, 0, 0, 0, 0, 0, 0, 0)
      pendingCount = buffer.count - offset
      let tail = pendingCount
      withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: tail) }
    }
  }

  public mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// 32 lowercase hex digits.
  public func finalize() -> String {
    var l = lanes
    if pendingCount > 0 {
      // Zero padding is unambiguous: the byte count goes into the result too.
      var block = pending
      withUnsafeBytes(of: &block) { Self.consume(&l, $0.baseAddress!) }
    }
    func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
    func merge(_ h: UInt64, _ lane: UInt64) -> UInt64 {
      let mixed = rotl(lane &* Self.prime2, 31) &* Self.prime1
      return (h ^ mixed) &* Self.prime1 &+ Self.prime4
    }
    func mix(_ value: UInt64) -> UInt64 {
      var z = value
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let all = [l.0, l.1, l.2, l.3, l.4, l.5, l.6, l.7]
    var h: UInt64 = 0
    for (index, lane) in all.enumerated() { h = h &+ rotl(lane, UInt64(1 + 7 * index)) }
    h = all.reduce(h, merge)
    let high = mix(h ^ count)
    // A second, differently weighted combination of the lanes for the low half.
    var g = count << 1
    for (index, lane) in all.enumerated() { g = (g ^ lane) &* (index.isMultiple(of: 2) ? Self.prime3 : Self.prime4) }
    let low = mix(g ^ high)
    return [high, low].map { value in
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  public static func of(_ buffer: UnsafeRawBufferPointer) -> String {
    var digest = Digest128x8()
    digest.update(buffer)
    return digest.finalize()
  }
}
