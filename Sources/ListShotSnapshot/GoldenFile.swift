import Foundation
import ListShotCore
import ListShotFiles
import ListShotPNG

/// What happened to one golden when a rendered image was checked against it.
public enum GoldenOutcome: Hashable, Sendable {
  /// Equal. `decoded` is false when the stamps proved it without decoding the golden.
  /// `tolerated` is set when the pixels differ and only the tolerance let them pass: the
  /// check passes, but nothing calls it equal.
  case matched(decoded: Bool, tolerated: ImageComparison? = nil)
  /// No golden existed; it was written.
  case recordedNew
  /// A golden existed and was rewritten (record mode `all`, or `failed` after a mismatch).
  /// After a mismatch, `artifacts` holds the previous golden, the new image and their diff.
  case rerecorded(previous: ImageComparison?, artifacts: Artifacts?)
  /// No golden exists and the record mode forbids writing one.
  case missing
  /// Different. `environment` explains a changed render environment when there is one.
  case mismatched(ImageComparison, artifacts: Artifacts, environment: String?)

  /// Whether the check fails. A golden whose pixels were just written (new, or rewritten
  /// after a difference) fails too, once, so that a person looks at it before it is
  /// committed; a golden rewritten with equal pixels (restamped) passes.
  public var isFailure: Bool {
    switch self {
    case .matched: return false
    case .rerecorded(let previous, _): return previous.map { !$0.matches } ?? false
    case .recordedNew, .missing, .mismatched: return true
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

/// The tEXt keys of a golden's stamp. Each digest key names its algorithm: a golden stamped
/// under older keys (`listshot:pixels`, `listshot:pixels-v2`, `listshot:idat-v2`,
/// `listshot:image-xxh3`) has no stamp today's build trusts, so it is decoded and compared,
/// and is fast again once recorded anew.
public enum GoldenStamp {
  /// The prefix of every key ListShot writes.
  public static let prefix = "listshot:"
  /// The digest of the pixels, `ARGBPixels.digest` (XXH3-128).
  public static let pixels = "listshot:pixels-xxh3"
  /// The digest of the pixel digest and the golden's own image bytes together
  /// (`GoldenStamp.bound`): the two are bound, so the pixel stamp of one golden next to the
  /// image bytes and image stamp of another is no proof.
  public static let image = "listshot:golden-xxh3"
  public static let environment = "listshot:environment"

  /// XXH3-128 of `pixels` (a pixel digest) and `image` (`PNGStamp.imageDigest` of the file),
  /// as the stamp under `image` holds it.
  public static func bound(pixels: String, image: String) -> String {
    let digest = Digest()
    digest.update(Array("\(pixels) \(image)".utf8))
    return digest.finalize()
  }
}

/// Checks rendered pixels against golden PNG files and records them when the mode allows.
///
/// Goldens are only ever written in a record mode, and always atomically, stamped with the
/// pixel digest, the digest of their own image bytes and the render environment. Checking an
/// unchanged variant then needs no decoding: the golden's stamped pixel digest equals the
/// fresh render's, and the digest of its image bytes, computed now from the file on disk,
/// equals the stamped one. Any other case decodes and compares: no stamp or an older one, an
/// edited or re-optimised file (any change to a chunk that can change a pixel: header,
/// palette, transparency, colour chunks, image data, or one added), a stamp key given twice,
/// or different pixels. A golden that is not a strictly valid PNG is an error.
///
/// The image stamp is bound to the pixel stamp, so parts of two real goldens put together (one's
/// pixel stamp, the other's image bytes and image stamp) prove nothing and are decoded.
/// What the stamp cannot rule out is a forgery made on purpose: a file whose author computed
/// the digests of another render and wrote them in. The digests are not secret and not
/// cryptographic; goldens are reviewed like source code.
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

  /// - Parameter regions: named areas of the image in pixels (the rows of a screen and their
  ///   parts); a mismatch reports which of them hold changed pixels.
  /// - Parameter evidence: called with the golden and the changed region of a render that
  ///   differs (before a re-record replaces the golden), for a report that stores only those.
  /// - Parameter overwritingPixels: the caller owns the pixels' memory and will not read it
  ///   again: when the golden must be decoded, the render is converted to RGBA in that memory
  ///   instead of into a copy, so a comparison holds one copy of each image, not three.
  public func check(
    _ pixels: ARGBPixels, golden: URL, name: String, regions: [(name: NodePath, rect: PixelRect)] = [],
    evidence: ((ChangeEvidence) throws -> Void)? = nil, overwritingPixels: Bool = false
  ) throws -> GoldenOutcome {
    guard
      let bytes = try InputFile.readIfPresent(
        golden, maxBytes: Limits.maxPNGFileBytes, what: "golden", followingLinks: false)
    else {
      guard mode.shouldRecord(goldenExists: false, matches: false) else { return .missing }
      try record(pixels, to: golden)
      return .recordedNew
    }
    let stamp = try PNGStamp.read(bytes, prefix: GoldenStamp.prefix, file: golden.path)
    if let chunk = stamp.displayChunks.first {
      // Equal decoded pixels would pass while every viewer shows the golden otherwise.
      throw ListShotError(
        .badInput, at: SourceLocation(file: golden.path),
        "the golden has a \(chunk) chunk (\(PNGStamp.displayChunkTypes[chunk] ?? "")), so browsers and the report "
          + "show it otherwise than the pixels ListShot compares",
        expected:
          "a golden as ListShot records it, without colour or orientation chunks (delete it and record it again)")
    }
    let digest = pixels.digest
    if Self.stampProves(stamp, pixels: digest) {
      if mode == .all, stamp.values[GoldenStamp.environment] != environment {
        try record(pixels, to: golden)
        return .rerecorded(previous: nil, artifacts: nil)
      }
      return .matched(decoded: false)
    }
    // From here on the render is straight RGBA: converted in place when allowed, else copied.
    if overwritingPixels && pixels.stride % 4 == 0 {
      let actual = RGBAView(
        base: pixels.convertToStraightRGBAInPlace(), width: pixels.width, height: pixels.height, stride: pixels.stride)
      return try check(
        actual, digest: digest, golden: golden, bytes: bytes, stamp: stamp, name: name, regions: regions,
        evidence: evidence)
    }
    let copy = pixels.rgba
    return try copy.pixels.withUnsafeBufferPointer {
      let actual = RGBAView(base: $0.baseAddress, width: copy.width, height: copy.height, stride: copy.width * 4)
      return try check(
        actual, digest: digest, golden: golden, bytes: bytes, stamp: stamp, name: name, regions: regions,
        evidence: evidence)
    }
  }

  /// The decoding half of `check`, with the render as RGBA and its ARGB digest.
  private func check(
    _ actual: RGBAView, digest: String, golden: URL, bytes: [UInt8], stamp: PNGStamp.Reading, name: String,
    regions: [(name: NodePath, rect: PixelRect)], evidence: ((ChangeEvidence) throws -> Void)?
  ) throws -> GoldenOutcome {
    let found = try compare(
      actual, golden: bytes, file: golden.path, name: name, regions: regions, reviewing: evidence != nil)
    let comparison = found.comparison
    if !comparison.isIdentical, let evidence,
      let made = ChangeEvidence.make(
        golden: bytes, actual: actual, marks: found.marks, colourChange: found.colourChange,
        expectedWidth: comparison.expectedWidth, expectedHeight: comparison.expectedHeight, pixelDigest: digest,
        regionRebuilds: found.regionRebuilds)
    {
      try evidence(made)
    }
    if mode.shouldRecord(goldenExists: true, matches: comparison.matches) {
      // The old golden is about to go: what it looked like is in the artifacts and the evidence.
      try AtomicFile.write(stampedPNG(png: actual.png(), digest: digest), to: golden)
      return .rerecorded(previous: comparison, artifacts: found.artifacts)
    }
    if comparison.matches { return .matched(decoded: true, tolerated: comparison.isIdentical ? nil : comparison) }
    let stamped = stamp.values[GoldenStamp.environment]
    let note = stamped.flatMap {
      $0 == environment ? nil : "the golden was made in another environment (\($0)); now \(environment)"
    }
    return .mismatched(comparison, artifacts: found.artifacts ?? Artifacts(), environment: note)
  }

  /// Decodes the golden and compares. Everything that needs the decoded golden (the
  /// comparison, the changed colour, the artifact files) happens in here, so that it is freed
  /// before the caller encodes the evidence: a thread holds at most the render, the decoded
  /// golden and the marks at once (and, only when artifact files are asked for, the diff
  /// image and the side-by-side strip).
  private func compare(
    _ actual: RGBAView, golden bytes: [UInt8], file: String, name: String,
    regions: [(name: NodePath, rect: PixelRect)], reviewing: Bool
  ) throws -> (
    comparison: ImageComparison, marks: PerceptualDiff.Marks?, colourChange: ColourChange?, artifacts: Artifacts?,
    regionRebuilds: Bool
  ) {
    let expected = try PNGDecoder.decode(bytes, file: file, maxPixels: Limits.maxGoldenPixels)
    let (result, marks) = PerceptualDiff.run(expected: expected, actual: actual, options: options)
    var comparison = ImageComparison(result)
    guard !result.isIdentical else { return (comparison, nil, nil, nil, true) }
    // A review rebuilds a failure's render from the golden and the changed region; under a
    // tolerance some pixels outside it may differ unmarked, and then the whole render is kept
    // (not for a pass: there is nothing to accept).
    let rebuilds =
      !reviewing || result.passes || ChangeEvidence.equalOutside(expected, actual, box: marks?.bounds)
    // A pass that only the tolerance let through is described too (its rows, and the evidence
    // a report shows), but writes no artifact files: those are for failures.
    comparison.changedRegions = regions.filter { marks?.hasDifference(in: $0.rect) ?? false }.map(\.name)
    let colour =
      reviewing ? marks?.colourChange(expected: expected, actual: actual, differing: result.differingPixels) : nil
    guard !result.passes, artifactsDirectory != nil else { return (comparison, marks, colour, nil, rebuilds) }
    let artifacts = try writeArtifacts(name: name, expected: expected, actual: actual.image(), marks: marks)
    return (comparison, marks, colour, artifacts, rebuilds)
  }

  /// True when the stamp shows, without decoding, that the golden holds the pixels whose
  /// digest is `pixels`: it names them, it is unambiguous, and the image bytes on disk are
  /// still those it was written for, for those pixels (the bound digest of the two).
  static func stampProves(_ stamp: PNGStamp.Reading, pixels: String) -> Bool {
    guard !stamp.ambiguous, let stampedPixels = stamp.values[GoldenStamp.pixels],
      let stampedImage = stamp.values[GoldenStamp.image]
    else { return false }
    return stampedPixels == pixels && stampedImage == GoldenStamp.bound(pixels: pixels, image: stamp.imageDigest)
  }

  /// The stamped PNG for `pixels`, as recorded goldens hold it.
  public func stampedPNG(_ pixels: ARGBPixels) throws -> [UInt8] {
    try stampedPNG(png: pixels.png(), digest: pixels.digest)
  }

  /// `png` (the render's file) with the stamps: the render's pixel digest, the digest of the
  /// file's own image data and the environment. `listshot review` records an accepted
  /// golden through it, from a report's pixels.
  public func stampedPNG(png: [UInt8], digest: String) throws -> [UInt8] {
    try PNGStamp.appending(
      [
        (GoldenStamp.pixels, digest),
        (GoldenStamp.image, GoldenStamp.bound(pixels: digest, image: try PNGStamp.imageDigest(png, file: "<render>"))),
        (GoldenStamp.environment, environment),
      ],
      to: png)
  }

  private func record(_ pixels: ARGBPixels, to golden: URL) throws {
    try AtomicFile.write(stampedPNG(pixels), to: golden)
  }

  private func writeArtifacts(name: String, expected: RGBAImage, actual: RGBAImage, marks: PerceptualDiff.Marks?) throws
    -> Artifacts
  {
    guard let directory = artifactsDirectory else { return Artifacts() }
    let diff = DiffImage.render(expected: expected, actual: actual, marks: marks)
    let base = try ContainedPath.resolve(name + ".png", under: directory).deletingPathExtension()
    let paths = Artifacts(
      expected: base.appendingPathExtension("expected.png").path,
      actual: base.appendingPathExtension("actual.png").path,
      diff: base.appendingPathExtension("diff.png").path,
      sideBySide: base.appendingPathExtension("side-by-side.png").path)
    try AtomicFile.write(PNGEncoder.encode(expected), to: URL(fileURLWithPath: paths.expected!))
    try AtomicFile.write(PNGEncoder.encode(actual), to: URL(fileURLWithPath: paths.actual!))
    try AtomicFile.write(PNGEncoder.encode(diff), to: URL(fileURLWithPath: paths.diff!))
    try AtomicFile.write(
      PNGEncoder.encode(PerceptualDiff.sideBySide(expected: expected, diff: diff, actual: actual)),
      to: URL(fileURLWithPath: paths.sideBySide!))
    return paths
  }
}
