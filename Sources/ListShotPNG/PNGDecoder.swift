import CListShotPNG
import Foundation
import ListShotCore
import ListShotFiles
import ListShotImageHeader

/// Reads PNG files of any valid kind into straight RGBA8.
///
/// ListShot's one PNG decoder. The file's structure is checked first, strictly (signature,
/// one IHDR, chunk lengths and CRCs, no unknown critical chunk, nothing after IEND; see
/// `PNGChunkReader`), and the declared size is compared with `maxPixels` before anything is
/// allocated, so a damaged or hostile file fails fast with a clear `ListShotError(.badInput)`.
/// The image data is inflated with libdeflate to check its size (`PNGImageData`); rows that
/// already are the pixels (ListShot's own kind: `PNGPlainRows`) are taken as they are, and
/// every other file's pixels are decoded by libpng's simplified API, which handles every colour type, bit depth, `tRNS`,
/// gamma and Adam7 interlacing and reports errors as values, never by crashing (16-bit
/// interlaced files are first de-interlaced: see `PNGAdam7`).
public enum PNGDecoder {
  /// The header fields and text chunks, without decoding pixels.
  public static func info(_ bytes: [UInt8], file: String) throws -> PNGInfo {
    var info = try PNGChunkReader.header(of: bytes, file: file)
    for chunk in try PNGChunkReader.chunks(of: bytes, file: file) {
      if let pair = PNGText.decode(type: chunk.type, data: bytes[chunk.data]),
        info.text[pair.key] == nil
      {
        info.text[pair.key] = pair.value
      }
    }
    return info
  }

  /// The image as straight RGBA8. `file` only labels errors.
  public static func decode(
    _ bytes: [UInt8], file: String, maxPixels: Int = Limits.maxGoldenPixels
  ) throws -> RGBAImage {
    let header = try PNGChunkReader.header(of: bytes, file: file)
    // Each side is below 2³¹, so the product fits; the cap keeps the byte count (×8) in range.
    let limit = min(maxPixels, Int.max / 16)
    guard header.width * header.height <= limit else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file),
        "declared size \(header.width)×\(header.height) exceeds the limit of \(limit) pixels")
    }
    let chunks = try PNGChunkReader.chunks(of: bytes, file: file)
    // Inflated once to check that the image data is exactly what the header calls for (libpng
    // would only warn about extra data, and the simplified API drops warnings).
    let raw = try PNGImageData.inflate(bytes, header: header, chunks: chunks, file: file)
    if let pixels = PNGPlainRows.pixels(raw, header: header, chunks: chunks) {
      return RGBAImage(width: header.width, height: header.height, pixels: pixels)
    }
    let input =
      PNGAdam7.needsRewrite(header)
      ? PNGImageData.restored(
        bytes, header: header, chunks: chunks, rows: try PNGAdam7.deinterlaced(raw, header: header, file: file))
      : bytes
    return try input.withUnsafeBytes { memory in
      try decodePixels(memory, header: header, file: file)
    }
  }

  /// Only a regular file of at most `Limits.maxPNGFileBytes` is read.
  public static func decode(contentsOf url: URL, maxPixels: Int = Limits.maxGoldenPixels) throws -> RGBAImage {
    try decode(
      InputFile.read(url, maxBytes: Limits.maxPNGFileBytes, what: "PNG file"), file: url.path, maxPixels: maxPixels)
  }

  /// libpng's simplified read into RGBA8. libpng keeps reading from `memory` until
  /// `png_image_finish_read` returns, so everything happens inside the caller's borrow.
  static func decodePixels(
    _ memory: UnsafeRawBufferPointer, header: PNGInfo, file: String
  ) throws -> RGBAImage {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.opaque = nil
    defer { png_image_free(&image) }  // harmless when libpng has already freed it

    guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
      throw libpngError(image, file)
    }
    guard Int(image.width) == header.width, Int(image.height) == header.height else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file),
        "corrupt PNG file: libpng read a size of \(image.width)×\(image.height), "
          + "the header says \(header.width)×\(header.height)")
    }
    // Without this libpng takes 16-bit samples with no gAMA or sRGB chunk to be linear and
    // gamma-encodes them on the way to 8 bits; every common viewer (and Pillow) treats them
    // as sRGB, i.e. just scales them. The flag can only be set after begin_read.
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA

    let count = header.width * header.height * 4
    var finished = false
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      finished = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil) != 0
      initialized = finished ? count : 0
    }
    guard finished else { throw libpngError(image, file) }
    return RGBAImage(width: header.width, height: header.height, pixels: pixels)
  }

  private static func libpngError(_ image: png_image, _ file: String) -> ListShotError {
    let message = withUnsafeBytes(of: image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return ListShotError(
      .badInput, at: SourceLocation(file: file),
      "corrupt PNG image data: \(message.isEmpty ? "libpng failed without a message" : message)")
  }
}
