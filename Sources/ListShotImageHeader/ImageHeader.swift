import ListShotCore

/// What an image file's first bytes say: its kind and size, checked against the limits
/// before anything decodes it. Used where a spec names an image and where one is loaded to
/// paint, so both refuse the same files with the same words.
public enum ImageHeader {
  /// For PNG and JPEG (by their signature), the kind and the size from the header; nil for
  /// SVG (by the file's extension), which has no pixel size. Messages are the detail after
  /// "unreadable image PATH: ".
  public static func read(_ bytes: [UInt8], path: String) throws -> (kind: ImageFile.Kind, width: Int, height: Int)? {
    func fail(_ detail: String) -> ListShotError { ListShotError(.badInput, at: SourceLocation(file: path), detail) }
    if path.lowercased().hasSuffix(".svg") {
      // librsvg does the real parsing; here the file must at least be SVG text.
      guard String(decoding: bytes, as: UTF8.self).contains("<svg") else {
        throw fail("not an SVG file (no <svg> element)")
      }
      return nil
    }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      do {
        // The whole structure (every chunk and its CRC), as decoding checks it.
        let info = try PNGChunkReader.header(of: bytes, file: path)
        _ = try PNGChunkReader.chunks(of: bytes, file: path)
        return (.png, info.width, info.height)
      } catch let error as ListShotError {
        throw fail(error.message)
      }
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      guard let size = jpegSize(bytes) else { throw fail("corrupt JPEG file: no frame header") }
      guard hasEnd(bytes) else { throw fail("truncated JPEG file: no end-of-image marker after the image data") }
      return (.jpeg, size.width, size.height)
    }
    throw fail("not a PNG or JPEG file")
  }

  /// nil when `width`×`height` may be decoded, else why not.
  public static func sizeProblem(width: Int, height: Int) -> String? {
    guard width >= 1, height >= 1 else { return "the image is empty (\(width)×\(height))" }
    guard width <= Limits.maxImageSide, height <= Limits.maxImageSide, width * height <= Limits.maxImagePixels else {
      return
        "is \(width)×\(height) pixels; the limit is \(Limits.maxImageSide) per side and \(Limits.maxImagePixels) pixels"
    }
    return nil
  }

  /// The size in a JPEG's first frame header (SOFn), walking the marker segments.
  static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var i = 2
    while i + 1 < bytes.count {
      guard bytes[i] == 0xFF else { return nil }
      let marker = bytes[i + 1]
      if marker == 0xFF { i += 1; continue }  // fill byte
      i += 2
      if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }  // no length
      if marker == 0xD9 || marker == 0xDA { return nil }  // end, or scan data before a frame
      guard i + 1 < bytes.count else { return nil }
      let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
      guard length >= 2, i + length <= bytes.count else { return nil }
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard length >= 7 else { return nil }
        let height = Int(bytes[i + 3]) << 8 | Int(bytes[i + 4])
        let width = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6])
        return (width, height)
      }
      i += length
    }
    return nil
  }

  /// True when an end-of-image marker (FF D9) follows the image data. Inside entropy-coded
  /// data every FF byte is followed by 00 or a restart marker, so FF D9 only ends an image;
  /// a truncated file has none.
  static func hasEnd(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 4 else { return false }
    var i = bytes.count - 2
    while i >= 2 {
      if bytes[i] == 0xFF, bytes[i + 1] == 0xD9 { return true }
      i -= 1
    }
    return false
  }
}
