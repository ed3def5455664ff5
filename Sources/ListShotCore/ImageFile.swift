/// An image file a screen names, read once when the spec or Swift screen is read and passed
/// down from there: layout learns whether to tint it (`isMulticolor`), the display list names
/// it by `digest`, and the painter decodes `bytes` without opening the file again.
///
/// Two values are equal when they name the same path with the same digest; the bytes take no
/// part in equality or hashing (a display list read back from JSON has a path and a digest
/// but no bytes, and still equals the one it was written from).
public struct ImageFile: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable { case png, jpeg, svg }

  /// The standardised absolute path, as errors and the display list's JSON name it.
  public let path: String
  public let kind: Kind
  /// The size in pixels: a PNG's or JPEG's header, an SVG's intrinsic size (24 × 24 when it
  /// has only a viewBox). Nil when the file was read without a decoder (an SVG's size is only
  /// known once it is parsed).
  public let pixelSize: Size?
  /// An SVG that names two or more colours keeps its own paint; every other file is drawn as
  /// a template when its context gives a colour (see `IconColor`).
  public let isMulticolor: Bool
  /// `Digest` of the file's bytes (xxh3-128, 32 hex digits).
  public let digest: String
  private let storage: Bytes?

  /// The file's bytes as read; nil for a value decoded from display-list JSON.
  public var bytes: [UInt8]? { storage?.bytes }

  public init(path: String, kind: Kind, pixelSize: Size?, isMulticolor: Bool, digest: String, bytes: [UInt8]?) {
    self.path = path
    self.kind = kind
    self.pixelSize = pixelSize
    self.isMulticolor = isMulticolor
    self.digest = digest
    storage = bytes.map(Bytes.init)
  }

  /// The same file with its size once a decoder has measured it (the bytes shared).
  public func measured(_ size: Size) -> ImageFile {
    ImageFile(path: path, kind: kind, pixelSize: size, isMulticolor: isMulticolor, digest: digest, storage: storage)
  }

  private init(path: String, kind: Kind, pixelSize: Size?, isMulticolor: Bool, digest: String, storage: Bytes?) {
    self.path = path
    self.kind = kind
    self.pixelSize = pixelSize
    self.isMulticolor = isMulticolor
    self.digest = digest
    self.storage = storage
  }

  /// The object holding the bytes: values with the same one share one buffer, and a weak
  /// reference to it tells whether any value still holds them (`ImageContents`); nil for a
  /// value without bytes.
  public var bytesOwner: AnyObject? { storage }

  /// The same value without its bytes (to remember a file without keeping them).
  public var withoutBytes: ImageFile {
    ImageFile(path: path, kind: kind, pixelSize: pixelSize, isMulticolor: isMulticolor, digest: digest, storage: nil)
  }

  /// This value under `path`, with the bytes `owner` holds (the `bytesOwner` of a value with
  /// the same digest); nil when `owner` is not one.
  public func sharing(_ owner: AnyObject, named path: String) -> ImageFile? {
    guard let storage = owner as? Bytes else { return nil }
    return ImageFile(
      path: path, kind: kind, pixelSize: pixelSize, isMulticolor: isMulticolor, digest: digest, storage: storage)
  }

  /// A file known only by its path (a display list read back from JSON, or a path no reader
  /// has read): the painter refuses to draw it.
  public static func unread(_ path: String, digest: String = "") -> ImageFile {
    ImageFile(
      path: path, kind: kind(ofName: path) ?? .png, pixelSize: nil, isMulticolor: false, digest: digest, bytes: nil)
  }

  /// The kind a file name says (`.svg`, `.png`, `.jpg`, `.jpeg`), nil for any other.
  public static func kind(ofName path: String) -> Kind? {
    switch path.split(separator: ".").last?.lowercased() {
    case "svg": return .svg
    case "png": return .png
    case "jpg", "jpeg": return .jpeg
    default: return nil
    }
  }

  public static func == (lhs: ImageFile, rhs: ImageFile) -> Bool { lhs.path == rhs.path && lhs.digest == rhs.digest }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(digest)
  }

  /// Shared, never copied: a value passed from the reader to layout to the painter keeps one
  /// buffer.
  private final class Bytes: Sendable {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }
}

/// The image files one screen names, by the path its model holds.
public typealias ImageFiles = [String: ImageFile]
