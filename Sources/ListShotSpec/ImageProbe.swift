import Foundation
import ListShotCore
import ListShotModel
import ListShotPNG

/// Checks an image file named in a spec while the spec is read: only a regular file, its
/// size before reading, its kind and header size (`ImageHeader`), and then, when the reader
/// was given one, a full load by the renderer's own decoder (`ImageCheck`: damaged image
/// data, SVGs that break librsvg or run past their time budget). A renamed, damaged, huge or
/// hostile image is then reported at the line that names it, before anything is laid out,
/// painted or written.
enum ImageProbe {
  static func check(_ path: String, at node: SpecNode) throws {
    let isSVG = path.lowercased().hasSuffix(".svg")
    let limit = isSVG ? Limits.maxSVGFileBytes : Limits.maxImageFileBytes
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(URL(fileURLWithPath: path), maxBytes: limit, what: "image")
    } catch let error as ListShotError {
      if error.message == "image not found" { throw node.error("image file not found: \(path)") }
      if error.message == "the image is not a regular file" { throw node.error("image \(path) is not a regular file") }
      throw node.error("image \(path): \(error.message)")
    }
    let header: (kind: ImageHeader.Kind, width: Int, height: Int)?
    do {
      header = try ImageHeader.read(bytes, path: path)
    } catch let error as ListShotError {
      throw node.error("unreadable image \(path): \(error.message)")
    }
    if let header, let problem = ImageHeader.sizeProblem(width: header.width, height: header.height) {
      if header.width < 1 || header.height < 1 { throw node.error("unreadable image \(path): \(problem)") }
      throw node.error("image \(path) \(problem)")
    }
    if let check = node.context.imageCheck, let error = check(path, bytes) {
      throw node.error("unreadable image \(path): \(error.message)")
    }
  }
}
