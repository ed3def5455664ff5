import Foundation
import ListShotCore
import ListShotFiles

/// The contents of the image files a process holds, each once: screens keep their images'
/// bytes from the moment the spec is read until they are painted (nothing opens the file
/// again), so without this, 24 hard links to one 60 MB PNG (or 24 copies of it) kept 24
/// buffers, 1.5 GB.
///
/// A file read again, under any path, is found by its device, inode, size and modification
/// time before it is read; a new file with the same content, by its digest once it is read;
/// either way the value shares the bytes already held. The contents still held (by any live
/// value) are bounded in all: `Limits.maxImageBytesInAll` of file bytes and
/// `Limits.maxImagePixelsInAll` of raster pixels (what decoding them takes), checked before a
/// new content is decoded. A content no value holds any more no longer counts.
public final class ImageContents: @unchecked Sendable {
  public static let shared = ImageContents(maxBytes: Limits.maxImageBytesInAll, maxPixels: Limits.maxImagePixelsInAll)

  public typealias Identity = InputFile.Identity

  private struct Entry {
    weak var owner: AnyObject?
    /// The file without its bytes: the entry must not keep them alive.
    var file: ImageFile
    var bytes: Int
    var pixels: Int
  }

  private let lock = NSLock()
  private let maxBytes: Int, maxPixels: Int
  private var byDigest: [String: Entry] = [:]
  private var digestOf: [Identity: String] = [:]

  public init(maxBytes: Int, maxPixels: Int) {
    self.maxBytes = maxBytes
    self.maxPixels = maxPixels
  }

  /// The content held for the file `identity` names, under `path`; nil when none is.
  public func file(_ identity: Identity, named path: String) -> ImageFile? {
    lock.withLock {
      guard let digest = digestOf[identity], let entry = byDigest[digest], let owner = entry.owner else { return nil }
      return entry.file.sharing(owner, named: path)
    }
  }

  /// The content held with `digest`, under `path`; nil when none is.
  public func file(digest: String, named path: String) -> ImageFile? {
    lock.withLock {
      guard let entry = byDigest[digest], let owner = entry.owner else { return nil }
      return entry.file.sharing(owner, named: path)
    }
  }

  /// Why holding one more content of `bytes` file bytes and `pixels` raster pixels would pass
  /// the bounds, or nil.
  public func problem(adding bytes: Int, pixels: Int) -> String? {
    lock.withLock {
      prune()
      let heldBytes = byDigest.values.reduce(0) { $0 + $1.bytes }
      let heldPixels = byDigest.values.reduce(0) { $0 + $1.pixels }
      if heldBytes + bytes > maxBytes {
        return "would bring the image files held to \(heldBytes + bytes) bytes; the limit is \(maxBytes) bytes in all"
      }
      if heldPixels + pixels > maxPixels {
        return
          "would bring the raster images held to \(heldPixels + pixels) pixels; the limit is \(maxPixels) pixels in all"
      }
      return nil
    }
  }

  /// Keeps `file` (read from `identity`) as the content of its digest.
  public func keep(_ file: ImageFile, identity: Identity?) {
    guard let owner = file.bytesOwner, let bytes = file.bytes else { return }
    lock.withLock {
      let pixels = file.kind == .svg ? 0 : Int((file.pixelSize?.width ?? 0) * (file.pixelSize?.height ?? 0))
      byDigest[file.digest] = Entry(owner: owner, file: file.withoutBytes, bytes: bytes.count, pixels: pixels)
      if let identity { digestOf[identity] = file.digest }
    }
  }

  /// Forgets contents no value holds.
  private func prune() {
    for (digest, entry) in byDigest where entry.owner == nil { byDigest[digest] = nil }
    if digestOf.count > 4 * max(16, byDigest.count) {
      digestOf = digestOf.filter { byDigest[$0.value] != nil }
    }
  }
}
