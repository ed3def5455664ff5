import CListShotPNG
import Foundation
import ListShotCore

/// Reads PNG files of any valid kind into straight RGBA8.
///
/// The file's structure is checked first (signature, IHDR, chunk lengths and CRCs; see
/// `PNGChunkReader`), and the declared size is compared with `maxPixels` before anything is
/// allocated, so a damaged or hostile file fails fast with a clear `ListShotError(.badInput)`.
/// The pixels are then decoded by libpng's simplified API, which handles every colour type,
/// bit depth, `tRNS` and Adam7 interlacing and reports errors as values, never by crashing
/// (16-bit interlaced files are first rewritten without interlacing: see `PNGAdam7`).
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
    _ bytes: [UInt8], file: String, maxPixels: Int = 64_000_000
  ) throws -> RGBAImage {
    try decode(bytes, file: file, maxPixels: maxPixels, allowFastPath: true)
  }

  /// `allowFastPath: false` always uses libpng (tests compare the two paths).
  static func decode(
    _ bytes: [UInt8], file: String, maxPixels: Int, allowFastPath: Bool
  ) throws -> RGBAImage {
    let header = try PNGChunkReader.header(of: bytes, file: file)
    // Each side is below 2³¹, so the product fits; the cap keeps the byte count (×4) in range.
    let limit = min(maxPixels, Int.max / 8)
    guard header.width * header.height <= limit else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file),
        "declared size \(header.width)×\(header.height) exceeds the limit of \(limit) pixels")
    }
    let chunks = try PNGChunkReader.chunks(of: bytes, file: file)
    if allowFastPath, let image = PNGFastDecoder.decode(bytes, header: header, chunks: chunks) {
      return image
    }
    let input =
      PNGAdam7.needsRewrite(header)
      ? try PNGAdam7.deinterlaced(bytes, header: header, chunks: chunks, file: file) : bytes
    return try input.withUnsafeBytes { memory in
      try decodePixels(memory, header: header, file: file)
    }
  }

  /// Reads and decodes the file at `url`.
  public static func decode(contentsOf url: URL, maxPixels: Int = 64_000_000) throws -> RGBAImage {
    try decode(readFile(url), file: url.path, maxPixels: maxPixels)
  }

  /// libpng's simplified read into RGBA8. libpng keeps reading from `memory` until
  /// `png_image_finish_read` returns, so everything happens inside the caller's borrow.
  private static func decodePixels(
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

  /// The whole file, with errors that name it and say what the system said.
  private static func readFile(_ url: URL) throws -> [UInt8] {
    func failure(_ what: String) -> ListShotError {
      ListShotError(
        .io, at: SourceLocation(file: url.path),
        "\(what) file: \(String(cString: strerror(errno)))")
    }
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure("cannot open") }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw failure("cannot inspect") }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw ListShotError(.io, at: SourceLocation(file: url.path), "not a regular file")
    }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var offset = 0
    while offset < bytes.count {
      let got = bytes.withUnsafeMutableBytes {
        read(fd, $0.baseAddress! + offset, $0.count - offset)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read")
      }
      if got == 0 { break }  // the file shrank while being read
      offset += got
    }
    return offset == bytes.count ? bytes : Array(bytes[..<offset])
  }
}
