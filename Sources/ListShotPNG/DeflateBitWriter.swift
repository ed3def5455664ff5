/// A little-endian bit stream, as deflate writes it: values are packed starting from the
/// least significant bit of each byte.
///
/// Bits collect in a 64-bit register and leave four bytes at a time. The caller reserves
/// room before writing (`reserve`), so the hot path of `write` never checks capacity.
struct DeflateBitWriter {
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private var register: UInt64 = 0
  private var pending = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    buffer = .allocate(capacity: self.capacity)
  }

  /// Frees the memory; the writer must not be used afterwards.
  func deallocate() { buffer.deallocate() }

  /// Makes room for at least `bytes` more bytes.
  mutating func reserve(_ bytes: Int) {
    let needed = count + bytes + 8
    guard needed > capacity else { return }
    let grown = max(needed, capacity * 2)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    larger.update(from: buffer, count: count)
    buffer.deallocate()
    buffer = larger
    capacity = grown
  }

  /// Appends the low `bits` bits of `value` (at most 32).
  @inline(__always)
  mutating func write(_ value: UInt32, bits: Int) {
    register |= UInt64(value) << UInt64(pending)
    pending += bits
    if pending >= 32 {
      UnsafeMutableRawPointer(buffer + count).storeBytes(
        of: UInt32(truncatingIfNeeded: register).littleEndian, as: UInt32.self)
      count += 4
      register >>= 32
      pending -= 32
    }
  }

  /// Pads with zero bits to the next byte boundary and moves every whole byte out of the
  /// register.
  mutating func alignToByte() {
    pending = (pending + 7) & ~7
    while pending > 0 {
      buffer[count] = UInt8(truncatingIfNeeded: register)
      count += 1
      register >>= 8
      pending -= 8
    }
    register = 0
    pending = 0
  }

  /// Appends whole bytes; the stream must be at a byte boundary.
  mutating func append(_ bytes: UnsafePointer<UInt8>, count length: Int) {
    precondition(pending == 0, "deflate: bytes appended off a byte boundary")
    (buffer + count).update(from: bytes, count: length)
    count += length
  }

  /// The bytes written, padded to a whole byte.
  mutating func finish() -> [UInt8] {
    alignToByte()
    return [UInt8](UnsafeBufferPointer(start: buffer, count: count))
  }
}
