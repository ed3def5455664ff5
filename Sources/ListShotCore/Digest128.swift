/// A fast 128-bit non-cryptographic digest, for telling whether two byte buffers are equal
/// without keeping or decoding either of them.
///
/// Two independent 64-bit lanes each mix every 8-byte word with a multiply and a rotation,
/// then a final avalanche step (the splitmix64 finaliser) spreads every input bit over the
/// result. Accidental collisions are vanishingly rare (about 2⁻¹²⁸ per pair), which is all an
/// equality check of goldens needs; it is not meant to resist a deliberate attacker.
public struct Digest128: Sendable {
  private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
  private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private var count: UInt64 = 0

  public init() {}

  public mutating func update(_ buffer: UnsafeRawBufferPointer) {
    let words = buffer.count / 8
    var i = 0
    while i < words {
      let w = buffer.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
      a = (a ^ w) &* 0xFF51_AFD7_ED55_8CCD
      a = (a << 31) | (a >> 33)
      b = (b &+ w) &* 0xC4CE_B9FE_1A85_EC53
      b = (b << 27) | (b >> 37) ^ a
      i += 1
    }
    var tail: UInt64 = 0
    for j in (words * 8)..<buffer.count {
      tail |= UInt64(buffer[j]) << (8 * UInt64(j - words * 8))
    }
    a = (a ^ tail ^ 0x27D4_EB2F_1656_67C5) &* 0xFF51_AFD7_ED55_8CCD
    count &+= UInt64(buffer.count)
  }

  public mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// 32 lowercase hex digits.
  public func finalize() -> String {
    func mix(_ value: UInt64) -> UInt64 {
      var z = value
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let high = mix(a ^ count), low = mix(b ^ (count << 1) ^ high)
    return [high, low].map { value in
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  public static func of(_ buffer: UnsafeRawBufferPointer) -> String {
    var digest = Digest128()
    digest.update(buffer)
    return digest.finalize()
  }
}
