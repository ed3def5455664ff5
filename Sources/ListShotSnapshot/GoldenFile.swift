import Foundation
import ListShotCore
import ListShotPNG

/// What happened to one golden when a rendered image was checked against it.
public enum GoldenOutcome: Hashable, Sendable {
  case matched
  /// No golden existed; it was written.
  case recordedNew
  /// A golden existed and was rewritten (record mode `all`, or `failed` after a mismatch).
  case rerecorded(previous: ImageComparison?)
  /// No golden exists and the record mode forbids writing one.
  case missing
  case mismatched(ImageComparison, artifacts: [String])

  public var isFailure: Bool {
    switch self {
    case .matched, .recordedNew, .rerecorded: return false
    case .missing, .mismatched: return true
    }
  }
}

/// Checks rendered images against golden PNG files and records them when the mode allows.
///
/// Goldens are only ever written in a record mode, and always atomically. On a mismatch the
/// actual image, the golden and a diff image are written to `artifactsDirectory`.
public struct GoldenFile: Sendable {
  public var mode: RecordMode
  public var artifactsDirectory: URL?

  public init(mode: RecordMode, artifactsDirectory: URL?) {
    self.mode = mode
    self.artifactsDirectory = artifactsDirectory
  }

  /// - Parameters:
  ///   - png: the encoded rendered image, written as the golden when recording.
  ///   - image: the same image decoded, compared with the golden's pixels.
  public func check(png: [UInt8], image: RGBAImage, golden: URL, name: String) throws -> GoldenOutcome {
    let exists = FileManager.default.fileExists(atPath: golden.path)
    var comparison: ImageComparison?
    var expected: RGBAImage?
    if exists {
      let decoded = try PNGDecoder.decode(contentsOf: golden)
      expected = decoded
      comparison = ExactComparison.compare(expected: decoded, actual: image)
    }
    let matches = comparison?.matches ?? false
    if mode.shouldRecord(goldenExists: exists, matches: matches) {
      if matches { return .matched }
      try AtomicFile.write(png, to: golden)
      return exists ? .rerecorded(previous: comparison) : .recordedNew
    }
    guard let comparison, let expected else { return .missing }
    if comparison.matches { return .matched }
    return .mismatched(comparison, artifacts: try writeArtifacts(name: name, png: png, expected: expected, actual: image))
  }

  private func writeArtifacts(name: String, png: [UInt8], expected: RGBAImage, actual: RGBAImage) throws -> [String] {
    guard let directory = artifactsDirectory else { return [] }
    let base = directory.appendingPathComponent(name)
    let actualURL = base.appendingPathExtension("actual.png")
    let expectedURL = base.appendingPathExtension("expected.png")
    let diffURL = base.appendingPathExtension("diff.png")
    try AtomicFile.write(png, to: actualURL)
    try AtomicFile.write(PNGEncoder.encode(expected), to: expectedURL)
    try AtomicFile.write(PNGEncoder.encode(ExactComparison.diffImage(expected: expected, actual: actual)), to: diffURL)
    return [expectedURL.path, actualURL.path, diffURL.path]
  }
}
