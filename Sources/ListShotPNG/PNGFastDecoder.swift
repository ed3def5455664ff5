import CListShotPNG
import ListShotCore

/// A fast path for the PNGs goldens usually are: 8-bit RGB or RGBA, not interlaced, with no
/// chunk that changes colours (tRNS, gAMA, cHRM, sRGB, iCCP, sBIT). The image data is
/// inflated with libdeflate in one call into a buffer of the exact expected size, then
/// unfiltered row by row. Anything else, or any surprise in the data, returns nil and the
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

    var raw = [UInt8](repeating: 0, count: stride)
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    let status = compressed.withUnsafeBytes { input in
      raw.withUnsafeMutableBytes { output in
        libdeflate_zlib_decompress(
          decompressor, input.baseAddress, input.count, output.baseAddress, output.count, nil)
      }
    }
    guard status == LIBDEFLATE_SUCCESS else { return nil }

    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let ok = raw.withUnsafeMutableBufferPointer { data -> Bool in
      let zero = [UInt8](repeating: 0, count: rowBytes)
      return zero.withUnsafeBufferPointer { zeroRow -> Bool in
        pixels.withUnsafeMutableBufferPointer { out -> Bool in
          for y in 0..<height {
            let row = data.baseAddress! + y * (rowBytes + 1)
            let previous = y == 0 ? zeroRow.baseAddress! : UnsafePointer(row - rowBytes)
            guard unfilter(row + 1, type: row[0], previous: previous, rowBytes: rowBytes, bpp: bpp) else {
              return false
            }
            let target = out.baseAddress! + y * width * 4
            if bpp == 4 {
              target.update(from: row + 1, count: rowBytes)
            } else {
              for x in 0..<width {
                target[4 * x] = row[1 + 3 * x]
                target[4 * x + 1] = row[2 + 3 * x]
                target[4 * x + 2] = row[3 + 3 * x]
              }
            }
          }
          return true
        }
      }
    }
    return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
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
