import ListShotCore

/// How two images are compared: when two pixels count as equal, and how many unequal pixels an
/// image may have and still pass.
///
/// The default is strict: any visible colour change in any pixel fails (`threshold` 0, no
/// global limits); only pixels that `PerceptualDiff` recognises as anti-aliasing are excused.
///
/// - `threshold`: the perceptual colour distance (ΔE in OKLab, 0...1 where 1 is black against
///   white; see `PerceptualDiff.distance`) up to which two pixels count as equal. 0 means the
///   colours must be the same; about 0.02 is the smallest difference people notice side by
///   side (CSS Color 4 gives 0.02 as roughly one just-noticeable ΔEOK).
/// - `detectAntialiasing`: excuse pixels that look like the anti-aliased edge of a shape that
///   moved by a fraction of a pixel. They are counted apart (`DiffResult.antialiasedPixels`)
///   and painted yellow in the diff image, and never fail a comparison.
/// - `maxDiffPixels` / `maxDiffRatio`: global limits. The comparison passes when the number of
///   differing pixels is within every limit given (ratio against the number of pixels compared);
///   with neither, no pixel may differ.
///
/// Every value is checked when the options are made, so an instance is always valid.
public struct DiffOptions: Hashable, Sendable, Encodable {
  public let threshold: Double
  public let detectAntialiasing: Bool
  public let maxDiffPixels: Int?
  public let maxDiffRatio: Double?

  /// The defaults: exact colours, anti-aliasing detection on, no global limits.
  public init() {
    threshold = 0
    detectAntialiasing = true
    maxDiffPixels = nil
    maxDiffRatio = nil
  }

  /// Throws `ListShotError(.badInput)` when `threshold` or `maxDiffRatio` is outside 0...1 (or
  /// not a number) or `maxDiffPixels` is negative.
  public init(
    threshold: Double = 0, detectAntialiasing: Bool = true, maxDiffPixels: Int? = nil,
    maxDiffRatio: Double? = nil
  ) throws {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw ListShotError(
        .badInput, "diff threshold \(threshold) is out of range",
        expected: "a colour distance from 0 (exact) to 1 (black against white)",
        hint: "0.02 is about the smallest difference people notice")
    }
    if let maxDiffPixels, maxDiffPixels < 0 {
      throw ListShotError(
        .badInput, "maximum differing pixels \(maxDiffPixels) is negative",
        expected: "a pixel count of 0 or more")
    }
    if let maxDiffRatio, !maxDiffRatio.isFinite || !(0...1).contains(maxDiffRatio) {
      throw ListShotError(
        .badInput, "maximum differing ratio \(maxDiffRatio) is out of range",
        expected: "a fraction of the pixels from 0 to 1, e.g. 0.001 for 0.1 %")
    }
    self.threshold = threshold
    self.detectAntialiasing = detectAntialiasing
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
  }

  /// The largest number of differing pixels that still passes when `totalPixels` pixels are
  /// compared: the smaller of the two limits, 0 when neither is set. The ratio limit is
  /// rounded down, with a little slack for floating-point error, so 0.01 of 10 000 pixels
  /// allows exactly 100.
  public func allowedPixels(of totalPixels: Int) -> Int {
    var allowed = maxDiffPixels ?? (maxDiffRatio == nil ? 0 : Int.max)
    if let maxDiffRatio {
      let byRatio = (maxDiffRatio * Double(totalPixels) + 1e-7).rounded(.down)
      allowed = min(allowed, Int(byRatio))
    }
    return allowed
  }
}
