import CListShotPNG
import ListShotCore
import ListShotImageHeader

/// Rewrites a 16-bit Adam7-interlaced PNG as the equivalent non-interlaced PNG, so that
/// libpng's simplified API never takes the code path that mis-decodes such files.
///
/// libpng builds carrying the 2026 rework of `png_image_finish_read` (Debian 12's 1.6.39
/// security updates among them) garble about half the samples when an interlaced 16-bit
/// image is read to 8-bit output (pnggroup/libpng issue #853). Only the interlacing is undone
/// here: the rows keep their bit depth and colour type and the chunks before the image data
/// (PLTE, tRNS, gAMA, ...) are copied, so libpng still does every colour conversion.
enum PNGAdam7 {
  /// Each pass's first column, first row, column step and row step.
  static let passes = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  static func needsRewrite(_ header: PNGInfo) -> Bool {
    header.interlaced && header.bitDepth == 16
  }

  /// The passes' sizes in pixels, the empty ones left out (they have no rows in the stream).
  static func geometry(width: Int, height: Int) -> [(x0: Int, y0: Int, dx: Int, dy: Int, width: Int, height: Int)] {
    passes.map { x0, y0, dx, dy in
      (
        x0, y0, dx, dy, width > x0 ? (width - x0 + dx - 1) / dx : 0,
        height > y0 ? (height - y0 + dy - 1) / dy : 0
      )
    }.filter { $0.4 > 0 && $0.5 > 0 }
  }

  /// The inflated image data `raw` of a 16-bit interlaced image, unfiltered and de-interlaced
  /// into non-interlaced rows, each with filter type None.
  static func deinterlaced(_ raw: [UInt8], header: PNGInfo, file: String) throws -> [UInt8] {
    precondition(header.bitDepth == 16, "PNGAdam7 handles 16-bit images only")
    var raw = raw
    let bpp = [0: 1, 2: 3, 4: 2, 6: 4][header.colorType]! * 2
    let (width, height) = (header.width, header.height)
    func corrupt(_ detail: String) -> ListShotError {
      ListShotError(.badInput, at: SourceLocation(file: file), "corrupt PNG image data: \(detail)")
    }
    let geometry = geometry(width: width, height: height)

    // Unfilter each pass and drop its pixels into place; output rows get filter type None.
    let outRowBytes = 1 + width * bpp
    var flat = [UInt8](repeating: 0, count: height * outRowBytes)
    let zeroRow = [UInt8](repeating: 0, count: width * bpp)
    try raw.withUnsafeMutableBufferPointer { raw in
      try flat.withUnsafeMutableBufferPointer { flat in
        try zeroRow.withUnsafeBufferPointer { zeroRow in
          var offset = 0
          for (x0, y0, dx, dy, passWidth, passHeight) in geometry {
            let rowBytes = passWidth * bpp
            var previous = zeroRow.baseAddress!
            for j in 0..<passHeight {
              let row = raw.baseAddress! + offset + 1
              guard
                PNGFilter.unfilterRow(
                  row, type: raw[offset], previous: previous, rowBytes: rowBytes,
                  bytesPerPixel: bpp)
              else { throw corrupt("unknown filter type \(raw[offset])") }
              let target = flat.baseAddress! + (y0 + j * dy) * outRowBytes + 1
              for i in 0..<passWidth {
                (target + (x0 + i * dx) * bpp).update(from: row + i * bpp, count: bpp)
              }
              previous = UnsafePointer(row)
              offset += 1 + rowBytes
            }
          }
        }
      }
    }

    return flat
  }
}
