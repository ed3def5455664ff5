import CListShotGraphics
import Foundation
import ListShotCore

/// The FreeType faces Cairo draws ListShot's fonts with: one per font file and face index,
/// opened on first use and kept for the life of the process.
///
/// Cairo opens faces itself for fonts it knows by file name, keeps at most ten open, and
/// closes one no thread holds when it needs another. In Cairo 1.16 (Debian 12, and the same
/// code later) the test "no thread holds it" reads the face's lock count without the face's
/// lock, so a thread can close a face another has just taken: renders on several threads
/// failed with "error occurred in libfreetype", or crashed, about one `preview` in ten on two
/// cores (`FontFaceThreadingTests`). A face handed to Cairo in the font's fontconfig pattern
/// (`FC_FT_FACE`) is the caller's, never closed by Cairo, and still used by one thread at a
/// time under Cairo's lock of that face. So every font pattern of a `FontEnvironment` carries
/// the face opened here.
///
/// The faces share one FreeType library; FreeType asks that opening faces on a shared library
/// be serialised, which the lock does. They are keyed by file identity as well as path, so a
/// font file replaced under `--font-dir` gets a new face, and are never closed: Cairo's caches
/// may hold a face for as long as the process lives. That is one face per font file version
/// seen, a few kilobytes each, the file itself mapped rather than read.
enum FontFaces {
  private struct Key: Hashable {
    var path: String
    var index: Int
    var device: UInt64, inode: UInt64, size: Int64, modified: Int
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var library: FT_Library?
  nonisolated(unsafe) private static var faces: [Key: FT_Face] = [:]
  /// A Cairo font face per FreeType face, made when the face is opened and never released.
  /// Cairo reads a variable font's axis values from the face when it first wraps it, and
  /// starts every glyph from them; the face's values change as glyphs of other weights are
  /// loaded, so a wrapper made later (after the last one was released) would start from
  /// whatever weight was drawn last. Holding the first keeps Rubik and the icon font's
  /// weights the same on every thread and in every run.
  nonisolated(unsafe) private static var wrappers: [OpaquePointer] = []

  /// Adds to each font pattern of `config`'s application fonts the face of its file and index.
  static func attach(to config: OpaquePointer) throws {
    guard let fonts = FcConfigGetFonts(config, FcSetApplication) else { return }
    for position in 0..<Int(fonts.pointee.nfont) {
      guard let pattern = fonts.pointee.fonts[position] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      var index: Int32 = 0
      guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
      _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
      try attach(path: String(cString: file), index: Int(index), to: pattern)
    }
  }

  private static func attach(path: String, index: Int, to pattern: OpaquePointer) throws {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw ListShotError(.io, at: SourceLocation(file: path), "font file missing", hint: "check --font-dir")
    }
    let key = Key(
      path: path, index: index, device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
      size: Int64(status.st_size),
      modified: status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec)
    lock.lock()
    defer { lock.unlock() }
    if let face = faces[key] {
      guard FcPatternAddFTFace(pattern, FC_FT_FACE, face) != 0 else { throw attachFailed }
      return
    }
    if library == nil {
      var created: FT_Library?
      guard FT_Init_FreeType(&created) == 0, let created else {
        throw ListShotError(.render, "cannot start FreeType")
      }
      library = created
    }
    var face: FT_Face?
    let error = FT_New_Face(library, path, index, &face)
    guard error == 0, let face else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: path), "not a font file FreeType can open (FreeType error \(error))")
    }
    guard FcPatternAddFTFace(pattern, FC_FT_FACE, face) != 0,
      let wrapper = cairo_ft_font_face_create_for_pattern(pattern)
    else { throw attachFailed }
    faces[key] = face
    wrappers.append(wrapper)
  }

  private static var attachFailed: ListShotError {
    ListShotError(.render, "cannot attach a font face to its fontconfig pattern")
  }
}
