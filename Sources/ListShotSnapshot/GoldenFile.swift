import Foundation
import ListShotCore
import ListShotPNG

/// What happened to one golden when a rendered image was checked against it.
public enum GoldenOutcome: Hashable, Sendable {
  /// Equal. `decoded` is false when the stamps proved it without decoding the golden.
  case matched(decoded: Bool)
  /// No golden existed; it was written.
  case recordedNew
  /// A golden existed and was rewritten (record mode `all`, or `failed` after a mismatch).
  /// After a mismatch, `artifacts` holds the previous golden, the new image and their diff.
  case rerecorded(previous: ImageComparison?, artifacts: Artifacts?)
  /// No golden exists and the record mode forbids writing one.
  case missing
  /// Different. `environment` explains a changed render environment when there is one.
  case mismatched(ImageComparison, artifacts: Artifacts, environment: String?)

  public var isFailure: Bool {
    switch self {
    case .matched, .recordedNew, .rerecorded: return false
    case .missing, .mismatched: return true
    }
  }
}

/// The files written for a failed comparison.
public struct Artifacts: Hashable, Sendable, Codable {
  public var expected: String?
  public var actual: String?
  public var diff: String?
  public var sideBySide: String?

  public init(expected: String? = nil, actual: String? = nil, diff: String? = nil, sideBySide: String? = nil) {
    self.expected = expected
    self.actual = actual
    self.diff = diff
    self.sideBySide = sideBySide
  }

  public var paths: [String] { [expected, actual, diff, sideBySide].compactMap { $0 } }
}

/// The tEXt keys of a golden's stamp.
public enum GoldenStamp {
  /// The digest of the pixels, `ARGBPixels.digest`. The key names the digest algorithm:
  /// goldens stamped under an older key (`legacyPixels`) are not trusted by stamp but decoded
  /// and compared, and are fast again once recorded anew.
  public static let pixels = "listshot:pixels-v2"
  /// The key of the first pixel digest (a slower two-lane algorithm), no longer compared.
  public static let legacyPixels = "listshot:pixels"
  /// The digest of the golden's own image data (`PNGStamp.imageDataDigest`), under a key
  /// that names the algorithm like `pixels`: one from before is simply not found, and the
  /// golden is decoded.
  public static let imageData = "listshot:idat-v2"
  public static let environment = "listshot:environment"
}

/// Checks rendered pixels against golden PNG files and records them when the mode allows.
///
/// Goldens are only ever written in a record mode, and always atomically, stamped with the
/// pixel digest, the digest of their own image data and the render environment. Checking an
/// unchanged variant then needs no decoding: the golden's stamped pixel digest equals the
/// fresh render's, and its image data still has the stamped digest. Any other case (no
/// stamp, an edited or re-optimised file, different pixels) decodes and compares.
public struct GoldenFile: Sendable {
  public var mode: RecordMode
  public var artifactsDirectory: URL?
  /// The current render environment, stamped into recorded goldens.
  public var environment: String
  /// When a render counts as equal to its golden; exact by default.
  public var options: DiffOptions

  public init(mode: RecordMode, artifactsDirectory: URL?, environment: String = "", options: DiffOptions = .exact) {
    self.mode = mode
    self.artifactsDirectory = artifactsDirectory
    self.environment = environment
    self.options = options
  }

