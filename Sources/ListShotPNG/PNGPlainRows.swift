import ListShotImageHeader

/// Image data whose inflated rows already are the pixels: the decoder's shortcut for the PNG
/// kind ListShot writes.
///
/// ListShot's encoder stores rendered screens as 8-bit RGBA or RGB, not interlaced, with every
/// row unfiltered (filter byte 0, see `ScanlineDeflate`), and no chunk that changes how colour
/// is read. For such a file the rows `PNGImageData.inflate` has already produced (and checked
/// for size) hold the straight RGBA or RGB samples themselves, so the decoder copies them
/// instead of handing the file to libpng, which would inflate the same data a second time and
/// unfilter rows that need none. Any other file (a filtered row, another depth or colour type,
/// interlacing, `tRNS`, `gAMA`, `sRGB`, `iCCP`, `cHRM`, `sBIT`) goes to libpng as before.
///
/// Measured need (README, bench): decoding an iPhone 16 @3x golden took 12.6 ms through
/// libpng after the libdeflate size check, against 2–4 ms here, and verifying a matrix whose
/// every variant changed decodes one golden per variant. Tests and FuzzPNG check that this
/// gives exactly libpng's pixels on every file it accepts.
enum PNGPlainRows {
  /// Chunks after which the samples are not plain sRGB values.
  static let colourChunks: Set<String> = ["tRNS", "gAMA", "sRGB", "iCCP", "cHRM", "sBIT", "PLTE"]

  /// The pixels as straight RGBA8, or nil when the file is not of the plain kind.
  static func pixels(_ raw: [UInt8], header: PNGInfo, chunks: [PNGChunk]) -> [UInt8]? {
    guard header.bitDepth == 8, !header.interlaced, header.colorType == 6 || header.colorType == 2,
      !chunks.contains(where: { colourChunks.contains($0.type) })
    else { return nil }
    let channels = header.colorType == 6 ? 4 : 3
    let stride = 1 + header.width * channels
    let width = header.width, height = header.height
    guard raw.count == height * stride else { return nil }
    return raw.withUnsafeBufferPointer { rows -> [UInt8]? in
      for y in 0..<height where rows[y * stride] != 0 { return nil }
      return [UInt8](unsafeUninitializedCapacity: width * height * 4) { pixels, initialized in
        for y in 0..<height {
          let source = rows.baseAddress! + y * stride + 1
          let target = pixels.baseAddress! + y * width * 4
          if channels == 4 {
            target.update(from: source, count: width * 4)
          } else {
            for x in 0..<width {
              target[x * 4] = source[x * 3]
              target[x * 4 + 1] = source[x * 3 + 1]
              target[x * 4 + 2] = source[x * 3 + 2]
              target[x * 4 + 3] = 255
            }
          }
        }
        initialized = width * height * 4
      }
    }
  }
}
