import ListShotCore

/// Stamps a PNG with text recorded after its image data, and checks that image data later.
///
/// A golden written by ListShot carries, in tEXt chunks placed after the IDAT chunks:
/// the digest of the pixels it was encoded from, the digest of its own compressed image
/// data, and the render environment. `verify` compares the first with a fresh render and uses
/// the second to make sure the file still holds exactly those pixels: any tool that re-encodes
/// or edits the image changes the IDAT bytes, and the check falls back to a full decode.
public enum PNGStamp {
  /// `png` (a valid PNG) with tEXt chunks for `text` inserted just before IEND.
  public static func appending(_ text: [(key: String, value: String)], to png: [UInt8]) throws -> [UInt8] {
    _ = try PNGChunkReader.header(of: png, file: "<png>")
    guard let end = try PNGChunkReader.chunks(of: png, file: "<png>").last, end.type == "IEND" else { return png }
    let iend = end.offset
    var writer = PNGChunkWriter()
    for (key, value) in text { writer.writeText(key: key, value: value) }
    let chunks = writer.bytes.dropFirst(PNGChunkWriter.signature.count)
    return Array(png[..<iend]) + chunks + Array(png[iend...])
  }

  /// The digest of the concatenated IDAT payloads of a valid PNG.
  public static func imageDataDigest(_ png: [UInt8], file: String) throws -> String {
    _ = try PNGChunkReader.header(of: png, file: file)
    let chunks = try PNGChunkReader.chunks(of: png, file: file)
    var digest = Digest128x8()
    png.withUnsafeBytes { buffer in
      for chunk in chunks where chunk.type == "IDAT" {
        digest.update(UnsafeRawBufferPointer(rebasing: buffer[chunk.data]))
      }
    }
    return digest.finalize()
  }
}
