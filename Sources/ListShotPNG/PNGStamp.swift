import ListShotCore
import ListShotFiles
import ListShotImageHeader

/// Stamps a PNG with text chunks, and reads a stamp back together with the digest of the
/// bytes it describes.
///
/// A golden written by ListShot carries, in tEXt chunks before IEND, the digest of the
/// pixels it was encoded from, the digest of its own image (`imageDigest`: every byte of the
/// file that can change its decoded pixels) and the render environment. `verify` compares
/// the first with a fresh render and recomputes the second from the bytes on disk, so a stamp
/// only stands for a file whose image bytes are still exactly the ones it was written with.
public enum PNGStamp {
  /// `png` (a valid PNG) with tEXt chunks for `text` inserted just before IEND.
  public static func appending(_ text: [(key: String, value: String)], to png: [UInt8]) throws -> [UInt8] {
    _ = try PNGChunkReader.header(of: png, file: "<png>")
    guard let end = try PNGChunkReader.chunks(of: png, file: "<png>").last, end.type == "IEND" else { return png }
    let iend = end.offset
    var writer = PNGChunkWriter()
    for (key, value) in text { writer.writeText(key: key, value: value) }
    let chunks = writer.bytes.dropFirst(PNGFormat.signature.count)
    return Array(png[..<iend]) + chunks + Array(png[iend...])
  }

  /// Text chunks: they cannot change a decoded pixel, and the stamp lives in them.
  static let textChunks: Set = ["tEXt", "zTXt", "iTXt"]

  /// XXH3-128 of the signature and of every chunk but the text chunks, whole (length, type,
  /// data and CRC), in file order: the header, palette, transparency, colour chunks and image
  /// data alike. Editing any of them, adding one or moving one changes it.
  public static func imageDigest(_ png: [UInt8], file: String) throws -> String {
    _ = try PNGChunkReader.header(of: png, file: file)
    return imageDigest(png, chunks: try PNGChunkReader.chunks(of: png, file: file))
  }

  static func imageDigest(_ png: [UInt8], chunks: [PNGChunk]) -> String {
    let digest = Digest()
    png.withUnsafeBytes { buffer in
      digest.update(UnsafeRawBufferPointer(rebasing: buffer[..<PNGFormat.signature.count]))
      for chunk in chunks where !textChunks.contains(chunk.type) {
        digest.update(UnsafeRawBufferPointer(rebasing: buffer[chunk.bytes]))
      }
    }
    return digest.finalize()
  }

  /// A checked PNG's stamp: the values of the tEXt keywords starting with `prefix`, and the
  /// digest of the file's image bytes as they are now. `ambiguous` is true when a keyword
  /// under `prefix` appears more than once: such a stamp says two things and is not trusted.
  public struct Reading: Sendable {
    public var values: [String: String]
    public var ambiguous: Bool
    public var imageDigest: String
    /// The chunks that change how viewers show the pixels without changing what libpng decodes
    /// (`displayChunks`), in file order. ListShot writes none of them.
    public var displayChunks: [String] = []
  }

  /// Ancillary chunks that make browsers and viewers show other colours (a colour profile,
  /// primaries, a rendering intent, coding-independent code points, HDR metadata) or another
  /// orientation (Exif) than the pixels libpng decodes, which are what ListShot compares.
  /// (`gAMA` is not here: libpng applies it, so the decoded pixels already differ.)
  public static let displayChunkTypes: [String: String] = [
    "iCCP": "colour profile", "cHRM": "primaries", "sRGB": "rendering intent", "cICP": "colour space code points",
    "mDCv": "mastering display colour volume", "cLLi": "content light level", "eXIf": "Exif orientation",
  ]

  public static func read(_ png: [UInt8], prefix: String, file: String) throws -> Reading {
    _ = try PNGChunkReader.header(of: png, file: file)
    let chunks = try PNGChunkReader.chunks(of: png, file: file)
    var values: [String: String] = [:]
    var ambiguous = false
    for chunk in chunks where textChunks.contains(chunk.type) {
      guard let pair = PNGText.decode(type: chunk.type, data: png[chunk.data]), pair.key.hasPrefix(prefix) else {
        // A compressed text chunk under the prefix cannot be read here: it makes the stamp
        // ambiguous rather than being skipped.
        if chunk.type != "tEXt", png[chunk.data].starts(with: Array(prefix.utf8)) { ambiguous = true }
        continue
      }
      if values.updateValue(pair.value, forKey: pair.key) != nil { ambiguous = true }
    }
    return Reading(
      values: values, ambiguous: ambiguous, imageDigest: imageDigest(png, chunks: chunks),
      displayChunks: chunks.map(\.type).filter { displayChunkTypes[$0] != nil })
  }
}