  /// - Parameter regions: named areas of the image in pixels (the rows of a screen); a
  ///   mismatch reports which of them hold changed pixels.
  public func check(
    _ pixels: ARGBPixels, golden: URL, name: String, regions: [(name: String, rect: PixelRect)] = []
  ) throws -> GoldenOutcome {
    let bytes = FileManager.default.contents(atPath: golden.path).map { [UInt8]($0) }
    guard let bytes else {
      guard mode.shouldRecord(goldenExists: false, matches: false) else { return .missing }
      try record(pixels, to: golden)
      return .recordedNew
    }
    let info = try PNGDecoder.info(bytes, file: golden.path)
    let digest = pixels.digest
    if info.text[GoldenStamp.pixels] == digest,
      try info.text[GoldenStamp.imageData] == PNGStamp.imageDataDigest(bytes, file: golden.path)
    {
      if mode == .all, info.text[GoldenStamp.environment] != environment {
        try record(pixels, to: golden)
        return .rerecorded(previous: nil, artifacts: nil)
      }
      return .matched(decoded: false)
    }
    let expected = try PNGDecoder.decode(bytes, file: golden.path)
    let actual = pixels.rgba
    let (result, diffImage) = PerceptualDiff.diff(expected: expected, actual: actual, options: options)
    var comparison = ImageComparison(result)
    if !result.passes { comparison.changedRegions = Self.changed(regions, in: diffImage) }
    if mode.shouldRecord(goldenExists: true, matches: comparison.matches) {
      // The old golden is about to go: keep what it looked like next to the new image.
      let artifacts = comparison.matches || artifactsDirectory == nil
        ? nil : try writeArtifacts(name: name, pixels: pixels, expected: expected, actual: actual, diff: diffImage)
      try record(pixels, to: golden)
      return .rerecorded(previous: comparison, artifacts: artifacts)
    }
    if comparison.matches { return .matched(decoded: true) }
    let stamped = info.text[GoldenStamp.environment]
    let note = stamped.flatMap { $0 == environment ? nil : "the golden was made in another environment (\($0)); now \(environment)" }
    return .mismatched(
      comparison, artifacts: try writeArtifacts(name: name, pixels: pixels, expected: expected, actual: actual, diff: diffImage),
      environment: note)
  }

  /// The regions in which the diff image has a changed (pure red) pixel.
  static func changed(_ regions: [(name: String, rect: PixelRect)], in diff: RGBAImage) -> [String] {
    regions.filter { region in
      let r = region.rect
      let x0 = max(0, r.x), y0 = max(0, r.y)
      let x1 = min(diff.width, r.x + r.width), y1 = min(diff.height, r.y + r.height)
      guard x0 < x1, y0 < y1 else { return false }
      for y in y0..<y1 {
        for x in x0..<x1 {
          let o = (y * diff.width + x) * 4
          if diff.pixels[o] == 255, diff.pixels[o + 1] == 0, diff.pixels[o + 2] == 0 { return true }
        }
      }
      return false
    }.map(\.name)
  }

  /// The stamped PNG for `pixels`, as recorded goldens hold it.
  public func stampedPNG(_ pixels: ARGBPixels) throws -> [UInt8] {
    let png = pixels.png()
    return try PNGStamp.appending(
      [(GoldenStamp.pixels, pixels.digest), (GoldenStamp.imageData, try PNGStamp.imageDataDigest(png, file: "<render>")),
       (GoldenStamp.environment, environment)],
      to: png)
  }

  private func record(_ pixels: ARGBPixels, to golden: URL) throws {
    try AtomicFile.write(stampedPNG(pixels), to: golden)
  }

  private func writeArtifacts(
    name: String, pixels: ARGBPixels, expected: RGBAImage, actual: RGBAImage, diff: RGBAImage
  ) throws -> Artifacts {
    guard let directory = artifactsDirectory else { return Artifacts() }
    let base = try ContainedPath.resolve(name + ".png", under: directory).deletingPathExtension()
    let paths = Artifacts(
      expected: base.appendingPathExtension("expected.png").path, actual: base.appendingPathExtension("actual.png").path,
      diff: base.appendingPathExtension("diff.png").path, sideBySide: base.appendingPathExtension("side-by-side.png").path)
    try AtomicFile.write(PNGEncoder.encode(expected), to: URL(fileURLWithPath: paths.expected!))
    try AtomicFile.write(pixels.png(), to: URL(fileURLWithPath: paths.actual!))
    try AtomicFile.write(PNGEncoder.encode(diff), to: URL(fileURLWithPath: paths.diff!))
    try AtomicFile.write(
      PNGEncoder.encode(PerceptualDiff.sideBySide(expected: expected, diff: diff, actual: actual)),
      to: URL(fileURLWithPath: paths.sideBySide!))
    return paths
  }
}
