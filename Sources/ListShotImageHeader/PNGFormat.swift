import CListShotPNG

/// The two facts of the PNG format that both reading and writing need: the file signature and
/// the CRC-32 after each chunk.
package enum PNGFormat {
  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The CRC-32 PNG puts after each chunk (over the type and data), from libdeflate.
  package static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
    return libdeflate_crc32(0, base, bytes.count)
  }
}
