import ArgumentParser
import ListShot
import ListShotSpec

/// How far an image may differ and still pass: shared by `verify` and `diff`. Each value
/// given here overrides the spec's `tolerance`; none given means exact.
struct ToleranceOptions: ParsableArguments {
  @Option(help: "Perceptual colour distance (OKLab, 0...1) under which pixels count as equal. Default: 0.")
  var threshold: Double?

  @Option(name: .customLong("max-diff-pixels"), help: "Pass when at most this many pixels differ.")
  var maxDiffPixels: Int?

  @Option(name: .customLong("max-diff-ratio"), help: "Pass when at most this fraction of the pixels differs.")
  var maxDiffRatio: Double?

  @Flag(name: .customLong("ignore-antialiasing"), help: "Excuse anti-aliasing-only differences (still reported).")
  var ignoreAntialiasing = false

  func validate() throws {
    if let threshold, !(0...1).contains(threshold) {
      throw ValidationError("--threshold must be between 0 and 1, not \(threshold)")
    }
    if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more") }
    if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
      throw ValidationError("--max-diff-ratio must be between 0 and 1")
    }
  }

  var tolerance: ToleranceSpec {
    ToleranceSpec(
      threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
      ignoreAntialiasing: ignoreAntialiasing ? true : nil)
  }
}
