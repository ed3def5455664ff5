import Foundation
import ListShotCore
import ListShotFiles
import ListShotModel
import ListShotImageHeader

/// Reads an image file a screen names, once, into an `ImageFile`: only a regular file, its
/// size before reading, its kind and header size (`ImageHeader`), whether an SVG is
/// multicolour (`SVGPaint`), its digest, and then, when the reader was given one, a full load
/// by the renderer's own decoder (`ImageCheck`: damaged image data, SVGs that break librsvg
/// or run past their time budget). A renamed, damaged, huge or hostile image is then reported
/// where the screen names it, before anything is laid out, painted or written; nothing after
/// this opens the file again.
public enum ImageFileReader {
  /// - Parameter path: the file as errors name it.
  /// - Parameter key: the path the value records (the model's, standardised); `path` if nil.
  /// - Parameter check: decodes the bytes as painting will and gives the size in pixels.
  public static func read(_ path: String, as key: String? = nil, check: ImageCheck?) throws -> ImageFile {
    let isSVG = ImageFile.kind(ofName: path) == .svg
    let contents = ImageContents.shared
    // A file the process holds already (another path to it, a hard link): not read again.
    let identity = InputFile.identity(URL(fileURLWithPath: path))
    if let identity, let known = contents.file(identity, named: key ?? path), known.pixelSize != nil || check == nil {
      return known
    }
    let bytes: [UInt8]
    do {
      guard
        let read = try InputFile.contents(
          URL(fileURLWithPath: path), maxBytes: isSVG ? Limits.maxSVGFileBytes : Limits.maxImageFileBytes)
      else { throw ImageFileError.notFound(path) }
      bytes = read
    } catch let failure as InputFile.Failure {
      throw ImageFileError.file(path, failure)
    }
    let header: (kind: ImageFile.Kind, width: Int, height: Int)?
    do {
      header = try ImageHeader.read(bytes, path: path)
    } catch let error as ListShotError {
      throw ImageFileError.unreadable(path, error.message)
    }
    if let header, let problem = ImageHeader.sizeProblem(width: header.width, height: header.height) {
      if header.width < 1 || header.height < 1 { throw ImageFileError.unreadable(path, problem) }
      throw ImageFileError.outsideLimits(path, problem)
    }
    let digest = Digest()
    digest.update(bytes)
    let finalized = digest.finalize()
    // The same content under another name (a copy): these bytes go, the held ones are shared.
    if let known = contents.file(digest: finalized, named: key ?? path), known.pixelSize != nil || check == nil {
      contents.keep(known, identity: identity)
      return known
    }
    // Bounded in all, before it is decoded: every content the process holds stays held until
    // its screens are painted.
    let pixels = header.map { $0.kind == .svg ? 0 : $0.width * $0.height } ?? 0
    if let problem = contents.problem(adding: bytes.count, pixels: pixels) {
      throw ImageFileError.outsideLimits(path, problem + " (each content counted once; use fewer or smaller images)")
    }
    let kind = header?.kind ?? .svg
    let file = ImageFile(
      path: key ?? path, kind: kind, pixelSize: header.map { Size(width: Double($0.width), height: Double($0.height)) },
      isMulticolor: kind == .svg && SVGPaint.isMulticolor(svg: String(decoding: bytes, as: UTF8.self)),
      digest: finalized, bytes: bytes)
    guard let check else {
      contents.keep(file, identity: identity)
      return file
    }
    let measured: ImageFile
    do {
      measured = file.measured(try check(file))
    } catch let error as ListShotError {
      throw ImageFileError.unreadable(path, error.message)
    }
    contents.keep(measured, identity: identity)
    return measured
  }
}

/// Why an image file a screen names cannot be drawn. `message` is the error the user reads
/// (docs/errors.md lists each).
public enum ImageFileError: Error, Hashable, Sendable {
  case notFound(String)
  case file(String, InputFile.Failure)
  /// Not an image of its kind, damaged, or refused by the decoder; the detail says which.
  case unreadable(String, String)
  /// A header size beyond `Limits.maxImageSide` or `Limits.maxImagePixels`.
  case outsideLimits(String, String)

  public var message: String {
    switch self {
    case .notFound(let path): return "image file not found: \(path)"
    case .file(let path, .notRegularFile): return "image \(path) is not a regular file"
    case .file(let path, let failure): return "image \(path): \(failure.message(what: "image"))"
    case .unreadable(let path, let detail): return "unreadable image \(path): \(detail)"
    case .outsideLimits(let path, let problem): return "image \(path) \(problem)"
    }
  }
}

/// Decodes an image the way painting will and gives its size in pixels; throws a
/// `ListShotError` saying why it cannot be drawn.
public typealias ImageCheck = @Sendable (_ file: ImageFile) throws -> Size
