import Foundation
import ListShotCore

/// An image of an asset catalogue (`logo.imageset`): its files by appearance and scale.
///
/// Read from the set's `Contents.json`: every entry of `images` with a `filename` (an entry
/// without one is an empty slot of Xcode's editor), its `scale` (`1x`, `2x`, `3x`, or none for
/// a single-scale image), its `appearances` (as colours read them) and its idiom (`universal`
/// and `iphone` only). A file is picked by `file(for:scale:)`.
public struct AssetImageSet: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public let filename: String
    /// 1, 2 or 3; nil for a single-scale image.
    public let scale: Double?
    let appearance: AssetAppearance
    let idiomRank: Int
  }

  public let name: String
  /// The set's folder.
  public let folder: URL
  public let entries: [Entry]
  /// The `Contents.json` it was read from.
  public let file: String

  /// The files ListShot draws; PDF and HEIC are refused when picked.
  public static let drawnExtensions = ["png", "jpg", "jpeg", "svg"]

  /// The file to draw in `scheme` at `scale`: the entries of that appearance (dark: `dark`,
  /// else "Any"; light: `light`, else "Any"), of the best idiom (`iphone`, else `universal`);
  /// among them the file of exactly `scale`, else a single-scale file, else the nearest scale
  /// (the larger on a tie, as downscaling loses less than upscaling).
  public func file(for scheme: ColorScheme, scale: Double) throws -> URL {
    let wanted: AssetAppearance = scheme == .dark ? .dark : .light
    var candidates = entries.filter { $0.appearance == wanted }
    if candidates.isEmpty { candidates = entries.filter { $0.appearance == .any } }
    if candidates.isEmpty { candidates = entries.filter { $0.appearance != .skipped } }
    if let best = candidates.map(\.idiomRank).min() { candidates = candidates.filter { $0.idiomRank == best } }
    let picked =
      candidates.first { $0.scale == scale } ?? candidates.first { $0.scale == nil }
      ?? candidates.min { a, b in
        let (da, db) = (abs(a.scale! - scale), abs(b.scale! - scale))
        return da != db ? da < db : a.scale! > b.scale!
      }
    guard let picked else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file), "the image set '\(name)' has no file for iPhone",
        expected: "an entry of idiom universal or iphone with a filename")
    }
    let ext = (picked.filename as NSString).pathExtension.lowercased()
    guard Self.drawnExtensions.contains(ext) else {
      let why =
        ["pdf"].contains(ext)
        ? "a PDF image cannot be drawn on Linux (ListShot reads no PDF)"
        : ["heic", "heif"].contains(ext)
          ? "a HEIC image cannot be drawn on Linux (ListShot decodes PNG, JPEG and SVG)"
          : "'\(Excerpt.of(picked.filename))' is not a PNG, JPEG or SVG file"
      throw ListShotError(
        .badInput, at: SourceLocation(file: file, path: "images"), "image '\(name)': \(why)",
        expected: "a PNG, JPEG or SVG file in the image set", hint: "export the image as PNG or SVG")
    }
    let url = folder.appendingPathComponent(picked.filename)
    var status = stat()
    guard lstat(url.path, &status) == 0 else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file, path: "images"),
        "image '\(name)': the file '\(Excerpt.of(picked.filename))' is missing from \(folder.lastPathComponent)")
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: url.path),
        (status.st_mode & S_IFMT) == S_IFLNK
          ? "the image is a symbolic link, which ListShot does not follow in an asset catalogue"
          : "the image is not a regular file")
    }
    return url
  }

  static func read(name: String, folder: URL, _ json: AssetJSON) throws -> AssetImageSet {
    var entries: [Entry] = []
    let expected = "an array of images, each {idiom, filename, scale}"
    for entry in try json.required("images", expected: expected).array() {
      let appearance = try AssetAppearance.read(entry)
      var scale: Double?
      if let node = try entry.optional("scale") {
        let text = try node.string(expected: "1x, 2x or 3x")
        guard let value = ["1x": 1.0, "2x": 2, "3x": 3][text] else {
          throw node.error("unknown scale '\(Excerpt.of(text))'", expected: "1x, 2x or 3x")
        }
        scale = value
      }
      guard let idiomRank = try AssetIdiom.rank(entry) else { continue }
      guard let node = try entry.optional("filename") else { continue }
      let filename = try node.string(expected: "the name of a file in the image set")
      guard !filename.isEmpty, !filename.contains("/"), filename != ".", filename != "..",
        !filename.contains("\0")
      else {
        throw node.error(
          "'\(Excerpt.of(filename))' is not a file name of the set's folder",
          expected: "a file name without '/' (the file beside Contents.json)")
      }
      entries.append(Entry(filename: filename, scale: scale, appearance: appearance, idiomRank: idiomRank))
    }
    return AssetImageSet(name: name, folder: folder, entries: entries, file: json.file)
  }
}
