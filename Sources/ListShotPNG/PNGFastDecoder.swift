import CListShotPNG
import ListShotCore

/// A fast path for the PNGs goldens usually are: 8-bit RGB or RGBA, not interlaced, with no
/// chunk that changes colours (tRNS, gAMA, cHRM, sRGB, iCCP, sBIT). The image data is
/// inflated with libdeflate in one call into a buffer of the exact expected size, then
/// unfiltered and widened to RGBA row by row. Anything else, or any surprise in the data, returns nil and the
/// caller falls back to libpng, which then also produces the precise error message.
enum PNGFastDecoder {
  static let colourChunks: Set<String> = ["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "PLTE"]

  static func decode(_ bytes: [UInt8], header: PNGInfo, chunks: [PNGChunk]) -> RGBAImage? {
    guard header.bitDepth == 8, header.colorType == 2 || header.colorType == 6, !header.interlaced,
      !chunks.contains(where: { colourChunks.contains($0.type) })
    else { return nil }
    let bpp = header.colorType == 6 ? 4 : 3
    let width = header.width, height = header.height
    let rowBytes = width * bpp
    let (stride, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: height)
    guard !overflow else { return nil }

    var compressed: [UInt8] = []
    compressed.reserveCapacity(chunks.filter { $0.type == "IDAT" }.reduce(0) { $0 + $1.data.count })
    for chunk in chunks where chunk.type == "IDAT" { compressed += bytes[chunk.data] }

    // The inflated rows go to the thread's reusable scanline block: no zero-filling or
    // page faults for memory that is overwritten at once.
    guard let block = ScanlineMemory.pool.take(bytes: stride) else { return nil }  // libpng then tries
    defer { ScanlineMemory.pool.give(block) }
    let raw = block.memory.assumingMemoryBound(to: UInt8.self)
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    // Without an `actual_out_nbytes_ret`, libdeflate fails unless the output is exactly `stride`.
    let status = compressed.withUnsafeBytes { input in
      libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, raw, stride, nil)
    }
    guard status == LIBDEFLATE_SUCCESS else { return nil }

    var ok = true
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
      let zero = [UInt8](repeating: 0, count: rowBytes)
      zero.withUnsafeBufferPointer { zeroRow in
        for y in 0..<height {
          let row = raw + y * (rowBytes + 1)
          let previous = y == 0 ? zeroRow.baseAddress! : UnsafePointer(row + 1 - (rowBytes + 1))
          guard unfilter(row + 1, type: row[0], previous: previous, rowBytes: rowBytes, bpp: bpp) else {
            ok = false
            return
          }
          let target = out.baseAddress! + y * width * 4
          if bpp == 4 {
            target.update(from: row + 1, count: rowBytes)
          } else {
            expandRGB(row + 1, width: width, into: target)
          }
        }
      }
      initialized = ok ? width * height * 4 : 0
    }
    return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
  }

  /// R, G, B samples to R, G, B, 255: four pixels from three 32-bit loads.
  @inline(__always)
  static func expandRGB(_ samples: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
    let source = UnsafeRawPointer(samples), target = UnsafeMutableRawPointer(out)
    let alpha: UInt32 = 0xFF00_0000
    var x = 0
    while x + 4 <= width {
      // Little-endian words: R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3.
      let w0 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 3, as: UInt32.self))
      let w1 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 3 + 4, as: UInt32.self))
      let w2 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 3 + 8, as: UInt32.self))
      target.storeBytes(of: (w0 & 0xFF_FFFF | alpha).littleEndian, toByteOffset: x * 4, as: UInt32.self)
      target.storeBytes(of: ((w0 >> 24 | w1 << 8) & 0xFF_FFFF | alpha).littleEndian, toByteOffset: x * 4 + 4, as: UInt32.self)
      target.storeBytes(of: ((w1 >> 16 | w2 << 16) & 0xFF_FFFF | alpha).littleEndian, toByteOffset: x * 4 + 8, as: UInt32.self)
      target.storeBytes(of: (w2 >> 8 | alpha).littleEndian, toByteOffset: x * 4 + 12, as: UInt32.self)
      x += 4
    }
    while x < width {
      out[4 * x] = samples[3 * x]
      out[4 * x + 1] = samples[3 * x + 1]
      out[4 * x + 2] = samples[3 * x + 2]
      out[4 * x + 3] = 255
      x += 1
    }
  }

  /// Reverses one row's filter in place, with a loop per filter type.
  @inline(__always)
  static func unfilter(
    _ row: UnsafeMutablePointer<UInt8>, type: UInt8, previous: UnsafePointer<UInt8>, rowBytes: Int, bpp: Int
  ) -> Bool {
    switch type {
    case 0:
      return true
    case 1:
      var i = bpp
      while i < rowBytes { row[i] &+= row[i - bpp]; i += 1 }
    case 2:
      for i in 0..<rowBytes { row[i] &+= previous[i] }
    case 3:
      for i in 0..<bpp { row[i] &+= previous[i] >> 1 }
      var i = bpp
      while i < rowBytes {
        row[i] &+= UInt8((UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1)
        i += 1
      }
    case 4:
      for i in 0..<bpp { row[i] &+= previous[i] }
      var i = bpp
      while i < rowBytes {
        let a = Int16(row[i - bpp]), b = Int16(previous[i]), c = Int16(previous[i - bpp])
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        row[i] &+= pa <= pb && pa <= pc ? UInt8(a) : pb <= pc ? UInt8(b) : UInt8(c)
        i += 1
      }
    default:
      return false
    }
    return true
  }
}
