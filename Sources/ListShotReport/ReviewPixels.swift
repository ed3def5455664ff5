import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotPNG

/// The rendered image of a change, rebuilt from a report folder's own images, for
/// `listshot review` to accept it without rendering again.
///
/// A report keeps the golden as it was and the changed region of the render (`ReviewImages`);
/// the render is the golden with the region laid over it, because the two are equal outside
/// the region (verify checks that, and keeps the whole render when a tolerance left pixels
/// outside it different). The rebuilt image is then proved to be the render: its pixels,
/// premultiplied back into Cairo's ARGB32 words, have the digest the render had
/// (`ReviewImages.actualPixels`, the stamp of a recorded golden). An edited report, a swapped
/// image or an image that does not match its name fails that proof and is refused.
public enum ReviewPixels {
  /// The rebuilt render and its pixel digest (equal to `images.actualPixels`).
  public struct Rebuilt {
    public var image: RGBAImage
    public var pixels: String
  }

  /// Rebuilds the render of `images` from the files in `root`. Throws `.badInput` naming
  /// `variant` when the report cannot rebuild it or the result is not the render.
  public static func rebuild(_ images: ReviewImages, variant: String, in root: URL) throws -> Rebuilt {
    guard let expected = images.actualPixels, let goldenDigest = images.goldenDigest, let patchPath = images.actual
    else {
      throw tampered(variant, "it keeps no pixels to accept (a report of verify with --report, format 3, keeps them)")
    }
    let goldenBytes = try read(images.golden, variant: variant, in: root)
    guard digest(goldenBytes) == goldenDigest else {
      throw tampered(variant, "its golden image is not the one the report compared against")
    }
    let image: RGBAImage
    if let whole = images.whole {
      image = try decode(try read(whole, variant: variant, in: root), variant: variant)
    } else if images.actualIsWhole == true {
      image = try decode(try read(patchPath, variant: variant, in: root), variant: variant)
    } else {
      var base = try decode(goldenBytes, variant: variant)
      let patch = try decode(try read(patchPath, variant: variant, in: root), variant: variant)
      guard let region = images.region, region.count == 4, region[0] >= 0, region[1] >= 0,
        region[2] == patch.width, region[3] == patch.height,
        region[0] <= base.width - patch.width, region[1] <= base.height - patch.height
      else { throw tampered(variant, "its changed region does not fit its golden") }
      lay(patch, over: &base, x: region[0], y: region[1])
      image = base
    }
    guard let pixels = pixelDigest(image), pixels == expected else {
      throw tampered(variant, "the pixels it rebuilds are not the render it reports")
    }
    return Rebuilt(image: image, pixels: pixels)
  }

  /// `ARGBPixels.digest` of the Cairo ARGB32 words `image` came from: each straight pixel
  /// premultiplied back into the one word that un-premultiplies to it. Nil when some pixel
  /// has no such word (no render gives it).
  public static func pixelDigest(_ image: RGBAImage) -> String? {
    var words = [UInt32](repeating: 0, count: image.width * image.height)
    let table = premultiplied
    let ok = image.pixels.withUnsafeBufferPointer { p -> Bool in
      for i in 0..<words.count {
        let r = Int(p[i * 4]), g = Int(p[i * 4 + 1]), b = Int(p[i * 4 + 2]), a = Int(p[i * 4 + 3])
        switch a {
        case 255: words[i] = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        case 0:
          guard r == 0, g == 0, b == 0 else { return false }
        default:
          let cr = table[a << 8 | r], cg = table[a << 8 | g], cb = table[a << 8 | b]
          guard cr >= 0, cg >= 0, cb >= 0 else { return false }
          words[i] = UInt32(a) << 24 | UInt32(cr) << 16 | UInt32(cg) << 8 | UInt32(cb)
        }
      }
      return true
    }
    guard ok else { return nil }
    let digest = Digest()
    [UInt64(image.width), UInt64(image.height)].withUnsafeBytes { digest.update($0) }
    words.withUnsafeBytes { digest.update($0) }
    return digest.finalize()
  }

  /// For alpha `a` (1...254) and straight value `s`, at `a << 8 | s`: the premultiplied value
  /// `c` (0...a) that the PNG encoder un-premultiplies to `s` (`ARGBRows.straightRGBA`:
  /// `min(255, (c * 255 + a / 2) / a)`), or -1 when none does. The map from `c` is strictly
  /// increasing for a < 255, so there is at most one.
  static let premultiplied: [Int16] = {
    var table = [Int16](repeating: -1, count: 256 * 256)
    for a in 1..<255 {
      for c in 0...a { table[a << 8 | min(255, (c * 255 + a / 2) / a)] = Int16(c) }
    }
    return table
  }()

  /// Copies `patch` into `base` at (x, y); the caller has checked that it fits.
  static func lay(_ patch: RGBAImage, over base: inout RGBAImage, x: Int, y: Int) {
    let rowBytes = patch.width * 4, baseRow = base.width * 4
    patch.pixels.withUnsafeBufferPointer { source in
      base.pixels.withUnsafeMutableBufferPointer { target in
        for row in 0..<patch.height {
          (target.baseAddress! + (y + row) * baseRow + x * 4).update(
            from: source.baseAddress! + row * rowBytes, count: rowBytes)
        }
      }
    }
  }

  /// A report image: `images/<digest>.png` inside `root` (no link on the way), a regular
  /// file whose bytes have that digest.
  public static func read(_ relative: String, variant: String, in root: URL) throws -> [UInt8] {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == ReportStore.imagesFolder, ReportStore.isStoredName(String(parts[1])) else {
      throw tampered(variant, "it names an image outside images/ ('\(relative)')")
    }
    let url = try ContainedPath.resolve(relative, under: root)
    guard let bytes = try InputFile.readIfPresent(url, maxBytes: Limits.maxPNGFileBytes, what: "report image") else {
      throw tampered(variant, "its image \(relative) is not in the report folder")
    }
    guard digest(bytes) + ".png" == parts[1] else {
      throw tampered(variant, "its image \(relative) does not hold the bytes its name says (swapped or edited)")
    }
    return bytes
  }

  /// A report's display list: `images/<digest>.json` inside `root` (no link on the way), a
  /// regular file of at most `Limits.maxTextGoldenBytes` whose bytes have that digest.
  public static func readText(_ relative: String, variant: String, in root: URL) throws -> [UInt8] {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == ReportStore.imagesFolder, ReportStore.isStoredName(String(parts[1])),
      parts[1].hasSuffix(".json")
    else {
      throw tampered(variant, "it names a display list outside images/ ('\(relative)')")
    }
    let url = try ContainedPath.resolve(relative, under: root)
    guard let bytes = try InputFile.readIfPresent(url, maxBytes: Limits.maxTextGoldenBytes, what: "report file")
    else {
      throw tampered(variant, "its display list \(relative) is not in the report folder")
    }
    guard digest(bytes) + ".json" == parts[1] else {
      throw tampered(variant, "its display list \(relative) does not hold the bytes its name says (swapped or edited)")
    }
    return bytes
  }

  static func decode(_ bytes: [UInt8], variant: String) throws -> RGBAImage {
    do {
      return try PNGDecoder.decode(bytes, file: variant, maxPixels: Limits.maxGoldenPixels)
    } catch {
      throw tampered(variant, "one of its images is not a valid PNG: \(error)")
    }
  }

  static func digest(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { Digest.of($0) } }

  static func tampered(_ variant: String, _ why: String) -> ListShotError {
    ListShotError(.badInput, "the report cannot be trusted for \(variant): \(why); nothing was written")
  }
}
