import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotSnapshot

/// The images of a report folder, written while verify runs: each result's images are
/// stored as soon as its worker has them, so nothing waits in memory for the end of the run.
///
/// A file is named by the digest of its bytes (`images/<digest>.png`, XXH3-128 through `Digest`), so an
/// image is stored once however many variants show it. The digest is not cryptographic: a
/// crafted collision could only make the page show one picture in place of another, never
/// change what verify decides. For a
/// change the store keeps the golden as it was, the changed region of the rendered image and
/// the mask of changed pixels (`ChangeEvidence`); for a new golden, a copy of it.
public final class ReportStore: VerifySink, @unchecked Sendable {
  /// The report folder.
  public let root: URL
  public static let imagesFolder = "images"

  private let lock = NSLock()
  private var written = Set<String>()

  public init(root: URL) {
    self.root = root.absoluteURL.standardizedFileURL
  }

  public func receive(_ result: VerifyResult, evidence: ChangeEvidence?, text: TextGolden.Evidence?) throws
    -> VerifyResult
  {
    var result = result
    if let text {
      result.text = ReviewText(
        actual: try store([UInt8](text.actual), extension: "json"), goldenDigest: text.goldenDigest)
    }
    if let evidence {
      let region = evidence.region
      result.images = ReviewImages(
        golden: try store(evidence.golden), actual: try store(evidence.actual),
        region: [region.x, region.y, region.width, region.height],
        actualIsWhole: evidence.actualIsWhole ? true : nil,
        actualSize: [evidence.actualWidth, evidence.actualHeight],
        goldenSize: [evidence.goldenWidth, evidence.goldenHeight],
        mask: try evidence.mask.map { try store($0) },
        maskRegion: evidence.maskRegion.map { [$0.x, $0.y, $0.width, $0.height] },
        goldenDigest: evidence.golden.withUnsafeBytes { Digest.of($0) }, actualPixels: evidence.actualPixels,
        whole: try evidence.whole.map { try store($0) })
      result.colourChange = evidence.colourChange
    } else if result.status == .recorded || result.status == .rerecorded, let golden = result.artifacts?.actual {
      result.images = ReviewImages(golden: try store(Self.read(golden)))
    }
    return result
  }

  /// Stores `bytes` under their digest (`.png`, or `.json` for a display list); returns the
  /// path relative to the folder.
  public func store(_ bytes: [UInt8], extension ext: String = "png") throws -> String {
    let relative = "\(Self.imagesFolder)/\(bytes.withUnsafeBytes { Digest.of($0) }).\(ext)"
    lock.lock()
    let fresh = written.insert(relative).inserted
    lock.unlock()
    guard fresh else { return relative }
    let url = try ContainedPath.resolve(relative, under: root)
    // An earlier run may have left the same content under the same name.
    if let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size == bytes.count {
      return relative
    }
    try AtomicFile.write(bytes, to: url)
    return relative
  }

  /// The images this store wrote or found, relative to the folder.
  public var storedImages: Set<String> {
    lock.lock(); defer { lock.unlock() }
    return written
  }

  /// Whether `name` is a file name the store gives: 32 lowercase hex digits and `.png` (an
  /// image) or `.json` (a display list).
  static func isStoredName(_ name: String) -> Bool {
    (name.count == 36 && name.hasSuffix(".png") || name.count == 37 && name.hasSuffix(".json"))
      && name.prefix(32).allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
  }

  /// An image for copying into the report: a regular file of at most `Limits.maxPNGFileBytes`.
  static func read(_ path: String) throws -> [UInt8] {
    guard
      let bytes = try InputFile.readIfPresent(
        URL(fileURLWithPath: path), maxBytes: Limits.maxPNGFileBytes, what: "image")
    else {
      throw ListShotError(
        .io, at: SourceLocation(file: path), "cannot read the image for the report", expected: "a regular file")
    }
    return bytes
  }
}
