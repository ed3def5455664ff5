import Foundation
import ListShotCore
import ListShotModel
import ListShotPNG

/// Checks an image file named in a spec while the spec is read: its kind from its first
/// bytes, its structure and its size from its header. A renamed, damaged or huge image is
/// then reported at the line that names it, before anything is laid out or painted.
enum ImageProbe {
  static func check(_ path: String, at node: SpecNode) throws {
    let bytes = try read(path, at: node)
    func fail(_ detail: String) -> ListShotError { node.error("unreadable image \(path): \(detail)") }
    let isSVG = (path as NSString).pathExtension.lowercased() == "svg"
    let size: (width: Int, height: Int)
    if isSVG {
      // librsvg does the real parsing when painting; here the file must at least be SVG text.
      guard String(decoding: bytes, as: UTF8.self).contains("<svg") else {
        throw fail("not an SVG file (no <svg> element)")
      }
      return
    } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      do {
        let info = try PNGDecoder.info(bytes, file: path)
        size = (info.width, info.height)
      } catch let error as ListShotError {
        throw fail(error.message)
      }
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      guard let jpeg = jpegSize(bytes) else { throw fail("corrupt JPEG file: no frame header") }
      size = jpeg
    } else {
      throw fail("not a PNG or JPEG file")
    }
    guard size.width >= 1, size.height >= 1 else { throw fail("the image is empty (\(size.width)×\(size.height))") }
    guard size.width * size.height <= Limits.maxImagePixels else {
      throw node.error(
        "image \(path) is \(size.width)×\(size.height) pixels; the limit is \(Limits.maxImagePixels) pixels")
    }
  }

  private static func read(_ path: String, at node: SpecNode) throws -> [UInt8] {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let byteCount = attributes[.size] as? Int
    else { throw node.error("image file not found: \(path)") }
    // A FIFO or device named `x.png` would block or never end.
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw node.error("image \(path) is not a regular file")
    }
    guard byteCount <= Limits.maxImageFileBytes else {
      throw node.error("image \(path) is \(byteCount) bytes; the limit is \(Limits.maxImageFileBytes) bytes")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw node.error("cannot read image file: \(path)")
    }
    return [UInt8](data)
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
}
